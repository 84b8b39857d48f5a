package install

import (
	"reflect"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/autoscaling"
	v1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/autoscaling/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

// TestScaleRoundTrip converts autoscaling/v1 Scale to the internal Scale
// and back. The two have the same shape, so no function is registered:
// this is the Converter's field-by-field fallback alone.
func TestScaleRoundTrip(t *testing.T) {
	scheme := runtime.NewScheme()
	Install(scheme)
	in := &v1.Scale{
		TypeMeta:   metav1.TypeMeta{APIVersion: "autoscaling/v1", Kind: "Scale"},
		ObjectMeta: metav1.ObjectMeta{Name: "web", Namespace: "demo", ResourceVersion: "5"},
		Spec:       v1.ScaleSpec{Replicas: 3},
		Status:     v1.ScaleStatus{Replicas: 2, Selector: "app=web"},
	}
	internal, err := scheme.ConvertToVersion(in, runtime.InternalGroupVersioner)
	if err != nil {
		t.Fatalf("to internal: %v", err)
	}
	want := &autoscaling.Scale{
		ObjectMeta: in.ObjectMeta,
		Spec:       autoscaling.ScaleSpec{Replicas: 3},
		Status:     autoscaling.ScaleStatus{Replicas: 2, Selector: "app=web"},
	}
	if !reflect.DeepEqual(internal, want) {
		t.Errorf("internal = %#v; want %#v", internal, want)
	}
	back, err := scheme.ConvertToVersion(internal, v1.SchemeGroupVersion)
	if err != nil {
		t.Fatalf("to v1: %v", err)
	}
	if !reflect.DeepEqual(back, in) {
		t.Errorf("round trip = %#v; want %#v", back, in)
	}
}
