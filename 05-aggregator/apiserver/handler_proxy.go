package apiserver

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/http/httputil"
	"net/url"
	"strings"
	"sync/atomic"
	"time"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/handlers/responsewriters"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/05-aggregator/apis/apiregistration"
	"github.com/kube-rebuilt/apiserver/05-aggregator/util/proxy"
)

const (
	// defaultResponseHeaderTimeout bounds the wait for a backend's
	// response headers: the server's default request timeout
	// (--request-timeout, 60s). Upstream has no such bound on the
	// transport; its timeout filter (stage 06) ends the request instead.
	// Watches are not affected: a backend sends a watch's headers at once.
	defaultResponseHeaderTimeout = 60 * time.Second

	// discoveryTimeout bounds a proxied discovery request
	// (/apis/<group>/<version>): clients such as kubectl ask every group
	// for it, so one slow backend must not slow them all.
	// Upstream: the 5s in k8s.io/apiserver/pkg/util/proxy.NewRequestForProxy.
	discoveryTimeout = 5 * time.Second
)

// proxyHandler serves one APIService: a local one through localDelegate
// (the rest of the server chain), a remote one by proxying each request,
// with the requester's identity in headers, to the Service's backend.
// Upstream: k8s.io/kube-aggregator/pkg/apiserver.proxyHandler.
type proxyHandler struct {
	// localDelegate serves Local APIServices (spec.service unset).
	localDelegate http.Handler
	// serviceResolver turns the APIService's Service into an address.
	serviceResolver ServiceResolver
	// proxyClientCert is the front-proxy client certificate backends
	// check before they trust the X-Remote-* headers; may be nil.
	proxyClientCert *tls.Certificate
	// responseHeaderTimeout is how long the transports built by
	// updateAPIService wait for a backend's headers; tests shorten it
	// before calling updateAPIService.
	responseHeaderTimeout time.Duration

	// handlingInfo is swapped whole by updateAPIService while requests
	// read it: a request sees the old or the new APIService, never a mix.
	handlingInfo atomic.Pointer[proxyHandlingInfo]
}

// proxyHandlingInfo is what proxyHandler knows of its APIService.
// Upstream: k8s.io/kube-aggregator/pkg/apiserver.proxyHandlingInfo.
type proxyHandlingInfo struct {
	// local: the APIService is served by localDelegate.
	local bool
	// name of the APIService, for logs.
	name string
	// transportBuildingError is why the transports could not be built
	// (a bad caBundle); it is reported to every client.
	transportBuildingError error
	// proxyRoundTripper carries ordinary requests, HTTP/2 allowed.
	proxyRoundTripper *http.Transport
	// upgradeRoundTripper carries upgrade requests (exec, attach,
	// port-forward, websockets): HTTP/1.1 only, since an upgrade does not
	// exist in HTTP/2.
	upgradeRoundTripper *http.Transport
	// serviceNamespace, serviceName and servicePort locate the backend.
	serviceNamespace string
	serviceName      string
	servicePort      int32
	// serviceAvailable mirrors the Available condition.
	serviceAvailable bool
}

// newProxyHandler returns a handler with no APIService yet: call
// updateAPIService before serving.
// Upstream: the proxyHandler literal in
// k8s.io/kube-aggregator/pkg/apiserver.(*APIAggregator).AddAPIService.
func newProxyHandler(localDelegate http.Handler, resolver ServiceResolver, proxyClientCert *tls.Certificate) *proxyHandler {
	return &proxyHandler{
		localDelegate:         localDelegate,
		serviceResolver:       resolver,
		proxyClientCert:       proxyClientCert,
		responseHeaderTimeout: defaultResponseHeaderTimeout,
	}
}

// updateAPIService swaps in the handling info of apiService: local, or
// where its Service is, the transports that reach it, and whether its
// Available condition is True.
// Upstream: k8s.io/kube-aggregator/pkg/apiserver.(*proxyHandler).updateAPIService.
func (r *proxyHandler) updateAPIService(apiService *apiregistration.APIService) {
	if apiService.Spec.Service == nil {
		r.swap(&proxyHandlingInfo{local: true, name: apiService.Name})
		return
	}
	svc := apiService.Spec.Service
	port := int32(443) // the default; stored APIServices have it set
	if svc.Port != nil {
		port = *svc.Port
	}
	info := &proxyHandlingInfo{
		name:             apiService.Name,
		serviceNamespace: svc.Namespace,
		serviceName:      svc.Name,
		servicePort:      port,
		serviceAvailable: apiregistration.IsAPIServiceConditionTrue(apiService, apiregistration.Available),
	}
	// The backend's certificate is issued for the Service's DNS name,
	// whatever address the resolver picks.
	serverName := svc.Name + "." + svc.Namespace + ".svc"
	tlsConfig, err := proxy.TLSConfig(apiService.Spec.CABundle, apiService.Spec.InsecureSkipTLSVerify, serverName, r.proxyClientCert)
	if err != nil {
		info.transportBuildingError = fmt.Errorf("building the transport of APIService %s: %w", apiService.Name, err)
		klog.Warningf("%v", info.transportBuildingError)
	} else {
		info.proxyRoundTripper = r.newTransport(tlsConfig, true)
		info.upgradeRoundTripper = r.newTransport(tlsConfig, false)
	}
	r.swap(info)
}

// swap stores info and lets the connections of the replaced transports
// go once their requests end.
func (r *proxyHandler) swap(info *proxyHandlingInfo) {
	old := r.handlingInfo.Swap(info)
	if old == nil {
		return
	}
	for _, t := range []*http.Transport{old.proxyRoundTripper, old.upgradeRoundTripper} {
		if t != nil {
			t.CloseIdleConnections()
		}
	}
}

// newTransport builds a transport to a backend. http2 off means the
// connection speaks HTTP/1.1 only, as an upgrade needs.
// Upstream: k8s.io/client-go/transport.New with the TLS config of
// k8s.io/kube-aggregator/pkg/controllers/status/remote.BuildTransportConfig
// (NextProtos http/1.1 for upgrades, as upstream's UpgradeAwareHandler dials).
func (r *proxyHandler) newTransport(tlsConfig *tls.Config, http2 bool) *http.Transport {
	t := &http.Transport{
		Proxy:                 nil, // backends are in-cluster: never through $HTTPS_PROXY
		DialContext:           (&net.Dialer{Timeout: 30 * time.Second, KeepAlive: 30 * time.Second}).DialContext,
		TLSClientConfig:       tlsConfig.Clone(),
		TLSHandshakeTimeout:   10 * time.Second,
		ResponseHeaderTimeout: r.responseHeaderTimeout,
		IdleConnTimeout:       90 * time.Second,
		MaxIdleConnsPerHost:   25, // client-go's utilnet.SetTransportDefaults
		ForceAttemptHTTP2:     http2,
	}
	if !http2 {
		t.TLSClientConfig.NextProtos = []string{"http/1.1"}
		// A non-nil, empty map turns off the transport's HTTP/2 upgrade.
		t.TLSNextProto = map[string]func(string, *tls.Conn) http.RoundTripper{}
	}
	return t
}

// ServeHTTP serves a local APIService through the delegate and proxies a
// remote one to its backend; see (*proxyHandler).proxy.
// Upstream: k8s.io/kube-aggregator/pkg/apiserver.(*proxyHandler).ServeHTTP.
func (r *proxyHandler) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	info := r.handlingInfo.Load()
	switch {
	case info == nil:
		// Not set up yet. Upstream hands such requests to localDelegate.
		proxyError(w, errNotFound())
	case info.local && r.localDelegate == nil:
		proxyError(w, errNotFound())
	case info.local:
		r.localDelegate.ServeHTTP(w, req)
	case !info.serviceAvailable:
		proxyError(w, apierrors.NewServiceUnavailable("service unavailable"))
	case info.transportBuildingError != nil:
		proxyError(w, apierrors.NewInternalError(info.transportBuildingError))
	default:
		r.proxy(w, req, info)
	}
}

// proxy sends req to a backend of info's Service: same path and query,
// the requester's identity in X-Remote-* headers instead of any the
// client sent, no Authorization header (the backend trusts our client
// certificate, not the client's credentials), and the response streamed
// back as it comes (watches).
// Upstream: the second half of k8s.io/kube-aggregator/pkg/apiserver.(*proxyHandler).ServeHTTP,
// with k8s.io/apimachinery/pkg/util/proxy.UpgradeAwareHandler doing the
// copying (here net/http/httputil.ReverseProxy, which handles upgrades too).
func (r *proxyHandler) proxy(w http.ResponseWriter, req *http.Request, info *proxyHandlingInfo) {
	resolved, err := r.serviceResolver.ResolveEndpoint(info.serviceNamespace, info.serviceName, info.servicePort)
	if err != nil {
		klog.Errorf("error resolving %s/%s: %v", info.serviceNamespace, info.serviceName, err)
		proxyError(w, apierrors.NewServiceUnavailable(err.Error()))
		return
	}
	location := &url.URL{Scheme: "https", Host: resolved.Host, Path: req.URL.Path, RawQuery: req.URL.Query().Encode()}
	// The aggregated server queues the request itself: a proxied watch
	// gives back its seats here now. Upstream: utilflowcontrol.RequestDelegated.
	request.RequestDelegated(req.Context())

	u := requestUser(req.Context())
	transport := info.proxyRoundTripper
	if isUpgradeRequest(req) {
		transport = info.upgradeRoundTripper
	}
	ctx := req.Context()
	if isDiscoveryRequest(req) {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, discoveryTimeout)
		defer cancel()
	}

	rp := &httputil.ReverseProxy{
		Rewrite: func(pr *httputil.ProxyRequest) {
			pr.Out.URL = location
			pr.Out.Host = location.Host
			pr.Out.Header.Del("Authorization")
			proxy.SetAuthProxyHeaders(pr.Out, u.GetName(), u.GetUID(), u.GetGroups(), u.GetExtra())
		},
		Transport:     transport,
		FlushInterval: -1, // write every chunk at once: watches are streams
		ErrorHandler: func(w http.ResponseWriter, _ *http.Request, err error) {
			klog.Errorf("proxying to APIService %s at %s: %v", info.name, location.Host, err)
			proxyError(w, backendError(err))
		},
	}
	rp.ServeHTTP(w, req.WithContext(ctx))
}

// backendError is the Status of a request the backend did not answer:
// 504 when it took too long, 503 otherwise, worded as upstream's.
// Upstream: the "error trying to reach service" responder of
// k8s.io/apimachinery/pkg/util/proxy.UpgradeAwareHandler.
func backendError(err error) *apierrors.StatusError {
	msg := fmt.Sprintf("error trying to reach service: %v", err)
	var netErr net.Error
	if errors.Is(err, context.DeadlineExceeded) || (errors.As(err, &netErr) && netErr.Timeout()) {
		return apierrors.NewTimeoutError(msg, 0)
	}
	return apierrors.NewServiceUnavailable(msg)
}

// requestUser is the user the request was authenticated as. Until stage
// 07 nothing authenticates, so every request is anonymous: the user and
// group upstream's anonymous authenticator would have set.
// Upstream: request.UserFrom, where a missing user is a 500 "missing user".
func requestUser(ctx context.Context) user.Info {
	if u, ok := request.UserFrom(ctx); ok {
		return u
	}
	return &user.DefaultInfo{Name: user.Anonymous, Groups: []string{user.AllUnauthenticated}}
}

// isUpgradeRequest reports a request asking to switch protocols
// (Connection: Upgrade).
// Upstream: k8s.io/streaming/pkg/httpstream.IsUpgradeRequest.
func isUpgradeRequest(req *http.Request) bool {
	for _, h := range req.Header.Values("Connection") {
		for _, token := range strings.Split(h, ",") {
			if strings.EqualFold(strings.TrimSpace(token), "upgrade") {
				return true
			}
		}
	}
	return false
}

// isDiscoveryRequest reports a GET of /apis/<group>/<version>: exactly
// three path segments and no resource.
// Upstream: the check in k8s.io/apiserver/pkg/util/proxy.NewRequestForProxy,
// which reads the RequestInfo (set for every request from stage 06 on;
// until then we read the path, where /api/v1/pods also has three segments).
func isDiscoveryRequest(req *http.Request) bool {
	if info, ok := request.RequestInfoFrom(req.Context()); ok {
		return !info.IsResourceRequest && len(strings.Split(strings.Trim(info.Path, "/"), "/")) == 3
	}
	segments := strings.Split(strings.Trim(req.URL.Path, "/"), "/")
	return len(segments) == 3 && segments[0] == "apis"
}

// proxyError writes err as a JSON Status. Upstream writes plain text
// (http.Error); a Status is what every other error of the server is, and
// what clients decode into a typed error.
// Upstream: k8s.io/kube-aggregator/pkg/apiserver.proxyError.
func proxyError(w http.ResponseWriter, err error) {
	status := responsewriters.ErrorToAPIStatus(err)
	responsewriters.WriteRawJSON(int(status.Code), status, w)
}

// errNotFound is the Status of a path nobody serves.
// Upstream: the 404 of k8s.io/apiserver/pkg/util/notfoundhandler.
func errNotFound() *apierrors.StatusError {
	return &apierrors.StatusError{ErrStatus: metav1.Status{
		Status:  metav1.StatusFailure,
		Code:    http.StatusNotFound,
		Reason:  metav1.StatusReasonNotFound,
		Message: "the server could not find the requested resource",
	}}
}
