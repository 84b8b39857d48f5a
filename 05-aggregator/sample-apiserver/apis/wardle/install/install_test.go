package install

import (
	"reflect"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/05-aggregator/sample-apiserver/apis/wardle"
	"github.com/kube-rebuilt/apiserver/05-aggregator/sample-apiserver/apis/wardle/v1alpha1"
	"github.com/kube-rebuilt/apiserver/05-aggregator/sample-apiserver/apis/wardle/v1beta1"
)

func newScheme() *runtime.Scheme {
	scheme := runtime.NewScheme()
	Install(scheme)
	return scheme
}

func TestVersionPriority(t *testing.T) {
	got := newScheme().PrioritizedVersionsForGroup(wardle.GroupName)
	want := []schema.GroupVersion{v1beta1.SchemeGroupVersion, v1alpha1.SchemeGroupVersion}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("PrioritizedVersionsForGroup: got %v; want %v", got, want)
	}
}

func ptr[T any](v T) *T { return &v }

// TestV1alpha1Conversion converts v1alpha1 specs to the internal version
// and back: the reference lands in the field its type names.
func TestV1alpha1Conversion(t *testing.T) {
	tests := []struct {
		name     string
		in       v1alpha1.FlunderSpec
		internal wardle.FlunderSpec
		back     v1alpha1.FlunderSpec
	}{
		{"defaulted to Flunder", v1alpha1.FlunderSpec{Reference: "f1"},
			wardle.FlunderSpec{FlunderReference: "f1", ReferenceType: wardle.FlunderReferenceType},
			v1alpha1.FlunderSpec{Reference: "f1", ReferenceType: ptr(v1alpha1.FlunderReferenceType)}},
		{"Fischer", v1alpha1.FlunderSpec{Reference: "fi", ReferenceType: ptr(v1alpha1.FischerReferenceType)},
			wardle.FlunderSpec{FischerReference: "fi", ReferenceType: wardle.FischerReferenceType},
			v1alpha1.FlunderSpec{Reference: "fi", ReferenceType: ptr(v1alpha1.FischerReferenceType)}},
		{"empty", v1alpha1.FlunderSpec{}, wardle.FlunderSpec{}, v1alpha1.FlunderSpec{}},
		{"unknown type kept for validation", v1alpha1.FlunderSpec{Reference: "x", ReferenceType: ptr(v1alpha1.ReferenceType("Other"))},
			wardle.FlunderSpec{ReferenceType: "Other"}, v1alpha1.FlunderSpec{}},
	}
	scheme := newScheme()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := &v1alpha1.Flunder{Spec: tt.in}
			scheme.Default(in)
			out, err := scheme.ConvertToVersion(in, wardle.SchemeGroupVersion)
			if err != nil {
				t.Fatal(err)
			}
			if got := out.(*wardle.Flunder).Spec; got != tt.internal {
				t.Errorf("to internal: got %+v; want %+v", got, tt.internal)
			}
			back, err := scheme.ConvertToVersion(out, v1alpha1.SchemeGroupVersion)
			if err != nil {
				t.Fatal(err)
			}
			if got := back.(*v1alpha1.Flunder).Spec; !reflect.DeepEqual(got, tt.back) {
				t.Errorf("back to v1alpha1: got %+v; want %+v", got, tt.back)
			}
		})
	}
}

// TestV1beta1Conversion goes v1alpha1 -> internal -> v1beta1, the way a
// flunder created in one version is read in the other.
func TestV1beta1Conversion(t *testing.T) {
	scheme := newScheme()
	in := &v1alpha1.Flunder{Spec: v1alpha1.FlunderSpec{Reference: "fi", ReferenceType: ptr(v1alpha1.FischerReferenceType)}}
	in.Name = "f"
	internal, err := scheme.ConvertToVersion(in, wardle.SchemeGroupVersion)
	if err != nil {
		t.Fatal(err)
	}
	out, err := scheme.ConvertToVersion(internal, v1beta1.SchemeGroupVersion)
	if err != nil {
		t.Fatal(err)
	}
	got := out.(*v1beta1.Flunder)
	want := v1beta1.FlunderSpec{FischerReference: "fi", ReferenceType: v1beta1.FischerReferenceType}
	if got.Spec != want || got.Name != "f" || got.APIVersion != "wardle.example.com/v1beta1" || got.Kind != "Flunder" {
		t.Errorf("got %s/%s %q %+v; want wardle.example.com/v1beta1/Flunder \"f\" %+v", got.APIVersion, got.Kind, got.Name, got.Spec, want)
	}
}
