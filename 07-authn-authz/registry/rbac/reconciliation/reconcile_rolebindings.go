package reconciliation

import (
	"context"
	"fmt"
	"slices"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	rbacv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac/v1"
)

// ClusterRoleBindingClient reads and writes ClusterRoleBindings.
// Upstream: k8s.io/component-helpers/auth/rbac/reconciliation.RoleBindingModifier.
type ClusterRoleBindingClient interface {
	Get(ctx context.Context, name string) (*rbacv1.ClusterRoleBinding, error)
	// Delete deletes the binding if its uid is still uid.
	Delete(ctx context.Context, name string, uid metav1.UID) error
	Create(ctx context.Context, binding *rbacv1.ClusterRoleBinding) (*rbacv1.ClusterRoleBinding, error)
	Update(ctx context.Context, binding *rbacv1.ClusterRoleBinding) (*rbacv1.ClusterRoleBinding, error)
}

// ReconcileRoleBindingOptions says which ClusterRoleBinding to
// reconcile, and how.
// Upstream: k8s.io/component-helpers/auth/rbac/reconciliation.ReconcileRoleBindingOptions.
type ReconcileRoleBindingOptions struct {
	// RoleBinding is the expected binding.
	RoleBinding *rbacv1.ClusterRoleBinding
	// Confirm writes; false is a dry run.
	Confirm bool
	// RemoveExtraSubjects makes the stored subjects exactly the expected ones.
	RemoveExtraSubjects bool
	// Client reads the stored binding and writes the reconciled one.
	Client ClusterRoleBindingClient
}

// ReconcileClusterRoleBindingResult is what reconciling found and did.
// Upstream: k8s.io/component-helpers/auth/rbac/reconciliation.ReconcileClusterRoleBindingResult.
type ReconcileClusterRoleBindingResult struct {
	// RoleBinding is the reconciled binding.
	RoleBinding *rbacv1.ClusterRoleBinding
	// MissingSubjects and ExtraSubjects are the expected subjects the
	// stored binding lacked, and those it had beyond them.
	MissingSubjects, ExtraSubjects []rbacv1.Subject
	// Operation is what was needed; done unless dry run or Protected.
	Operation ReconcileOperation
	// Protected: the stored binding opted out (autoupdate "false").
	Protected bool
}

// Run reconciles the binding, retrying (at most three times) if it
// changes meanwhile.
// Upstream: k8s.io/component-helpers/auth/rbac/reconciliation.(*ReconcileRoleBindingOptions).Run.
func (o *ReconcileRoleBindingOptions) Run(ctx context.Context) (*ReconcileClusterRoleBindingResult, error) {
	for attempts := 0; attempts <= 3; attempts++ {
		result, retry, err := o.run(ctx)
		if !retry {
			return result, err
		}
	}
	return nil, fmt.Errorf("exceeded maximum attempts")
}

// run is one attempt; retry says the object changed under it.
// Upstream: k8s.io/component-helpers/auth/rbac/reconciliation.(*ReconcileRoleBindingOptions).run.
func (o *ReconcileRoleBindingOptions) run(ctx context.Context) (result *ReconcileClusterRoleBindingResult, retry bool, err error) {
	existing, err := o.Client.Get(ctx, o.RoleBinding.Name)
	switch {
	case apierrors.IsNotFound(err):
		result = &ReconcileClusterRoleBindingResult{RoleBinding: o.RoleBinding, MissingSubjects: o.RoleBinding.Subjects, Operation: ReconcileCreate}
	case err != nil:
		return nil, false, err
	default:
		result = computeReconciledRoleBinding(existing, o.RoleBinding, o.RemoveExtraSubjects)
	}
	if result.Protected || !o.Confirm {
		return result, false, nil
	}
	var stored *rbacv1.ClusterRoleBinding
	switch result.Operation {
	case ReconcileRecreate:
		// roleRef cannot change: delete, then create.
		if err := o.Client.Delete(ctx, existing.Name, existing.UID); apierrors.IsConflict(err) {
			return nil, true, nil
		} else if err != nil && !apierrors.IsNotFound(err) {
			return nil, false, err
		}
		fallthrough
	case ReconcileCreate:
		if stored, err = o.Client.Create(ctx, result.RoleBinding); apierrors.IsAlreadyExists(err) {
			return nil, true, nil
		}
	case ReconcileUpdate:
		if stored, err = o.Client.Update(ctx, result.RoleBinding); apierrors.IsNotFound(err) {
			return nil, true, nil
		}
	default:
		return result, false, nil
	}
	if err != nil {
		return nil, false, err
	}
	result.RoleBinding = stored
	return result, false, nil
}

// computeReconciledRoleBinding returns the binding existing must become
// to hold expected's labels, annotations and subjects; a different
// roleRef means recreating it as expected.
// Upstream: k8s.io/component-helpers/auth/rbac/reconciliation.computeReconciledRoleBinding.
func computeReconciledRoleBinding(existing, expected *rbacv1.ClusterRoleBinding, removeExtraSubjects bool) *ReconcileClusterRoleBindingResult {
	result := &ReconcileClusterRoleBindingResult{Operation: ReconcileNone}
	result.Protected = existing.Annotations[rbacv1.AutoUpdateAnnotationKey] == "false"
	if expected.RoleRef != existing.RoleRef {
		result.RoleBinding, result.Operation = expected, ReconcileRecreate
		return result
	}
	result.RoleBinding = existing.DeepCopy()
	if mergeMetadata(&result.RoleBinding.ObjectMeta, &existing.ObjectMeta, &expected.ObjectMeta) {
		result.Operation = ReconcileUpdate
	}
	result.MissingSubjects, result.ExtraSubjects = diffSubjectLists(expected.Subjects, existing.Subjects)
	switch {
	case !removeExtraSubjects && len(result.MissingSubjects) > 0:
		result.RoleBinding.Subjects = append(result.RoleBinding.Subjects, result.MissingSubjects...)
		result.Operation = ReconcileUpdate
	case removeExtraSubjects && (len(result.MissingSubjects) > 0 || len(result.ExtraSubjects) > 0):
		result.RoleBinding.Subjects = expected.Subjects
		result.Operation = ReconcileUpdate
	}
	return result
}

// diffSubjectLists returns the subjects only in list1, and those only
// in list2, each once.
// Upstream: k8s.io/component-helpers/auth/rbac/reconciliation.diffSubjectLists.
func diffSubjectLists(list1, list2 []rbacv1.Subject) (list1Only, list2Only []rbacv1.Subject) {
	for _, s := range list1 {
		if !slices.Contains(list2, s) && !slices.Contains(list1Only, s) {
			list1Only = append(list1Only, s)
		}
	}
	for _, s := range list2 {
		if !slices.Contains(list1, s) && !slices.Contains(list2Only, s) {
			list2Only = append(list2Only, s)
		}
	}
	return list1Only, list2Only
}
