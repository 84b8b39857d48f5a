package storage

import (
	"context"
	"reflect"
	"testing"

	_ "github.com/kube-rebuilt/apiserver/01-scheme/apis/autoscaling/install"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/autoscaling"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/internalversion"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/fields"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/registry/registrytest"
)

// TestControllerStorage: create, list by status.replicas, scale through
// the Scale subresource (which bumps the generation), the manager's
// status write, a Table row, delete.
func TestControllerStorage(t *testing.T) {
	ctx := request.WithNamespace(context.Background(), "default")
	s, err := NewStorage(registrytest.NewEtcdStorage(t))
	if err != nil {
		t.Fatal(err)
	}
	labels := map[string]string{"app": "web"}
	one := int32(1)
	rc := &core.ReplicationController{
		ObjectMeta: metav1.ObjectMeta{Name: "web"},
		Spec: core.ReplicationControllerSpec{Replicas: &one, Selector: labels, Template: &core.PodTemplateSpec{
			ObjectMeta: metav1.ObjectMeta{Labels: labels},
			Spec: core.PodSpec{RestartPolicy: core.RestartPolicyAlways, DNSPolicy: core.DNSClusterFirst,
				Containers: []core.Container{{Name: "nginx", Image: "nginx:1.27", ImagePullPolicy: core.PullIfNotPresent, TerminationMessagePolicy: core.TerminationMessageReadFile}}},
		}},
	}
	if _, err := s.Controller.Create(ctx, rc, nil, &metav1.CreateOptions{}); err != nil {
		t.Fatal(err)
	}

	obj, err := s.Scale.Get(ctx, "web", &metav1.GetOptions{})
	if err != nil {
		t.Fatal(err)
	}
	scale := obj.(*autoscaling.Scale)
	if scale.Spec.Replicas != 1 || scale.Status.Selector != "app=web" {
		t.Errorf("got scale %+v; want 1 replica and selector app=web", scale)
	}
	scale.Spec.Replicas = 3
	if _, _, err := s.Scale.Update(ctx, "web", rest.DefaultUpdatedObjectInfo(scale), nil, nil, false, &metav1.UpdateOptions{}); err != nil {
		t.Fatal(err)
	}
	obj, err = s.Controller.Get(ctx, "web", &metav1.GetOptions{})
	if err != nil {
		t.Fatal(err)
	}
	scaled := obj.(*core.ReplicationController)
	if *scaled.Spec.Replicas != 3 || scaled.Generation != 2 {
		t.Errorf("got replicas %d, generation %d; want 3 and 2", *scaled.Spec.Replicas, scaled.Generation)
	}

	scaled.Status = core.ReplicationControllerStatus{Replicas: 3, ReadyReplicas: 2, ObservedGeneration: 2}
	if _, _, err := s.Status.Update(ctx, "web", rest.DefaultUpdatedObjectInfo(scaled), nil, nil, false, &metav1.UpdateOptions{}); err != nil {
		t.Fatal(err)
	}
	list, err := s.Controller.List(ctx, &internalversion.ListOptions{FieldSelector: fields.ParseSelectorOrDie("status.replicas=3")})
	if err != nil {
		t.Fatal(err)
	}
	items := list.(*core.ReplicationControllerList).Items
	if len(items) != 1 {
		t.Fatalf("got %d controllers with status.replicas=3; want 1", len(items))
	}

	table, err := s.Controller.ConvertToTable(ctx, &items[0], nil)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := table.Rows[0].Cells[:4], []interface{}{"web", int64(3), int64(3), int64(2)}; !reflect.DeepEqual(got, want) {
		t.Errorf("got cells %v; want %v", got, want)
	}
	if got := s.Controller.ShortNames(); !reflect.DeepEqual(got, []string{"rc"}) {
		t.Errorf("got short names %v; want [rc]", got)
	}
	if got := s.Controller.Categories(); !reflect.DeepEqual(got, []string{"all"}) {
		t.Errorf("got categories %v; want [all]", got)
	}
	if _, _, err := s.Controller.Delete(ctx, "web", nil, &metav1.DeleteOptions{}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Controller.Get(ctx, "web", &metav1.GetOptions{}); !apierrors.IsNotFound(err) {
		t.Errorf("got %v after delete; want NotFound", err)
	}
}
