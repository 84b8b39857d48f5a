package ensurer

import (
	"context"
	"fmt"
	"strconv"
	"sync"
	"sync/atomic"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	flowcontrolv1 "github.com/kube-rebuilt/apiserver/06-filters/apis/flowcontrol/v1"
)

// configurationObject is a FlowSchema or a PriorityLevelConfiguration.
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/ensurer.configurationObject.
type configurationObject interface {
	comparable
	metav1.Object
	runtime.Object
}

// ObjectOps is what ensuring needs of one kind: storage access and the
// spec operations.
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/ensurer.ObjectOps
// (client, cache and objectLocalOps in one).
type ObjectOps[T configurationObject] interface {
	Get(ctx context.Context, name string) (T, error)
	List(ctx context.Context) ([]T, error)
	Create(ctx context.Context, obj T) error
	Update(ctx context.Context, obj T) error
	Delete(ctx context.Context, name string) error
	DeepCopy(T) T
	// ReplaceSpec returns a copy of into with from's spec.
	ReplaceSpec(into, from T) T
	// SpecEqualish reports whether actual has expected's spec, once
	// expected is defaulted.
	SpecEqualish(expected, actual T) bool
}

// EnsureStrategy is mandatory (always restore the spec) or suggested
// (restore it while the annotation says so).
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/ensurer.EnsureStrategy.
type EnsureStrategy struct {
	name                 string
	alwaysAutoUpdateSpec bool
}

// The two strategies.
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/ensurer.NewMandatoryEnsureStrategy
// and NewSuggestedEnsureStrategy.
var (
	MandatoryEnsureStrategy = EnsureStrategy{name: "mandatory", alwaysAutoUpdateSpec: true}
	SuggestedEnsureStrategy = EnsureStrategy{name: "suggested"}
)

// ReviseIfNeeded returns what current should become, and whether it
// needs an update at all: the bootstrap spec when auto-update applies
// and the spec differs, and the annotation when it does not say what
// applies.
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/ensurer.(*strategy).ReviseIfNeeded.
func ReviseIfNeeded[T configurationObject](s EnsureStrategy, ops ObjectOps[T], current, bootstrap T) (T, bool) {
	var zero T
	autoUpdateSpec := s.alwaysAutoUpdateSpec || shouldUpdateSpec(current)
	updateAnnotation := shouldUpdateAnnotation(current, autoUpdateSpec)
	specChanged := autoUpdateSpec && !ops.SpecEqualish(bootstrap, current)
	if !updateAnnotation && !specChanged {
		return zero, false
	}
	revised := ops.DeepCopy(current)
	if specChanged {
		revised = ops.ReplaceSpec(current, bootstrap)
	}
	if updateAnnotation {
		setAutoUpdateAnnotation(revised, autoUpdateSpec)
	}
	return revised, true
}

// shouldUpdateSpec: the annotation when it parses as a bool; otherwise
// only an object nobody has edited (generation 1).
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/ensurer.shouldUpdateSpec.
func shouldUpdateSpec(obj metav1.Object) bool {
	if autoUpdate, err := strconv.ParseBool(obj.GetAnnotations()[flowcontrolv1.AutoUpdateAnnotationKey]); err == nil {
		return autoUpdate
	}
	return obj.GetGeneration() == 1
}

// shouldUpdateAnnotation: unless the annotation already says desired.
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/ensurer.shouldUpdateAnnotation.
func shouldUpdateAnnotation(obj metav1.Object, desired bool) bool {
	if value, ok := obj.GetAnnotations()[flowcontrolv1.AutoUpdateAnnotationKey]; ok {
		if current, err := strconv.ParseBool(value); err == nil && current == desired {
			return false
		}
	}
	return true
}

// setAutoUpdateAnnotation writes "true" or "false".
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/ensurer.setAutoUpdateAnnotation.
func setAutoUpdateAnnotation(obj metav1.Object, autoUpdate bool) {
	annotations := map[string]string{}
	for k, v := range obj.GetAnnotations() {
		annotations[k] = v
	}
	annotations[flowcontrolv1.AutoUpdateAnnotationKey] = strconv.FormatBool(autoUpdate)
	obj.SetAnnotations(annotations)
}

// EnsureConfigurations ensures each of boots, ensureWorkers at a time,
// and returns the first error (in boots' order) once all have been tried.
// Upstream ensures one object after the other and stops at the first
// error; either way a failed round is retried whole. The objects of one
// call have distinct names and nothing reads them until the hook is done
// (the APF controller follows whatever is stored; /readyz waits for the
// hook), so only the order of the writes differs: on a new etcd each is a
// create, a transaction with an fsync, and concurrent ones share fsyncs
// (07-authn-authz/BENCHMARKS.md, issue 34).
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/ensurer.EnsureConfigurations.
func EnsureConfigurations[T configurationObject](ctx context.Context, ops ObjectOps[T], boots []T, s EnsureStrategy) error {
	errs := make([]error, len(boots))
	var next atomic.Int64
	var wg sync.WaitGroup
	for w := 0; w < min(ensureWorkers, len(boots)); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := int(next.Add(1)) - 1; i < len(boots); i = int(next.Add(1)) - 1 {
				errs[i] = EnsureConfiguration(ctx, ops, boots[i], s)
			}
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

// ensureWorkers is how many objects EnsureConfigurations ensures at a
// time: all of the largest step (the suggested FlowSchemas).
const ensureWorkers = 16

// EnsureConfiguration creates bootstrap when missing, else revises the
// stored object if needed. A conflict means someone else just wrote it:
// the next round looks again.
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/ensurer.EnsureConfiguration.
func EnsureConfiguration[T configurationObject](ctx context.Context, ops ObjectOps[T], bootstrap T, s EnsureStrategy) error {
	name := bootstrap.GetName()
	current, err := ops.Get(ctx, name)
	for apierrors.IsNotFound(err) {
		if err = ops.Create(ctx, ops.DeepCopy(bootstrap)); err == nil {
			klog.V(2).Infof("Successfully created %T, type=%s name=%q", bootstrap, s.name, name)
			return nil
		}
		if !apierrors.IsAlreadyExists(err) {
			return fmt.Errorf("cannot create %T type=%s name=%q: %w", bootstrap, s.name, name, err)
		}
		current, err = ops.Get(ctx, name)
	}
	if err != nil {
		return fmt.Errorf("failed to retrieve %T type=%s name=%q: %w", bootstrap, s.name, name, err)
	}
	revised, update := ReviseIfNeeded(s, ops, current, bootstrap)
	if !update {
		return nil
	}
	if err := ops.Update(ctx, revised); err != nil && !apierrors.IsConflict(err) {
		return fmt.Errorf("failed to update %T type=%s name=%q: %w", bootstrap, s.name, name, err)
	}
	return nil
}

// RemoveUnwantedObjects deletes the objects that say autoupdate-spec
// "true" but are not in boots: bootstrap objects an older server made.
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/ensurer.RemoveUnwantedObjects.
func RemoveUnwantedObjects[T configurationObject](ctx context.Context, ops ObjectOps[T], boots []T) error {
	current, err := ops.List(ctx)
	if err != nil {
		return err
	}
	wanted := map[string]bool{}
	for _, b := range boots {
		wanted[b.GetName()] = true
	}
	for _, obj := range current {
		if wanted[obj.GetName()] {
			continue
		}
		autoUpdate, err := strconv.ParseBool(obj.GetAnnotations()[flowcontrolv1.AutoUpdateAnnotationKey])
		if err != nil || !autoUpdate {
			continue
		}
		if err := ops.Delete(ctx, obj.GetName()); err != nil && !apierrors.IsNotFound(err) {
			return fmt.Errorf("failed to delete unwanted APF object %q: %w", obj.GetName(), err)
		}
	}
	return nil
}
