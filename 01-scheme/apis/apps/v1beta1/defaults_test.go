package v1beta1

import (
	"reflect"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/apps"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/autoscaling"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/intstr"
)

// newScheme returns a fresh scheme with the core, autoscaling and apps
// groups (internal and the versions this test needs).
func newScheme(t *testing.T) *runtime.Scheme {
	t.Helper()
	scheme := runtime.NewScheme()
	for _, add := range []func(*runtime.Scheme) error{
		core.AddToScheme, corev1.AddToScheme, autoscaling.AddToScheme, apps.AddToScheme, AddToScheme,
	} {
		if err := add(scheme); err != nil {
			t.Fatal(err)
		}
	}
	return scheme
}

func template(labels map[string]string) corev1.PodTemplateSpec {
	return corev1.PodTemplateSpec{
		ObjectMeta: metav1.ObjectMeta{Labels: labels},
		Spec:       corev1.PodSpec{Containers: []corev1.Container{{Name: "web", Image: "nginx:1.27"}}},
	}
}

// TestDeploymentDefaults shows what apps/v1beta1 defaults differently from
// apps/v1: the selector and labels come from the template, and the
// revision history limit is 2.
func TestDeploymentDefaults(t *testing.T) {
	labels := map[string]string{"app": "web"}
	rollingUpdate := DeploymentStrategy{
		Type: RollingUpdateDeploymentStrategyType,
		RollingUpdate: &RollingUpdateDeployment{
			MaxUnavailable: ptrTo(intstr.FromString("25%")),
			MaxSurge:       ptrTo(intstr.FromString("25%")),
		},
	}
	tests := []struct {
		name string
		in   Deployment
		want Deployment
	}{
		{
			name: "selector and labels from the template",
			in:   Deployment{Spec: DeploymentSpec{Template: template(labels)}},
			want: Deployment{
				ObjectMeta: metav1.ObjectMeta{Labels: labels},
				Spec: DeploymentSpec{
					Replicas:                ptrTo[int32](1),
					Selector:                &metav1.LabelSelector{MatchLabels: labels},
					Template:                template(labels),
					Strategy:                rollingUpdate,
					RevisionHistoryLimit:    ptrTo[int32](2),
					ProgressDeadlineSeconds: ptrTo[int32](600),
				},
			},
		},
		{
			name: "own selector and labels are kept",
			in: Deployment{
				ObjectMeta: metav1.ObjectMeta{Labels: map[string]string{"team": "a"}},
				Spec: DeploymentSpec{
					Selector: &metav1.LabelSelector{MatchLabels: map[string]string{"app": "other"}},
					Template: template(labels),
				},
			},
			want: Deployment{
				ObjectMeta: metav1.ObjectMeta{Labels: map[string]string{"team": "a"}},
				Spec: DeploymentSpec{
					Replicas:                ptrTo[int32](1),
					Selector:                &metav1.LabelSelector{MatchLabels: map[string]string{"app": "other"}},
					Template:                template(labels),
					Strategy:                rollingUpdate,
					RevisionHistoryLimit:    ptrTo[int32](2),
					ProgressDeadlineSeconds: ptrTo[int32](600),
				},
			},
		},
		{
			name: "no template labels, no selector",
			in:   Deployment{Spec: DeploymentSpec{Template: template(nil), RollbackTo: &RollbackConfig{}}},
			want: Deployment{Spec: DeploymentSpec{
				Replicas:                ptrTo[int32](1),
				Template:                template(nil),
				Strategy:                rollingUpdate,
				RevisionHistoryLimit:    ptrTo[int32](2),
				ProgressDeadlineSeconds: ptrTo[int32](600),
				RollbackTo:              &RollbackConfig{},
			}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			SetDefaults_Deployment(&tt.in)
			if !reflect.DeepEqual(tt.in, tt.want) {
				t.Errorf("defaulted deployment = %#v; want %#v", tt.in, tt.want)
			}
		})
	}
}

// TestObjectDefaultsReachTheTemplate checks the registered walk: the pod
// template gets core/v1's defaults too.
func TestObjectDefaultsReachTheTemplate(t *testing.T) {
	scheme := newScheme(t)
	list := &DeploymentList{Items: []Deployment{{Spec: DeploymentSpec{Template: template(nil)}}}}
	scheme.Default(list)
	spec := list.Items[0].Spec.Template.Spec
	if spec.RestartPolicy != corev1.RestartPolicyAlways || spec.Containers[0].ImagePullPolicy != corev1.PullIfNotPresent {
		t.Errorf("template restartPolicy, imagePullPolicy = %q, %q; want %q, %q",
			spec.RestartPolicy, spec.Containers[0].ImagePullPolicy, corev1.RestartPolicyAlways, corev1.PullIfNotPresent)
	}
	if got := *list.Items[0].Spec.RevisionHistoryLimit; got != 2 {
		t.Errorf("revisionHistoryLimit = %d; want 2", got)
	}
}
