package validatingadmissionpolicystatus

import (
	"context"
	"reflect"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/informers"
)

// statusStorage is validatingadmissionpolicies/status over one stored
// policy: an update replaces it with what the caller sends.
type statusStorage struct {
	stored  *admissionregistration.ValidatingAdmissionPolicy
	updates int
}

func (s *statusStorage) New() runtime.Object {
	return &admissionregistration.ValidatingAdmissionPolicy{}
}
func (s *statusStorage) Destroy() {}
func (s *statusStorage) Update(ctx context.Context, name string, objInfo rest.UpdatedObjectInfo, _ rest.ValidateObjectFunc,
	_ rest.ValidateObjectUpdateFunc, _ bool, _ *metav1.UpdateOptions) (runtime.Object, bool, error) {
	obj, err := objInfo.UpdatedObject(ctx, s.stored)
	if err != nil {
		return nil, false, err
	}
	s.updates++
	s.stored = obj.(*admissionregistration.ValidatingAdmissionPolicy)
	return s.stored, false, nil
}

// TestReconcile checks a new generation gets its warnings and
// observedGeneration written, and an observed one is left alone.
func TestReconcile(t *testing.T) {
	policy := policyOn([]string{"deployments"}, nil, admissionregistration.Validation{Expression: "object.spec.replicsa <= 5"})
	policy.Name, policy.Generation = "p", 2
	tests := []struct {
		name         string
		observed     int64
		wantUpdates  int
		wantWarnings int
	}{
		{"new generation", 1, 1, 1},
		{"already observed", 2, 0, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := policy.DeepCopy()
			p.Status.ObservedGeneration = tt.observed
			st := &statusStorage{stored: p.DeepCopy()}
			storages := informers.NewStorages()
			storages.Add(statusResource, st)
			c := &Controller{storages: storages, typeChecker: &TypeChecker{
				SchemaResolver: &DefinitionsSchemaResolver{Scheme: legacyscheme.Scheme}, RestMapper: testMapper}}
			if err := c.reconcile(context.Background(), p); err != nil {
				t.Fatal(err)
			}
			if st.updates != tt.wantUpdates {
				t.Fatalf("got %d status writes; want %d", st.updates, tt.wantUpdates)
			}
			if tt.wantUpdates == 0 {
				return
			}
			if got := st.stored.Status.ObservedGeneration; got != 2 {
				t.Errorf("got observedGeneration %d; want 2", got)
			}
			if got := len(st.stored.Status.TypeChecking.ExpressionWarnings); got != tt.wantWarnings {
				t.Errorf("got %d warnings; want %d", got, tt.wantWarnings)
			}
			if !reflect.DeepEqual(st.stored.Spec, p.Spec) {
				t.Errorf("got the spec changed; want it kept")
			}
		})
	}
}
