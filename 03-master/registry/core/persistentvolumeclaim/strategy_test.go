package persistentvolumeclaim

import (
	"context"
	"strings"
	"testing"

	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/resource"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
)

// newPVC is a valid claim for 1Gi.
func newPVC() *core.PersistentVolumeClaim {
	class := "manual"
	return &core.PersistentVolumeClaim{
		ObjectMeta: metav1.ObjectMeta{Name: "claim-1", Namespace: "default", ResourceVersion: "5"},
		Spec: core.PersistentVolumeClaimSpec{
			AccessModes:      []core.PersistentVolumeAccessMode{core.ReadWriteOnce},
			Resources:        core.VolumeResourceRequirements{Requests: core.ResourceList{core.ResourceStorage: resource.MustParse("1Gi")}},
			StorageClassName: &class,
		},
	}
}

// TestStatusSeparation: a create clears the status, the main resource
// keeps it, the status subresource keeps the spec.
func TestStatusSeparation(t *testing.T) {
	ctx := context.Background()
	pvc := newPVC()
	pvc.Status.Phase = core.ClaimBound
	Strategy.PrepareForCreate(ctx, pvc)
	if pvc.Status.Phase != "" {
		t.Errorf("got phase %q after create; want it cleared", pvc.Status.Phase)
	}
	old := newPVC()
	old.Status.Phase = core.ClaimBound
	upd := newPVC()
	Strategy.PrepareForUpdate(ctx, upd, old)
	if upd.Status.Phase != core.ClaimBound {
		t.Errorf("got phase %q; want the stored Bound", upd.Status.Phase)
	}
	st := newPVC()
	st.Spec.VolumeName = "ignored"
	st.Status.Phase = core.ClaimLost
	StatusStrategy.PrepareForUpdate(ctx, st, old)
	if st.Spec.VolumeName != "" || st.Status.Phase != core.ClaimLost {
		t.Errorf("got volumeName %q, phase %q; want the stored spec and Lost", st.Spec.VolumeName, st.Status.Phase)
	}
}

func TestValidate(t *testing.T) {
	tests := []struct {
		name   string
		mutate func(*core.PersistentVolumeClaim)
		want   string
	}{
		{"valid", func(*core.PersistentVolumeClaim) {}, ""},
		{"no access modes", func(c *core.PersistentVolumeClaim) { c.Spec.AccessModes = nil },
			"spec.accessModes: Required value: at least 1 access mode is required"},
		{"no storage", func(c *core.PersistentVolumeClaim) { c.Spec.Resources.Requests = nil }, "spec.resources[storage]: Required value"},
		{"zero storage", func(c *core.PersistentVolumeClaim) {
			c.Spec.Resources.Requests[core.ResourceStorage] = resource.MustParse("0")
		},
			`spec.resources[storage]: Invalid value: "0": must be greater than zero`},
		{"volume mode", func(c *core.PersistentVolumeClaim) { m := core.PersistentVolumeMode("Raw"); c.Spec.VolumeMode = &m },
			`spec.volumeMode: Unsupported value: "Raw": supported values: "Block", "Filesystem"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := newPVC()
			tt.mutate(c)
			got := Strategy.Validate(context.Background(), c).ToAggregate()
			switch {
			case tt.want == "" && got != nil:
				t.Errorf("got %v; want no error", got)
			case tt.want != "" && (got == nil || !strings.Contains(got.Error(), tt.want)):
				t.Errorf("got %v; want an error containing %q", got, tt.want)
			}
		})
	}
}

// TestValidateUpdate: volumeName may be set once; a bound claim may grow;
// nothing else in the spec changes.
func TestValidateUpdate(t *testing.T) {
	tests := []struct {
		name   string
		bound  bool
		mutate func(*core.PersistentVolumeClaim)
		want   string
	}{
		{"bind", false, func(c *core.PersistentVolumeClaim) { c.Spec.VolumeName = "pv-1" }, ""},
		{"grow bound", true, func(c *core.PersistentVolumeClaim) {
			c.Spec.Resources.Requests[core.ResourceStorage] = resource.MustParse("2Gi")
		}, ""},
		{"grow unbound", false, func(c *core.PersistentVolumeClaim) {
			c.Spec.Resources.Requests[core.ResourceStorage] = resource.MustParse("2Gi")
		},
			"spec: Forbidden: spec is immutable after creation except resources.requests and volumeAttributesClassName for bound claims"},
		{"access modes", true, func(c *core.PersistentVolumeClaim) {
			c.Spec.AccessModes = []core.PersistentVolumeAccessMode{core.ReadWriteMany}
		},
			"spec: Forbidden: spec is immutable after creation"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			old, c := newPVC(), newPVC()
			if tt.bound {
				old.Status.Phase, c.Status.Phase = core.ClaimBound, core.ClaimBound
			}
			tt.mutate(c)
			got := Strategy.ValidateUpdate(context.Background(), c, old).ToAggregate()
			switch {
			case tt.want == "" && got != nil:
				t.Errorf("got %v; want no error", got)
			case tt.want != "" && (got == nil || !strings.Contains(got.Error(), tt.want)):
				t.Errorf("got %v; want an error containing %q", got, tt.want)
			}
		})
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
