package storage

import (
	"context"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metainternalversion "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/internalversion"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/fields"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/registry/registrytest"
)

var ctx = request.WithNamespace(context.Background(), "default")

// validPod is a pod as the v1 defaults leave it.
func validPod(name string) *core.Pod {
	return &core.Pod{
		ObjectMeta: metav1.ObjectMeta{Name: name, Labels: map[string]string{"app": "web"}},
		Spec: core.PodSpec{
			Containers: []core.Container{{
				Name: "nginx", Image: "nginx:1.27",
				Ports:                    []core.ContainerPort{{ContainerPort: 80, Protocol: core.ProtocolTCP}},
				ImagePullPolicy:          core.PullIfNotPresent,
				TerminationMessagePolicy: core.TerminationMessageReadFile,
			}},
			RestartPolicy: core.RestartPolicyAlways,
			DNSPolicy:     core.DNSClusterFirst,
		},
	}
}

func newStorage(t *testing.T) (*REST, *StatusREST) {
	t.Helper()
	r, status, err := NewREST(registrytest.NewEtcdStorage(t))
	if err != nil {
		t.Fatal(err)
	}
	return r, status
}

func TestPodCreateValidation(t *testing.T) {
	r, _ := newStorage(t)
	tests := []struct {
		name   string
		mutate func(p *core.Pod)
		want   string
	}{
		{"valid", func(p *core.Pod) {}, ""},
		{"invalid name", func(p *core.Pod) { p.Name = "Web" }, "FieldValueInvalid metadata.name"},
		{"no containers", func(p *core.Pod) { p.Spec.Containers = nil }, "FieldValueRequired spec.containers"},
		{"no image", func(p *core.Pod) { p.Spec.Containers[0].Image = "" }, "FieldValueRequired spec.containers[0].image"},
		{"duplicate names", func(p *core.Pod) { p.Spec.Containers = append(p.Spec.Containers, p.Spec.Containers[0]) },
			"FieldValueDuplicate spec.containers[1].name"},
		{"port range", func(p *core.Pod) { p.Spec.Containers[0].Ports[0].ContainerPort = 65536 },
			"FieldValueInvalid spec.containers[0].ports[0].containerPort"},
		{"restart policy", func(p *core.Pod) { p.Spec.RestartPolicy = "Sometimes" }, "FieldValueNotSupported spec.restartPolicy"},
	}
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := validPod("web-" + string(rune('a'+i)))
			tt.mutate(p)
			_, err := r.Create(ctx, p, nil, &metav1.CreateOptions{})
			if got := registrytest.Causes(err); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
			if tt.want != "" && !apierrors.IsInvalid(err) {
				t.Errorf("got %v; want a 422 Invalid", err)
			}
		})
	}
}

// TestPodStatus: a create resets the status and starts the generation;
// a main-resource update ignores the status and bumps the generation on
// a spec change; a status update ignores the spec.
func TestPodStatus(t *testing.T) {
	r, status := newStorage(t)
	p := validPod("web")
	p.Status = core.PodStatus{Phase: core.PodRunning, PodIP: "10.0.0.1"}
	out, err := r.Create(ctx, p, nil, &metav1.CreateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	created := out.(*core.Pod)
	if created.Status.Phase != core.PodPending || created.Status.PodIP != "" || created.Generation != 1 {
		t.Fatalf("got phase %q, podIP %q, generation %d; want Pending, empty, 1", created.Status.Phase, created.Status.PodIP, created.Generation)
	}

	created.Spec.Containers[0].Image = "nginx:1.28"
	created.Status.Phase = core.PodFailed
	out, _, err = r.Update(ctx, "web", rest.DefaultUpdatedObjectInfo(created), nil, nil, false, &metav1.UpdateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	updated := out.(*core.Pod)
	if updated.Status.Phase != core.PodPending || updated.Generation != 2 || updated.Spec.Containers[0].Image != "nginx:1.28" {
		t.Fatalf("got phase %q, generation %d, image %q; want Pending, 2, nginx:1.28", updated.Status.Phase, updated.Generation, updated.Spec.Containers[0].Image)
	}

	updated.Spec.Containers[0].Ports[0].ContainerPort = 8080
	_, _, err = r.Update(ctx, "web", rest.DefaultUpdatedObjectInfo(updated), nil, nil, false, &metav1.UpdateOptions{})
	if want := "FieldValueForbidden spec"; registrytest.Causes(err) != want {
		t.Fatalf("got %q; want %q", registrytest.Causes(err), want)
	}

	updated.Spec.Containers[0].Ports[0].ContainerPort = 80
	updated.Spec.Containers[0].Image = "ignored"
	updated.Status = core.PodStatus{Phase: core.PodRunning, PodIP: "10.0.0.7", PodIPs: []core.PodIP{{IP: "10.0.0.7"}}}
	out, _, err = status.Update(ctx, "web", rest.DefaultUpdatedObjectInfo(updated), nil, nil, false, &metav1.UpdateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	got := out.(*core.Pod)
	if got.Status.Phase != core.PodRunning || got.Spec.Containers[0].Image != "nginx:1.28" || got.Generation != 2 {
		t.Fatalf("got phase %q, image %q, generation %d; want Running, nginx:1.28, 2", got.Status.Phase, got.Spec.Containers[0].Image, got.Generation)
	}

	// field selectors see the status
	for _, tt := range []struct {
		selector string
		want     int
	}{{"status.phase=Running", 1}, {"status.phase=Pending", 0}, {"status.podIP=10.0.0.7", 1}, {"spec.nodeName=", 1}, {"spec.restartPolicy=Always", 1}} {
		list, err := r.List(ctx, &metainternalversion.ListOptions{FieldSelector: fields.ParseSelectorOrDie(tt.selector)})
		if err != nil {
			t.Fatal(err)
		}
		if n := len(list.(*core.PodList).Items); n != tt.want {
			t.Errorf("%s: got %d pods; want %d", tt.selector, n, tt.want)
		}
	}
}

// TestPodDeleteUnscheduled: a pod on no node has no kubelet to wait for,
// so even a graceful delete removes it at once.
func TestPodDeleteUnscheduled(t *testing.T) {
	r, _ := newStorage(t)
	p := validPod("web")
	thirty := int64(30)
	p.Spec.TerminationGracePeriodSeconds = &thirty
	if _, err := r.Create(ctx, p, nil, &metav1.CreateOptions{}); err != nil {
		t.Fatal(err)
	}
	out, deleted, err := r.Delete(ctx, "web", nil, &metav1.DeleteOptions{})
	if err != nil || !deleted {
		t.Fatalf("got deleted=%v, %v; want true, nil", deleted, err)
	}
	if _, ok := out.(*core.Pod); !ok {
		t.Errorf("got %T; want the deleted *core.Pod (ReturnDeletedObject)", out)
	}
	if _, err := r.Get(ctx, "web", &metav1.GetOptions{}); !apierrors.IsNotFound(err) {
		t.Errorf("got %v; want NotFound", err)
	}
}

func TestPodTable(t *testing.T) {
	r, _ := newStorage(t)
	if got := r.ShortNames(); len(got) != 1 || got[0] != "po" {
		t.Errorf("got short names %v; want [po]", got)
	}
	if got := r.Categories(); len(got) != 1 || got[0] != "all" {
		t.Errorf("got categories %v; want [all]", got)
	}
	out, err := r.Create(ctx, validPod("web"), nil, &metav1.CreateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	table, err := r.ConvertToTable(ctx, out, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := len(table.ColumnDefinitions); got != 9 {
		t.Errorf("got %d columns; want 9", got)
	}
	cells := table.Rows[0].Cells
	want := []interface{}{"web", "0/1", "Pending", "0"}
	for i, w := range want {
		if cells[i] != w {
			t.Errorf("cell %d: got %v; want %v", i, cells[i], w)
		}
	}
}
