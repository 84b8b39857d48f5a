package ingress

import (
	"context"
	"testing"

	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	_ "github.com/kube-rebuilt/apiserver/03-master/apis/networking/install"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/apis/networking"
)

func ptr[T any](v T) *T { return &v }

func newIngress() *networking.Ingress {
	return &networking.Ingress{
		ObjectMeta: metav1.ObjectMeta{Name: "web", Namespace: "default", Generation: 4, ResourceVersion: "3"},
		Spec: networking.IngressSpec{DefaultBackend: &networking.IngressBackend{
			Service: &networking.IngressServiceBackend{Name: "web", Port: networking.ServiceBackendPort{Number: 80}}}},
		Status: networking.IngressStatus{LoadBalancer: networking.IngressLoadBalancerStatus{Ingress: []networking.IngressLoadBalancerIngress{{IP: "192.0.2.10"}}}},
	}
}

func TestPrepareForCreate(t *testing.T) {
	in := newIngress()
	Strategy.PrepareForCreate(context.Background(), in)
	if in.Generation != 1 || len(in.Status.LoadBalancer.Ingress) != 0 {
		t.Errorf("got generation %d status %+v; want 1 and the status cleared", in.Generation, in.Status)
	}
}

func TestPrepareForUpdate(t *testing.T) {
	tests := []struct {
		name   string
		mutate func(*networking.Ingress)
		gen    int64
	}{
		{"labels only", func(in *networking.Ingress) { in.Labels = map[string]string{"a": "b"} }, 4},
		{"spec", func(in *networking.Ingress) { in.Spec.IngressClassName = ptr("nginx") }, 5},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			old, in := newIngress(), newIngress()
			tt.mutate(in)
			in.Status = networking.IngressStatus{}
			Strategy.PrepareForUpdate(context.Background(), in, old)
			if in.Generation != tt.gen || len(in.Status.LoadBalancer.Ingress) != 1 {
				t.Errorf("got generation %d status %+v; want %d and the stored status", in.Generation, in.Status, tt.gen)
			}
		})
	}
}

func TestStatusStrategy(t *testing.T) {
	old, in := newIngress(), newIngress()
	in.Spec.DefaultBackend = nil
	in.Status.LoadBalancer.Ingress = []networking.IngressLoadBalancerIngress{{Hostname: "lb.example.com"}}
	StatusStrategy.PrepareForUpdate(context.Background(), in, old)
	if in.Spec.DefaultBackend == nil || in.Status.LoadBalancer.Ingress[0].Hostname != "lb.example.com" {
		t.Errorf("got spec %+v status %+v; want the stored spec and the new status", in.Spec, in.Status)
	}
	in.Status.LoadBalancer.Ingress[0].Hostname = "192.0.2.11"
	if errs := StatusStrategy.ValidateUpdate(context.Background(), in, old); len(errs) != 1 {
		t.Errorf("got %v; want an IP refused as hostname", errs)
	}
}

// TestGetResetFields checks the reset fields of each strategy against
// upstream's: the same paths for every served version, no other version.
func TestGetResetFields(t *testing.T) {
	versions := []fieldpath.APIVersion{"extensions/v1beta1", "networking.k8s.io/v1beta1", "networking.k8s.io/v1"}
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
