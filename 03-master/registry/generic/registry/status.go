package registry

import (
	"context"

	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
)

// StatusREST is a status subresource ("deployments/status") over a copy of
// a resource's Store whose update strategy is the status strategy: its
// PrepareForUpdate copies everything but .status from the stored object
// (newDeployment.Spec = oldDeployment.Spec, metav1.ResetObjectMetaForStatus),
// and its ValidateUpdate checks the status. The main resource's strategy
// does the reverse (keeps the stored .status), so neither writer can
// change the other's half. GET returns the whole object; a status update
// never creates.
// Upstream: the per-resource StatusREST types, such as
// k8s.io/kubernetes/pkg/registry/apps/deployment/storage.StatusREST; we
// write the pattern once.
type StatusREST struct {
	store *Store
}

// The abilities of a status subresource: get, update (and so patch).
var (
	_ rest.Getter         = &StatusREST{}
	_ rest.Updater        = &StatusREST{}
	_ rest.Patcher        = &StatusREST{}
	_ rest.TableConvertor = &StatusREST{}
)

// NewStatusREST returns the status subresource of store, updating with
// statusStrategy. The copy shares store's storage.
// Upstream: the statusStore := *store; statusStore.UpdateStrategy = ...
// lines of each resource's NewREST.
func NewStatusREST(store *Store, statusStrategy rest.RESTUpdateStrategy) *StatusREST {
	statusStore := *store
	statusStore.UpdateStrategy = statusStrategy
	statusStore.ResetFieldsStrategy, _ = statusStrategy.(rest.ResetFieldsStrategy)
	return &StatusREST{store: &statusStore}
}

// GetResetFields lists the fields the status strategy resets (all but
// status), for the field manager of /status.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/deployment/storage.(*StatusREST).GetResetFields.
func (r *StatusREST) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	return r.store.GetResetFields()
}

// New returns an empty object of the main resource's kind.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/deployment/storage.(*StatusREST).New.
func (r *StatusREST) New() runtime.Object { return r.store.New() }

// Destroy does nothing: the main resource's Store owns the storage.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/deployment/storage.(*StatusREST).Destroy.
func (r *StatusREST) Destroy() {}

// Get returns the whole object.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/deployment/storage.(*StatusREST).Get.
func (r *StatusREST) Get(ctx context.Context, name string, options *metav1.GetOptions) (runtime.Object, error) {
	return r.store.Get(ctx, name, options)
}

// Update changes the status; subresources never create the resource.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/deployment/storage.(*StatusREST).Update.
func (r *StatusREST) Update(ctx context.Context, name string, objInfo rest.UpdatedObjectInfo, createValidation rest.ValidateObjectFunc,
	updateValidation rest.ValidateObjectUpdateFunc, forceAllowCreate bool, options *metav1.UpdateOptions) (runtime.Object, bool, error) {
	return r.store.Update(ctx, name, objInfo, createValidation, updateValidation, false, options)
}

// ConvertToTable renders as the main resource does.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/deployment/storage.(*StatusREST).ConvertToTable.
func (r *StatusREST) ConvertToTable(ctx context.Context, object runtime.Object, tableOptions runtime.Object) (*metav1.Table, error) {
	return r.store.ConvertToTable(ctx, object, tableOptions)
}
