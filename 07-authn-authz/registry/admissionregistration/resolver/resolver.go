package resolver

import (
	"context"
	"fmt"
	"strings"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration"
	rbacregistry "github.com/kube-rebuilt/apiserver/07-authn-authz/registry/rbac"
)

// ResourceResolver finds the resource that serves a kind.
// Upstream: k8s.io/kubernetes/pkg/registry/admissionregistration/resolver.ResourceResolver.
type ResourceResolver interface {
	Resolve(gvk schema.GroupVersionKind) (schema.GroupVersionResource, error)
}

// ResourceResolverFunc is a function as a ResourceResolver.
// Upstream: k8s.io/kubernetes/pkg/registry/admissionregistration/resolver.ResourceResolverFunc.
type ResourceResolverFunc func(gvk schema.GroupVersionKind) (schema.GroupVersionResource, error)

// Resolve calls f.
func (f ResourceResolverFunc) Resolve(gvk schema.GroupVersionKind) (schema.GroupVersionResource, error) {
	return f(gvk)
}

// SchemeResourceResolver resolves the kinds Scheme knows to their
// lowercase plural, as upstream's DefaultRESTMapper guesses it.
// Upstream: k8s.io/kubernetes/pkg/registry/admissionregistration/resolver.NewDiscoveryResourceResolver,
// which asks discovery.
type SchemeResourceResolver struct {
	Scheme *runtime.Scheme
}

// Resolve returns gvk's resource, or an error for a kind the scheme does
// not know.
func (r SchemeResourceResolver) Resolve(gvk schema.GroupVersionKind) (schema.GroupVersionResource, error) {
	if gvk.Version == runtime.APIVersionInternal || !r.Scheme.Recognizes(gvk) {
		return schema.GroupVersionResource{}, fmt.Errorf("no matches for kind %q in version %q", gvk.Kind, gvk.GroupVersion().String())
	}
	return gvk.GroupVersion().WithResource(GuessResource(gvk.Kind)), nil
}

// GuessResource is the lowercase plural of kind: Deployment deployments,
// Ingress ingresses, NetworkPolicy networkpolicies, Endpoints endpoints.
// Upstream: k8s.io/apimachinery/pkg/api/meta.UnsafeGuessKindToResource.
func GuessResource(kind string) string {
	singular := strings.ToLower(kind)
	switch {
	case singular == "", strings.HasSuffix(singular, "endpoints"):
		return singular // upstream's unpluralizedSuffixes
	case strings.HasSuffix(singular, "s"):
		return singular + "es"
	case strings.HasSuffix(singular, "y"):
		return strings.TrimSuffix(singular, "y") + "ies"
	}
	return singular + "s"
}

// AuthorizeParamKind requires the user writing a policy with a paramKind
// to be allowed to get every object of that kind, in every namespace;
// system:masters always is.
// Upstream: k8s.io/kubernetes/pkg/registry/admissionregistration/validatingadmissionpolicy.(*validatingAdmissionPolicyStrategy).authorize.
func AuthorizeParamKind(ctx context.Context, authz authorizer.Authorizer, resolver ResourceResolver, paramKind *admissionregistration.ParamKind) error {
	if authz == nil || paramKind == nil || rbacregistry.EscalationAllowed(ctx) {
		return nil
	}
	u, ok := request.UserFrom(ctx)
	if !ok {
		return fmt.Errorf("cannot identify user to authorize read access to paramKind resources")
	}
	resource, apiGroup, apiVersion := "*", "*", "*"
	if gv, err := schema.ParseGroupVersion(paramKind.APIVersion); err == nil {
		apiGroup, apiVersion = gv.Group, gv.Version
		if gvr, err := resolver.Resolve(gv.WithKind(paramKind.Kind)); err == nil {
			resource = gvr.Resource
		}
	}
	d, _, err := authz.Authorize(ctx, authorizer.AttributesRecord{User: u, Verb: "get", ResourceRequest: true,
		Name: "*", Namespace: "*", APIGroup: apiGroup, APIVersion: apiVersion, Resource: resource})
	if err != nil {
		return err
	}
	if d != authorizer.DecisionAllow {
		return fmt.Errorf(`user %v must have "get" permission on all objects of the referenced paramKind (kind=%s, apiVersion=%s)`, u, paramKind.Kind, paramKind.APIVersion)
	}
	return nil
}

// AuthorizeParamRef requires the user writing a binding with a paramRef
// to be allowed to get the object it names (list, for a selector) in its
// namespace, as the bound policy's paramKind resolves; system:masters
// always is. getParamKind returns the bound policy's paramKind.
// Upstream: k8s.io/kubernetes/pkg/registry/admissionregistration/validatingadmissionpolicybinding.(*validatingAdmissionPolicyBindingStrategy).authorize.
func AuthorizeParamRef(ctx context.Context, authz authorizer.Authorizer, resolver ResourceResolver, policyName string,
	paramRef *admissionregistration.ParamRef, getParamKind func(ctx context.Context, policyName string) (*admissionregistration.ParamKind, error)) error {
	if authz == nil || paramRef == nil || rbacregistry.EscalationAllowed(ctx) {
		return nil
	}
	u, ok := request.UserFrom(ctx)
	if !ok {
		return fmt.Errorf("cannot identify user to authorize read access to paramRef object")
	}
	resource, apiGroup, apiVersion := "*", "*", "*"
	var gvParseErr, gvrResolveErr error
	paramKind, policyErr := getParamKind(ctx, policyName)
	if policyErr == nil && paramKind != nil {
		var gv schema.GroupVersion
		if gv, gvParseErr = schema.ParseGroupVersion(paramKind.APIVersion); gvParseErr == nil {
			apiGroup, apiVersion = gv.Group, gv.Version
			var gvr schema.GroupVersionResource
			if gvr, gvrResolveErr = resolver.Resolve(gv.WithKind(paramKind.Kind)); gvrResolveErr == nil {
				resource = gvr.Resource
			}
		}
	}
	verb := "get"
	if paramRef.Name == "" {
		verb = "list"
	}
	d, _, err := authz.Authorize(ctx, authorizer.AttributesRecord{User: u, Verb: verb, ResourceRequest: true,
		Name: paramRef.Name, Namespace: paramRef.Namespace, APIGroup: apiGroup, APIVersion: apiVersion, Resource: resource})
	if err != nil {
		return fmt.Errorf(`failed to authorize request: %w`, err)
	}
	if d == authorizer.DecisionAllow {
		return nil
	}
	switch {
	case policyErr != nil:
		return fmt.Errorf(`unable to get policy %s to determine minimum required permissions and user %v does not have "%v" permission for all groups, versions and resources`, policyName, u, verb)
	case gvParseErr != nil:
		return fmt.Errorf(`unable to parse paramKind %v to determine minimum required permissions and user %v does not have "%v" permission for all groups, versions and resources`, paramKind, u, verb)
	case gvrResolveErr != nil:
		return fmt.Errorf(`unable to resolve paramKind %v to determine minimum required permissions and user %v does not have "%v" permission for all groups, versions and resources`, paramKind, u, verb)
	}
	return fmt.Errorf(`user %v does not have "%v" permission on the object referenced by paramRef`, u, verb)
}
