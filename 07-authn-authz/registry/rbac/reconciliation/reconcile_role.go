package reconciliation

import (
	"context"
	"fmt"
	"maps"
	"reflect"
	"slices"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	rbacv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac/v1"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/registry/rbac/validation"
)

// ReconcileOperation is what reconciling needs (or did).
// Upstream: k8s.io/component-helpers/auth/rbac/reconciliation.ReconcileOperation.
type ReconcileOperation string

// The operations.
// Upstream: k8s.io/component-helpers/auth/rbac/reconciliation (variables of the same names).
const (
	ReconcileCreate   ReconcileOperation = "create"
	ReconcileUpdate   ReconcileOperation = "update"
	ReconcileRecreate ReconcileOperation = "recreate"
	ReconcileNone     ReconcileOperation = "none"
)

// ClusterRoleClient reads and writes ClusterRoles.
// Upstream: k8s.io/component-helpers/auth/rbac/reconciliation.RuleOwnerModifier.
type ClusterRoleClient interface {
	Get(ctx context.Context, name string) (*rbacv1.ClusterRole, error)
	Create(ctx context.Context, role *rbacv1.ClusterRole) (*rbacv1.ClusterRole, error)
	Update(ctx context.Context, role *rbacv1.ClusterRole) (*rbacv1.ClusterRole, error)
}

// ReconcileRoleOptions says which ClusterRole to reconcile, and how.
// Upstream: k8s.io/component-helpers/auth/rbac/reconciliation.ReconcileRoleOptions.
type ReconcileRoleOptions struct {
	// Role is the expected role.
	Role *rbacv1.ClusterRole
	// Confirm writes; false is a dry run.
	Confirm bool
	// RemoveExtraPermissions makes the stored rules exactly the expected ones.
	RemoveExtraPermissions bool
	// Client reads the stored role and writes the reconciled one.
	Client ClusterRoleClient
}

// ReconcileClusterRoleResult is what reconciling found and did.
// Upstream: k8s.io/component-helpers/auth/rbac/reconciliation.ReconcileClusterRoleResult.
type ReconcileClusterRoleResult struct {
	// Role is the reconciled role (not stored on a dry run or when Protected).
	Role *rbacv1.ClusterRole
	// MissingRules and ExtraRules are the expected rules the stored role
	// lacked, and the rules it had beyond them.
	MissingRules, ExtraRules []rbacv1.PolicyRule
	// MissingAggregationRuleSelectors and ExtraAggregationRuleSelectors
	// are the same for the aggregation rule.
	MissingAggregationRuleSelectors, ExtraAggregationRuleSelectors []metav1.LabelSelector
	// Operation is what was needed; done unless dry run or Protected.
	Operation ReconcileOperation
	// Protected: the stored role opted out (autoupdate "false").
	Protected bool
}

// Run reconciles the role, retrying (at most twice) if it appears or
// disappears meanwhile.
// Upstream: k8s.io/component-helpers/auth/rbac/reconciliation.(*ReconcileRoleOptions).Run.
func (o *ReconcileRoleOptions) Run(ctx context.Context) (*ReconcileClusterRoleResult, error) {
	for attempts := 0; attempts <= 2; attempts++ {
		result, retry, err := o.run(ctx)
		if !retry {
			return result, err
		}
	}
	return nil, fmt.Errorf("exceeded maximum attempts")
}

// run is one attempt; retry says the object changed under it.
// Upstream: k8s.io/component-helpers/auth/rbac/reconciliation.(*ReconcileRoleOptions).run.
func (o *ReconcileRoleOptions) run(ctx context.Context) (result *ReconcileClusterRoleResult, retry bool, err error) {
	existing, err := o.Client.Get(ctx, o.Role.Name)
	switch {
	case apierrors.IsNotFound(err):
		result = &ReconcileClusterRoleResult{Role: o.Role, MissingRules: o.Role.Rules, Operation: ReconcileCreate}
		if o.Role.AggregationRule != nil {
			result.MissingAggregationRuleSelectors = o.Role.AggregationRule.ClusterRoleSelectors
		}
	case err != nil:
		return nil, false, err
	default:
		result = computeReconciledRole(existing, o.Role, o.RemoveExtraPermissions)
	}
	if result.Protected || !o.Confirm {
		return result, false, nil
	}
	switch result.Operation {
	case ReconcileCreate:
		created, err := o.Client.Create(ctx, result.Role)
		if apierrors.IsAlreadyExists(err) {
			return nil, true, nil
		}
		if err != nil {
			return nil, false, err
		}
		result.Role = created
	case ReconcileUpdate:
		updated, err := o.Client.Update(ctx, result.Role)
		if apierrors.IsNotFound(err) {
			return nil, true, nil
		}
		if err != nil {
			return nil, false, err
		}
		result.Role = updated
	}
	return result, false, nil
}

// computeReconciledRole returns the role existing must become to hold
// expected's labels, annotations, rules and aggregation selectors.
// Upstream: k8s.io/component-helpers/auth/rbac/reconciliation.computeReconciledRole.
func computeReconciledRole(existing, expected *rbacv1.ClusterRole, removeExtraPermissions bool) *ReconcileClusterRoleResult {
	result := &ReconcileClusterRoleResult{Operation: ReconcileNone}
	result.Protected = existing.Annotations[rbacv1.AutoUpdateAnnotationKey] == "false"
	result.Role = existing.DeepCopy()
	if mergeMetadata(&result.Role.ObjectMeta, &existing.ObjectMeta, &expected.ObjectMeta) {
		result.Operation = ReconcileUpdate
	}

	// Extra rules are not computed when both roles aggregate: the
	// controller fills an aggregating role's rules.
	if expected.AggregationRule == nil || existing.AggregationRule == nil {
		_, result.ExtraRules = validation.Covers(expected.Rules, existing.Rules)
	}
	_, result.MissingRules = validation.Covers(existing.Rules, expected.Rules)
	switch {
	case !removeExtraPermissions && len(result.MissingRules) > 0:
		result.Role.Rules = append(result.Role.Rules, result.MissingRules...)
		result.Operation = ReconcileUpdate
	case removeExtraPermissions && (len(result.MissingRules) > 0 || len(result.ExtraRules) > 0):
		result.Role.Rules = expected.Rules
		result.Operation = ReconcileUpdate
	}
	reconcileAggregationRule(result, existing, expected, removeExtraPermissions)
	return result
}

// reconcileAggregationRule is computeReconciledRole's second half, for
// the aggregation selectors.
// Upstream: part of k8s.io/component-helpers/auth/rbac/reconciliation.computeReconciledRole.
func reconcileAggregationRule(result *ReconcileClusterRoleResult, existing, expected *rbacv1.ClusterRole, removeExtraPermissions bool) {
	_, result.ExtraAggregationRuleSelectors = aggregationRuleCovers(expected.AggregationRule, existing.AggregationRule)
	_, result.MissingAggregationRuleSelectors = aggregationRuleCovers(existing.AggregationRule, expected.AggregationRule)
	switch {
	case expected.AggregationRule == nil && existing.AggregationRule != nil:
		// Not expected to aggregate at all: drop the stored rule.
		result.Role.AggregationRule = nil
		result.Operation = ReconcileUpdate
	case !removeExtraPermissions && len(result.MissingAggregationRuleSelectors) > 0:
		if result.Role.AggregationRule == nil {
			result.Role.AggregationRule = &rbacv1.AggregationRule{}
		}
		result.Role.AggregationRule.ClusterRoleSelectors = append(result.Role.AggregationRule.ClusterRoleSelectors, result.MissingAggregationRuleSelectors...)
		result.Operation = ReconcileUpdate
	case removeExtraPermissions && (len(result.MissingAggregationRuleSelectors) > 0 || len(result.ExtraAggregationRuleSelectors) > 0):
		result.Role.AggregationRule = expected.AggregationRule
		result.Operation = ReconcileUpdate
	}
}

// mergeMetadata adds expected's labels and annotations to reconciled
// (existing values win) and reports whether that changed anything.
// Upstream: the merge calls of computeReconciledRole.
func mergeMetadata(reconciled, existing, expected *metav1.ObjectMeta) bool {
	reconciled.Annotations = merge(expected.Annotations, existing.Annotations)
	reconciled.Labels = merge(expected.Labels, existing.Labels)
	return !reflect.DeepEqual(reconciled.Annotations, existing.Annotations) || !reflect.DeepEqual(reconciled.Labels, existing.Labels)
}

// merge combines the maps, later ones winning; nil if all are nil.
// Upstream: k8s.io/component-helpers/auth/rbac/reconciliation.merge.
func merge(ms ...map[string]string) map[string]string {
	var out map[string]string
	for _, m := range ms {
		if m != nil && out == nil {
			out = map[string]string{}
		}
		maps.Copy(out, m)
	}
	return out
}

// aggregationRuleCovers reports whether owner's selectors include each
// of servant's, and lists those they do not.
// Upstream: k8s.io/component-helpers/auth/rbac/reconciliation.aggregationRuleCovers.
func aggregationRuleCovers(owner, servant *rbacv1.AggregationRule) (bool, []metav1.LabelSelector) {
	if servant == nil {
		return true, []metav1.LabelSelector{}
	}
	if owner == nil {
		return false, servant.ClusterRoleSelectors
	}
	uncovered := []metav1.LabelSelector{}
	for _, s := range servant.ClusterRoleSelectors {
		if !slices.ContainsFunc(owner.ClusterRoleSelectors, func(o metav1.LabelSelector) bool { return selectorsEqual(o, s) }) {
			uncovered = append(uncovered, s)
		}
	}
	return len(uncovered) == 0, uncovered
}

// selectorsEqual compares selectors as apimachinery's semantic equality
// does: an empty map or list equals a missing one.
func selectorsEqual(a, b metav1.LabelSelector) bool {
	if !maps.Equal(a.MatchLabels, b.MatchLabels) || len(a.MatchExpressions) != len(b.MatchExpressions) {
		return false
	}
	return len(a.MatchExpressions) == 0 || reflect.DeepEqual(a.MatchExpressions, b.MatchExpressions)
}
