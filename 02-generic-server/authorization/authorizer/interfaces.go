package authorizer

import (
	"context"
	"fmt"

	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
)

// Attributes is what an Authorizer may ask about a request.
// Upstream: k8s.io/apiserver/pkg/authorization/authorizer.Attributes
// (without GetFieldSelector and GetLabelSelector).
type Attributes interface {
	// GetUser is the sender of the request.
	GetUser() user.Info
	// GetVerb is the API verb of a resource request (get, list, watch,
	// create, update, patch, delete, deletecollection, proxy ...) or the
	// lowercase HTTP method of a non-resource request.
	GetVerb() string
	// IsReadOnly reports whether the request has no side effects.
	IsReadOnly() bool
	// GetNamespace is the namespace of a resource request, if any.
	GetNamespace() string
	// GetResource is the resource (pods, not Pod) of a resource request.
	GetResource() string
	// GetSubresource is the subresource (status, log ...), if any.
	GetSubresource() string
	// GetName is the object's name, when the request names one.
	GetName() string
	// GetAPIGroup is the group of a resource request; "" is core.
	GetAPIGroup() string
	// GetAPIVersion is the version of a resource request.
	GetAPIVersion() string
	// IsResourceRequest is true for /api and /apis requests that name a
	// resource, false for /healthz, /version, /apis and the like.
	IsResourceRequest() bool
	// GetPath is the URL path.
	GetPath() string
}

// Authorizer decides whether a request may go on. It may return an
// error with any decision; the caller decides what it means (upstream's
// filter ignores it on Allow and answers 500 instead of 403 otherwise).
// Upstream: k8s.io/apiserver/pkg/authorization/authorizer.Authorizer
// (whose conditions-aware methods are left out here).
type Authorizer interface {
	Authorize(ctx context.Context, a Attributes) (authorized Decision, reason string, err error)
}

// AuthorizerFunc makes a function an Authorizer.
// Upstream: k8s.io/apiserver/pkg/authorization/authorizer.AuthorizerFunc.
type AuthorizerFunc func(ctx context.Context, a Attributes) (Decision, string, error)

var _ Authorizer = AuthorizerFunc(nil)

// Authorize calls f.
// Upstream: k8s.io/apiserver/pkg/authorization/authorizer.AuthorizerFunc.Authorize.
func (f AuthorizerFunc) Authorize(ctx context.Context, a Attributes) (Decision, string, error) {
	return f(ctx, a)
}

// RuleResolver lists the rules that apply to a user in a namespace: the
// cluster-wide ones and those of the namespace. incomplete is true when
// some rules could not be resolved (err says why).
// Upstream: k8s.io/apiserver/pkg/authorization/authorizer.RuleResolver.
type RuleResolver interface {
	RulesFor(ctx context.Context, user user.Info, namespace string) (resourceRules []ResourceRuleInfo, nonResourceRules []NonResourceRuleInfo, incomplete bool, err error)
}

// Decision is an authorizer's answer. The zero value is DecisionDeny, so
// a forgotten assignment fails closed.
// Upstream: k8s.io/apiserver/pkg/authorization/authorizer.Decision.
type Decision int

// The decisions.
// Upstream: k8s.io/apiserver/pkg/authorization/authorizer (constants).
const (
	// DecisionDeny refuses the request; no later authorizer is asked.
	DecisionDeny Decision = iota
	// DecisionAllow lets the request through; no later authorizer is asked.
	DecisionAllow
	// DecisionNoOpinion leaves the decision to the next authorizer; if
	// it is the last one, the request is refused.
	DecisionNoOpinion
)

// String is the decision's name.
// Upstream: k8s.io/apiserver/pkg/authorization/authorizer.Decision.String.
func (d Decision) String() string {
	switch d {
	case DecisionDeny:
		return "Deny"
	case DecisionAllow:
		return "Allow"
	case DecisionNoOpinion:
		return "NoOpinion"
	default:
		return fmt.Sprintf("Unknown (%d)", int(d))
	}
}
