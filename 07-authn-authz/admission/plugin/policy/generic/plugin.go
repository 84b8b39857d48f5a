package generic

import (
	"context"
	"fmt"
	"slices"
	"sync"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/initializer"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/policy/matching"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/webhook/predicates/namespace"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/informers"
)

// admissionResources are the policies and bindings themselves, which no
// policy sees: a broken policy could otherwise forbid its own repair.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/generic.admissionResources.
var admissionResources = []schema.GroupResource{
	{Group: admissionregistration.GroupName, Resource: "validatingadmissionpolicies"},
	{Group: admissionregistration.GroupName, Resource: "validatingadmissionpolicybindings"},
	{Group: admissionregistration.GroupName, Resource: "mutatingadmissionpolicies"},
	{Group: admissionregistration.GroupName, Resource: "mutatingadmissionpolicybindings"},
}

// SourceFactory makes a plugin's Source from the informers and the param
// resolver.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/generic.apiSourceFactory.
type SourceFactory[H any] func(f *informers.SharedInformerFactory, params *ParamResolver) Source[H]

// DispatcherFactory makes a plugin's Dispatcher: it gets the authorizer
// (the `authorizer` variable) and the matcher.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/generic.dispatcherFactory.
type DispatcherFactory[H any] func(a authorizer.Authorizer, m *matching.Matcher) Dispatcher[H]

// Plugin is an admission plugin that runs policies: the validating and
// mutating policy plugins embed it with their source and dispatcher.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/generic.Plugin.
type Plugin[H any] struct {
	*admission.Handler

	sourceFactory     SourceFactory[H]
	dispatcherFactory DispatcherFactory[H]

	source           Source[H]
	dispatcher       Dispatcher[H]
	informerFactory  *informers.SharedInformerFactory
	storages         *informers.Storages
	authorizer       authorizer.Authorizer
	namespaceMatcher *namespace.Matcher
	// policyResource, when set, is the resource of the plugin's policies:
	// while the master does not serve it, the plugin does nothing.
	policyResource *schema.GroupResource
	matcher        *matching.Matcher
	startOnce      sync.Once
}

// The initializers a Plugin takes, checked at compile time.
var (
	_ initializer.WantsInformerFactory = &Plugin[any]{}
	_ initializer.WantsStorages        = &Plugin[any]{}
	_ initializer.WantsAuthorizer      = &Plugin[any]{}
)

// NewPlugin returns a Plugin for handler's operations.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/generic.NewPlugin.
func NewPlugin[H any](handler *admission.Handler, sourceFactory SourceFactory[H], dispatcherFactory DispatcherFactory[H]) *Plugin[H] {
	return &Plugin[H]{Handler: handler, sourceFactory: sourceFactory, dispatcherFactory: dispatcherFactory, namespaceMatcher: &namespace.Matcher{}}
}

// SetPolicyResource names the resource of the plugin's policies: when the
// master does not serve it (its group version is disabled), the plugin
// admits everything without waiting for informers that cannot list.
// Upstream: the plugin's enabled flag, off when the API is not served.
func (c *Plugin[H]) SetPolicyResource(gr schema.GroupResource) { c.policyResource = &gr }

// served reports whether the policies' resource is served.
func (c *Plugin[H]) served() bool {
	if c.policyResource == nil {
		return true
	}
	_, err := c.storages.Get(*c.policyResource)
	return err == nil
}

// SetInformerFactory takes the informers (of policies, bindings,
// namespaces and params).
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/generic.(*Plugin).SetExternalKubeInformerFactory.
func (c *Plugin[H]) SetInformerFactory(f *informers.SharedInformerFactory) {
	c.informerFactory = f
	c.namespaceMatcher.NamespaceInformer = f.ForResource(schema.GroupResource{Resource: "namespaces"})
}

// SetStorages lets the namespace matcher read a namespace the informer
// has not seen yet, and the param resolver find paramKinds' resources.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/generic.(*Plugin).SetExternalKubeClientSet.
func (c *Plugin[H]) SetStorages(s *informers.Storages) {
	c.storages = s
	c.namespaceMatcher.GetNamespace = func(ctx context.Context, name string) (runtime.Object, error) {
		return informers.Get[runtime.Object](ctx, s, schema.GroupResource{Resource: "namespaces"}, "", name)
	}
}

// SetAuthorizer takes the authorizer the `authorizer` variable asks.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/generic.(*Plugin).SetAuthorizer.
func (c *Plugin[H]) SetAuthorizer(a authorizer.Authorizer) { c.authorizer = a }

// ValidateInitialization builds the source and dispatcher once the
// initializers ran, and says what is missing.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/generic.(*Plugin).ValidateInitialization.
func (c *Plugin[H]) ValidateInitialization() error {
	if c.source != nil {
		return nil
	}
	if c.informerFactory == nil {
		return fmt.Errorf("policy plugin needs an informer factory")
	}
	if c.storages == nil {
		return fmt.Errorf("policy plugin needs the storages")
	}
	if c.authorizer == nil {
		return fmt.Errorf("policy plugin needs an authorizer")
	}
	c.matcher = matching.NewMatcher(c.namespaceMatcher)
	if err := c.matcher.ValidateInitialization(); err != nil {
		return err
	}
	if c.policyResource == nil {
		c.start()
	}
	return nil
}

// start makes the source (which asks for the informers) and the
// dispatcher, once. With a policy resource, it waits for the first
// request the master serves that resource for: an informer asked for
// earlier could never list, and would hold /readyz's informer-sync
// check forever.
func (c *Plugin[H]) start() {
	c.startOnce.Do(func() {
		c.source = c.sourceFactory(c.informerFactory, &ParamResolver{Factory: c.informerFactory, Storages: c.storages, Scheme: legacyscheme.Scheme})
		c.dispatcher = c.dispatcherFactory(c.authorizer, c.matcher)
		c.SetReadyFunc(c.source.HasSynced)
	})
}

// Source returns the plugin's source (for tests and benchmarks); nil
// before it started.
func (c *Plugin[H]) Source() Source[H] { return c.source }

// Dispatch runs the policies on a, once the policies and bindings have
// been listed (it waits up to 10s, then refuses); requests on the
// policies and bindings themselves are left alone.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/generic.(*Plugin).Dispatch.
func (c *Plugin[H]) Dispatch(ctx context.Context, a admission.Attributes, o admission.ObjectInterfaces) error {
	if slices.Contains(admissionResources, a.GetResource().GroupResource()) || !c.served() {
		return nil
	}
	c.start()
	if !c.WaitForReady(ctx) {
		return admission.NewForbidden(a, fmt.Errorf("not yet ready to handle request"))
	}
	hooks := c.source.Hooks()
	if len(hooks) == 0 {
		return nil
	}
	return c.dispatcher.Dispatch(ctx, a, o, hooks)
}
