package flowschema

import (
	"testing"

	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"

	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"
)

// TestGetResetFields checks the reset fields of each strategy against
// upstream's: the same paths for every served version, no other version.
func TestGetResetFields(t *testing.T) {
	versions := []fieldpath.APIVersion{"flowcontrol.apiserver.k8s.io/v1beta1", "flowcontrol.apiserver.k8s.io/v1beta2", "flowcontrol.apiserver.k8s.io/v1beta3", "flowcontrol.apiserver.k8s.io/v1"}
	tests := []struct {
		name     string
		strategy rest.ResetFieldsStrategy
		want     *fieldpath.Set
	}{
		{"strategy", NewStrategy(nil), fieldpath.NewSet(fieldpath.MakePathOrDie("status"))},
		{"status strategy", NewStatusStrategy(nil), fieldpath.NewSet(fieldpath.MakePathOrDie("metadata"), fieldpath.MakePathOrDie("spec"))},
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
