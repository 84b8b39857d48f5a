package generic

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/meta"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/04-extensions/tools/cache"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/informers"
)

// ParamResolver finds the resource of a paramKind among the master's
// storages and hands out its informer: the objects a binding's paramRef
// names are read from that informer, never from storage per request.
// Upstream: the REST mapper and the dynamic informers of
// k8s.io/apiserver/pkg/admission/plugin/policy/generic.policySource.
type ParamResolver struct {
	Factory  *informers.SharedInformerFactory
	Storages *informers.Storages
	// Scheme types the storages' objects and converts params to the
	// paramKind's version.
	Scheme *runtime.Scheme
}

// ParamSource is where a policy's params come from: the informer of the
// paramKind's resource.
// Upstream: the ParamInformer and ParamScope of a PolicyHook.
type ParamSource struct {
	Kind       schema.GroupVersionKind
	Informer   *cache.Informer
	Namespaced bool
	scheme     *runtime.Scheme
}

// Resolve returns the ParamSource of kind, or upstream's configuration
// error when no resource has that kind.
// Upstream: the paramKind lookup in k8s.io/apiserver/pkg/admission/plugin/policy/generic.(*policySource).refreshPolicies.
func (r *ParamResolver) Resolve(kind *admissionregistration.ParamKind) (*ParamSource, error) {
	gv, err := schema.ParseGroupVersion(kind.APIVersion)
	if err != nil {
		return nil, fmt.Errorf("failed to parse paramKind apiVersion %q: %w", kind.APIVersion, err)
	}
	gvk := gv.WithKind(kind.Kind)
	notFound := fmt.Errorf("failed to find resource referenced by paramKind: '%v'", gvk)
	if r == nil || r.Storages == nil || !r.Scheme.Recognizes(gvk) {
		return nil, notFound
	}
	for gr, st := range r.Storages.All() {
		if gr.Group != gvk.Group || strings.Contains(gr.Resource, "/") {
			continue
		}
		kinds, _, err := r.Scheme.ObjectKinds(st.New())
		if err != nil || len(kinds) == 0 || kinds[0].Kind != gvk.Kind {
			continue
		}
		namespaced := false
		if s, ok := st.(rest.Scoper); ok {
			namespaced = s.NamespaceScoped()
		}
		return &ParamSource{Kind: gvk, Informer: r.Factory.ForResource(gr), Namespaced: namespaced, scheme: r.Scheme}, nil
	}
	return nil, notFound
}

// CollectParams returns the params a binding's paramRef names for a
// request in namespace: none (a nil param, once) without paramKind or
// paramRef; the object named, or those the selector selects, in the
// paramRef's namespace or else the request's; with none found,
// parameterNotFoundAction Deny is an error and Allow runs nothing.
// Params are converted to the paramKind's version.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/generic.CollectParams.
func CollectParams(paramKind *admissionregistration.ParamKind, source *ParamSource, paramRef *admissionregistration.ParamRef, namespace string) ([]runtime.Object, error) {
	if paramKind == nil || paramRef == nil {
		return []runtime.Object{nil}, nil
	}
	if source == nil {
		return nil, fmt.Errorf("paramKind kind `%v` not known", paramKind.APIVersion+", Kind="+paramKind.Kind)
	}
	paramsNamespace := ""
	if source.Namespaced {
		paramsNamespace = namespace
		if len(paramRef.Namespace) > 0 {
			paramsNamespace = paramRef.Namespace
		} else if len(paramsNamespace) == 0 {
			return nil, fmt.Errorf("cannot use namespaced paramRef in policy binding that matches cluster-scoped resources")
		}
	} else if len(paramRef.Namespace) > 0 {
		return nil, fmt.Errorf("paramRef.namespace must not be provided for a cluster-scoped `paramKind`")
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	if !source.Informer.WaitForSync(ctx) {
		return nil, fmt.Errorf("paramKind kind `%v` not yet synced to use for admission", source.Kind)
	}
	var found []runtime.Object
	switch {
	case len(paramRef.Name) > 0:
		if paramRef.Selector != nil {
			return nil, fmt.Errorf("paramRef.name and paramRef.selector are mutually exclusive")
		}
		key := paramRef.Name
		if paramsNamespace != "" {
			key = paramsNamespace + "/" + paramRef.Name
		}
		if obj, ok := source.Informer.Get(key); ok {
			found = []runtime.Object{obj}
		}
	case paramRef.Selector != nil:
		selector, err := metav1.LabelSelectorAsSelector(paramRef.Selector)
		if err != nil {
			return nil, err
		}
		candidates := source.Informer.List()
		if paramsNamespace != "" {
			candidates = source.Informer.ByNamespace(paramsNamespace)
		}
		for _, obj := range candidates {
			if accessor, err := meta.Accessor(obj); err == nil && selector.Matches(labels.Set(accessor.GetLabels())) {
				found = append(found, obj)
			}
		}
	default:
		return nil, fmt.Errorf("one of name or selector must be provided")
	}
	if len(found) == 0 && paramRef.ParameterNotFoundAction != nil && *paramRef.ParameterNotFoundAction == admissionregistration.DenyAction {
		return nil, errors.New("no params found for policy binding with `Deny` parameterNotFoundAction")
	}
	params := make([]runtime.Object, 0, len(found))
	for _, obj := range found {
		versioned, err := source.scheme.ConvertToVersion(obj.DeepCopyObject(), source.Kind.GroupVersion())
		if err != nil {
			return nil, fmt.Errorf("failed to convert param to %v: %w", source.Kind, err)
		}
		versioned.GetObjectKind().SetGroupVersionKind(source.Kind)
		params = append(params, versioned)
	}
	return params, nil
}
