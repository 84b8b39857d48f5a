package server

import (
	"net/http"
	"time"

	genericrequest "github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	genericserver "github.com/kube-rebuilt/apiserver/02-generic-server/server"
	"github.com/kube-rebuilt/apiserver/06-filters/audit"
	"github.com/kube-rebuilt/apiserver/06-filters/endpoints/request"
	"github.com/kube-rebuilt/apiserver/06-filters/server/filters"
	utilflowcontrol "github.com/kube-rebuilt/apiserver/06-filters/util/flowcontrol"
	fcrequest "github.com/kube-rebuilt/apiserver/06-filters/util/flowcontrol/request"
)

// HandlerChainConfig is what stage 06's filters need beyond stage 02's
// server.Config.
// Upstream: the fields of k8s.io/apiserver/pkg/server.Config that the
// filters read (RequestInfoResolver, LongRunningFunc, MaxRequestsInFlight,
// CorsAllowedOriginList, HSTSDirectives, AuditBackend ...), kept here in a
// struct of stage 06's own so that stage 02 does not carry them.
type HandlerChainConfig struct {
	// RequestInfoResolver turns a URL into a RequestInfo.
	RequestInfoResolver genericrequest.RequestInfoResolver
	// LongRunningFunc tells watches, proxies, exec and log follows apart:
	// no deadline, no in-flight limit, a ResponseStarted audit stage.
	LongRunningFunc request.LongRunningRequestCheck

	// MaxRequestsInFlight and MaxMutatingRequestsInFlight bound the
	// requests being served at once, reads and writes apart; 0 is no limit.
	MaxRequestsInFlight         int
	MaxMutatingRequestsInFlight int

	// CorsAllowedOriginList are regular expressions of allowed origins.
	CorsAllowedOriginList []string
	// HSTSDirectives make the Strict-Transport-Security header.
	HSTSDirectives []string

	// AuditBackend receives the audit events; AuditPolicyRuleEvaluator
	// decides which requests are audited at which level. Either nil: no
	// auditing.
	AuditBackend             audit.Backend
	AuditPolicyRuleEvaluator audit.PolicyRuleEvaluator

	// ShutdownWatchTerminationGracePeriod, when positive, ends watches as
	// the server stops accepting requests and waits this long for them.
	ShutdownWatchTerminationGracePeriod time.Duration

	// FlowControl, when set, is API Priority and Fairness, which then
	// takes the place of the max-in-flight limit; StorageObjectCountTracker
	// gives its work estimator each resource's object count.
	// Upstream: Config.FlowControl and Config.StorageObjectCountTracker.
	FlowControl               utilflowcontrol.Interface
	StorageObjectCountTracker *fcrequest.StorageObjectCountTracker

	// Security are the places of authentication, impersonation and
	// authorization in the chain; stage 07 fills them.
	Security SecurityFilters
}

// SecurityFilters wrap the handler where upstream's chain authenticates,
// impersonates and authorizes. A nil one is not in the chain: every
// request is then served, as the user it carries (none, until stage 07).
// Upstream: WithAuthentication, WithImpersonation and WithAuthorization in
// k8s.io/apiserver/pkg/server.DefaultBuildHandlerChain, which skip
// themselves when Config.Authentication.Authenticator or
// Config.Authorization.Authorizer is nil.
type SecurityFilters struct {
	Authorization  func(handler http.Handler) http.Handler
	Impersonation  func(handler http.Handler) http.Handler
	Authentication func(handler http.Handler) http.Handler
}

// NewHandlerChainConfig returns upstream's defaults: RequestInfo for /api
// and /apis, kube-apiserver's long-running verbs and subresources, 400
// reads and 200 writes in flight.
// Upstream: the defaults of k8s.io/apiserver/pkg/server.NewConfig and
// kube-apiserver's BuildGenericConfig (LongRunningFunc).
func NewHandlerChainConfig() *HandlerChainConfig {
	return &HandlerChainConfig{
		RequestInfoResolver: &genericrequest.RequestInfoFactory{
			APIPrefixes:          []string{"api", "apis"},
			GrouplessAPIPrefixes: []string{"api"},
		},
		LongRunningFunc: filters.BasicLongRunningRequestCheck(
			[]string{"watch", "proxy"},
			[]string{"attach", "exec", "proxy", "log", "portforward"},
		),
		MaxRequestsInFlight:         400,
		MaxMutatingRequestsInFlight: 200,
	}
}

// ApplyTo makes c's chain the one gc's server serves, gives stage 02's
// wait group the same long-running check and the watch termination grace
// period, and adds the post-start hook that samples the in-flight counts.
// Upstream: kube-apiserver sets Config.BuildHandlerChainFunc and
// LongRunningFunc in BuildGenericConfig; the generic server adds the
// "max-in-flight-filter" hook in New.
func (c *HandlerChainConfig) ApplyTo(gc *genericserver.Config) error {
	gc.BuildHandlerChainFunc = c.BuildHandlerChain
	gc.LongRunningFunc = func(req *http.Request) bool {
		info, ok := genericrequest.RequestInfoFrom(req.Context())
		return ok && c.LongRunningFunc(req, info)
	}
	gc.ShutdownWatchTerminationGracePeriod = c.ShutdownWatchTerminationGracePeriod
	if c.FlowControl == nil {
		return gc.AddPostStartHook("max-in-flight-filter", func(ctx genericserver.PostStartHookContext) error {
			filters.StartMaxInFlightWatermarkMaintenance(ctx.Done())
			return nil
		})
	}
	if err := gc.AddPostStartHook("priority-and-fairness-filter", func(ctx genericserver.PostStartHookContext) error {
		filters.StartPriorityAndFairnessWatermarkMaintenance(ctx.Done())
		return nil
	}); err != nil {
		return err
	}
	return gc.AddPostStartHook("priority-and-fairness-config-consumer", func(ctx genericserver.PostStartHookContext) error {
		go func() {
			if err := c.FlowControl.Run(ctx); err != nil {
				klog.Errorf("API Priority and Fairness: %v", err)
			}
		}()
		return nil
	})
}
