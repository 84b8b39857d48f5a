package clustertrustbundle

import (
	"context"
	"testing"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/03-master/apis/certificates"
	"github.com/kube-rebuilt/apiserver/03-master/registry/registrytest"
)

// validClusterTrustBundle is a ClusterTrustBundle that passes validation.
func validClusterTrustBundle() *certificates.ClusterTrustBundle {
	return &certificates.ClusterTrustBundle{ObjectMeta: metav1.ObjectMeta{Name: "example.com:signer:roots"}, Spec: certificates.ClusterTrustBundleSpec{
		SignerName: "example.com/signer", TrustBundle: caPEM()}}
}

// TestValidate checks a valid object passes and each broken one fails
// with upstream's field path.
func TestValidate(t *testing.T) {
	tests := []struct {
		name   string
		mutate func(o *certificates.ClusterTrustBundle)
		want   string
	}{
		{"valid", func(o *certificates.ClusterTrustBundle) {}, ""},
		{"name without the signer prefix", func(o *certificates.ClusterTrustBundle) { o.Name = "roots" }, "FieldValueInvalid metadata.name"},
		{"no bundle", func(o *certificates.ClusterTrustBundle) { o.Spec.TrustBundle = "" }, "FieldValueInvalid spec.trustBundle"},
		{"bad signer", func(o *certificates.ClusterTrustBundle) { o.Spec.SignerName = "example"; o.Name = "example:roots" }, "FieldValueInvalid spec.signerName"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o := validClusterTrustBundle()
			Strategy.PrepareForCreate(context.Background(), o)
			tt.mutate(o)
			errs := Strategy.Validate(context.Background(), o)
			var err error
			if len(errs) > 0 {
				err = apierrors.NewInvalid(schema.GroupKind{Group: certificates.GroupName, Kind: "ClusterTrustBundle"}, o.Name, errs)
			}
			if got := registrytest.Causes(err); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}

// TestUpdate checks a no-op update passes and the immutable field does not change.
func TestUpdate(t *testing.T) {
	old := validClusterTrustBundle()
	old.ResourceVersion = "1"
	Strategy.PrepareForCreate(context.Background(), old)
	same := old.DeepCopy()
	Strategy.PrepareForUpdate(context.Background(), same, old)
	if errs := Strategy.ValidateUpdate(context.Background(), same, old); len(errs) != 0 {
		t.Errorf("got %v for a no-op update; want none", errs)
	}
	changed := old.DeepCopy()
	changed.Spec.SignerName = "example.com/other"
	Strategy.PrepareForUpdate(context.Background(), changed, old)
	errs := Strategy.ValidateUpdate(context.Background(), changed, old)
	err := apierrors.NewInvalid(schema.GroupKind{Kind: "ClusterTrustBundle"}, old.Name, errs)
	if got, want := registrytest.Causes(err), "FieldValueInvalid metadata.name; FieldValueInvalid spec.signerName"; len(errs) == 0 || got != want {
		t.Errorf("got %q; want %q", got, want)
	}
	_ = metav1.ObjectMeta{}
}

// ptr returns a pointer to v.
func ptr[T any](v T) *T { return &v }
