package alwayspullimages

import (
	"context"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
)

func pod(policy core.PullPolicy, images ...string) *core.Pod {
	p := &core.Pod{ObjectMeta: metav1.ObjectMeta{Namespace: "default", Name: "p"},
		Spec: core.PodSpec{InitContainers: []core.Container{{Name: "init", Image: "busybox", ImagePullPolicy: policy}}}}
	for _, image := range images {
		p.Spec.Containers = append(p.Spec.Containers, core.Container{Name: image, Image: image, ImagePullPolicy: policy})
	}
	return p
}

func attrs(obj, old runtime.Object, resource, subresource string, op admission.Operation) admission.Attributes {
	return admission.NewAttributesRecord(obj, old, schema.GroupVersionKind{Version: "v1", Kind: "Pod"}, "default", "p",
		schema.GroupVersionResource{Version: "v1", Resource: resource}, subresource, op, nil, false, nil)
}

func policies(p *core.Pod) []core.PullPolicy {
	var got []core.PullPolicy
	visitContainers(&p.Spec, func(c *core.Container, _ *field.Path) { got = append(got, c.ImagePullPolicy) })
	return got
}

func TestAdmit(t *testing.T) {
	tests := []struct {
		name       string
		obj        *core.Pod
		old        *core.Pod
		op         admission.Operation
		subresouce string
		want       core.PullPolicy
	}{
		{"create: every container, init ones too", pod(core.PullNever, "nginx", "redis"), nil, admission.Create, "", core.PullAlways},
		{"update with a new image", pod(core.PullIfNotPresent, "nginx:2"), pod(core.PullIfNotPresent, "nginx:1"), admission.Update, "", core.PullAlways},
		{"update with the old images: untouched", pod(core.PullIfNotPresent, "nginx"), pod(core.PullIfNotPresent, "nginx"), admission.Update, "", core.PullIfNotPresent},
		{"a subresource: untouched", pod(core.PullNever, "nginx"), nil, admission.Create, "status", core.PullNever},
	}
	p := NewAlwaysPullImages()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var old runtime.Object
			if tt.old != nil {
				old = tt.old
			}
			if err := p.Admit(context.Background(), attrs(tt.obj, old, "pods", tt.subresouce, tt.op), nil); err != nil {
				t.Fatal(err)
			}
			for _, got := range policies(tt.obj) {
				if got != tt.want {
					t.Errorf("got %v; want every policy %s", policies(tt.obj), tt.want)
					break
				}
			}
		})
	}
}

func TestValidate(t *testing.T) {
	p := NewAlwaysPullImages()
	if err := p.Validate(context.Background(), attrs(pod(core.PullAlways, "nginx"), nil, "pods", "", admission.Create), nil); err != nil {
		t.Errorf("all Always: got %v; want none", err)
	}
	err := p.Validate(context.Background(), attrs(pod(core.PullNever, "nginx"), nil, "pods", "", admission.Create), nil)
	want := `pods "p" is forbidden: [spec.initContainers[0].imagePullPolicy: Unsupported value: "Never": supported values: "Always", ` +
		`spec.containers[0].imagePullPolicy: Unsupported value: "Never": supported values: "Always"]`
	if !apierrors.IsForbidden(err) || err.Error() != want {
		t.Errorf("Never:\ngot  %v\nwant %s", err, want)
	}
	if err := p.Validate(context.Background(), attrs(&core.ConfigMap{}, nil, "configmaps", "", admission.Create), nil); err != nil {
		t.Errorf("a ConfigMap: got %v; want none", err)
	}
	if err := p.Admit(context.Background(), attrs(&core.ConfigMap{}, nil, "pods", "", admission.Create), nil); !apierrors.IsBadRequest(err) {
		t.Errorf("pods with a ConfigMap: got %v; want BadRequest", err)
	}
}

// TestHandles: CREATE and UPDATE.
func TestHandles(t *testing.T) {
	p := NewAlwaysPullImages()
	for op, want := range map[admission.Operation]bool{
		admission.Create: true, admission.Update: true, admission.Delete: false, admission.Connect: false,
	} {
		if got := p.Handles(op); got != want {
			t.Errorf("Handles(%s): got %v; want %v", op, got, want)
		}
	}
}
