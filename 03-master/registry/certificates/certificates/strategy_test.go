package certificates

import (
	"context"
	"testing"

	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/apis/certificates"
	"github.com/kube-rebuilt/apiserver/03-master/registry/registrytest"
)

// validCertificateSigningRequest is a CertificateSigningRequest that passes validation.
func validCertificateSigningRequest() *certificates.CertificateSigningRequest {
	return &certificates.CertificateSigningRequest{ObjectMeta: metav1.ObjectMeta{Name: "demo"}, Spec: certificates.CertificateSigningRequestSpec{
		Request: csrPEM(), SignerName: "example.com/signer", Usages: []certificates.KeyUsage{certificates.UsageDigitalSignature, certificates.UsageClientAuth}}}
}

// TestValidate checks a valid object passes and each broken one fails
// with upstream's field path.
func TestValidate(t *testing.T) {
	tests := []struct {
		name   string
		mutate func(o *certificates.CertificateSigningRequest)
		want   string
	}{
		{"valid", func(o *certificates.CertificateSigningRequest) {}, ""},
		{"garbage request", func(o *certificates.CertificateSigningRequest) { o.Spec.Request = []byte("nope") }, "FieldValueInvalid spec.request"},
		{"no usages", func(o *certificates.CertificateSigningRequest) { o.Spec.Usages = nil }, "FieldValueRequired spec.usages"},
		{"bad signer", func(o *certificates.CertificateSigningRequest) { o.Spec.SignerName = "example" }, "FieldValueInvalid spec.signerName"},
		{"short expiration", func(o *certificates.CertificateSigningRequest) { o.Spec.ExpirationSeconds = ptr(int32(60)) }, "FieldValueInvalid spec.expirationSeconds"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o := validCertificateSigningRequest()
			Strategy.PrepareForCreate(context.Background(), o)
			tt.mutate(o)
			errs := Strategy.Validate(context.Background(), o)
			var err error
			if len(errs) > 0 {
				err = apierrors.NewInvalid(schema.GroupKind{Group: certificates.GroupName, Kind: "CertificateSigningRequest"}, o.Name, errs)
			}
			if got := registrytest.Causes(err); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}

// TestUpdate checks a no-op update passes and the immutable field does not change.
func TestUpdate(t *testing.T) {
	old := validCertificateSigningRequest()
	old.ResourceVersion = "1"
	Strategy.PrepareForCreate(context.Background(), old)
	same := old.DeepCopy()
	Strategy.PrepareForUpdate(context.Background(), same, old)
	if errs := Strategy.ValidateUpdate(context.Background(), same, old); len(errs) != 0 {
		t.Errorf("got %v for a no-op update; want none", errs)
	}
	changed := old.DeepCopy()
	changed.Labels = map[string]string{"-bad": "x"}
	Strategy.PrepareForUpdate(context.Background(), changed, old)
	errs := Strategy.ValidateUpdate(context.Background(), changed, old)
	err := apierrors.NewInvalid(schema.GroupKind{Kind: "CertificateSigningRequest"}, old.Name, errs)
	if got, want := registrytest.Causes(err), "FieldValueInvalid metadata.labels; FieldValueInvalid metadata.labels"; len(errs) == 0 || got != want {
		t.Errorf("got %q; want %q", got, want)
	}
	_ = metav1.ObjectMeta{}
}

// ptr returns a pointer to v.
func ptr[T any](v T) *T { return &v }

// TestGetResetFields checks the reset fields of each strategy against
// upstream's: the same paths for every served version, no other version.
func TestGetResetFields(t *testing.T) {
	versions := []fieldpath.APIVersion{"certificates.k8s.io/v1", "certificates.k8s.io/v1beta1"}
	tests := []struct {
		name     string
		strategy rest.ResetFieldsStrategy
		want     *fieldpath.Set
	}{
		{"strategy", Strategy, fieldpath.NewSet(fieldpath.MakePathOrDie("spec"), fieldpath.MakePathOrDie("status"))},
		{"status strategy", StatusStrategy, fieldpath.NewSet(fieldpath.MakePathOrDie("spec"), fieldpath.MakePathOrDie("status", "conditions"))},
		{"approval strategy", ApprovalStrategy, fieldpath.NewSet(fieldpath.MakePathOrDie("spec"), fieldpath.MakePathOrDie("status", "certificate"))},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := tt.strategy.GetResetFields()
			if len(got) != len(versions) {
				t.Errorf("got %d versions; want %d", len(got), len(versions))
			}
			for _, v := range versions {
				if got[v] == nil || !got[v].Equals(tt.want) {
					t.Errorf("%s: got %v; want %v", v, got[v], tt.want)
				}
			}
		})
	}
}
