package endpointslice

import (
	"context"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/storage/names"
	corevalidation "github.com/kube-rebuilt/apiserver/03-master/apis/core/validation"
	"github.com/kube-rebuilt/apiserver/03-master/apis/discovery"
	"github.com/kube-rebuilt/apiserver/03-master/apis/discovery/validation"
)

// endpointSliceStrategy is the EndpointSlices' create, update and delete
// rules.
// Upstream: k8s.io/kubernetes/pkg/registry/discovery/endpointslice.endpointSliceStrategy.
type endpointSliceStrategy struct {
	runtime.ObjectTyper
	names.NameGenerator
}

// Strategy is the strategy of EndpointSlices; the Store uses it for every verb.
// Upstream: k8s.io/kubernetes/pkg/registry/discovery/endpointslice.Strategy.
var Strategy = endpointSliceStrategy{legacyscheme.Scheme, names.SimpleNameGenerator}

// The strategy's abilities, checked at compile time.
var (
	_ rest.RESTCreateStrategy = Strategy
	_ rest.RESTUpdateStrategy = Strategy
	_ rest.RESTDeleteStrategy = Strategy
)

// NamespaceScoped is true: a slice lives in its Service's namespace.
// Upstream: k8s.io/kubernetes/pkg/registry/discovery/endpointslice.endpointSliceStrategy.NamespaceScoped.
func (endpointSliceStrategy) NamespaceScoped() bool { return true }

// PrepareForCreate starts the generation at 1.
// Upstream: k8s.io/kubernetes/pkg/registry/discovery/endpointslice.endpointSliceStrategy.PrepareForCreate.
func (endpointSliceStrategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {
	obj.(*discovery.EndpointSlice).Generation = 1
}

// PrepareForUpdate bumps the generation when the slice changed outside
// its metadata, or its labels changed (the controller tracks the
// generations it wrote, to spot stale caches).
// Upstream: k8s.io/kubernetes/pkg/registry/discovery/endpointslice.endpointSliceStrategy.PrepareForUpdate.
func (endpointSliceStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newEPS := obj.(*discovery.EndpointSlice)
	oldEPS := old.(*discovery.EndpointSlice)
	newMeta, oldMeta := newEPS.ObjectMeta, oldEPS.ObjectMeta
	newEPS.ObjectMeta, oldEPS.ObjectMeta = metav1.ObjectMeta{}, metav1.ObjectMeta{}
	if !corevalidation.SemanticDeepEqual(newEPS, oldEPS) || !corevalidation.SemanticDeepEqual(newMeta.Labels, oldMeta.Labels) {
		newMeta.Generation = oldMeta.Generation + 1
	}
	newEPS.ObjectMeta, oldEPS.ObjectMeta = newMeta, oldMeta
}

// Validate checks a new EndpointSlice.
// Upstream: k8s.io/kubernetes/pkg/registry/discovery/endpointslice.endpointSliceStrategy.Validate.
func (endpointSliceStrategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return validation.ValidateEndpointSliceCreate(obj.(*discovery.EndpointSlice))
}

// WarningsOnCreate returns none (see the package doc).
// Upstream: k8s.io/kubernetes/pkg/registry/discovery/endpointslice.endpointSliceStrategy.WarningsOnCreate.
func (endpointSliceStrategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string {
	return nil
}

// Canonicalize leaves the object as it is.
// Upstream: k8s.io/kubernetes/pkg/registry/discovery/endpointslice.endpointSliceStrategy.Canonicalize.
func (endpointSliceStrategy) Canonicalize(obj runtime.Object) {}

// AllowCreateOnUpdate is false: a PUT of a missing slice is a 404.
// Upstream: k8s.io/kubernetes/pkg/registry/discovery/endpointslice.endpointSliceStrategy.AllowCreateOnUpdate.
func (endpointSliceStrategy) AllowCreateOnUpdate() bool { return false }

// ValidateUpdate checks an update against the stored slice.
// Upstream: k8s.io/kubernetes/pkg/registry/discovery/endpointslice.endpointSliceStrategy.ValidateUpdate.
func (endpointSliceStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateEndpointSliceUpdate(obj.(*discovery.EndpointSlice), old.(*discovery.EndpointSlice))
}

// WarningsOnUpdate returns none (see the package doc).
// Upstream: k8s.io/kubernetes/pkg/registry/discovery/endpointslice.endpointSliceStrategy.WarningsOnUpdate.
func (endpointSliceStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

// AllowUnconditionalUpdate is true: a PUT without a resourceVersion
// overwrites.
// Upstream: k8s.io/kubernetes/pkg/registry/discovery/endpointslice.endpointSliceStrategy.AllowUnconditionalUpdate.
func (endpointSliceStrategy) AllowUnconditionalUpdate() bool { return true }
