package v1

import (
	"reflect"
	"testing"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/apps"
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/intstr"
)

var testTime = metav1.NewTime(time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC))

func fullDeployment() Deployment {
	return Deployment{
		TypeMeta:   metav1.TypeMeta{Kind: "Deployment", APIVersion: "apps/v1"},
		ObjectMeta: metav1.ObjectMeta{Name: "web", Namespace: "demo", Annotations: map[string]string{"a": "b"}},
		Spec: DeploymentSpec{
			Replicas: ptrTo[int32](3),
			Selector: &metav1.LabelSelector{
				MatchLabels:      map[string]string{"app": "web"},
				MatchExpressions: []metav1.LabelSelectorRequirement{{Key: "tier", Operator: metav1.LabelSelectorOpIn, Values: []string{"a"}}},
			},
			Template: corev1.PodTemplateSpec{
				ObjectMeta: metav1.ObjectMeta{Labels: map[string]string{"app": "web"}},
				Spec: corev1.PodSpec{
					Containers:               []corev1.Container{{Name: "web", Image: "nginx:1.27"}},
					HostNetwork:              true, // lives in the internal security context
					SecurityContext:          &corev1.PodSecurityContext{},
					ServiceAccountName:       "sa",
					DeprecatedServiceAccount: "sa",
				},
			},
			Strategy: DeploymentStrategy{
				Type: RollingUpdateDeploymentStrategyType,
				RollingUpdate: &RollingUpdateDeployment{
					MaxUnavailable: ptrTo(intstr.FromInt32(1)), MaxSurge: ptrTo(intstr.FromString("50%")),
				},
			},
			MinReadySeconds:         5,
			RevisionHistoryLimit:    ptrTo[int32](4),
			Paused:                  true,
			ProgressDeadlineSeconds: ptrTo[int32](90),
		},
		Status: DeploymentStatus{
			ObservedGeneration: 2, Replicas: 3, UpdatedReplicas: 3, ReadyReplicas: 2, AvailableReplicas: 2,
			UnavailableReplicas: 1, TerminatingReplicas: ptrTo[int32](1), CollisionCount: ptrTo[int32](1),
			Conditions: []DeploymentCondition{{
				Type: DeploymentProgressing, Status: corev1.ConditionTrue, LastUpdateTime: testTime,
				LastTransitionTime: testTime, Reason: "NewReplicaSetAvailable", Message: "m",
			}},
		},
	}
}

func fullReplicaSet() ReplicaSet {
	return ReplicaSet{
		TypeMeta:   metav1.TypeMeta{Kind: "ReplicaSet", APIVersion: "apps/v1"},
		ObjectMeta: metav1.ObjectMeta{Name: "web-5d8f", Namespace: "demo"},
		Spec: ReplicaSetSpec{
			Replicas:        ptrTo[int32](2),
			MinReadySeconds: 3,
			Selector:        &metav1.LabelSelector{MatchLabels: map[string]string{"app": "web"}},
			Template: corev1.PodTemplateSpec{
				ObjectMeta: metav1.ObjectMeta{Labels: map[string]string{"app": "web"}},
				Spec: corev1.PodSpec{
					Containers:      []corev1.Container{{Name: "web", Image: "nginx:1.27"}},
					HostPID:         true,
					SecurityContext: &corev1.PodSecurityContext{},
				},
			},
		},
		Status: ReplicaSetStatus{
			Replicas: 2, FullyLabeledReplicas: 2, ReadyReplicas: 1, AvailableReplicas: 1,
			TerminatingReplicas: ptrTo[int32](0), ObservedGeneration: 4,
			Conditions: []ReplicaSetCondition{{
				Type: ReplicaSetReplicaFailure, Status: corev1.ConditionFalse, LastTransitionTime: testTime, Reason: "r", Message: "m",
			}},
		},
	}
}

func TestRoundTrip(t *testing.T) {
	d, rs := fullDeployment(), fullReplicaSet()
	// List items carry no apiVersion and kind on the wire, and conversion
	// does not fill them in (upstream's does not copy TypeMeta either).
	item, rsItem := d, rs
	item.TypeMeta, rsItem.TypeMeta = metav1.TypeMeta{}, metav1.TypeMeta{}
	objects := []runtime.Object{
		&d,
		&DeploymentList{TypeMeta: metav1.TypeMeta{Kind: "DeploymentList", APIVersion: "apps/v1"}, Items: []Deployment{item}},
		&rs,
		&ReplicaSetList{TypeMeta: metav1.TypeMeta{Kind: "ReplicaSetList", APIVersion: "apps/v1"}, Items: []ReplicaSet{rsItem}},
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
				t.Fatalf("to apps/v1: %v", err)
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
	in.Spec.Strategy.RollingUpdate.MaxSurge = nil
	var out apps.Deployment
	if err := scheme.Convert(&in, &out, nil); err != nil {
		t.Fatal(err)
	}
	if out.Spec.Replicas != 3 {
		t.Errorf("internal replicas = %d; want 3", out.Spec.Replicas)
	}
	if got, want := out.Spec.Strategy.RollingUpdate.MaxUnavailable, intstr.FromInt32(1); got != want {
		t.Errorf("internal maxUnavailable = %v; want %v", got, want)
	}
	if got, want := out.Spec.Strategy.RollingUpdate.MaxSurge, (intstr.IntOrString{}); got != want {
		t.Errorf("internal maxSurge of an unset one = %v; want the zero value", got)
	}
	if sc := out.Spec.Template.Spec.SecurityContext; sc == nil || !sc.HostNetwork {
		t.Errorf("internal template securityContext = %#v; want hostNetwork true", sc)
	}
	if out.Spec.RollbackTo != nil {
		t.Errorf("internal rollbackTo = %#v; want nil without the annotation", out.Spec.RollbackTo)
	}
}

func TestRollbackToAnnotation(t *testing.T) {
	scheme := newScheme(t)

	// Internal -> v1: RollbackTo has no field in apps/v1, so it becomes
	// an annotation.
	internal := apps.Deployment{
		ObjectMeta: metav1.ObjectMeta{Name: "web", Annotations: map[string]string{"a": "b"}},
		Spec:       apps.DeploymentSpec{Replicas: 1, RollbackTo: &apps.RollbackConfig{Revision: 7}},
	}
	var v1 Deployment
	if err := scheme.Convert(&internal, &v1, nil); err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"a": "b", DeprecatedRollbackTo: "7"}
	if !reflect.DeepEqual(v1.Annotations, want) {
		t.Errorf("apps/v1 annotations = %v; want %v", v1.Annotations, want)
	}
	if len(internal.Annotations) != 1 {
		t.Errorf("internal annotations after conversion = %v; want them unchanged", internal.Annotations)
	}

	// v1 -> internal: the annotation becomes RollbackTo again and is gone.
	var back apps.Deployment
	if err := scheme.Convert(&v1, &back, nil); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back.Spec.RollbackTo, &apps.RollbackConfig{Revision: 7}) {
		t.Errorf("internal rollbackTo = %#v; want revision 7", back.Spec.RollbackTo)
	}
	if !reflect.DeepEqual(back.Annotations, map[string]string{"a": "b"}) {
		t.Errorf("internal annotations = %v; want %v", back.Annotations, map[string]string{"a": "b"})
	}
	if v1.Annotations[DeprecatedRollbackTo] != "7" {
		t.Errorf("apps/v1 annotations after conversion = %v; want them unchanged", v1.Annotations)
	}

	// A stale annotation on an internal object without RollbackTo is dropped.
	internal.Spec.RollbackTo = nil
	internal.Annotations = map[string]string{DeprecatedRollbackTo: "3"}
	v1 = Deployment{}
	if err := scheme.Convert(&internal, &v1, nil); err != nil {
		t.Fatal(err)
	}
	if _, found := v1.Annotations[DeprecatedRollbackTo]; found {
		t.Errorf("apps/v1 annotations = %v; want no %s", v1.Annotations, DeprecatedRollbackTo)
	}
	if internal.Annotations[DeprecatedRollbackTo] != "3" {
		t.Errorf("internal annotations after conversion = %v; want them unchanged", internal.Annotations)
	}

	// A malformed annotation is an error.
	bad := Deployment{ObjectMeta: metav1.ObjectMeta{Annotations: map[string]string{DeprecatedRollbackTo: "seven"}}}
	if err := scheme.Convert(&bad, &apps.Deployment{}, nil); err == nil {
		t.Errorf("converting a malformed %s annotation: got no error; want one", DeprecatedRollbackTo)
	}
}

// TestFullObjectsSetEveryField keeps TestRoundTrip honest: a spec or
// status field added to a type but not to the full objects (and so maybe
// missing from a hand-written conversion) would go untested.
func TestFullObjectsSetEveryField(t *testing.T) {
	d, rs := fullDeployment(), fullReplicaSet()
	for _, v := range []interface{}{d.Spec, d.Status, *d.Spec.Strategy.RollingUpdate, d.Status.Conditions[0], rs.Spec, rs.Status, rs.Status.Conditions[0]} {
		val := reflect.ValueOf(v)
		for i := 0; i < val.NumField(); i++ {
			if val.Field(i).IsZero() {
				t.Errorf("%T.%s is not set; want every field set", v, val.Type().Field(i).Name)
			}
		}
	}
}
