package v1beta1

import (
	"reflect"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/apps"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/autoscaling"
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/intstr"
)

func fullDeployment() Deployment {
	return Deployment{
		TypeMeta:   metav1.TypeMeta{Kind: "Deployment", APIVersion: "apps/v1beta1"},
		ObjectMeta: metav1.ObjectMeta{Name: "web", Namespace: "demo", Labels: map[string]string{"app": "web"}},
		Spec: DeploymentSpec{
			Replicas: ptrTo[int32](3),
			Selector: &metav1.LabelSelector{MatchLabels: map[string]string{"app": "web"}},
			Template: corev1.PodTemplateSpec{
				ObjectMeta: metav1.ObjectMeta{Labels: map[string]string{"app": "web"}},
				Spec: corev1.PodSpec{
					Containers:      []corev1.Container{{Name: "web", Image: "nginx:1.27"}},
					HostIPC:         true,
					SecurityContext: &corev1.PodSecurityContext{},
				},
			},
			Strategy: DeploymentStrategy{
				Type:          RollingUpdateDeploymentStrategyType,
				RollingUpdate: &RollingUpdateDeployment{MaxUnavailable: ptrTo(intstr.FromInt32(0)), MaxSurge: ptrTo(intstr.FromString("10%"))},
			},
			MinReadySeconds:         1,
			RevisionHistoryLimit:    ptrTo[int32](2),
			Paused:                  true,
			RollbackTo:              &RollbackConfig{Revision: 4},
			ProgressDeadlineSeconds: ptrTo[int32](600),
		},
		Status: DeploymentStatus{
			ObservedGeneration: 1, Replicas: 3, UpdatedReplicas: 1, ReadyReplicas: 3, AvailableReplicas: 3,
			UnavailableReplicas: 0, TerminatingReplicas: ptrTo[int32](0), CollisionCount: ptrTo[int32](0),
			Conditions: []DeploymentCondition{{Type: DeploymentAvailable, Status: corev1.ConditionTrue, Reason: "r"}},
		},
	}
}

func TestRoundTrip(t *testing.T) {
	d := fullDeployment()
	item := d
	item.TypeMeta = metav1.TypeMeta{}
	objects := []runtime.Object{
		&d,
		&DeploymentList{TypeMeta: metav1.TypeMeta{Kind: "DeploymentList", APIVersion: "apps/v1beta1"}, Items: []Deployment{item}},
		&Scale{
			TypeMeta:   metav1.TypeMeta{Kind: "Scale", APIVersion: "apps/v1beta1"},
			ObjectMeta: metav1.ObjectMeta{Name: "web", Namespace: "demo"},
			Spec:       ScaleSpec{Replicas: 3},
			Status:     ScaleStatus{Replicas: 2, Selector: map[string]string{"app": "web"}, TargetSelector: "app=web"},
		},
	}
	scheme := newScheme(t)
	for _, obj := range objects {
		t.Run(reflect.TypeOf(obj).Elem().Name(), func(t *testing.T) {
			original := obj.DeepCopyObject()
			internal, err := scheme.ConvertToVersion(obj, runtime.InternalGroupVersioner)
			if err != nil {
				t.Fatalf("to internal: %v", err)
			}
			back, err := scheme.ConvertToVersion(internal, SchemeGroupVersion)
			if err != nil {
				t.Fatalf("to apps/v1beta1: %v", err)
			}
			if !reflect.DeepEqual(back, original) {
				t.Errorf("round trip = %#v; want %#v", back, original)
			}
		})
	}
}

func TestDeploymentToInternal(t *testing.T) {
	scheme := newScheme(t)
	in := fullDeployment()
	var out apps.Deployment
	if err := scheme.Convert(&in, &out, nil); err != nil {
		t.Fatal(err)
	}
	if out.Spec.Replicas != 3 {
		t.Errorf("internal replicas = %d; want 3", out.Spec.Replicas)
	}
	if !reflect.DeepEqual(out.Spec.RollbackTo, &apps.RollbackConfig{Revision: 4}) {
		t.Errorf("internal rollbackTo = %#v; want revision 4", out.Spec.RollbackTo)
	}
	if got, want := out.Spec.Strategy.RollingUpdate.MaxSurge, intstr.FromString("10%"); got != want {
		t.Errorf("internal maxSurge = %v; want %v", got, want)
	}
	if sc := out.Spec.Template.Spec.SecurityContext; sc == nil || !sc.HostIPC {
		t.Errorf("internal template securityContext = %#v; want hostIPC true", sc)
	}
}

// TestScaleStatusConversion shows the two selector forms of apps/v1beta1's
// Scale meeting the one string of the internal autoscaling.Scale.
func TestScaleStatusConversion(t *testing.T) {
	toInternal := []struct {
		name string
		in   ScaleStatus
		want autoscaling.ScaleStatus
	}{
		{"target selector wins", ScaleStatus{Replicas: 1, Selector: map[string]string{"a": "b"}, TargetSelector: "app in (web)"}, autoscaling.ScaleStatus{Replicas: 1, Selector: "app in (web)"}},
		{"map only, keys sorted", ScaleStatus{Replicas: 2, Selector: map[string]string{"tier": "fe", "app": "web"}}, autoscaling.ScaleStatus{Replicas: 2, Selector: "app=web,tier=fe"}},
		{"neither", ScaleStatus{Replicas: 3}, autoscaling.ScaleStatus{Replicas: 3}},
	}
	scheme := newScheme(t)
	for _, tt := range toInternal {
		t.Run(tt.name, func(t *testing.T) {
			var got autoscaling.ScaleStatus
			if err := scheme.Convert(&tt.in, &got, nil); err != nil {
				t.Fatal(err)
			}
			if got != tt.want {
				t.Errorf("internal status = %#v; want %#v", got, tt.want)
			}
		})
	}

	fromInternal := []struct {
		name    string
		in      autoscaling.ScaleStatus
		want    ScaleStatus
		wantErr bool
	}{
		{"equalities fill the map", autoscaling.ScaleStatus{Replicas: 1, Selector: "app=web,tier=fe"},
			ScaleStatus{Replicas: 1, Selector: map[string]string{"app": "web", "tier": "fe"}, TargetSelector: "app=web,tier=fe"}, false},
		{"set-based selectors only fill the string", autoscaling.ScaleStatus{Replicas: 1, Selector: "app in (web,api)"},
			ScaleStatus{Replicas: 1, TargetSelector: "app in (web,api)"}, false},
		{"a bad selector is an error", autoscaling.ScaleStatus{Selector: "app in ("}, ScaleStatus{}, true},
	}
	for _, tt := range fromInternal {
		t.Run(tt.name, func(t *testing.T) {
			var got ScaleStatus
			err := scheme.Convert(&tt.in, &got, nil)
			if (err != nil) != tt.wantErr {
				t.Fatalf("Convert error = %v; want error %v", err, tt.wantErr)
			}
			if !tt.wantErr && !reflect.DeepEqual(got, tt.want) {
				t.Errorf("apps/v1beta1 status = %#v; want %#v", got, tt.want)
			}
		})
	}
}
