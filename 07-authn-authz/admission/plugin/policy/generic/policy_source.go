package generic

import (
	"sync"
	"sync/atomic"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/meta"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/04-extensions/tools/cache"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/informers"
)

// PolicySource keeps the hooks of one kind of policy: the policies and
// bindings its informers see, each policy compiled once per change.
// A change to a policy or a binding rebuilds the hooks in the informer's
// goroutine; a policy whose resourceVersion did not change keeps its
// evaluator. Requests read the hooks without a lock (Hooks).
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/generic.policySource,
// which also rebuilds on informer events.
type PolicySource[P runtime.Object, B runtime.Object, E any] struct {
	policyInformer  *cache.Informer
	bindingInformer *cache.Informer

	newPolicyAccessor  func(P) PolicyAccessor
	newBindingAccessor func(B) BindingAccessor
	compiler           func(P) E
	params             *ParamResolver

	mu       sync.Mutex
	compiled map[string]compiledPolicy[E] // by policy name
	hooks    atomic.Pointer[[]PolicyHook[P, B, E]]
	// compileCount counts compilations, for tests and the chapter.
	compileCount atomic.Int64
}

type compiledPolicy[E any] struct {
	resourceVersion string
	evaluator       E
}

// NewPolicySource reads policyResource and bindingResource through f's
// informers; compiler compiles one policy.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/generic.NewPolicySource.
func NewPolicySource[P runtime.Object, B runtime.Object, E any](
	f *informers.SharedInformerFactory,
	policyResource, bindingResource schema.GroupResource,
	newPolicyAccessor func(P) PolicyAccessor,
	newBindingAccessor func(B) BindingAccessor,
	compiler func(P) E,
	params *ParamResolver,
) *PolicySource[P, B, E] {
	s := &PolicySource[P, B, E]{
		policyInformer:     f.ForResource(policyResource),
		bindingInformer:    f.ForResource(bindingResource),
		newPolicyAccessor:  newPolicyAccessor,
		newBindingAccessor: newBindingAccessor,
		compiler:           compiler,
		params:             params,
		compiled:           map[string]compiledPolicy[E]{},
	}
	empty := []PolicyHook[P, B, E]{}
	s.hooks.Store(&empty)
	handler := cache.ResourceEventHandlerFuncs{
		AddFunc:    func(runtime.Object) { s.refresh() },
		UpdateFunc: func(_, _ runtime.Object) { s.refresh() },
		DeleteFunc: func(runtime.Object) { s.refresh() },
	}
	s.policyInformer.AddEventHandler(handler)
	s.bindingInformer.AddEventHandler(handler)
	return s
}

// Hooks returns the current hooks.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/generic.(*policySource).Hooks.
func (s *PolicySource[P, B, E]) Hooks() []PolicyHook[P, B, E] { return *s.hooks.Load() }

// HasSynced reports whether both informers have listed once.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/generic.(*policySource).HasSynced.
func (s *PolicySource[P, B, E]) HasSynced() bool {
	return s.policyInformer.HasSynced() && s.bindingInformer.HasSynced()
}

// CompileCount is how many times a policy was compiled.
func (s *PolicySource[P, B, E]) CompileCount() int64 { return s.compileCount.Load() }

// refresh rebuilds the hooks: policies in the informer's order (by
// name), each with its bindings, compiling only the policies that
// changed.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/generic.(*policySource).refreshPolicies.
func (s *PolicySource[P, B, E]) refresh() {
	s.mu.Lock()
	defer s.mu.Unlock()
	bindings := map[string][]B{}
	for _, obj := range s.bindingInformer.List() {
		b, ok := obj.(B)
		if !ok {
			continue
		}
		name := s.newBindingAccessor(b).GetPolicyName()
		bindings[name] = append(bindings[name], b)
	}
	var hooks []PolicyHook[P, B, E]
	seen := map[string]bool{}
	for _, obj := range s.policyInformer.List() {
		p, ok := obj.(P)
		if !ok {
			continue
		}
		accessor := s.newPolicyAccessor(p)
		name := accessor.GetName()
		seen[name] = true
		hook := PolicyHook[P, B, E]{Policy: p, Bindings: bindings[name], Evaluator: s.evaluator(name, p)}
		if kind := accessor.GetParamKind(); kind != nil {
			hook.Params, hook.ConfigurationError = s.params.Resolve(kind)
		}
		hooks = append(hooks, hook)
	}
	for name := range s.compiled {
		if !seen[name] {
			delete(s.compiled, name)
		}
	}
	s.hooks.Store(&hooks)
}

// evaluator returns p's evaluator, compiling it when p changed.
func (s *PolicySource[P, B, E]) evaluator(name string, p P) E {
	rv := ""
	if m, err := meta.Accessor(p); err == nil {
		rv = m.GetResourceVersion()
	}
	if c, ok := s.compiled[name]; ok && c.resourceVersion == rv && rv != "" {
		return c.evaluator
	}
	e := s.compiler(p)
	s.compileCount.Add(1)
	s.compiled[name] = compiledPolicy[E]{resourceVersion: rv, evaluator: e}
	return e
}
