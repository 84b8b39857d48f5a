package storage

import (
	"context"
	"reflect"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/internalversion"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/registry/registrytest"
)

// TestPodTemplateStorage: create, list, update (generation 2), a Table
// row, a delete that answers with the template.
func TestPodTemplateStorage(t *testing.T) {
	ctx := request.WithNamespace(context.Background(), "default")
	r, err := NewREST(registrytest.NewEtcdStorage(t))
	if err != nil {
		t.Fatal(err)
	}
	pt := &core.PodTemplate{
		ObjectMeta: metav1.ObjectMeta{Name: "tmpl"},
		Template: core.PodTemplateSpec{
			ObjectMeta: metav1.ObjectMeta{Labels: map[string]string{"app": "tmpl"}},
			Spec: core.PodSpec{RestartPolicy: core.RestartPolicyAlways, DNSPolicy: core.DNSClusterFirst,
				Containers: []core.Container{{Name: "c", Image: "busybox", ImagePullPolicy: core.PullAlways, TerminationMessagePolicy: core.TerminationMessageReadFile}}},
		},
	}
	out, err := r.Create(ctx, pt, nil, &metav1.CreateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	created := out.(*core.PodTemplate)
	created.Template.Spec.Containers[0].Image = "busybox:1.37"
	out, _, err = r.Update(ctx, "tmpl", rest.DefaultUpdatedObjectInfo(created), nil, nil, false, &metav1.UpdateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if g := out.(*core.PodTemplate).Generation; g != 2 {
		t.Errorf("got generation %d; want 2", g)
	}
	list, err := r.List(ctx, &internalversion.ListOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if n := len(list.(*core.PodTemplateList).Items); n != 1 {
		t.Errorf("got %d templates; want 1", n)
	}
	table, err := r.ConvertToTable(ctx, out, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := table.Rows[0].Cells, []interface{}{"tmpl", "c", "busybox:1.37", "app=tmpl"}; !reflect.DeepEqual(got, want) {
		t.Errorf("got cells %v; want %v", got, want)
	}
	deleted, _, err := r.Delete(ctx, "tmpl", nil, &metav1.DeleteOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if got, ok := deleted.(*core.PodTemplate); !ok || got.Name != "tmpl" {
		t.Errorf("delete returned %T; want the deleted template", deleted)
	}
}
