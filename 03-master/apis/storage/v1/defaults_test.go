package v1

import (
	"reflect"
	"testing"

	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

// TestDefaults checks what a v1 StorageClass and CSIDriver get when left
// out, as upstream's SetDefaults_ functions fill them.
func TestDefaults(t *testing.T) {
	scheme := runtime.NewScheme()
	if err := AddToScheme(scheme); err != nil {
		t.Fatal(err)
	}
	sc := &StorageClass{}
	scheme.Default(sc)
	if sc.ReclaimPolicy == nil || *sc.ReclaimPolicy != corev1.PersistentVolumeReclaimDelete {
		t.Errorf("got reclaimPolicy %v; want Delete", sc.ReclaimPolicy)
	}
	if sc.VolumeBindingMode == nil || *sc.VolumeBindingMode != VolumeBindingImmediate {
		t.Errorf("got volumeBindingMode %v; want Immediate", sc.VolumeBindingMode)
	}
	d := &CSIDriver{}
	scheme.Default(d)
	flags := map[string]*bool{"attachRequired": d.Spec.AttachRequired, "podInfoOnMount": d.Spec.PodInfoOnMount,
		"storageCapacity": d.Spec.StorageCapacity, "requiresRepublish": d.Spec.RequiresRepublish,
		"seLinuxMount": d.Spec.SELinuxMount, "preventPodSchedulingIfMissing": d.Spec.PreventPodSchedulingIfMissing}
	want := map[string]bool{"attachRequired": true}
	for name, got := range flags {
		if got == nil || *got != want[name] {
			t.Errorf("got %s %v; want %v", name, got, want[name])
		}
	}
	if d.Spec.FSGroupPolicy == nil || *d.Spec.FSGroupPolicy != ReadWriteOnceWithFSTypeFSGroupPolicy {
		t.Errorf("got fsGroupPolicy %v; want ReadWriteOnceWithFSType", d.Spec.FSGroupPolicy)
	}
	if got := d.Spec.VolumeLifecycleModes; !reflect.DeepEqual(got, []VolumeLifecycleMode{VolumeLifecyclePersistent}) {
		t.Errorf("got volumeLifecycleModes %v; want [Persistent]", got)
	}
}
