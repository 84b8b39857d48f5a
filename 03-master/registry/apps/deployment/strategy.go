package deployment

import (
	"context"
	"fmt"
	"reflect"

	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	apivalidation "github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/apps"
	appsv1beta1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/apps/v1beta1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	utilvalidation "github.com/kube-rebuilt/apiserver/01-scheme/util/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/storage/names"
	podutil "github.com/kube-rebuilt/apiserver/03-master/api/pod"
	"github.com/kube-rebuilt/apiserver/03-master/apis/apps/validation"
)

// deploymentStrategy is the create and update behaviour of deployments.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/deployment.deploymentStrategy.
type deploymentStrategy struct {
	runtime.ObjectTyper
	names.NameGenerator
}

// Strategy is the default logic for creating and updating deployments
// through the API.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/deployment.Strategy.
var Strategy = deploymentStrategy{legacyscheme.Scheme, names.SimpleNameGenerator}

// The strategy is both a create and an update strategy, checked at
// compile time.
var (
	_ rest.RESTCreateStrategy  = Strategy
	_ rest.RESTUpdateStrategy  = Strategy
	_ rest.RESTDeleteStrategy  = Strategy
	_ rest.ResetFieldsStrategy = Strategy
	_ rest.ResetFieldsStrategy = StatusStrategy
)

// GetResetFields says, per served version, what PrepareForCreate and
// PrepareForUpdate reset: the status. An apply to deployments therefore
// never owns status fields.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/deployment.deploymentStrategy.GetResetFields.
func (deploymentStrategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	return map[fieldpath.APIVersion]*fieldpath.Set{
		"apps/v1":      fieldpath.NewSet(fieldpath.MakePathOrDie("status")),
		"apps/v1beta1": fieldpath.NewSet(fieldpath.MakePathOrDie("status")),
	}
}

// GetResetFields says what deployments/status resets: the spec and the
// labels, which a status writer may not change.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/deployment.deploymentStatusStrategy.GetResetFields.
func (deploymentStatusStrategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	reset := func() *fieldpath.Set {
		return fieldpath.NewSet(fieldpath.MakePathOrDie("spec"), fieldpath.MakePathOrDie("metadata", "labels"))
	}
	return map[fieldpath.APIVersion]*fieldpath.Set{"apps/v1": reset(), "apps/v1beta1": reset()}
}

// NamespaceScoped is true: deployments live in namespaces.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/deployment.deploymentStrategy.NamespaceScoped.
func (deploymentStrategy) NamespaceScoped() bool { return true }

// PrepareForCreate clears the status (the controller writes it, through
// deployments/status) and starts the generation at 1.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/deployment.deploymentStrategy.PrepareForCreate.
func (deploymentStrategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {
	deployment := obj.(*apps.Deployment)
	deployment.Status = apps.DeploymentStatus{}
	deployment.Generation = 1
}

// Validate checks a new deployment.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/deployment.deploymentStrategy.Validate.
func (deploymentStrategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return validation.ValidateDeployment(obj.(*apps.Deployment))
}

// WarningsOnCreate warns of a name that is no DNS label (pod names and
// hostnames are made from it) and of deprecated node labels and
// annotations in the pod template.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/deployment.deploymentStrategy.WarningsOnCreate.
func (deploymentStrategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string {
	newDeployment := obj.(*apps.Deployment)
	var warnings []string
	if msgs := utilvalidation.IsDNS1123Label(newDeployment.Name); len(msgs) != 0 {
		warnings = append(warnings, fmt.Sprintf("metadata.name: this is used in Pod names and hostnames, which can result in surprising behavior; a DNS label is recommended: %v", msgs))
	}
	return append(warnings, podutil.GetWarningsForPodTemplate(field.NewPath("spec", "template"), &newDeployment.Spec.Template)...)
}

// Canonicalize does nothing: a valid deployment is in normal form.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/deployment.deploymentStrategy.Canonicalize.
func (deploymentStrategy) Canonicalize(obj runtime.Object) {}

// AllowCreateOnUpdate is false: a PUT of a missing deployment is a 404.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/deployment.deploymentStrategy.AllowCreateOnUpdate.
func (deploymentStrategy) AllowCreateOnUpdate() bool { return false }

// PrepareForUpdate keeps the stored status (a client writes the spec,
// the controller the status), and bumps the generation when the spec or
// the annotations changed: spec changes tell a rollout from a scaling
// event, and annotations are copied from deployments to their replica
// sets, so the controller must see them too. A change of labels alone
// does not bump it.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/deployment.deploymentStrategy.PrepareForUpdate
// (which compares with apiequality.Semantic.DeepEqual; reflect.DeepEqual
// is the same for the fields we carry, having no resource.Quantity).
func (deploymentStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newDeployment := obj.(*apps.Deployment)
	oldDeployment := old.(*apps.Deployment)
	newDeployment.Status = oldDeployment.Status
	if !reflect.DeepEqual(newDeployment.Spec, oldDeployment.Spec) ||
		!reflect.DeepEqual(newDeployment.Annotations, oldDeployment.Annotations) {
		newDeployment.Generation = oldDeployment.Generation + 1
	}
}

// ValidateUpdate checks an update, and keeps the selector: changing it
// would orphan the pods the deployment owns. Upstream allows it through
// the old apps/v1beta1 (and extensions/v1beta1) for compatibility with
// clients older than 1.6, and so do we; a request with no RequestInfo
// (a call from inside the server) gets the apps/v1 rule, where upstream
// checks nothing.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/deployment.deploymentStrategy.ValidateUpdate.
func (deploymentStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	newDeployment := obj.(*apps.Deployment)
	oldDeployment := old.(*apps.Deployment)
	allErrs := validation.ValidateDeploymentUpdate(newDeployment, oldDeployment)
	if !selectorMutable(ctx, appsv1beta1.SchemeGroupVersion) {
		allErrs = append(allErrs, apivalidation.ValidateImmutableField(newDeployment.Spec.Selector, oldDeployment.Spec.Selector, field.NewPath("spec").Child("selector"))...)
	}
	return allErrs
}

// selectorMutable reports whether the request came through one of the
// legacy group versions that may still change a selector.
// Upstream: the switch on requestInfo's group version in
// k8s.io/kubernetes/pkg/registry/apps/deployment.deploymentStrategy.ValidateUpdate.
func selectorMutable(ctx context.Context, legacy ...schema.GroupVersion) bool {
	info, ok := request.RequestInfoFrom(ctx)
	if !ok {
		return false
	}
	gv := schema.GroupVersion{Group: info.APIGroup, Version: info.APIVersion}
	for _, l := range legacy {
		if gv == l {
			return true
		}
	}
	return false
}

// WarningsOnUpdate warns about the pod template when the spec changed.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/deployment.deploymentStrategy.WarningsOnUpdate.
func (deploymentStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	newDeployment, oldDeployment := obj.(*apps.Deployment), old.(*apps.Deployment)
	if newDeployment.Generation == oldDeployment.Generation {
		return nil
	}
	return podutil.GetWarningsForPodTemplate(field.NewPath("spec", "template"), &newDeployment.Spec.Template)
}

// AllowUnconditionalUpdate is true: a PUT without a resourceVersion
// overwrites (kubectl replace --force, old clients).
// Upstream: k8s.io/kubernetes/pkg/registry/apps/deployment.deploymentStrategy.AllowUnconditionalUpdate.
func (deploymentStrategy) AllowUnconditionalUpdate() bool { return true }

// deploymentStatusStrategy is the update behaviour of deployments/status.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/deployment.deploymentStatusStrategy.
type deploymentStatusStrategy struct {
	deploymentStrategy
}

// StatusStrategy is the default logic invoked when updating a
// deployment's status.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/deployment.StatusStrategy.
var StatusStrategy = deploymentStatusStrategy{Strategy}

// PrepareForUpdate keeps the stored spec and labels: a status writer
// changes nothing else. The generation stays (rest.BeforeUpdate has
// copied it from the stored object).
// Upstream: k8s.io/kubernetes/pkg/registry/apps/deployment.deploymentStatusStrategy.PrepareForUpdate.
func (deploymentStatusStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newDeployment := obj.(*apps.Deployment)
	oldDeployment := old.(*apps.Deployment)
	newDeployment.Spec = oldDeployment.Spec
	newDeployment.Labels = oldDeployment.Labels
}

// ValidateUpdate checks the status.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/deployment.deploymentStatusStrategy.ValidateUpdate.
func (deploymentStatusStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateDeploymentStatusUpdate(obj.(*apps.Deployment), old.(*apps.Deployment))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/deployment.deploymentStatusStrategy.WarningsOnUpdate.
func (deploymentStatusStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}
