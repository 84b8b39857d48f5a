package validation

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	rbacv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac/v1"
)

// ConfirmNoEscalation returns an error unless the user in ctx already
// holds, in the namespace in ctx, every permission of rules. Rules that
// could not be resolved do not stop the check (rules only allow), but
// their errors are added to the message when it fails:
//
//	user "alice" (groups=["system:authenticated"]) is attempting to grant RBAC permissions not currently held:
//	{APIGroups:[""], Resources:["secrets"], Verbs:["get"]}
//
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/validation.ConfirmNoEscalation.
func ConfirmNoEscalation(ctx context.Context, ruleResolver AuthorizationRuleResolver, rules []rbacv1.PolicyRule) error {
	var resolutionErrors []error
	user, ok := request.UserFrom(ctx)
	if !ok {
		return fmt.Errorf("no user on context")
	}
	namespace, _ := request.NamespaceFrom(ctx)

	ownerRules, err := ruleResolver.RulesFor(ctx, user, namespace)
	if err != nil {
		resolutionErrors = append(resolutionErrors, err)
	}
	covered, missing := Covers(ownerRules, rules)
	if covered {
		return nil
	}
	if compact, err := CompactRules(missing); err == nil {
		missing = compact
	}
	descriptions := make([]string, 0, len(missing))
	for _, rule := range missing {
		descriptions = append(descriptions, rbacv1.CompactString(rule))
	}
	slices.Sort(descriptions)
	descriptions = slices.Compact(descriptions)

	msg := fmt.Sprintf("user %q (groups=%q) is attempting to grant RBAC permissions not currently held:\n%s", user.GetName(), user.GetGroups(), strings.Join(descriptions, "\n"))
	if len(resolutionErrors) > 0 {
		msg += fmt.Sprintf("; resolution errors: %v", resolutionErrors)
	}
	return errors.New(msg)
}
