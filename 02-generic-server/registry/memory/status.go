package memory

import (
	"context"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/meta"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
)

// StatusREST is the status subresource of a Store ("deployments/status"):
// GET returns the whole object, PUT and PATCH change only .status (and a
// main-resource update no longer can).
// Upstream: k8s.io/kubernetes/pkg/registry/apps/deployment/storage.StatusREST,
// one per resource, with a status strategy.
type StatusREST struct {
	store *Store
}

// The abilities of a status subresource: get, update, patch.
var (
	_ rest.Getter  = &StatusREST{}
	_ rest.Updater = &StatusREST{}
	_ rest.Patcher = &StatusREST{}
)

// NewStatusREST returns the status subresource of store, which from now on
// keeps .status out of updates to the main resource.
func NewStatusREST(store *Store) *StatusREST {
	store.mu.Lock()
	defer store.mu.Unlock()
	store.hasStatus = true
	return &StatusREST{store: store}
}

// New returns an empty object of the main resource's kind.
func (r *StatusREST) New() runtime.Object { return r.store.New() }

// Destroy does nothing: the main resource's store owns the data.
func (r *StatusREST) Destroy() {}

// Get returns the whole object.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/deployment/storage.(*StatusREST).Get.
func (r *StatusREST) Get(ctx context.Context, name string, options *metav1.GetOptions) (runtime.Object, error) {
	return r.store.Get(ctx, name, options)
}

// Update takes .status from the new object and everything else from the
// stored one, so a status writer cannot change the spec or the labels.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/deployment/storage.(*StatusREST).Update,
// with deploymentStatusStrategy.PrepareForUpdate.
func (r *StatusREST) Update(ctx context.Context, name string, objInfo rest.UpdatedObjectInfo, createValidation rest.ValidateObjectFunc,
	updateValidation rest.ValidateObjectUpdateFunc, forceAllowCreate bool, options *metav1.UpdateOptions) (runtime.Object, bool, error) {
	// subresources can never create the resource
	return r.store.update(ctx, name, statusOnly{objInfo}, createValidation, updateValidation, false, options, true)
}

// statusOnly computes the new object as objInfo does, then puts its
// .status (and resourceVersion, for the precondition) onto the old object.
type statusOnly struct {
	rest.UpdatedObjectInfo
}

func (s statusOnly) UpdatedObject(ctx context.Context, oldObj runtime.Object) (runtime.Object, error) {
	newObj, err := s.UpdatedObjectInfo.UpdatedObject(ctx, oldObj)
	if err != nil || oldObj == nil {
		return newObj, err
	}
	out := oldObj.DeepCopyObject()
	copyField(out, newObj, "Status")
	outMeta, _ := meta.Accessor(out)
	newMeta, err := meta.Accessor(newObj)
	if err != nil {
		return nil, err
	}
	outMeta.SetResourceVersion(newMeta.GetResourceVersion())
	return out, nil
}
