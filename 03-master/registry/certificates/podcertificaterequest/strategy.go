package podcertificaterequest

import (
	"context"
	"fmt"

	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/fields"
	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/storage/names"
	"github.com/kube-rebuilt/apiserver/03-master/apis/certificates"
	"github.com/kube-rebuilt/apiserver/03-master/apis/certificates/validation"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
)

// podcertificaterequestStrategy is the create, update and delete rules of podcertificaterequests.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/podcertificaterequest.podcertificaterequestStrategy.
type podcertificaterequestStrategy struct {
	runtime.ObjectTyper
	names.NameGenerator
}

// Strategy is the strategy of podcertificaterequests.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/podcertificaterequest.Strategy.
var Strategy = podcertificaterequestStrategy{legacyscheme.Scheme, names.SimpleNameGenerator}

// The strategies' abilities, checked at compile time.
var (
	_ rest.RESTCreateStrategy = Strategy
	_ rest.RESTUpdateStrategy = Strategy
	_ rest.RESTDeleteStrategy = Strategy
)

// NamespaceScoped is true: a request is made for a pod, in its namespace.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/podcertificaterequest.podcertificaterequestStrategy.NamespaceScoped.
func (podcertificaterequestStrategy) NamespaceScoped() bool { return true }

// PrepareForCreate clears the status: it is the controllers' to write.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/podcertificaterequest.podcertificaterequestStrategy.PrepareForCreate.
func (podcertificaterequestStrategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {
	obj.(*certificates.PodCertificateRequest).Status = certificates.PodCertificateRequestStatus{}
}

// PrepareForUpdate keeps the stored status.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/podcertificaterequest.podcertificaterequestStrategy.PrepareForUpdate.
func (podcertificaterequestStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newObj, oldObj := obj.(*certificates.PodCertificateRequest), old.(*certificates.PodCertificateRequest)
	newObj.Status = oldObj.Status
}

// Validate checks a new object.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/podcertificaterequest.podcertificaterequestStrategy.Validate.
func (podcertificaterequestStrategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return validation.ValidatePodCertificateRequestCreate(obj.(*certificates.PodCertificateRequest))
}

// WarningsOnCreate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/podcertificaterequest.podcertificaterequestStrategy.WarningsOnCreate.
func (podcertificaterequestStrategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string {
	return nil
}

// Canonicalize does nothing.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/podcertificaterequest.podcertificaterequestStrategy.Canonicalize.
func (podcertificaterequestStrategy) Canonicalize(obj runtime.Object) {}

// AllowCreateOnUpdate is false: a PUT needs an existing object.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/podcertificaterequest.podcertificaterequestStrategy.AllowCreateOnUpdate.
func (podcertificaterequestStrategy) AllowCreateOnUpdate() bool { return false }

// ValidateUpdate checks an update.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/podcertificaterequest.podcertificaterequestStrategy.ValidateUpdate.
func (podcertificaterequestStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidatePodCertificateRequestUpdate(obj.(*certificates.PodCertificateRequest), old.(*certificates.PodCertificateRequest))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/podcertificaterequest.podcertificaterequestStrategy.WarningsOnUpdate.
func (podcertificaterequestStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

// AllowUnconditionalUpdate is true.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/podcertificaterequest.podcertificaterequestStrategy.AllowUnconditionalUpdate.
func (podcertificaterequestStrategy) AllowUnconditionalUpdate() bool { return true }

// podcertificaterequestStatusStrategy updates only the status.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/podcertificaterequest.podcertificaterequestStatusStrategy.
type podcertificaterequestStatusStrategy struct {
	podcertificaterequestStrategy
}

// StatusStrategy is the strategy of podcertificaterequests/status.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/podcertificaterequest.StatusStrategy.
var StatusStrategy = podcertificaterequestStatusStrategy{Strategy}

var _ rest.RESTUpdateStrategy = StatusStrategy

// PrepareForUpdate keeps everything but the status (and metadata) as stored.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/podcertificaterequest.podcertificaterequestStatusStrategy.PrepareForUpdate.
func (podcertificaterequestStatusStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newObj, oldObj := obj.(*certificates.PodCertificateRequest), old.(*certificates.PodCertificateRequest)
	newObj.Spec = oldObj.Spec
}

// ValidateUpdate checks the new status.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/podcertificaterequest.podcertificaterequestStatusStrategy.ValidateUpdate.
func (podcertificaterequestStatusStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidatePodCertificateRequestStatusUpdate(obj.(*certificates.PodCertificateRequest), old.(*certificates.PodCertificateRequest))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/podcertificaterequest.podcertificaterequestStatusStrategy.WarningsOnUpdate.
func (podcertificaterequestStatusStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

// GetAttrs returns the object's labels and the fields a field selector
// may name.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/podcertificaterequest.GetAttrs (or the package's AttrFunc).
func GetAttrs(obj runtime.Object) (labels.Set, fields.Set, error) {
	o, ok := obj.(*certificates.PodCertificateRequest)
	if !ok {
		return nil, nil, fmt.Errorf("not a PodCertificateRequest: %T", obj)
	}
	return labels.Set(o.Labels), SelectableFields(o), nil
}

// SelectableFields returns the fields of a PodCertificateRequest a field selector may
// name: the metadata, and spec.signerName, spec.podName, spec.nodeName.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/podcertificaterequest.toSelectableFields.
func SelectableFields(o *certificates.PodCertificateRequest) fields.Set {
	return generic.AddObjectMetaFieldsSet(fields.Set{"spec.signerName": o.Spec.SignerName, "spec.podName": o.Spec.PodName, "spec.nodeName": string(o.Spec.NodeName)}, &o.ObjectMeta, true)
}

// GetResetFields says, per served version, what the main resource resets:
// the status, which PrepareForCreate and PrepareForUpdate wipe; an apply
// therefore never owns status fields.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/podcertificaterequest.podcertificaterequestStrategy.GetResetFields.
func (podcertificaterequestStrategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	reset := func() *fieldpath.Set {
		return fieldpath.NewSet(fieldpath.MakePathOrDie("status"))
	}
	return map[fieldpath.APIVersion]*fieldpath.Set{
		"certificates.k8s.io/v1":      reset(),
		"certificates.k8s.io/v1beta1": reset(),
	}
}

// GetResetFields says, per served version, what the status subresource
// resets: the metadata (managed fields aside) and the spec, which a status
// writer may not change.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/podcertificaterequest.podcertificaterequestStatusStrategy.GetResetFields.
func (podcertificaterequestStatusStrategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	reset := func() *fieldpath.Set {
		return fieldpath.NewSet(fieldpath.MakePathOrDie("metadata"), fieldpath.MakePathOrDie("spec"))
	}
	return map[fieldpath.APIVersion]*fieldpath.Set{
		"certificates.k8s.io/v1":      reset(),
		"certificates.k8s.io/v1beta1": reset(),
	}
}
