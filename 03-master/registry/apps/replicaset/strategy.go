package replicaset

import (
	"context"
	"fmt"
	"reflect"

	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	apivalidation "github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/apps"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	utilvalidation "github.com/kube-rebuilt/apiserver/01-scheme/util/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/storage/names"
	podutil "github.com/kube-rebuilt/apiserver/03-master/api/pod"
	"github.com/kube-rebuilt/apiserver/03-master/apis/apps/validation"
)

// rsStrategy is the create and update behaviour of replica sets.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/replicaset.rsStrategy.
type rsStrategy struct {
	runtime.ObjectTyper
	names.NameGenerator
}

// Strategy is the default logic for creating and updating replica sets
// through the API.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/replicaset.Strategy.
var Strategy = rsStrategy{legacyscheme.Scheme, names.SimpleNameGenerator}

// The strategy is a create, update and delete strategy, checked at
// compile time.
var (
	_ rest.RESTCreateStrategy = Strategy
	_ rest.RESTUpdateStrategy = Strategy
	_ rest.RESTDeleteStrategy = Strategy
)

// NamespaceScoped is true: replica sets live in namespaces.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/replicaset.rsStrategy.NamespaceScoped.
func (rsStrategy) NamespaceScoped() bool { return true }

// PrepareForCreate clears the status and starts the generation at 1.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/replicaset.rsStrategy.PrepareForCreate.
func (rsStrategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {
	rs := obj.(*apps.ReplicaSet)
	rs.Status = apps.ReplicaSetStatus{}
	rs.Generation = 1
}

// Validate checks a new replica set.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/replicaset.rsStrategy.Validate.
func (rsStrategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return validation.ValidateReplicaSet(obj.(*apps.ReplicaSet))
}

// WarningsOnCreate warns of a name that is no DNS label and of deprecated
// node labels and annotations in the pod template.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/replicaset.rsStrategy.WarningsOnCreate.
func (rsStrategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string {
	newRS := obj.(*apps.ReplicaSet)
	var warnings []string
	if msgs := utilvalidation.IsDNS1123Label(newRS.Name); len(msgs) != 0 {
		warnings = append(warnings, fmt.Sprintf("metadata.name: this is used in Pod names and hostnames, which can result in surprising behavior; a DNS label is recommended: %v", msgs))
	}
	return append(warnings, podutil.GetWarningsForPodTemplate(field.NewPath("spec", "template"), &newRS.Spec.Template)...)
}

// Canonicalize does nothing.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/replicaset.rsStrategy.Canonicalize.
func (rsStrategy) Canonicalize(obj runtime.Object) {}

// AllowCreateOnUpdate is false: a PUT of a missing replica set is a 404.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/replicaset.rsStrategy.AllowCreateOnUpdate.
func (rsStrategy) AllowCreateOnUpdate() bool { return false }

// PrepareForUpdate keeps the stored status and bumps the generation when
// the spec changed. Unlike a deployment's, annotations do not count:
// nothing copies them further.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/replicaset.rsStrategy.PrepareForUpdate.
func (rsStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newRS := obj.(*apps.ReplicaSet)
	oldRS := old.(*apps.ReplicaSet)
	newRS.Status = oldRS.Status
	if !reflect.DeepEqual(newRS.Spec, oldRS.Spec) {
		newRS.Generation = oldRS.Generation + 1
	}
}

// ValidateUpdate checks an update and keeps the selector. Upstream lets
// extensions/v1beta1 change it, a group version we do not serve; every
// version we serve (apps/v1) keeps it.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/replicaset.rsStrategy.ValidateUpdate.
func (rsStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	newRS := obj.(*apps.ReplicaSet)
	oldRS := old.(*apps.ReplicaSet)
	allErrs := validation.ValidateReplicaSetUpdate(newRS, oldRS)
	return append(allErrs, apivalidation.ValidateImmutableField(newRS.Spec.Selector, oldRS.Spec.Selector, field.NewPath("spec").Child("selector"))...)
}

// WarningsOnUpdate warns about the pod template when the spec changed.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/replicaset.rsStrategy.WarningsOnUpdate.
func (rsStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	newRS, oldRS := obj.(*apps.ReplicaSet), old.(*apps.ReplicaSet)
	if newRS.Generation == oldRS.Generation {
		return nil
	}
	return podutil.GetWarningsForPodTemplate(field.NewPath("spec", "template"), &newRS.Spec.Template)
}

// AllowUnconditionalUpdate is true: a PUT without a resourceVersion
// overwrites.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/replicaset.rsStrategy.AllowUnconditionalUpdate.
func (rsStrategy) AllowUnconditionalUpdate() bool { return true }

// rsStatusStrategy is the update behaviour of replicasets/status.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/replicaset.rsStatusStrategy.
type rsStatusStrategy struct {
	rsStrategy
}

// StatusStrategy is the default logic invoked when updating a replica
// set's status.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/replicaset.StatusStrategy.
var StatusStrategy = rsStatusStrategy{Strategy}

// PrepareForUpdate keeps the stored spec: a status writer changes only
// the status (and the metadata rest.BeforeUpdate lets through).
// Upstream: k8s.io/kubernetes/pkg/registry/apps/replicaset.rsStatusStrategy.PrepareForUpdate.
func (rsStatusStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newRS := obj.(*apps.ReplicaSet)
	oldRS := old.(*apps.ReplicaSet)
	newRS.Spec = oldRS.Spec
}

// ValidateUpdate checks the status.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/replicaset.rsStatusStrategy.ValidateUpdate.
func (rsStatusStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateReplicaSetStatusUpdate(obj.(*apps.ReplicaSet), old.(*apps.ReplicaSet))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/replicaset.rsStatusStrategy.WarningsOnUpdate.
func (rsStatusStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

// GetResetFields is status: PrepareForCreate and PrepareForUpdate keep
// the stored status, so an apply to replicasets never owns it.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/replicaset.rsStrategy.GetResetFields.
func (rsStrategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	return map[fieldpath.APIVersion]*fieldpath.Set{"apps/v1": fieldpath.NewSet(fieldpath.MakePathOrDie("status"))}
}

// GetResetFields is what replicasets/status keeps from the stored object:
// `spec`.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/replicaset.rsStatusStrategy.GetResetFields.
func (rsStatusStrategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	return map[fieldpath.APIVersion]*fieldpath.Set{"apps/v1": fieldpath.NewSet(fieldpath.MakePathOrDie("spec"))}
}
