package certificates

import (
	"context"
	"fmt"

	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/fields"
	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/storage/names"
	"github.com/kube-rebuilt/apiserver/03-master/apis/certificates"
	"github.com/kube-rebuilt/apiserver/03-master/apis/certificates/validation"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
)

// csrStrategy is the create, update and delete rules of certificatesigningrequests.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/certificates.csrStrategy.
type csrStrategy struct {
	runtime.ObjectTyper
	names.NameGenerator
}

// Strategy is the strategy of certificatesigningrequests.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/certificates.Strategy.
var Strategy = csrStrategy{legacyscheme.Scheme, names.SimpleNameGenerator}

// The strategies' abilities, checked at compile time.
var (
	_ rest.RESTCreateStrategy = Strategy
	_ rest.RESTUpdateStrategy = Strategy
	_ rest.RESTDeleteStrategy = Strategy
)

// NamespaceScoped is false: a CSR is a request to a cluster-wide signer.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/certificates.csrStrategy.NamespaceScoped.
func (csrStrategy) NamespaceScoped() bool { return false }

// PrepareForCreate records the requesting user in the spec and clears the status.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/certificates.csrStrategy.PrepareForCreate.
func (csrStrategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {
	obj.(*certificates.CertificateSigningRequest).Status = certificates.CertificateSigningRequestStatus{}
	csr := obj.(*certificates.CertificateSigningRequest)
	csr.Spec.Username, csr.Spec.UID, csr.Spec.Groups, csr.Spec.Extra = "", "", nil, nil
	if user, ok := request.UserFrom(ctx); ok {
		csr.Spec.Username = user.GetName()
		csr.Spec.UID = user.GetUID()
		csr.Spec.Groups = user.GetGroups()
		if extra := user.GetExtra(); len(extra) > 0 {
			csr.Spec.Extra = map[string]certificates.ExtraValue{}
			for k, v := range extra {
				csr.Spec.Extra[k] = v
			}
		}
	}
	csr.Status.Conditions = []certificates.CertificateSigningRequestCondition{}
}

// PrepareForUpdate keeps the stored spec and status: the main resource changes only metadata.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/certificates.csrStrategy.PrepareForUpdate.
func (csrStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newObj, oldObj := obj.(*certificates.CertificateSigningRequest), old.(*certificates.CertificateSigningRequest)
	newObj.Status = oldObj.Status
	newObj.Spec = oldObj.Spec
}

// Validate checks a new object.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/certificates.csrStrategy.Validate.
func (csrStrategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return validation.ValidateCertificateSigningRequestCreate(obj.(*certificates.CertificateSigningRequest))
}

// WarningsOnCreate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/certificates.csrStrategy.WarningsOnCreate.
func (csrStrategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string { return nil }

// Canonicalize does nothing.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/certificates.csrStrategy.Canonicalize.
func (csrStrategy) Canonicalize(obj runtime.Object) {}

// AllowCreateOnUpdate is false: a PUT needs an existing object.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/certificates.csrStrategy.AllowCreateOnUpdate.
func (csrStrategy) AllowCreateOnUpdate() bool { return false }

// ValidateUpdate checks an update.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/certificates.csrStrategy.ValidateUpdate.
func (csrStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateCertificateSigningRequestUpdate(obj.(*certificates.CertificateSigningRequest), old.(*certificates.CertificateSigningRequest))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/certificates.csrStrategy.WarningsOnUpdate.
func (csrStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

// AllowUnconditionalUpdate is true.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/certificates.csrStrategy.AllowUnconditionalUpdate.
func (csrStrategy) AllowUnconditionalUpdate() bool { return true }

// csrStatusStrategy updates only the status.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/certificates.csrStatusStrategy.
type csrStatusStrategy struct {
	csrStrategy
}

// StatusStrategy is the strategy of certificatesigningrequests/status.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/certificates.StatusStrategy.
var StatusStrategy = csrStatusStrategy{Strategy}

var _ rest.RESTUpdateStrategy = StatusStrategy

// PrepareForUpdate keeps everything but the status (and metadata) as stored.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/certificates.csrStatusStrategy.PrepareForUpdate.
func (csrStatusStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newObj, oldObj := obj.(*certificates.CertificateSigningRequest), old.(*certificates.CertificateSigningRequest)
	newObj.Spec = oldObj.Spec
	preserveConditionInstances(newObj, oldObj, certificates.CertificateApproved)
	preserveConditionInstances(newObj, oldObj, certificates.CertificateDenied)
	populateConditionTimestamps(newObj, oldObj)
}

// ValidateUpdate checks the new status.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/certificates.csrStatusStrategy.ValidateUpdate.
func (csrStatusStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateCertificateSigningRequestStatusUpdate(obj.(*certificates.CertificateSigningRequest), old.(*certificates.CertificateSigningRequest))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/certificates.csrStatusStrategy.WarningsOnUpdate.
func (csrStatusStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

// GetAttrs returns the object's labels and the fields a field selector
// may name.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/certificates.GetAttrs (or the package's AttrFunc).
func GetAttrs(obj runtime.Object) (labels.Set, fields.Set, error) {
	o, ok := obj.(*certificates.CertificateSigningRequest)
	if !ok {
		return nil, nil, fmt.Errorf("not a CertificateSigningRequest: %T", obj)
	}
	return labels.Set(o.Labels), SelectableFields(o), nil
}

// SelectableFields returns the fields of a CertificateSigningRequest a field selector may
// name: the metadata, and spec.signerName.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/certificates.toSelectableFields.
func SelectableFields(o *certificates.CertificateSigningRequest) fields.Set {
	return generic.AddObjectMetaFieldsSet(fields.Set{"spec.signerName": o.Spec.SignerName}, &o.ObjectMeta, false)
}

// preserveConditionInstances keeps the stored conditions of one type
// when the new object has as many: the status subresource may not change
// an approval.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/certificates.preserveConditionInstances.
func preserveConditionInstances(newCSR, oldCSR *certificates.CertificateSigningRequest, t certificates.RequestConditionType) {
	oldIdx, newIdx := conditionIndices(oldCSR, t), conditionIndices(newCSR, t)
	if len(oldIdx) != len(newIdx) {
		return
	}
	for i, o := range oldIdx {
		newCSR.Status.Conditions[newIdx[i]] = oldCSR.Status.Conditions[o]
	}
}

// conditionIndices are the positions of the conditions of one type.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/certificates.findConditionIndices.
func conditionIndices(csr *certificates.CertificateSigningRequest, t certificates.RequestConditionType) []int {
	var out []int
	for i, c := range csr.Status.Conditions {
		if c.Type == t {
			out = append(out, i)
		}
	}
	return out
}

// nowFunc is the clock of the condition timestamps; tests replace it.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/certificates.nowFunc.
var nowFunc = v1.Now

// populateConditionTimestamps stamps lastUpdateTime, and lastTransitionTime
// unless the stored condition of that type and status has one.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/certificates.populateConditionTimestamps.
func populateConditionTimestamps(newCSR, oldCSR *certificates.CertificateSigningRequest) {
	now := nowFunc()
	for i := range newCSR.Status.Conditions {
		c := &newCSR.Status.Conditions[i]
		if c.LastUpdateTime.IsZero() {
			c.LastUpdateTime = now
		}
		if c.LastTransitionTime.IsZero() {
			c.LastTransitionTime = now
			for _, o := range oldCSR.Status.Conditions {
				if o.Type == c.Type && o.Status == c.Status && !o.LastTransitionTime.IsZero() {
					c.LastTransitionTime = o.LastTransitionTime
					break
				}
			}
		}
	}
}

// csrApprovalStrategy updates only the conditions: the approval
// subresource.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/certificates.csrApprovalStrategy.
type csrApprovalStrategy struct {
	csrStrategy
}

// ApprovalStrategy is the strategy of certificatesigningrequests/approval.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/certificates.ApprovalStrategy.
var ApprovalStrategy = csrApprovalStrategy{Strategy}

var _ rest.RESTUpdateStrategy = ApprovalStrategy

// PrepareForUpdate keeps everything stored but the conditions, stamped.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/certificates.csrApprovalStrategy.PrepareForUpdate.
func (csrApprovalStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	newCSR, oldCSR := obj.(*certificates.CertificateSigningRequest), old.(*certificates.CertificateSigningRequest)
	populateConditionTimestamps(newCSR, oldCSR)
	conditions := newCSR.Status.Conditions
	newCSR.Spec = oldCSR.Spec
	newCSR.Status = oldCSR.Status
	newCSR.Status.Conditions = conditions
}

// ValidateUpdate checks an approval: Approved or Denied may be added.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/certificates.csrApprovalStrategy.ValidateUpdate.
func (csrApprovalStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateCertificateSigningRequestApprovalUpdate(obj.(*certificates.CertificateSigningRequest), old.(*certificates.CertificateSigningRequest))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/certificates.csrApprovalStrategy.WarningsOnUpdate.
func (csrApprovalStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

// GetResetFields says, per served version, what the main resource resets:
// the spec and the status. PrepareForUpdate keeps both as stored (an update
// of the main resource changes metadata only); the status belongs to the
// approver and the signer.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/certificates.csrStrategy.GetResetFields.
func (csrStrategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	reset := func() *fieldpath.Set {
		return fieldpath.NewSet(fieldpath.MakePathOrDie("spec"), fieldpath.MakePathOrDie("status"))
	}
	return map[fieldpath.APIVersion]*fieldpath.Set{
		"certificates.k8s.io/v1":      reset(),
		"certificates.k8s.io/v1beta1": reset(),
	}
}

// GetResetFields says, per served version, what the status subresource
// resets: the spec and the conditions: a signer writes the certificate,
// never the approval.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/certificates.csrStatusStrategy.GetResetFields.
func (csrStatusStrategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	reset := func() *fieldpath.Set {
		return fieldpath.NewSet(fieldpath.MakePathOrDie("spec"), fieldpath.MakePathOrDie("status", "conditions"))
	}
	return map[fieldpath.APIVersion]*fieldpath.Set{
		"certificates.k8s.io/v1":      reset(),
		"certificates.k8s.io/v1beta1": reset(),
	}
}

// GetResetFields says, per served version, what the approval subresource
// resets: the spec and the certificate: an approver writes conditions,
// never the certificate.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/certificates.csrApprovalStrategy.GetResetFields.
func (csrApprovalStrategy) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	reset := func() *fieldpath.Set {
		return fieldpath.NewSet(fieldpath.MakePathOrDie("spec"), fieldpath.MakePathOrDie("status", "certificate"))
	}
	return map[fieldpath.APIVersion]*fieldpath.Set{
		"certificates.k8s.io/v1":      reset(),
		"certificates.k8s.io/v1beta1": reset(),
	}
}
