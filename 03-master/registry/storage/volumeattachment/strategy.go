package volumeattachment

import (
	"context"

	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/storage/names"
	"github.com/kube-rebuilt/apiserver/03-master/apis/storage"
	"github.com/kube-rebuilt/apiserver/03-master/apis/storage/validation"
)

// volumeAttachmentStrategy is the create, update and delete rules of volumeattachments.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattachment.volumeAttachmentStrategy.
type volumeAttachmentStrategy struct {
	runtime.ObjectTyper
	names.NameGenerator
}

// Strategy is the strategy of volumeattachments.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattachment.Strategy.
var Strategy = volumeAttachmentStrategy{legacyscheme.Scheme, names.SimpleNameGenerator}

// The strategies' abilities, checked at compile time.
var (
	_ rest.RESTCreateStrategy = Strategy
	_ rest.RESTUpdateStrategy = Strategy
	_ rest.RESTDeleteStrategy = Strategy
)

// NamespaceScoped is false: an attachment joins a volume to a node.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattachment.volumeAttachmentStrategy.NamespaceScoped.
func (volumeAttachmentStrategy) NamespaceScoped() bool { return false }

// PrepareForCreate clears the status: it is the controllers' to write.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattachment.volumeAttachmentStrategy.PrepareForCreate.
func (volumeAttachmentStrategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {
	obj.(*storage.VolumeAttachment).Status = storage.VolumeAttachmentStatus{}
}

// PrepareForUpdate keeps the stored status.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattachment.volumeAttachmentStrategy.PrepareForUpdate.
func (volumeAttachmentStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newObj, oldObj := obj.(*storage.VolumeAttachment), old.(*storage.VolumeAttachment)
	newObj.Status = oldObj.Status
}

// Validate checks a new object.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattachment.volumeAttachmentStrategy.Validate.
func (volumeAttachmentStrategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return validation.ValidateVolumeAttachment(obj.(*storage.VolumeAttachment))
}

// WarningsOnCreate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattachment.volumeAttachmentStrategy.WarningsOnCreate.
func (volumeAttachmentStrategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string {
	return nil
}

// Canonicalize does nothing.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattachment.volumeAttachmentStrategy.Canonicalize.
func (volumeAttachmentStrategy) Canonicalize(obj runtime.Object) {}

// AllowCreateOnUpdate is false: a PUT needs an existing object.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattachment.volumeAttachmentStrategy.AllowCreateOnUpdate.
func (volumeAttachmentStrategy) AllowCreateOnUpdate() bool { return false }

// ValidateUpdate checks an update.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattachment.volumeAttachmentStrategy.ValidateUpdate.
func (volumeAttachmentStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateVolumeAttachmentUpdate(obj.(*storage.VolumeAttachment), old.(*storage.VolumeAttachment))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattachment.volumeAttachmentStrategy.WarningsOnUpdate.
func (volumeAttachmentStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

// AllowUnconditionalUpdate is true.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattachment.volumeAttachmentStrategy.AllowUnconditionalUpdate.
func (volumeAttachmentStrategy) AllowUnconditionalUpdate() bool { return true }

// volumeAttachmentStatusStrategy updates only the status.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattachment.volumeAttachmentStatusStrategy.
type volumeAttachmentStatusStrategy struct {
	volumeAttachmentStrategy
}

// StatusStrategy is the strategy of volumeattachments/status.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattachment.StatusStrategy.
var StatusStrategy = volumeAttachmentStatusStrategy{Strategy}

var _ rest.RESTUpdateStrategy = StatusStrategy

// PrepareForUpdate keeps everything but the status (and metadata) as stored.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattachment.volumeAttachmentStatusStrategy.PrepareForUpdate.
func (volumeAttachmentStatusStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newObj, oldObj := obj.(*storage.VolumeAttachment), old.(*storage.VolumeAttachment)
	newObj.Spec = oldObj.Spec
}

// ValidateUpdate checks the new status.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattachment.volumeAttachmentStatusStrategy.ValidateUpdate.
func (volumeAttachmentStatusStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateVolumeAttachmentUpdate(obj.(*storage.VolumeAttachment), old.(*storage.VolumeAttachment))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattachment.volumeAttachmentStatusStrategy.WarningsOnUpdate.
func (volumeAttachmentStatusStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

// GetResetFields says, per served version, what the main resource resets:
// the status, which PrepareForCreate and PrepareForUpdate wipe; an apply
// therefore never owns status fields.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattachment.volumeAttachmentStrategy.GetResetFields.
func (volumeAttachmentStrategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	reset := func() *fieldpath.Set {
		return fieldpath.NewSet(fieldpath.MakePathOrDie("status"))
	}
	return map[fieldpath.APIVersion]*fieldpath.Set{
		"storage.k8s.io/v1": reset(),
	}
}

// GetResetFields says, per served version, what the status subresource
// resets: the metadata (managed fields aside) and the spec, which a status
// writer may not change.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattachment.volumeAttachmentStatusStrategy.GetResetFields.
func (volumeAttachmentStatusStrategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	reset := func() *fieldpath.Set {
		return fieldpath.NewSet(fieldpath.MakePathOrDie("metadata"), fieldpath.MakePathOrDie("spec"))
	}
	return map[fieldpath.APIVersion]*fieldpath.Set{
		"storage.k8s.io/v1": reset(),
	}
}
