package rbac

import (
	"context"
	"slices"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac"
)

// EscalationAllowed reports whether the user in ctx is a member of
// system:masters, which may do anything: the API server's own loopback
// user is one, so the server may write any role.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac.EscalationAllowed.
func EscalationAllowed(ctx context.Context) bool {
	u, ok := request.UserFrom(ctx)
	if !ok {
		return false
	}
	return slices.Contains(u.GetGroups(), user.SystemPrivilegedGroup)
}

// roleResources are the resources the escalate verb applies to.
var roleResources = map[schema.GroupResource]bool{
	rbac.Resource("clusterroles"): true,
	rbac.Resource("roles"):        true,
}

// RoleEscalationAuthorized reports whether a asks allows the user in ctx
// the escalate verb on the role the request (its RequestInfo) writes.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac.RoleEscalationAuthorized.
func RoleEscalationAuthorized(ctx context.Context, a authorizer.Authorizer) bool {
	if a == nil {
		return false
	}
	u, ok := request.UserFrom(ctx)
	if !ok {
		return false
	}
	info, ok := request.RequestInfoFrom(ctx)
	if !ok || !info.IsResourceRequest {
		return false
	}
	resource := schema.GroupResource{Group: info.APIGroup, Resource: info.Resource}
	if !roleResources[resource] {
		return false
	}
	attrs := authorizer.AttributesRecord{
		User: u, Verb: "escalate", APIGroup: info.APIGroup, APIVersion: "*",
		Resource: info.Resource, Name: info.Name, Namespace: info.Namespace, ResourceRequest: true,
	}
	decision, _, err := a.Authorize(ctx, attrs)
	if err != nil {
		klog.Errorf("error authorizing user %q to escalate %v named %q in namespace %q: %v",
			u.GetName(), resource, info.Name, info.Namespace, err)
	}
	return decision == authorizer.DecisionAllow
}

// BindingAuthorized reports whether a allows the user in ctx the bind
// verb on the role roleRef names, in bindingNamespace ("" for a
// ClusterRoleBinding): that is how one delegates the right to bind a
// role without holding its rules.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac.BindingAuthorized.
func BindingAuthorized(ctx context.Context, roleRef rbac.RoleRef, bindingNamespace string, a authorizer.Authorizer) bool {
	if a == nil {
		return false
	}
	u, ok := request.UserFrom(ctx)
	if !ok {
		return false
	}
	attrs := authorizer.AttributesRecord{
		User: u, Verb: "bind", Namespace: bindingNamespace, ResourceRequest: true,
		APIGroup: roleRef.APIGroup, APIVersion: "*", Name: roleRef.Name,
	}
	switch roleRef.Kind {
	case "ClusterRole":
		attrs.Resource = "clusterroles"
	case "Role":
		attrs.Resource = "roles"
	default:
		return false
	}
	decision, _, err := a.Authorize(ctx, attrs)
	if err != nil {
		klog.Errorf("error authorizing user %q to bind %v in namespace %q: %v", u.GetName(), roleRef, bindingNamespace, err)
	}
	return decision == authorizer.DecisionAllow
}
