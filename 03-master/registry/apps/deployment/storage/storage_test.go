package storage

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/apps"
	_ "github.com/kube-rebuilt/apiserver/01-scheme/apis/apps/install"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/autoscaling"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metainternalversion "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/internalversion"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/intstr"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/registry/registrytest"
)

// newStorage returns a fresh DeploymentStorage.
func newStorage(t *testing.T) DeploymentStorage {
	t.Helper()
	s, err := NewStorage(registrytest.NewEtcdStorage(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Deployment.Destroy)
	return s
}

// ctxFor is a request context in namespace demo through apps/v1.
func ctxFor() context.Context {
	ctx := request.WithNamespace(context.Background(), "demo")
	return request.WithRequestInfo(ctx, &request.RequestInfo{APIGroup: "apps", APIVersion: "v1", Resource: "deployments"})
}

// validDeployment is demo/web as apps/v1 defaulting leaves it, with a
// status a client may not set.
func validDeployment() *apps.Deployment {
	labels := map[string]string{"app": "web"}
	deadline, history := int32(600), int32(10)
	return &apps.Deployment{
		ObjectMeta: metav1.ObjectMeta{Name: "web", Namespace: "demo"},
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
			RevisionHistoryLimit:    &history,
			ProgressDeadlineSeconds: &deadline,
		},
		Status: apps.DeploymentStatus{Replicas: 7},
	}
}

// create stores validDeployment and returns it as stored.
func create(t *testing.T, s DeploymentStorage) *apps.Deployment {
	t.Helper()
	out, err := s.Deployment.Create(ctxFor(), validDeployment(), rest.ValidateAllObjectFunc, &metav1.CreateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return out.(*apps.Deployment)
}

// update puts obj through r and returns what was stored.
func update(t *testing.T, r rest.Updater, obj *apps.Deployment) *apps.Deployment {
	t.Helper()
	out, _, err := r.Update(ctxFor(), obj.Name, rest.DefaultUpdatedObjectInfo(obj), rest.ValidateAllObjectFunc, rest.ValidateAllObjectUpdateFunc, false, &metav1.UpdateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return out.(*apps.Deployment)
}

// TestCreate: the status is reset and the generation starts at 1.
func TestCreate(t *testing.T) {
	s := newStorage(t)
	d := create(t, s)
	if d.Generation != 1 || d.Status.Replicas != 0 {
		t.Errorf("got generation %d, status.replicas %d; want 1 and 0", d.Generation, d.Status.Replicas)
	}
	if d.ResourceVersion == "" || d.UID == "" {
		t.Errorf("got resourceVersion %q, uid %q; want both set", d.ResourceVersion, d.UID)
	}
}

// TestCreateInvalid: an invalid deployment is a 422 whose causes name
// upstream's fields, and nothing is stored.
func TestCreateInvalid(t *testing.T) {
	s := newStorage(t)
	d := validDeployment()
	d.Spec.Selector = &metav1.LabelSelector{MatchLabels: map[string]string{"app": "db"}}
	d.Spec.Template.Spec.Containers = append(d.Spec.Template.Spec.Containers, core.Container{Name: "web"})
	_, err := s.Deployment.Create(ctxFor(), d, rest.ValidateAllObjectFunc, &metav1.CreateOptions{})
	var se *apierrors.StatusError
	if !errors.As(err, &se) || se.ErrStatus.Code != 422 {
		t.Fatalf("got %v; want a 422 Invalid", err)
	}
	var fields []string
	for _, c := range se.ErrStatus.Details.Causes {
		fields = append(fields, c.Field)
	}
	want := []string{"spec.template.metadata.labels", "spec.template.spec.containers[1].name", "spec.template.spec.containers[1].image"}
	if !reflect.DeepEqual(fields, want) {
		t.Errorf("got causes %v; want %v", fields, want)
	}
	if _, err := s.Deployment.Get(ctxFor(), "web", &metav1.GetOptions{}); !apierrors.IsNotFound(err) {
		t.Errorf("got %v; want NotFound: nothing stored", err)
	}
}

// TestUpdateGeneration: through the main resource, a label change keeps
// the generation, an image change bumps it, and the status sent is
// ignored.
func TestUpdateGeneration(t *testing.T) {
	s := newStorage(t)
	d := create(t, s)

	d.Labels = map[string]string{"team": "a"}
	d.Status.Replicas = 5
	d = update(t, s.Deployment, d)
	if d.Generation != 1 || d.Status.Replicas != 0 {
		t.Errorf("labels only: got generation %d, status.replicas %d; want 1 and 0", d.Generation, d.Status.Replicas)
	}

	d.Spec.Template.Spec.Containers[0].Image = "nginx:1.28"
	d = update(t, s.Deployment, d)
	if d.Generation != 2 {
		t.Errorf("image: got generation %d; want 2", d.Generation)
	}
}

// TestUpdateSelectorImmutable: apps/v1 refuses a new selector with a 422.
func TestUpdateSelectorImmutable(t *testing.T) {
	s := newStorage(t)
	d := create(t, s)
	labels := map[string]string{"app": "web", "tier": "front"}
	d.Spec.Selector = &metav1.LabelSelector{MatchLabels: labels}
	d.Spec.Template.Labels = labels
	_, _, err := s.Deployment.Update(ctxFor(), d.Name, rest.DefaultUpdatedObjectInfo(d), nil, nil, false, &metav1.UpdateOptions{})
	if !apierrors.IsInvalid(err) {
		t.Fatalf("got %v; want Invalid", err)
	}
}

// TestStatusUpdate: through deployments/status, the status is written
// and the spec sent is ignored, and the generation stays.
func TestStatusUpdate(t *testing.T) {
	s := newStorage(t)
	d := create(t, s)
	d.Spec.Replicas = 10
	d.Status = apps.DeploymentStatus{ObservedGeneration: 1, Replicas: 3, UpdatedReplicas: 3, ReadyReplicas: 2, AvailableReplicas: 2}
	got := update(t, s.Status, d)
	if got.Spec.Replicas != 3 || got.Status.ReadyReplicas != 2 || got.Generation != 1 {
		t.Errorf("got spec.replicas %d, status.readyReplicas %d, generation %d; want 3, 2, 1",
			got.Spec.Replicas, got.Status.ReadyReplicas, got.Generation)
	}
}

// TestScale: GET deployments/scale reads spec and status replicas and the
// selector; PUT changes spec.replicas, which bumps the generation.
func TestScale(t *testing.T) {
	s := newStorage(t)
	create(t, s)
	obj, err := s.Scale.Get(ctxFor(), "web", &metav1.GetOptions{})
	if err != nil {
		t.Fatal(err)
	}
	scale := obj.(*autoscaling.Scale)
	if scale.Spec.Replicas != 3 || scale.Status.Selector != "app=web" {
		t.Errorf("got replicas %d, selector %q; want 3, app=web", scale.Spec.Replicas, scale.Status.Selector)
	}

	scale.Spec.Replicas = 5
	obj, _, err = s.Scale.Update(ctxFor(), "web", rest.DefaultUpdatedObjectInfo(scale), nil, nil, false, &metav1.UpdateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if got := obj.(*autoscaling.Scale).Spec.Replicas; got != 5 {
		t.Errorf("got scale replicas %d; want 5", got)
	}
	stored, err := s.Deployment.Get(ctxFor(), "web", &metav1.GetOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if d := stored.(*apps.Deployment); d.Spec.Replicas != 5 || d.Generation != 2 {
		t.Errorf("got replicas %d, generation %d; want 5, 2", d.Spec.Replicas, d.Generation)
	}

	if _, err := s.Scale.Get(ctxFor(), "missing", &metav1.GetOptions{}); !apierrors.IsNotFound(err) {
		t.Errorf("got %v; want NotFound", err)
	}
}

// TestTable: kubectl get deployments: upstream's columns, and a row of
// cells per deployment.
func TestTable(t *testing.T) {
	s := newStorage(t)
	create(t, s)
	list, err := s.Deployment.List(ctxFor(), &metainternalversion.ListOptions{})
	if err != nil {
		t.Fatal(err)
	}
	table, err := s.Deployment.ConvertToTable(ctxFor(), list, &metav1.TableOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, c := range table.ColumnDefinitions {
		names = append(names, fmt.Sprintf("%s/%d", c.Name, c.Priority))
	}
	wantNames := []string{"Name/0", "Ready/0", "Up-to-date/0", "Available/0", "Age/0", "Containers/1", "Images/1", "Selector/1"}
	if !reflect.DeepEqual(names, wantNames) {
		t.Errorf("got columns %v; want %v", names, wantNames)
	}
	if len(table.Rows) != 1 {
		t.Fatalf("got %d rows; want 1", len(table.Rows))
	}
	cells := table.Rows[0].Cells
	if _, ok := cells[4].(string); !ok {
		t.Errorf("got age %v; want a string", cells[4])
	}
	want := []interface{}{"web", "0/3", int64(0), int64(0), cells[4], "web", "nginx:1.27", "app=web"}
	if !reflect.DeepEqual(cells, want) {
		t.Errorf("got cells %v; want %v", cells, want)
	}
	if table.ResourceVersion == "" {
		t.Error("got no resourceVersion on the table; want the list's")
	}
}

// TestDiscoveryNames: short name, category and singular name as upstream.
func TestDiscoveryNames(t *testing.T) {
	s := newStorage(t)
	if got := s.Deployment.ShortNames(); !reflect.DeepEqual(got, []string{"deploy"}) {
		t.Errorf("got short names %v; want [deploy]", got)
	}
	if got := s.Deployment.Categories(); !reflect.DeepEqual(got, []string{"all"}) {
		t.Errorf("got categories %v; want [all]", got)
	}
	if got := s.Deployment.GetSingularName(); got != "deployment" {
		t.Errorf("got singular name %q; want deployment", got)
	}
}

// TestCreateFromWire: what `kubectl create deployment web --image=nginx`
// sends, decoded (and so defaulted) through apps/v1 or apps/v1beta1, is
// valid: the defaults of each version (strategy, restartPolicy, progress
// deadline ...) satisfy the validation.
func TestCreateFromWire(t *testing.T) {
	for _, version := range []string{"apps/v1", "apps/v1beta1"} {
		t.Run(version, func(t *testing.T) {
			s := newStorage(t)
			body := `{"apiVersion":"` + version + `","kind":"Deployment","metadata":{"name":"web","namespace":"demo"},` +
				`"spec":{"replicas":1,"selector":{"matchLabels":{"app":"web"}},` +
				`"template":{"metadata":{"labels":{"app":"web"}},"spec":{"containers":[{"name":"nginx","image":"nginx"}]}}}}`
			obj, _, err := legacyscheme.Codecs.UniversalDecoder().Decode([]byte(body), nil, nil)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := s.Deployment.Create(ctxFor(), obj, nil, &metav1.CreateOptions{}); err != nil {
				t.Fatalf("got %v; want the defaulted deployment created", err)
			}
		})
	}
}
