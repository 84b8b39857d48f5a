package install

import (
	"reflect"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/apps"
	v1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/apps/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/apps/v1beta1"
	coreinstall "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/install"
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

func newScheme() *runtime.Scheme {
	scheme := runtime.NewScheme()
	coreinstall.Install(scheme)
	Install(scheme)
	return scheme
}

func TestInstall(t *testing.T) {
	scheme := newScheme()
	for _, gvk := range []schema.GroupVersionKind{
		{Group: "apps", Version: "v1", Kind: "Deployment"},
		{Group: "apps", Version: "v1", Kind: "DeploymentList"},
		{Group: "apps", Version: "v1", Kind: "ReplicaSet"},
		{Group: "apps", Version: "v1", Kind: "ListOptions"},
		{Group: "apps", Version: "v1beta1", Kind: "Deployment"},
		{Group: "apps", Version: "v1beta1", Kind: "Scale"},
		{Group: "apps", Version: runtime.APIVersionInternal, Kind: "Deployment"},
		{Group: "apps", Version: runtime.APIVersionInternal, Kind: "Scale"},
	} {
		if !scheme.Recognizes(gvk) {
			t.Errorf("Recognizes(%v) = false; want true", gvk)
		}
	}
	if gvk := (schema.GroupVersionKind{Group: "apps", Version: "v1beta1", Kind: "ReplicaSet"}); scheme.Recognizes(gvk) {
		t.Errorf("Recognizes(%v) = true; want false (apps/v1beta1 has no ReplicaSet)", gvk)
	}
	want := []schema.GroupVersion{v1.SchemeGroupVersion, v1beta1.SchemeGroupVersion}
	if got := scheme.PrioritizedVersionsForGroup("apps"); !reflect.DeepEqual(got, want) {
		t.Errorf("PrioritizedVersionsForGroup(apps) = %v; want %v", got, want)
	}
}

// TestConvertAcrossVersions takes a v1beta1 Deployment through the
// internal version to apps/v1 and back: the selector defaulted by v1beta1
// survives as a plain field, and rollbackTo, which apps/v1 has no field
// for, travels in an annotation.
func TestConvertAcrossVersions(t *testing.T) {
	scheme := newScheme()
	old := &v1beta1.Deployment{
		TypeMeta:   metav1.TypeMeta{APIVersion: "apps/v1beta1", Kind: "Deployment"},
		ObjectMeta: metav1.ObjectMeta{Name: "web", Namespace: "demo"},
		Spec: v1beta1.DeploymentSpec{
			Template: corev1.PodTemplateSpec{
				ObjectMeta: metav1.ObjectMeta{Labels: map[string]string{"app": "web"}},
				Spec:       corev1.PodSpec{Containers: []corev1.Container{{Name: "web", Image: "nginx:1.27"}}},
			},
			RollbackTo: &v1beta1.RollbackConfig{Revision: 3},
		},
	}
	scheme.Default(old) // as the decoder does: defaults of the version sent

	internal, err := scheme.ConvertToVersion(old, runtime.InternalGroupVersioner)
	if err != nil {
		t.Fatalf("to internal: %v", err)
	}
	d := internal.(*apps.Deployment)
	if d.Spec.Replicas != 1 || *d.Spec.RevisionHistoryLimit != 2 {
		t.Errorf("internal replicas, revisionHistoryLimit = %d, %d; want 1, 2 (v1beta1's defaults)", d.Spec.Replicas, *d.Spec.RevisionHistoryLimit)
	}
	if d.Spec.Selector == nil || d.Spec.Selector.MatchLabels["app"] != "web" {
		t.Errorf("internal selector = %#v; want app=web from the template", d.Spec.Selector)
	}

	obj, err := scheme.ConvertToVersion(internal, v1.SchemeGroupVersion)
	if err != nil {
		t.Fatalf("to apps/v1: %v", err)
	}
	current := obj.(*v1.Deployment)
	if got := current.GetObjectKind().GroupVersionKind(); got != v1.SchemeGroupVersion.WithKind("Deployment") {
		t.Errorf("apps/v1 kind = %v; want %v", got, v1.SchemeGroupVersion.WithKind("Deployment"))
	}
	if got := current.Annotations[v1.DeprecatedRollbackTo]; got != "3" {
		t.Errorf("apps/v1 annotation %s = %q; want %q", v1.DeprecatedRollbackTo, got, "3")
	}
	if !reflect.DeepEqual(current.Spec.Selector, old.Spec.Selector) {
		t.Errorf("apps/v1 selector = %#v; want %#v", current.Spec.Selector, old.Spec.Selector)
	}

	// And back to v1beta1 through internal: the same object as defaulted.
	internal, err = scheme.ConvertToVersion(current, runtime.InternalGroupVersioner)
	if err != nil {
		t.Fatalf("apps/v1 to internal: %v", err)
	}
	back, err := scheme.ConvertToVersion(internal, v1beta1.SchemeGroupVersion)
	if err != nil {
		t.Fatalf("to apps/v1beta1: %v", err)
	}
	if !reflect.DeepEqual(back, old) {
		t.Errorf("v1beta1 -> v1 -> v1beta1 = %#v; want %#v", back, old)
	}
}

// TestDefaultsDifferByVersion defaults the same empty deployment in both
// versions.
func TestDefaultsDifferByVersion(t *testing.T) {
	scheme := newScheme()
	labels := map[string]string{"app": "web"}
	tmpl := corev1.PodTemplateSpec{ObjectMeta: metav1.ObjectMeta{Labels: labels}}

	current := &v1.Deployment{Spec: v1.DeploymentSpec{Template: tmpl}}
	old := &v1beta1.Deployment{Spec: v1beta1.DeploymentSpec{Template: tmpl}}
	scheme.Default(current)
	scheme.Default(old)

	tests := []struct {
		field     string
		got, want interface{}
	}{
		{"apps/v1 revisionHistoryLimit", *current.Spec.RevisionHistoryLimit, int32(10)},
		{"apps/v1beta1 revisionHistoryLimit", *old.Spec.RevisionHistoryLimit, int32(2)},
		{"apps/v1 selector", current.Spec.Selector, (*metav1.LabelSelector)(nil)},
		{"apps/v1beta1 selector", old.Spec.Selector, &metav1.LabelSelector{MatchLabels: labels}},
		{"apps/v1 labels", current.Labels, map[string]string(nil)},
		{"apps/v1beta1 labels", old.Labels, labels},
		{"apps/v1 replicas", *current.Spec.Replicas, int32(1)},
		{"apps/v1beta1 replicas", *old.Spec.Replicas, int32(1)},
		{"apps/v1 progressDeadlineSeconds", *current.Spec.ProgressDeadlineSeconds, int32(600)},
		{"apps/v1beta1 progressDeadlineSeconds", *old.Spec.ProgressDeadlineSeconds, int32(600)},
	}
	for _, tt := range tests {
		if !reflect.DeepEqual(tt.got, tt.want) {
			t.Errorf("%s = %#v; want %#v", tt.field, tt.got, tt.want)
		}
	}
}
