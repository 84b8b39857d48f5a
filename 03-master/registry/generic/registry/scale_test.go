package registry

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/apps"
	_ "github.com/kube-rebuilt/apiserver/01-scheme/apis/apps/install"
	appsv1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/apps/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/autoscaling"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/storage/names"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
	"github.com/kube-rebuilt/apiserver/03-master/storage/etcd3"
)

// DeploymentScaleAccessor maps a Scale onto an internal apps.Deployment:
// spec.replicas, status.replicas, and spec.selector in string form. It
// lives in a test file so that the generic registry does not import the
// apps group; the stage that serves deployments from etcd defines its
// own next to the deployment strategy, as upstream keeps
// scaleFromDeployment in pkg/registry/apps/deployment/storage.
// Upstream: k8s.io/kubernetes/pkg/registry/apps/deployment/storage.scaleFromDeployment.
var DeploymentScaleAccessor = ScaleAccessor{
	Replicas: func(obj runtime.Object) (spec, status int32, selector string, err error) {
		d, ok := obj.(*apps.Deployment)
		if !ok {
			return 0, 0, "", fmt.Errorf("expected a Deployment, got %T", obj)
		}
		s, err := metav1.LabelSelectorAsSelector(d.Spec.Selector)
		if err != nil {
			return 0, 0, "", err
		}
		return d.Spec.Replicas, d.Status.Replicas, s.String(), nil
	},
	SetReplicas: func(obj runtime.Object, replicas int32) error {
		d, ok := obj.(*apps.Deployment)
		if !ok {
			return fmt.Errorf("expected a Deployment, got %T", obj)
		}
		d.Spec.Replicas = replicas
		return nil
	},
}

// deploymentStrategy is a small test strategy for internal deployments:
// namespaced, unconditional updates allowed, updates keep the stored
// status (as upstream's). Unlike upstream's, create keeps the status too,
// so that a test can see status.replicas in the Scale.
type deploymentStrategy struct {
	runtime.ObjectTyper
	names.NameGenerator
}

func (deploymentStrategy) NamespaceScoped() bool                                    { return true }
func (deploymentStrategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {}
func (deploymentStrategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return nil
}
func (deploymentStrategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string {
	return nil
}
func (deploymentStrategy) Canonicalize(obj runtime.Object) {}
func (deploymentStrategy) AllowCreateOnUpdate() bool       { return false }
func (deploymentStrategy) AllowUnconditionalUpdate() bool  { return true }
func (deploymentStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {
	obj.(*apps.Deployment).Status = old.(*apps.Deployment).Status
}
func (deploymentStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return nil
}
func (deploymentStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

// appsStorageCodec stores apps objects as apps/v1 JSON (storageCodec is
// core/v1 only).
func appsStorageCodec() runtime.Codec {
	return legacyscheme.Codecs.LegacyCodec(appsv1.SchemeGroupVersion)
}

// appsBackends are the test backends again, storing apps/v1: the fake,
// and etcd unless -short.
func appsBackends() []backend {
	fake := backend{name: "fake", new: func(string, func() runtime.Object, func() runtime.Object, schema.GroupResource) storage.Interface {
		return newFakeStorage(appsStorageCodec())
	}}
	if testEtcd == nil {
		return []backend{fake}
	}
	etcd := backend{name: "etcd", new: func(resourcePrefix string, newFunc, newListFunc func() runtime.Object, gr schema.GroupResource) storage.Interface {
		prefix := fmt.Sprintf("/registry-%d", testPrefix.Add(1))
		return etcd3.New(testEtcd.Client(), appsStorageCodec(), newFunc, newListFunc, prefix, resourcePrefix, gr, storage.APIObjectVersioner{})
	}}
	return []backend{fake, etcd}
}

// newDeploymentScale returns a deployment Store on b, its ScaleREST, and
// the deployment demo/web (3 replicas wanted, 2 seen, selector app=web)
// as created.
func newDeploymentScale(t *testing.T, b backend) (*Store, *ScaleREST, *apps.Deployment) {
	t.Helper()
	strategy := deploymentStrategy{ObjectTyper: legacyscheme.Scheme, NameGenerator: names.SimpleNameGenerator}
	store := &Store{
		NewFunc:                   func() runtime.Object { return &apps.Deployment{} },
		NewListFunc:               func() runtime.Object { return &apps.DeploymentList{} },
		DefaultQualifiedResource:  apps.Resource("deployments"),
		SingularQualifiedResource: apps.Resource("deployment"),
		CreateStrategy:            strategy,
		UpdateStrategy:            strategy,
		DeleteStrategy:            strategy,
	}
	if err := store.CompleteWithOptions(&generic.StoreOptions{RESTOptions: restOptions{b}}); err != nil {
		t.Fatal(err)
	}
	labels := map[string]string{"app": "web"}
	d := &apps.Deployment{
		ObjectMeta: metav1.ObjectMeta{Name: "web", Namespace: "demo"},
		Spec: apps.DeploymentSpec{
			Replicas: 3,
			Selector: &metav1.LabelSelector{MatchLabels: labels},
			Template: core.PodTemplateSpec{
				ObjectMeta: metav1.ObjectMeta{Labels: labels},
				Spec:       core.PodSpec{Containers: []core.Container{{Name: "web", Image: "nginx:1.27"}}},
			},
		},
		Status: apps.DeploymentStatus{Replicas: 2},
	}
	out, err := store.Create(nsCtx("demo"), d, nil, &metav1.CreateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return store, NewScaleREST(store, DeploymentScaleAccessor), out.(*apps.Deployment)
}

// forEachAppsBackend runs fn once per apps backend, as a subtest.
func forEachAppsBackend(t *testing.T, fn func(t *testing.T, b backend)) {
	for _, b := range appsBackends() {
		t.Run(b.name, func(t *testing.T) { fn(t, b) })
	}
}

func TestScaleRESTGet(t *testing.T) {
	forEachAppsBackend(t, func(t *testing.T, b backend) {
		_, scale, d := newDeploymentScale(t, b)
		got, err := scale.Get(nsCtx("demo"), "web", &metav1.GetOptions{})
		if err != nil {
			t.Fatal(err)
		}
		want := &autoscaling.Scale{
			ObjectMeta: metav1.ObjectMeta{Name: "web", Namespace: "demo", UID: d.UID,
				ResourceVersion: d.ResourceVersion, CreationTimestamp: d.CreationTimestamp},
			Spec:   autoscaling.ScaleSpec{Replicas: 3},
			Status: autoscaling.ScaleStatus{Replicas: 2, Selector: "app=web"},
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("got %#v; want %#v", got, want)
		}
		if d.UID == "" || d.ResourceVersion == "" || d.CreationTimestamp.IsZero() {
			t.Errorf("got uid %q resourceVersion %q creationTimestamp %v; want all set by create", d.UID, d.ResourceVersion, d.CreationTimestamp)
		}
	})
}

func TestScaleRESTGetMissing(t *testing.T) {
	forEachAppsBackend(t, func(t *testing.T, b backend) {
		_, scale, _ := newDeploymentScale(t, b)
		_, err := scale.Get(nsCtx("demo"), "missing", &metav1.GetOptions{})
		if want := `deployments/scale.apps "missing" not found`; reason(err) != metav1.StatusReasonNotFound || message(err) != want {
			t.Errorf("got %v; want NotFound %q", err, want)
		}
	})
}

func TestScaleRESTUpdate(t *testing.T) {
	forEachAppsBackend(t, func(t *testing.T, b backend) {
		tests := []struct {
			name string
			// body makes the request's Scale from the current one
			body       func(current *autoscaling.Scale) *autoscaling.Scale
			target     string // default "web"
			wantReason metav1.StatusReason
			wantField  string // the Invalid cause
			want       int32  // the deployment's replicas afterwards
		}{
			{name: "scale up", want: 5, body: func(s *autoscaling.Scale) *autoscaling.Scale {
				s.Spec.Replicas = 5
				return s
			}},
			{name: "scale to zero", want: 0, body: func(s *autoscaling.Scale) *autoscaling.Scale {
				s.Spec.Replicas = 0
				return s
			}},
			{name: "no resourceVersion: unconditional", want: 7, body: func(s *autoscaling.Scale) *autoscaling.Scale {
				s.ResourceVersion, s.Spec.Replicas = "", 7
				return s
			}},
			{name: "stale resourceVersion", wantReason: metav1.StatusReasonConflict, want: 3, body: func(s *autoscaling.Scale) *autoscaling.Scale {
				s.ResourceVersion, s.Spec.Replicas = "1", 5
				return s
			}},
			{name: "other uid", wantReason: metav1.StatusReasonConflict, want: 3, body: func(s *autoscaling.Scale) *autoscaling.Scale {
				s.UID, s.Spec.Replicas = "not-the-uid", 5
				return s
			}},
			{name: "negative replicas", wantReason: metav1.StatusReasonInvalid, wantField: "spec.replicas", want: 3, body: func(s *autoscaling.Scale) *autoscaling.Scale {
				s.Spec.Replicas = -1
				return s
			}},
			{name: "missing deployment", target: "missing", wantReason: metav1.StatusReasonNotFound, want: 3, body: func(s *autoscaling.Scale) *autoscaling.Scale {
				s.Name = "missing"
				return s
			}},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				store, scale, d := newDeploymentScale(t, b)
				ctx := nsCtx("demo")
				current, err := scale.Get(ctx, "web", &metav1.GetOptions{})
				if err != nil {
					t.Fatal(err)
				}
				target := tt.target
				if target == "" {
					target = "web"
				}
				body := tt.body(current.(*autoscaling.Scale))
				out, created, err := scale.Update(ctx, target, rest.DefaultUpdatedObjectInfo(body), nil, nil, false, &metav1.UpdateOptions{})
				if reason(err) != tt.wantReason {
					t.Fatalf("got %v; want reason %q", err, tt.wantReason)
				}
				if tt.wantField != "" {
					if f := causeField(err); f != tt.wantField {
						t.Errorf("got cause on %q; want %q", f, tt.wantField)
					}
				}
				if err == nil {
					s := out.(*autoscaling.Scale)
					if created || s.Spec.Replicas != tt.want || s.Status.Replicas != 2 || s.ResourceVersion == d.ResourceVersion {
						t.Errorf("got created %v, scale %+v; want not created, replicas %d, status 2, a new resourceVersion", created, s, tt.want)
					}
				}
				stored, err := store.Get(ctx, "web", &metav1.GetOptions{})
				if err != nil {
					t.Fatal(err)
				}
				got := stored.(*apps.Deployment)
				if got.Spec.Replicas != tt.want || got.Status.Replicas != 2 || !reflect.DeepEqual(got.Spec.Template, d.Spec.Template) {
					t.Errorf("got deployment replicas %d status %d; want %d, 2, template unchanged", got.Spec.Replicas, got.Status.Replicas, tt.want)
				}
			})
		}
	})
}

// TestScaleRESTUpdatePatch: a patch (a transformer) is given the current
// Scale as the old object, and the update callback (admission) sees
// Scales, not deployments.
func TestScaleRESTUpdatePatch(t *testing.T) {
	forEachAppsBackend(t, func(t *testing.T, b backend) {
		_, scale, _ := newDeploymentScale(t, b)
		double := func(ctx context.Context, newObj, oldObj runtime.Object) (runtime.Object, error) {
			s := oldObj.(*autoscaling.Scale).DeepCopy()
			s.Spec.Replicas *= 2
			return s, nil
		}
		var seen []int32
		admit := func(ctx context.Context, obj, old runtime.Object) error {
			newScale, ok1 := obj.(*autoscaling.Scale)
			oldScale, ok2 := old.(*autoscaling.Scale)
			if !ok1 || !ok2 {
				return fmt.Errorf("got %T, %T; want Scales", obj, old)
			}
			seen = append(seen, oldScale.Spec.Replicas, newScale.Spec.Replicas)
			return nil
		}
		out, _, err := scale.Update(nsCtx("demo"), "web", rest.DefaultUpdatedObjectInfo(nil, double), nil, admit, false, &metav1.UpdateOptions{})
		if err != nil {
			t.Fatal(err)
		}
		if got := out.(*autoscaling.Scale).Spec.Replicas; got != 6 {
			t.Errorf("got replicas %d; want 6", got)
		}
		if want := []int32{3, 6}; !reflect.DeepEqual(seen, want) {
			t.Errorf("admission saw old, new replicas %v; want %v", seen, want)
		}
	})
}

// TestScaleRESTUpdateAdmissionDenies: an error of the update callback
// fails the request and leaves the deployment alone.
func TestScaleRESTUpdateAdmissionDenies(t *testing.T) {
	store, scale, _ := newDeploymentScale(t, appsBackends()[0])
	deny := func(ctx context.Context, obj, old runtime.Object) error {
		return apierrors.NewBadRequest("denied")
	}
	body := &autoscaling.Scale{ObjectMeta: metav1.ObjectMeta{Name: "web", Namespace: "demo"}, Spec: autoscaling.ScaleSpec{Replicas: 9}}
	_, _, err := scale.Update(nsCtx("demo"), "web", rest.DefaultUpdatedObjectInfo(body), nil, deny, false, &metav1.UpdateOptions{})
	if message(err) != "denied" {
		t.Errorf("got %v; want denied", err)
	}
	stored, _ := store.Get(nsCtx("demo"), "web", &metav1.GetOptions{})
	if got := stored.(*apps.Deployment).Spec.Replicas; got != 3 {
		t.Errorf("got replicas %d; want 3", got)
	}
}

func TestScaleRESTKind(t *testing.T) {
	_, scale, _ := newDeploymentScale(t, appsBackends()[0])
	want := schema.GroupVersionKind{Group: "autoscaling", Version: "v1", Kind: "Scale"}
	for _, gv := range []schema.GroupVersion{appsv1.SchemeGroupVersion, {Group: "apps", Version: "v1beta1"}} {
		if got := scale.GroupVersionKind(gv); got != want {
			t.Errorf("GroupVersionKind(%v) = %v; want %v", gv, got, want)
		}
	}
	if _, ok := scale.New().(*autoscaling.Scale); !ok {
		t.Errorf("New() = %T; want *autoscaling.Scale", scale.New())
	}
	if !scale.NamespaceScoped() {
		t.Errorf("NamespaceScoped() = false; want true")
	}
}

// causeField is the field of the first cause of an API error.
func causeField(err error) string {
	var status *apierrors.StatusError
	if !errors.As(err, &status) || status.ErrStatus.Details == nil || len(status.ErrStatus.Details.Causes) == 0 {
		return ""
	}
	return status.ErrStatus.Details.Causes[0].Field
}
