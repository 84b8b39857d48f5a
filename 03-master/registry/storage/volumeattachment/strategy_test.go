package volumeattachment

import (
	"context"
	"testing"

	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/apis/storage"
	"github.com/kube-rebuilt/apiserver/03-master/registry/registrytest"
)

// validVolumeAttachment is a VolumeAttachment that passes validation.
func validVolumeAttachment() *storage.VolumeAttachment {
	return &storage.VolumeAttachment{ObjectMeta: metav1.ObjectMeta{Name: "va"}, Spec: storage.VolumeAttachmentSpec{
		Attacher: "example.com", NodeName: "node-1", Source: storage.VolumeAttachmentSource{PersistentVolumeName: ptr("pv-1")}}}
}

// TestValidate checks a valid object passes and each broken one fails
// with upstream's field path.
func TestValidate(t *testing.T) {
	tests := []struct {
		name   string
		mutate func(o *storage.VolumeAttachment)
		want   string
	}{
		{"valid", func(o *storage.VolumeAttachment) {}, ""},
		{"no attacher", func(o *storage.VolumeAttachment) { o.Spec.Attacher = "" }, "FieldValueRequired spec.attacher"},
		{"no source", func(o *storage.VolumeAttachment) { o.Spec.Source.PersistentVolumeName = nil }, "FieldValueRequired spec.source"},
		{"bad node", func(o *storage.VolumeAttachment) { o.Spec.NodeName = "Node_1" }, "FieldValueInvalid spec.nodeName"},
		{"negative error code", func(o *storage.VolumeAttachment) {
			o.Status.AttachError = &storage.VolumeError{ErrorCode: ptr(int32(-1))}
		}, "FieldValueInvalid status.attachError.errorCode"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o := validVolumeAttachment()
			Strategy.PrepareForCreate(context.Background(), o)
			tt.mutate(o)
			errs := Strategy.Validate(context.Background(), o)
			var err error
			if len(errs) > 0 {
				err = apierrors.NewInvalid(schema.GroupKind{Group: storage.GroupName, Kind: "VolumeAttachment"}, o.Name, errs)
			}
			if got := registrytest.Causes(err); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}

// TestUpdate checks a no-op update passes and the immutable field does not change.
func TestUpdate(t *testing.T) {
	old := validVolumeAttachment()
	old.ResourceVersion = "1"
	Strategy.PrepareForCreate(context.Background(), old)
	same := old.DeepCopy()
	Strategy.PrepareForUpdate(context.Background(), same, old)
	if errs := Strategy.ValidateUpdate(context.Background(), same, old); len(errs) != 0 {
		t.Errorf("got %v for a no-op update; want none", errs)
	}
	changed := old.DeepCopy()
	changed.Spec.NodeName = "node-2"
	Strategy.PrepareForUpdate(context.Background(), changed, old)
	errs := Strategy.ValidateUpdate(context.Background(), changed, old)
	err := apierrors.NewInvalid(schema.GroupKind{Kind: "VolumeAttachment"}, old.Name, errs)
	if got, want := registrytest.Causes(err), "FieldValueInvalid spec"; len(errs) == 0 || got != want {
		t.Errorf("got %q; want %q", got, want)
	}
	_ = metav1.ObjectMeta{}
}

// ptr returns a pointer to v.
func ptr[T any](v T) *T { return &v }

// TestGetResetFields checks the reset fields of each strategy against
// upstream's: the same paths for every served version, no other version.
func TestGetResetFields(t *testing.T) {
	versions := []fieldpath.APIVersion{"storage.k8s.io/v1"}
	tests := []struct {
		name     string
		strategy rest.ResetFieldsStrategy
		want     *fieldpath.Set
	}{
		{"strategy", Strategy, fieldpath.NewSet(fieldpath.MakePathOrDie("status"))},
		{"status strategy", StatusStrategy, fieldpath.NewSet(fieldpath.MakePathOrDie("metadata"), fieldpath.MakePathOrDie("spec"))},
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
