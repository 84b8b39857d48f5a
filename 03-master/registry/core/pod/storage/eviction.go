package storage

import (
	"context"
	"fmt"
	"reflect"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/internalversion"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/apis/policy"
	policyv1 "github.com/kube-rebuilt/apiserver/03-master/apis/policy/v1"
	genericregistry "github.com/kube-rebuilt/apiserver/03-master/registry/generic/registry"
)

// evictionGVK is the kind of the subresource: policy/v1 Eviction, under
// the core group's pods.
// Upstream: k8s.io/kubernetes/pkg/registry/core/pod/storage.v1Eviction.
var evictionGVK = schema.GroupVersionKind{Group: "policy", Version: "v1", Kind: "Eviction"}

// evictionRetries bounds the retries of an eviction that lost a race on
// the pod or on the budget. Upstream: the steps of
// k8s.io/kubernetes/pkg/registry/core/pod/storage.EvictionsRetry.
const evictionRetries = 20

// MaxDisruptedPodSize caps the evictions a budget may hold unconfirmed
// by the disruption controller.
// Upstream: k8s.io/kubernetes/pkg/registry/core/pod/storage.MaxDisruptedPodSize.
const MaxDisruptedPodSize = 2000

// PodDisruptionBudgets is what eviction needs of the budgets' storage:
// list a namespace's budgets, read one, write its status.
// Upstream: the podDisruptionBudgetClient of
// k8s.io/kubernetes/pkg/registry/core/pod/storage.EvictionREST (a
// loopback client).
type PodDisruptionBudgets struct {
	Budgets interface {
		rest.Lister
		rest.Getter
	}
	Status rest.Updater
	// Destroy releases the budgets' storage when eviction holds a Store
	// of its own (stage 03 does; upstream's loopback client needs none).
	// Nil when someone else releases it.
	Destroy func()
}

// EvictionREST is pods/<name>/eviction: a delete that honours the pod's
// PodDisruptionBudget. When the budget allows no disruption the answer is
// 429; otherwise the budget's disruptionsAllowed is decremented (and the
// pod recorded in disruptedPods) before the pod is deleted, so two
// evictions cannot both spend the last disruption. Before the delete the
// pod gets the DisruptionTarget condition, through pods/status, so its
// controller can tell an eviction from a crash.
// Upstream: k8s.io/kubernetes/pkg/registry/core/pod/storage.EvictionREST.
type EvictionREST struct {
	store  *genericregistry.Store
	status rest.Updater
	pdbs   PodDisruptionBudgets
}

// disruptionTarget is the pod condition an eviction sets.
// Upstream: k8s.io/kubernetes/pkg/apis/core.DisruptionTarget.
const disruptionTarget core.PodConditionType = "DisruptionTarget"

// The abilities of EvictionREST, checked at compile time.
var (
	_ rest.NamedCreater             = &EvictionREST{}
	_ rest.GroupVersionKindProvider = &EvictionREST{}
	_ rest.Scoper                   = &EvictionREST{}
)

// NewEvictionREST evicts the pods of store, marking them through status
// (pods/status) and checking the budgets of pdbs.
// Upstream: the Eviction: newEvictionStorage(...) line of
// k8s.io/kubernetes/pkg/registry/core/pod/storage.NewStorage.
func NewEvictionREST(store *genericregistry.Store, status rest.Updater, pdbs PodDisruptionBudgets) *EvictionREST {
	return &EvictionREST{store: store, status: status, pdbs: pdbs}
}

// GroupVersionKind is policy/v1 Eviction.
// Upstream: k8s.io/kubernetes/pkg/registry/core/pod/storage.(*EvictionREST).GroupVersionKind.
func (r *EvictionREST) GroupVersionKind(schema.GroupVersion) schema.GroupVersionKind {
	return evictionGVK
}

// NamespaceScoped is true.
// Upstream: k8s.io/kubernetes/pkg/registry/core/pod/storage.(*EvictionREST).NamespaceScoped.
func (r *EvictionREST) NamespaceScoped() bool { return true }

// New returns an empty Eviction.
// Upstream: k8s.io/kubernetes/pkg/registry/core/pod/storage.(*EvictionREST).New.
func (r *EvictionREST) New() runtime.Object { return &policy.Eviction{} }

// Destroy releases the budgets' storage if eviction holds it: the pods'
// store is REST's to release. Without it the last reference to the
// embedded etcd was never dropped, and etcd kept running after the server
// had stopped.
// Upstream: k8s.io/kubernetes/pkg/registry/core/pod/storage.(*EvictionREST).Destroy
// (which has nothing to release).
func (r *EvictionREST) Destroy() {
	if r.pdbs.Destroy != nil {
		r.pdbs.Destroy()
	}
}

// Create evicts pod name. A pod that is not running (Pending, Succeeded,
// Failed) or already being deleted is deleted without looking at
// budgets. Otherwise its one budget (more than one is a 500) must allow a
// disruption; a pod that is not ready may go without spending one when
// the budget's unhealthyPodEvictionPolicy is AlwaysAllow, or when the
// budget is healthy enough anyway.
// Upstream: k8s.io/kubernetes/pkg/registry/core/pod/storage.(*EvictionREST).Create.
func (r *EvictionREST) Create(ctx context.Context, name string, obj runtime.Object, createValidation rest.ValidateObjectFunc, options *metav1.CreateOptions) (runtime.Object, error) {
	eviction, ok := obj.(*policy.Eviction)
	if !ok {
		return nil, errors.NewBadRequest(fmt.Sprintf("not a Eviction object: %T", obj))
	}
	if name != eviction.Name {
		return nil, errors.NewBadRequest("name in URL does not match name in Eviction object")
	}
	deleteOptions, err := propagateDryRun(eviction, options)
	if err != nil {
		return nil, err
	}
	if createValidation != nil {
		if err := createValidation(ctx, eviction.DeepCopyObject()); err != nil {
			return nil, err
		}
	}
	pod, err := r.getPod(ctx, name)
	if err != nil {
		return nil, err
	}
	if canIgnorePDB(pod) {
		return r.deletePod(ctx, pod, deleteOptions, shouldEnforceResourceVersion(pod))
	}
	pdbs, err := r.podDisruptionBudgets(ctx, pod)
	if err != nil {
		return nil, err
	}
	switch {
	case len(pdbs) > 1:
		return &metav1.Status{Status: metav1.StatusFailure, Code: 500,
			Message: "This pod has more than one PodDisruptionBudget, which the eviction subresource does not support."}, nil
	case len(pdbs) == 0:
		return r.deletePod(ctx, pod, deleteOptions, false)
	}
	pdb := &pdbs[0]
	if !isPodReady(pod) {
		alwaysAllow := pdb.Spec.UnhealthyPodEvictionPolicy != nil && *pdb.Spec.UnhealthyPodEvictionPolicy == policy.AlwaysAllow
		if alwaysAllow || (pdb.Status.CurrentHealthy >= pdb.Status.DesiredHealthy && pdb.Status.DesiredHealthy > 0) {
			out, err := r.deletePod(ctx, pod, deleteOptions, true)
			if errors.IsConflict(err) && resourceVersionIsUnset(deleteOptions) {
				return nil, createTooManyRequestsError(pdb.Name)
			}
			return out, err
		}
	}
	if err := r.decrementBudget(ctx, pod, pdb, len(deleteOptions.DryRun) > 0); err != nil {
		return nil, err
	}
	return r.deletePod(ctx, pod, deleteOptions, false)
}

// getPod reads the pod to evict.
func (r *EvictionREST) getPod(ctx context.Context, name string) (*core.Pod, error) {
	obj, err := r.store.Get(ctx, name, &metav1.GetOptions{})
	if err != nil {
		return nil, err
	}
	return obj.(*core.Pod), nil
}

// deletePod marks the pod DisruptionTarget and deletes it with the
// eviction's options; with enforceVersion (and no precondition from the
// client) only the version that was checked, so a pod that became ready
// meanwhile is not lost.
// Upstream: k8s.io/kubernetes/pkg/registry/core/pod/storage.addConditionAndDeletePod.
func (r *EvictionREST) deletePod(ctx context.Context, pod *core.Pod, options *metav1.DeleteOptions, enforceVersion bool) (runtime.Object, error) {
	if enforceVersion && resourceVersionIsUnset(options) {
		options = options.DeepCopy()
		if options.Preconditions == nil {
			options.Preconditions = &metav1.Preconditions{}
		}
		rv := pod.ResourceVersion
		options.Preconditions.ResourceVersion = &rv
	}
	if len(options.DryRun) == 0 {
		var err error
		if options, err = r.addDisruptionTarget(ctx, pod.Name, options); err != nil {
			return nil, err
		}
	}
	if _, _, err := r.store.Delete(ctx, pod.Name, rest.ValidateAllObjectFunc, options); err != nil {
		return nil, err
	}
	return &metav1.Status{Status: metav1.StatusSuccess}, nil
}

// addDisruptionTarget writes the DisruptionTarget condition into the
// latest stored pod (which must still meet the delete's preconditions),
// and moves a resourceVersion precondition to the version that write
// made, since the eviction made it.
// Upstream: the first half of k8s.io/kubernetes/pkg/registry/core/pod/storage.addConditionAndDeletePod.
func (r *EvictionREST) addDisruptionTarget(ctx context.Context, name string, options *metav1.DeleteOptions) (*metav1.DeleteOptions, error) {
	getLatestPod := func(_ context.Context, _, oldObj runtime.Object) (runtime.Object, error) {
		latest := oldObj.(*core.Pod).DeepCopy()
		if p := options.Preconditions; p != nil {
			if uid := p.UID; uid != nil && len(*uid) > 0 && *uid != latest.UID {
				return nil, errors.NewConflict(core.Resource("pods"), latest.Name,
					fmt.Errorf("the UID in the precondition (%s) does not match the UID in record (%s). The object might have been deleted and then recreated", *uid, latest.UID))
			}
			if rv := p.ResourceVersion; rv != nil && len(*rv) > 0 && *rv != latest.ResourceVersion {
				return nil, errors.NewConflict(core.Resource("pods"), latest.Name,
					fmt.Errorf("the ResourceVersion in the precondition (%s) does not match the ResourceVersion in record (%s). The object might have been modified", *rv, latest.ResourceVersion))
			}
		}
		return latest, nil
	}
	appendCondition := func(_ context.Context, newObj, _ runtime.Object) (runtime.Object, error) {
		pod := newObj.(*core.Pod)
		updatePodCondition(&pod.Status, core.PodCondition{Type: disruptionTarget, Status: core.ConditionTrue,
			Reason: "EvictionByEvictionAPI", Message: "Eviction API: evicting"})
		return pod, nil
	}
	updated, _, err := r.status.Update(ctx, name, rest.DefaultUpdatedObjectInfo(nil, getLatestPod, appendCondition),
		rest.ValidateAllObjectFunc, rest.ValidateAllObjectUpdateFunc, false, &metav1.UpdateOptions{})
	if err != nil {
		return nil, err
	}
	if !resourceVersionIsUnset(options) {
		rv := updated.(*core.Pod).ResourceVersion
		options = options.DeepCopy()
		options.Preconditions.ResourceVersion = &rv
	}
	return options, nil
}

// podDisruptionBudgets returns the budgets of the pod's namespace whose
// selector selects it (a nil or empty selector selects nothing).
// Upstream: k8s.io/kubernetes/pkg/registry/core/pod/storage.(*EvictionREST).getPodDisruptionBudgets.
func (r *EvictionREST) podDisruptionBudgets(ctx context.Context, pod *core.Pod) ([]policy.PodDisruptionBudget, error) {
	obj, err := r.pdbs.Budgets.List(ctx, &internalversion.ListOptions{})
	if err != nil {
		return nil, err
	}
	var out []policy.PodDisruptionBudget
	for _, pdb := range obj.(*policy.PodDisruptionBudgetList).Items {
		if pdb.Namespace != pod.Namespace || pdb.Spec.Selector == nil {
			continue
		}
		selector, err := metav1.LabelSelectorAsSelector(pdb.Spec.Selector)
		if err != nil || selector.Empty() || !selector.Matches(labels.Set(pod.Labels)) {
			continue
		}
		out = append(out, pdb)
	}
	return out, nil
}

// decrementBudget spends one disruption of pdb, re-reading it and trying
// again when another writer got there first.
// Upstream: the retry.RetryOnConflict loop of (*EvictionREST).Create.
func (r *EvictionREST) decrementBudget(ctx context.Context, pod *core.Pod, pdb *policy.PodDisruptionBudget, dryRun bool) error {
	for range evictionRetries {
		err := r.checkAndDecrement(ctx, pod.Name, pdb.DeepCopy(), dryRun)
		if !errors.IsConflict(err) {
			return err
		}
		obj, err := r.pdbs.Budgets.Get(ctx, pdb.Name, &metav1.GetOptions{})
		if err != nil {
			return err
		}
		pdb = obj.(*policy.PodDisruptionBudget)
	}
	return errors.NewTimeoutError(fmt.Sprintf("couldn't update PodDisruptionBudget %q due to conflicts", pdb.Name), 10)
}

// checkAndDecrement refuses (429) while the disruption controller has not
// seen the budget's latest spec or when it allows no disruption, and
// otherwise writes the budget back with one disruption less and the pod
// in disruptedPods.
// Upstream: k8s.io/kubernetes/pkg/registry/core/pod/storage.(*EvictionREST).checkAndDecrement.
func (r *EvictionREST) checkAndDecrement(ctx context.Context, podName string, pdb *policy.PodDisruptionBudget, dryRun bool) error {
	if pdb.Status.ObservedGeneration < pdb.Generation {
		return createTooManyRequestsError(pdb.Name)
	}
	if pdb.Status.DisruptionsAllowed < 0 {
		return errors.NewForbidden(policy.Resource("poddisruptionbudget"), pdb.Name, fmt.Errorf("pdb disruptions allowed is negative"))
	}
	if len(pdb.Status.DisruptedPods) > MaxDisruptedPodSize {
		return errors.NewForbidden(policy.Resource("poddisruptionbudget"), pdb.Name, fmt.Errorf("DisruptedPods map too big - too many evictions not confirmed by PDB controller"))
	}
	if pdb.Status.DisruptionsAllowed == 0 {
		err := errors.NewTooManyRequests("Cannot evict pod as it would violate the pod's disruption budget.", 0)
		err.ErrStatus.Details.Causes = append(err.ErrStatus.Details.Causes, metav1.StatusCause{Type: policyv1.DisruptionBudgetCause,
			Message: fmt.Sprintf("The disruption budget %s needs %d healthy pods and has %d currently", pdb.Name, pdb.Status.DesiredHealthy, pdb.Status.CurrentHealthy)})
		return err
	}
	pdb.Status.DisruptionsAllowed--
	if pdb.Status.DisruptionsAllowed == 0 {
		updateDisruptionAllowedCondition(pdb)
	}
	if dryRun {
		return nil
	}
	if pdb.Status.DisruptedPods == nil {
		pdb.Status.DisruptedPods = make(map[string]metav1.Time)
	}
	pdb.Status.DisruptedPods[podName] = metav1.Time{Time: time.Now()}
	_, _, err := r.pdbs.Status.Update(ctx, pdb.Name, rest.DefaultUpdatedObjectInfo(pdb), nil, nil, false, &metav1.UpdateOptions{})
	return err
}

// updateDisruptionAllowedCondition sets the DisruptionAllowed condition
// from disruptionsAllowed, keeping its transition time if its status stays.
// Upstream: k8s.io/kubernetes/pkg/apis/policy/helper.UpdateDisruptionAllowedCondition.
func updateDisruptionAllowedCondition(pdb *policy.PodDisruptionBudget) {
	cond := metav1.Condition{Type: policyv1.DisruptionAllowedCondition, Status: metav1.ConditionFalse,
		Reason: "InsufficientPods", ObservedGeneration: pdb.Status.ObservedGeneration, LastTransitionTime: metav1.Now()}
	if pdb.Status.DisruptionsAllowed > 0 {
		cond.Status, cond.Reason = metav1.ConditionTrue, "SufficientPods"
	}
	for i := range pdb.Status.Conditions {
		old := &pdb.Status.Conditions[i]
		if old.Type != cond.Type {
			continue
		}
		if old.Status == cond.Status {
			cond.LastTransitionTime = old.LastTransitionTime
		}
		*old = cond
		return
	}
	pdb.Status.Conditions = append(pdb.Status.Conditions, cond)
}

// createTooManyRequestsError is the 429 of a budget the disruption
// controller has not processed yet.
// Upstream: k8s.io/kubernetes/pkg/registry/core/pod/storage.createTooManyRequestsError.
func createTooManyRequestsError(name string) error {
	err := errors.NewTooManyRequests("Cannot evict pod as it would violate the pod's disruption budget.", 10)
	err.ErrStatus.Details.Causes = append(err.ErrStatus.Details.Causes, metav1.StatusCause{Type: policyv1.DisruptionBudgetCause,
		Message: fmt.Sprintf("The disruption budget %s is still being processed by the server.", name)})
	return err
}

// propagateDryRun merges the request's dryRun into the eviction's delete
// options; the two may not disagree.
// Upstream: k8s.io/kubernetes/pkg/registry/core/pod/storage.propagateDryRun.
func propagateDryRun(eviction *policy.Eviction, options *metav1.CreateOptions) (*metav1.DeleteOptions, error) {
	var dryRun []string
	if options != nil {
		dryRun = options.DryRun
	}
	if eviction.DeleteOptions == nil {
		return &metav1.DeleteOptions{DryRun: dryRun}, nil
	}
	if len(eviction.DeleteOptions.DryRun) == 0 {
		eviction.DeleteOptions.DryRun = dryRun
		return eviction.DeleteOptions, nil
	}
	if len(dryRun) == 0 {
		return eviction.DeleteOptions, nil
	}
	if !reflect.DeepEqual(dryRun, eviction.DeleteOptions.DryRun) {
		return nil, errors.NewBadRequest(fmt.Sprintf("Non-matching dry-run options in request and content: %v and %v", dryRun, eviction.DeleteOptions.DryRun))
	}
	return eviction.DeleteOptions, nil
}

// canIgnorePDB: a pod that is not running, or already going, costs no
// disruption. Upstream: k8s.io/kubernetes/pkg/registry/core/pod/storage.canIgnorePDB.
func canIgnorePDB(pod *core.Pod) bool {
	switch pod.Status.Phase {
	case core.PodSucceeded, core.PodFailed, core.PodPending:
		return true
	}
	return pod.DeletionTimestamp != nil
}

// shouldEnforceResourceVersion: every pod but a finished or deleted one
// is deleted only at the version checked.
// Upstream: k8s.io/kubernetes/pkg/registry/core/pod/storage.shouldEnforceResourceVersion.
func shouldEnforceResourceVersion(pod *core.Pod) bool {
	if pod.Status.Phase == core.PodSucceeded || pod.Status.Phase == core.PodFailed || pod.DeletionTimestamp != nil {
		return false
	}
	return true
}

// resourceVersionIsUnset: the client set no resourceVersion precondition.
// Upstream: k8s.io/kubernetes/pkg/registry/core/pod/storage.resourceVersionIsUnset.
func resourceVersionIsUnset(options *metav1.DeleteOptions) bool {
	return options.Preconditions == nil || options.Preconditions.ResourceVersion == nil
}

// isPodReady: the pod's Ready condition is True.
// Upstream: k8s.io/kubernetes/pkg/api/v1/pod.IsPodReady.
func isPodReady(pod *core.Pod) bool {
	for _, c := range pod.Status.Conditions {
		if c.Type == core.PodReady {
			return c.Status == core.ConditionTrue
		}
	}
	return false
}
