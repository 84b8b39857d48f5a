package rest

import (
	"context"
	"fmt"
	"time"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
)

// RESTDeleteStrategy is what a resource adds to the generic delete: only
// its kind. A strategy that also implements RESTGracefulDeleteStrategy
// gets graceful deletion (pods).
// Upstream: k8s.io/apiserver/pkg/registry/rest.RESTDeleteStrategy.
type RESTDeleteStrategy interface {
	runtime.ObjectTyper
}

// RESTGracefulDeleteStrategy decides whether a delete is graceful, and
// may set options.GracePeriodSeconds (a pod's terminationGracePeriodSeconds).
// Upstream: k8s.io/apiserver/pkg/registry/rest.RESTGracefulDeleteStrategy.
type RESTGracefulDeleteStrategy interface {
	// CheckGracefulDelete reports whether the delete should wait.
	CheckGracefulDelete(ctx context.Context, obj runtime.Object, options *metav1.DeleteOptions) bool
}

// GarbageCollectionPolicy is what a resource does with its dependents
// when no propagation policy is given.
// Upstream: k8s.io/apiserver/pkg/registry/rest.GarbageCollectionPolicy.
type GarbageCollectionPolicy string

// The policies. Upstream: k8s.io/apiserver/pkg/registry/rest.DeleteDependents.
const (
	DeleteDependents GarbageCollectionPolicy = "DeleteDependents"
	OrphanDependents GarbageCollectionPolicy = "OrphanDependents"
	Unsupported      GarbageCollectionPolicy = "Unsupported"
)

// GarbageCollectionDeleteStrategy is a delete strategy with a policy of
// its own for dependents when a delete names none; a strategy without it
// has none (dependents go in the background unless the delete says
// otherwise).
// Upstream: k8s.io/apiserver/pkg/registry/rest.GarbageCollectionDeleteStrategy.
type GarbageCollectionDeleteStrategy interface {
	// DefaultGarbageCollectionPolicy returns the resource's policy.
	DefaultGarbageCollectionPolicy(ctx context.Context) GarbageCollectionPolicy
}

// BeforeDelete runs the generic steps of a delete on the stored object:
// it validates options, checks the preconditions early (they are checked
// again by the storage), and, for a graceful strategy, sets
// deletionTimestamp and deletionGracePeriodSeconds. graceful says the
// object was changed that way and must be written back; gracefulPending
// says a graceful deletion is already under way and nothing changes. A
// delete of an object already being deleted may only shorten its grace
// period.
// Upstream: k8s.io/apiserver/pkg/registry/rest.BeforeDelete.
func BeforeDelete(ctx context.Context, strategy RESTDeleteStrategy, obj runtime.Object, options *metav1.DeleteOptions) (graceful, gracefulPending bool, err error) {
	objectMeta, gvk, err := objectMetaAndKind(strategy, obj)
	if err != nil {
		return false, false, err
	}
	if errs := ValidateDeleteOptions(options); len(errs) > 0 {
		return false, false, errors.NewInvalid(schema.GroupKind{Group: metav1.GroupName, Kind: "DeleteOptions"}, "", errs)
	}
	if err := checkDeletePreconditions(objectMeta, gvk, options.Preconditions); err != nil {
		return false, false, err
	}
	gracefulStrategy, ok := strategy.(RESTGracefulDeleteStrategy)
	if !ok {
		return false, false, nil // not graceful: nothing to write before the delete
	}
	if options.GracePeriodSeconds != nil && *options.GracePeriodSeconds < 0 {
		one := int64(1) // 0 means "force"; a negative period is taken as 1s
		options.GracePeriodSeconds = &one
	}
	if objectMeta.GetDeletionTimestamp() != nil {
		graceful, gracefulPending = shortenGracePeriod(objectMeta, options)
		return graceful, gracefulPending, nil
	}
	if !gracefulStrategy.CheckGracefulDelete(ctx, obj, options) {
		return false, false, nil
	}
	if options.GracePeriodSeconds == nil {
		return false, false, errors.NewInternalError(fmt.Errorf("options.GracePeriodSeconds should not be nil"))
	}
	now := metav1.NewTime(metav1.Now().Add(time.Second * time.Duration(*options.GracePeriodSeconds)))
	objectMeta.SetDeletionTimestamp(&now)
	objectMeta.SetDeletionGracePeriodSeconds(options.GracePeriodSeconds)
	// controllers watching the generation learn that the object is going
	if objectMeta.GetGeneration() > 0 {
		objectMeta.SetGeneration(objectMeta.GetGeneration() + 1)
	}
	return true, false, nil
}

// checkDeletePreconditions fails early, with upstream's messages, when the
// stored object is not the one the client meant.
// Upstream: the preconditions block of k8s.io/apiserver/pkg/registry/rest.BeforeDelete.
func checkDeletePreconditions(objectMeta metav1.Object, gvk schema.GroupVersionKind, p *metav1.Preconditions) error {
	if p == nil {
		return nil
	}
	gr := schema.GroupResource{Group: gvk.Group, Resource: gvk.Kind} // the kind, as upstream
	if p.UID != nil && *p.UID != objectMeta.GetUID() {
		return errors.NewConflict(gr, objectMeta.GetName(), fmt.Errorf(
			"the UID in the precondition (%s) does not match the UID in record (%s). The object might have been deleted and then recreated", *p.UID, objectMeta.GetUID()))
	}
	if p.ResourceVersion != nil && *p.ResourceVersion != objectMeta.GetResourceVersion() {
		return errors.NewConflict(gr, objectMeta.GetName(), fmt.Errorf(
			"the ResourceVersion in the precondition (%s) does not match the ResourceVersion in record (%s). The object might have been modified", *p.ResourceVersion, objectMeta.GetResourceVersion()))
	}
	return nil
}

// shortenGracePeriod handles a delete of an object already being
// deleted: with no (or a zero) grace period it is deleted now; a shorter
// period moves the deletionTimestamp earlier; anything else leaves the
// pending deletion alone.
// Upstream: the DeletionTimestamp block of k8s.io/apiserver/pkg/registry/rest.BeforeDelete.
func shortenGracePeriod(objectMeta metav1.Object, options *metav1.DeleteOptions) (graceful, gracefulPending bool) {
	current := objectMeta.GetDeletionGracePeriodSeconds()
	if current == nil || *current == 0 {
		return false, false
	}
	if options.GracePeriodSeconds == nil {
		options.GracePeriodSeconds = current
		return false, true
	}
	period := *options.GracePeriodSeconds
	if period >= *current {
		return false, true
	}
	ts := metav1.NewTime(objectMeta.GetDeletionTimestamp().Add(-time.Second * time.Duration(*current)).Add(time.Second * time.Duration(period)))
	objectMeta.SetDeletionTimestamp(&ts)
	objectMeta.SetDeletionGracePeriodSeconds(&period)
	return true, false
}

// ValidateDeleteOptions checks the propagation policy (one of Foreground,
// Background, Orphan; not together with orphanDependents) and dryRun
// (only "All").
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1/validation.ValidateDeleteOptions.
func ValidateDeleteOptions(options *metav1.DeleteOptions) field.ErrorList {
	var allErrs field.ErrorList
	if options.OrphanDependents != nil && options.PropagationPolicy != nil {
		allErrs = append(allErrs, field.Invalid(field.NewPath("propagationPolicy"), options.PropagationPolicy, "orphanDependents and deletionPropagation cannot be both set"))
	}
	if p := options.PropagationPolicy; p != nil && *p != metav1.DeletePropagationForeground &&
		*p != metav1.DeletePropagationBackground && *p != metav1.DeletePropagationOrphan {
		allErrs = append(allErrs, field.NotSupported(field.NewPath("propagationPolicy"), *p,
			[]string{string(metav1.DeletePropagationForeground), string(metav1.DeletePropagationBackground), string(metav1.DeletePropagationOrphan), "nil"}))
	}
	for _, d := range options.DryRun {
		if d != metav1.DryRunAll {
			allErrs = append(allErrs, field.NotSupported(field.NewPath("dryRun"), options.DryRun, []string{metav1.DryRunAll}))
			break
		}
	}
	return allErrs
}
