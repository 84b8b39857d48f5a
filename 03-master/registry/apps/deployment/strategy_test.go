package deployment

import (
	"context"
	"reflect"
	"strings"
	"testing"

	_ "github.com/kube-rebuilt/apiserver/01-scheme/apis/apps/install"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/apps"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/intstr"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
)

// newDeployment is a valid stored deployment, generation 2, with a status.
func newDeployment() *apps.Deployment {
	labels := map[string]string{"app": "web"}
	return &apps.Deployment{
		ObjectMeta: metav1.ObjectMeta{Name: "web", Namespace: "demo", ResourceVersion: "7", Generation: 2,
			Labels: map[string]string{"team": "a"}, Annotations: map[string]string{"note": "a"}},
		Spec: apps.DeploymentSpec{
			Replicas: 3,
			Selector: &metav1.LabelSelector{MatchLabels: labels},
			Template: core.PodTemplateSpec{
				ObjectMeta: metav1.ObjectMeta{Labels: labels},
				Spec: core.PodSpec{
					Containers:    []core.Container{{Name: "web", Image: "nginx:1.27"}},
					RestartPolicy: core.RestartPolicyAlways,
				},
			},
			Strategy: apps.DeploymentStrategy{Type: apps.RollingUpdateDeploymentStrategyType, RollingUpdate: &apps.RollingUpdateDeployment{
				MaxUnavailable: intstr.FromString("25%"), MaxSurge: intstr.FromString("25%")}},
		},
		Status: apps.DeploymentStatus{ObservedGeneration: 2, Replicas: 3, ReadyReplicas: 3, AvailableReplicas: 3, UpdatedReplicas: 3},
	}
}

func TestPrepareForCreate(t *testing.T) {
	d := newDeployment()
	d.Generation = 9
	Strategy.PrepareForCreate(context.Background(), d)
	if d.Generation != 1 {
		t.Errorf("got generation %d; want 1", d.Generation)
	}
	if !reflect.DeepEqual(d.Status, apps.DeploymentStatus{}) {
		t.Errorf("got status %+v; want it cleared", d.Status)
	}
}

// TestPrepareForUpdateGeneration: the generation moves on a spec or an
// annotation change, not on a label change or a status change (the
// status is the stored one anyway).
func TestPrepareForUpdateGeneration(t *testing.T) {
	tests := []struct {
		name   string
		mutate func(d *apps.Deployment)
		want   int64
	}{
		{"nothing", func(d *apps.Deployment) {}, 2},
		{"labels only", func(d *apps.Deployment) { d.Labels = map[string]string{"team": "b"} }, 2},
		{"status only", func(d *apps.Deployment) { d.Status.Replicas = 9 }, 2},
		{"replicas", func(d *apps.Deployment) { d.Spec.Replicas = 5 }, 3},
		{"image", func(d *apps.Deployment) { d.Spec.Template.Spec.Containers[0].Image = "nginx:1.28" }, 3},
		{"annotations", func(d *apps.Deployment) { d.Annotations = map[string]string{"note": "b"} }, 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			old := newDeployment()
			d := newDeployment()
			tt.mutate(d)
			Strategy.PrepareForUpdate(context.Background(), d, old)
			if d.Generation != tt.want {
				t.Errorf("got generation %d; want %d", d.Generation, tt.want)
			}
			if !reflect.DeepEqual(d.Status, old.Status) {
				t.Errorf("got status %+v; want the stored %+v", d.Status, old.Status)
			}
		})
	}
}

// TestValidateUpdateSelector: the selector is immutable through apps/v1
// and from inside the server, mutable through apps/v1beta1.
func TestValidateUpdateSelector(t *testing.T) {
	tests := []struct {
		name    string
		version string // "" means no RequestInfo
		wantErr bool
	}{
		{"apps/v1", "v1", true},
		{"no request info", "", true},
		{"apps/v1beta1", "v1beta1", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx := context.Background()
			if tt.version != "" {
				ctx = request.WithRequestInfo(ctx, &request.RequestInfo{APIGroup: "apps", APIVersion: tt.version})
			}
			old := newDeployment()
			d := newDeployment()
			labels := map[string]string{"app": "web", "tier": "front"}
			d.Spec.Selector = &metav1.LabelSelector{MatchLabels: labels}
			d.Spec.Template.Labels = labels
			errs := Strategy.ValidateUpdate(ctx, d, old)
			if got := len(errs) > 0; got != tt.wantErr {
				t.Fatalf("got errors %v; want errors: %v", errs, tt.wantErr)
			}
			if tt.wantErr && (errs[0].Field != "spec.selector" || !strings.Contains(errs[0].Detail, "field is immutable")) {
				t.Errorf("got %v; want spec.selector: field is immutable", errs)
			}
		})
	}
}

// TestStatusStrategy: a status update keeps the stored spec and labels.
func TestStatusStrategy(t *testing.T) {
	old := newDeployment()
	d := newDeployment()
	d.Spec.Replicas = 10
	d.Labels = map[string]string{"team": "b"}
	d.Status.Replicas = 4
	StatusStrategy.PrepareForUpdate(context.Background(), d, old)
	if d.Spec.Replicas != 3 || d.Labels["team"] != "a" {
		t.Errorf("got replicas %d, labels %v; want the stored 3, team=a", d.Spec.Replicas, d.Labels)
	}
	if d.Status.Replicas != 4 {
		t.Errorf("got status.replicas %d; want 4", d.Status.Replicas)
	}
	if errs := StatusStrategy.ValidateUpdate(context.Background(), d, old); len(errs) != 0 {
		t.Errorf("got %v; want no errors", errs)
	}
	d.Status.ReadyReplicas = 5
	if errs := StatusStrategy.ValidateUpdate(context.Background(), d, old); len(errs) == 0 {
		t.Error("got no errors for readyReplicas > replicas; want one")
	}
}
