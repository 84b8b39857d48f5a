package persistentvolume

import (
	"context"
	"strings"
	"testing"
	"time"

	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/resource"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
)

// newPV is a valid hostPath volume.
func newPV() *core.PersistentVolume {
	mode := core.PersistentVolumeFilesystem
	return &core.PersistentVolume{
		ObjectMeta: metav1.ObjectMeta{Name: "pv-1", ResourceVersion: "5"},
		Spec: core.PersistentVolumeSpec{
			Capacity:                      core.ResourceList{core.ResourceStorage: resource.MustParse("1Gi")},
			AccessModes:                   []core.PersistentVolumeAccessMode{core.ReadWriteOnce},
			PersistentVolumeSource:        core.PersistentVolumeSource{HostPath: &core.HostPathVolumeSource{Path: "/tmp/pv-1"}},
			PersistentVolumeReclaimPolicy: core.PersistentVolumeReclaimRetain,
			VolumeMode:                    &mode,
		},
	}
}

// fixedNow replaces the clock for the length of a test.
func fixedNow(t *testing.T) metav1.Time {
	now := metav1.Time{Time: time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)}
	old := NowFunc
	NowFunc = func() metav1.Time { return now }
	t.Cleanup(func() { NowFunc = old })
	return now
}

// TestPhaseTransitionTime: a new volume is Pending since now; the status
// subresource keeps the time while the phase stays and stamps it anew
// when the phase changes.
func TestPhaseTransitionTime(t *testing.T) {
	ctx := context.Background()
	now := fixedNow(t)
	pv := newPV()
	pv.Status.Phase = core.VolumeBound
	Strategy.PrepareForCreate(ctx, pv)
	if pv.Status.Phase != core.VolumePending || !pv.Status.LastPhaseTransitionTime.Equal(&now) {
		t.Fatalf("got status %+v; want Pending at %v", pv.Status, now)
	}

	earlier := metav1.Time{Time: now.Add(-time.Hour)}
	old := newPV()
	old.Status = core.PersistentVolumeStatus{Phase: core.VolumeAvailable, LastPhaseTransitionTime: &earlier}
	same := old.DeepCopy()
	same.Status.LastPhaseTransitionTime = nil
	StatusStrategy.PrepareForUpdate(ctx, same, old)
	if !same.Status.LastPhaseTransitionTime.Equal(&earlier) {
		t.Errorf("got %v with the phase unchanged; want %v kept", same.Status.LastPhaseTransitionTime, earlier)
	}
	bound := old.DeepCopy()
	bound.Status.Phase = core.VolumeBound
	bound.Spec.StorageClassName = "ignored"
	StatusStrategy.PrepareForUpdate(ctx, bound, old)
	if !bound.Status.LastPhaseTransitionTime.Equal(&now) || bound.Spec.StorageClassName != "" {
		t.Errorf("got time %v, class %q; want %v and the stored spec", bound.Status.LastPhaseTransitionTime, bound.Spec.StorageClassName, now)
	}
}

func TestValidate(t *testing.T) {
	tests := []struct {
		name   string
		mutate func(*core.PersistentVolume)
		want   string
	}{
		{"valid", func(*core.PersistentVolume) {}, ""},
		{"no source", func(pv *core.PersistentVolume) { pv.Spec.HostPath = nil }, "spec: Required value: must specify a volume type"},
		{"two sources", func(pv *core.PersistentVolume) { pv.Spec.NFS = &core.NFSVolumeSource{Server: "nfs", Path: "/x"} },
			"spec.nfs: Forbidden: may not specify more than 1 volume type"},
		{"local without affinity", func(pv *core.PersistentVolume) {
			pv.Spec.HostPath, pv.Spec.Local = nil, &core.LocalVolumeSource{Path: "/mnt/disk"}
		}, "spec.nodeAffinity: Required value: Local volume requires node affinity"},
		{"no access modes", func(pv *core.PersistentVolume) { pv.Spec.AccessModes = nil }, "spec.accessModes: Required value"},
		{"RWOP with others", func(pv *core.PersistentVolume) {
			pv.Spec.AccessModes = []core.PersistentVolumeAccessMode{core.ReadWriteOncePod, core.ReadWriteOnce}
		}, "spec.accessModes: Forbidden: may not use ReadWriteOncePod with other access modes"},
		{"capacity not storage", func(pv *core.PersistentVolume) {
			pv.Spec.Capacity = core.ResourceList{core.ResourceCPU: resource.MustParse("1")}
		},
			`spec.capacity: Unsupported value`},
		{"reclaim policy", func(pv *core.PersistentVolume) { pv.Spec.PersistentVolumeReclaimPolicy = "Keep" },
			`spec.persistentVolumeReclaimPolicy: Unsupported value: "Keep": supported values: "Delete", "Recycle", "Retain"`},
		{"recycle /", func(pv *core.PersistentVolume) {
			pv.Spec.HostPath.Path, pv.Spec.PersistentVolumeReclaimPolicy = "/", core.PersistentVolumeReclaimRecycle
		}, "may not be 'recycle' for a hostPath mount of '/'"},
		{"nfs relative path", func(pv *core.PersistentVolume) {
			pv.Spec.HostPath, pv.Spec.NFS = nil, &core.NFSVolumeSource{Server: "nfs", Path: "x"}
		}, `spec.nfs.path: Invalid value: "x": must be an absolute path`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pv := newPV()
			tt.mutate(pv)
			got := Strategy.Validate(context.Background(), pv).ToAggregate()
			switch {
			case tt.want == "" && got != nil:
				t.Errorf("got %v; want no error", got)
			case tt.want != "" && (got == nil || !strings.Contains(got.Error(), tt.want)):
				t.Errorf("got %v; want an error containing %q", got, tt.want)
			}
		})
	}
}

// TestValidateUpdate: the source is immutable, the claim reference not.
func TestValidateUpdate(t *testing.T) {
	old, pv := newPV(), newPV()
	pv.Spec.ClaimRef = &core.ObjectReference{Namespace: "default", Name: "claim-1"}
	if errs := Strategy.ValidateUpdate(context.Background(), pv, old); len(errs) != 0 {
		t.Errorf("got %v binding a claim; want none", errs)
	}
	pv.Spec.HostPath.Path = "/tmp/other"
	want := "spec.persistentvolumesource: Forbidden: spec.persistentvolumesource is immutable after creation"
	if got := Strategy.ValidateUpdate(context.Background(), pv, old).ToAggregate(); got == nil || !strings.Contains(got.Error(), want) {
		t.Errorf("got %v; want %q", got, want)
	}
}

// TestGetResetFields checks the reset fields of each strategy against
// upstream's: the same paths for every served version, no other version.
func TestGetResetFields(t *testing.T) {
	versions := []fieldpath.APIVersion{"v1"}
	tests := []struct {
		name     string
		strategy rest.ResetFieldsStrategy
		want     *fieldpath.Set
	}{
		{"strategy", Strategy, fieldpath.NewSet(fieldpath.MakePathOrDie("status"))},
		{"status strategy", StatusStrategy, fieldpath.NewSet(fieldpath.MakePathOrDie("spec"))},
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
