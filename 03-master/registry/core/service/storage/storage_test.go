package storage

import (
	"context"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/intstr"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/registry/registrytest"
)

var ctx = request.WithNamespace(context.Background(), "default")

// validService is a service as the v1 defaults leave it, with a cluster
// IP as the allocator would have set it.
func validService(name string) *core.Service {
	return &core.Service{
		ObjectMeta: metav1.ObjectMeta{Name: name},
		Spec: core.ServiceSpec{
			Type: core.ServiceTypeClusterIP, SessionAffinity: core.ServiceAffinityNone,
			ClusterIP: "10.0.0.10", ClusterIPs: []string{"10.0.0.10"},
			Selector:              map[string]string{"app": "web"},
			InternalTrafficPolicy: ptrTo(core.ServiceInternalTrafficPolicyCluster),
			Ports:                 []core.ServicePort{{Name: "http", Port: 80, Protocol: core.ProtocolTCP, TargetPort: intstr.FromInt32(8080)}},
		},
	}
}

func ptrTo[T any](v T) *T { return &v }

func TestServiceCreateValidation(t *testing.T) {
	r, _, err := NewREST(registrytest.NewEtcdStorage(t), nil)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name   string
		mutate func(s *core.Service)
		want   string
	}{
		{"valid", func(s *core.Service) {}, ""},
		{"no ports", func(s *core.Service) { s.Spec.Ports = nil }, "FieldValueRequired spec.ports"},
		{"port range", func(s *core.Service) { s.Spec.Ports[0].Port = 70000 }, "FieldValueInvalid spec.ports[0].port"},
		{"duplicate port names", func(s *core.Service) { s.Spec.Ports = append(s.Spec.Ports, s.Spec.Ports[0]) },
			"FieldValueDuplicate spec.ports[1].name; FieldValueDuplicate spec.ports[1]"},
		{"type", func(s *core.Service) { s.Spec.Type = "Magic" }, "FieldValueNotSupported spec.type"},
	}
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := validService("web-" + string(rune('a'+i)))
			tt.mutate(s)
			_, err := r.Create(ctx, s, nil, &metav1.CreateOptions{})
			if got := registrytest.Causes(err); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}

// TestServiceStatus: create clears the status; an update keeps the
// status and the cluster IP when the client sent none; a status update
// keeps the spec.
func TestServiceStatus(t *testing.T) {
	r, status, err := NewREST(registrytest.NewEtcdStorage(t), nil)
	if err != nil {
		t.Fatal(err)
	}
	s := validService("web")
	s.Status.LoadBalancer.Ingress = []core.LoadBalancerIngress{{IP: "1.2.3.4"}}
	out, err := r.Create(ctx, s, nil, &metav1.CreateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	created := out.(*core.Service)
	if len(created.Status.LoadBalancer.Ingress) != 0 || created.Spec.ClusterIP != "10.0.0.10" {
		t.Fatalf("got ingress %v, clusterIP %q; want none, 10.0.0.10", created.Status.LoadBalancer.Ingress, created.Spec.ClusterIP)
	}

	created.Spec.ClusterIP, created.Spec.ClusterIPs = "", nil // a manifest without one
	created.Spec.Selector = map[string]string{"app": "web2"}
	created.Status.LoadBalancer.Ingress = []core.LoadBalancerIngress{{IP: "1.2.3.4"}}
	out, _, err = r.Update(ctx, "web", rest.DefaultUpdatedObjectInfo(created), nil, nil, false, &metav1.UpdateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	updated := out.(*core.Service)
	if updated.Spec.ClusterIP != "10.0.0.10" || len(updated.Status.LoadBalancer.Ingress) != 0 || updated.Spec.Selector["app"] != "web2" {
		t.Fatalf("got clusterIP %q, ingress %v, selector %v; want 10.0.0.10, none, app=web2", updated.Spec.ClusterIP, updated.Status.LoadBalancer.Ingress, updated.Spec.Selector)
	}

	changed := updated.DeepCopy()
	changed.Spec.ClusterIP, changed.Spec.ClusterIPs = "10.0.0.11", []string{"10.0.0.11"}
	_, _, err = r.Update(ctx, "web", rest.DefaultUpdatedObjectInfo(changed), nil, nil, false, &metav1.UpdateOptions{})
	if want := "FieldValueInvalid spec.clusterIPs[0]"; registrytest.Causes(err) != want {
		t.Fatalf("got %q; want %q", registrytest.Causes(err), want)
	}

	// a ClusterIP service has no load balancer ingress (upstream's 422)
	updated.Status.LoadBalancer.Ingress = []core.LoadBalancerIngress{{IP: "1.2.3.4"}}
	_, _, err = status.Update(ctx, "web", rest.DefaultUpdatedObjectInfo(updated), nil, nil, false, &metav1.UpdateOptions{})
	if want := "FieldValueForbidden status.loadBalancer.ingress"; registrytest.Causes(err) != want {
		t.Fatalf("got %q; want %q", registrytest.Causes(err), want)
	}

	updated.Spec.Selector = map[string]string{"app": "ignored"}
	updated.Status.LoadBalancer.Ingress = nil
	updated.Status.Conditions = []metav1.Condition{{Type: "Ready", Status: metav1.ConditionTrue, Reason: "Test"}}
	out, _, err = status.Update(ctx, "web", rest.DefaultUpdatedObjectInfo(updated), nil, nil, false, &metav1.UpdateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	got := out.(*core.Service)
	if len(got.Status.Conditions) != 1 || got.Spec.Selector["app"] != "web2" {
		t.Fatalf("got conditions %v, selector %v; want [Ready], app=web2", got.Status.Conditions, got.Spec.Selector)
	}

	table, err := r.ConvertToTable(ctx, got, nil)
	if err != nil {
		t.Fatal(err)
	}
	want := []interface{}{"web", "ClusterIP", "10.0.0.10", "<none>", "80/TCP"}
	for i, w := range want {
		if table.Rows[0].Cells[i] != w {
			t.Errorf("cell %d: got %v; want %v", i, table.Rows[0].Cells[i], w)
		}
	}
	if sel := table.Rows[0].Cells[6]; sel != "app=web2" {
		t.Errorf("got selector cell %v; want app=web2", sel)
	}
	if got := r.ShortNames(); len(got) != 1 || got[0] != "svc" {
		t.Errorf("got short names %v; want [svc]", got)
	}
	if got := r.Categories(); len(got) != 1 || got[0] != "all" {
		t.Errorf("got categories %v; want [all]", got)
	}
}
