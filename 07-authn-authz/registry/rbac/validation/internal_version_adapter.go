package validation

import (
	"context"

	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac"
	rbacv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac/v1"
)

// ConfirmNoEscalationInternal is ConfirmNoEscalation for rules of the
// internal version, the version the registries hold.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/validation.ConfirmNoEscalationInternal.
func ConfirmNoEscalationInternal(ctx context.Context, ruleResolver AuthorizationRuleResolver, inRules []rbac.PolicyRule) error {
	rules := make([]rbacv1.PolicyRule, 0, len(inRules))
	for i := range inRules {
		v1Rule := rbacv1.PolicyRule{}
		if err := rbacv1.Convert_rbac_PolicyRule_To_v1_PolicyRule(&inRules[i], &v1Rule, nil); err != nil {
			return err
		}
		rules = append(rules, v1Rule)
	}
	return ConfirmNoEscalation(ctx, ruleResolver, rules)
}
