package volumeattachment

import (
	"context"
	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/storage/names"
	"github.com/kube-rebuilt/apiserver/03-master/apis/storage"
	"github.com/kube-rebuilt/apiserver/03-master/apis/storage/validation"
)

// volumeattachmentStrategy is the create, update and delete rules of volumeattachments.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattachment.volumeattachmentStrategy.
type volumeattachmentStrategy struct {
	runtime.ObjectTyper
	names.NameGenerator
}

// Strategy is the strategy of volumeattachments.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattachment.Strategy.
var Strategy = volumeattachmentStrategy{legacyscheme.Scheme, names.SimpleNameGenerator}

// The strategies' abilities, checked at compile time.
var (
	_ rest.RESTCreateStrategy = Strategy
	_ rest.RESTUpdateStrategy = Strategy
	_ rest.RESTDeleteStrategy = Strategy
)

// NamespaceScoped is false: an attachment joins a volume to a node.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattachment.volumeattachmentStrategy.NamespaceScoped.
func (volumeattachmentStrategy) NamespaceScoped() bool { return false }

// PrepareForCreate clears the status: it is the controllers' to write.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattachment.volumeattachmentStrategy.PrepareForCreate.
func (volumeattachmentStrategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {
	obj.(*storage.VolumeAttachment).Status = storage.VolumeAttachmentStatus{}
}

// PrepareForUpdate keeps the stored status.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattachment.volumeattachmentStrategy.PrepareForUpdate.
func (volumeattachmentStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newObj, oldObj := obj.(*storage.VolumeAttachment), old.(*storage.VolumeAttachment)
	newObj.Status = oldObj.Status
}

// Validate checks a new object.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattachment.volumeattachmentStrategy.Validate.
func (volumeattachmentStrategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return validation.ValidateVolumeAttachment(obj.(*storage.VolumeAttachment))
}

// WarningsOnCreate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattachment.volumeattachmentStrategy.WarningsOnCreate.
func (volumeattachmentStrategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string {
	return nil
}

// Canonicalize does nothing.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattachment.volumeattachmentStrategy.Canonicalize.
func (volumeattachmentStrategy) Canonicalize(obj runtime.Object) {}

// AllowCreateOnUpdate is false: a PUT needs an existing object.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattachment.volumeattachmentStrategy.AllowCreateOnUpdate.
func (volumeattachmentStrategy) AllowCreateOnUpdate() bool { return false }

// ValidateUpdate checks an update.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattachment.volumeattachmentStrategy.ValidateUpdate.
func (volumeattachmentStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateVolumeAttachmentUpdate(obj.(*storage.VolumeAttachment), old.(*storage.VolumeAttachment))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattachment.volumeattachmentStrategy.WarningsOnUpdate.
func (volumeattachmentStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

// AllowUnconditionalUpdate is true.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattachment.volumeattachmentStrategy.AllowUnconditionalUpdate.
func (volumeattachmentStrategy) AllowUnconditionalUpdate() bool { return true }

// volumeattachmentStatusStrategy updates only the status.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattachment.volumeattachmentStatusStrategy.
type volumeattachmentStatusStrategy struct {
	volumeattachmentStrategy
}

// StatusStrategy is the strategy of volumeattachments/status.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattachment.StatusStrategy.
var StatusStrategy = volumeattachmentStatusStrategy{Strategy}

var _ rest.RESTUpdateStrategy = StatusStrategy

// PrepareForUpdate keeps everything but the status (and metadata) as stored.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattachment.volumeattachmentStatusStrategy.PrepareForUpdate.
func (volumeattachmentStatusStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newObj, oldObj := obj.(*storage.VolumeAttachment), old.(*storage.VolumeAttachment)
	newObj.Spec = oldObj.Spec
}

// ValidateUpdate checks the new status.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattachment.volumeattachmentStatusStrategy.ValidateUpdate.
func (volumeattachmentStatusStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateVolumeAttachmentUpdate(obj.(*storage.VolumeAttachment), old.(*storage.VolumeAttachment))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattachment.volumeattachmentStatusStrategy.WarningsOnUpdate.
func (volumeattachmentStatusStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}
