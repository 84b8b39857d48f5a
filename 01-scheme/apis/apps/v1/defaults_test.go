package v1

import (
	"reflect"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/resource"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/apps"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/intstr"
)

// newScheme returns a fresh scheme with the core and apps groups.
func newScheme(t *testing.T) *runtime.Scheme {
	t.Helper()
	scheme := runtime.NewScheme()
	for _, add := range []func(*runtime.Scheme) error{core.AddToScheme, corev1.AddToScheme, apps.AddToScheme, AddToScheme} {
		if err := add(scheme); err != nil {
			t.Fatal(err)
		}
	}
	return scheme
}

// defaultedTemplate is a template with one container, as defaulting
// leaves it.
func defaultedTemplate(labels map[string]string) corev1.PodTemplateSpec {
	return corev1.PodTemplateSpec{
		ObjectMeta: metav1.ObjectMeta{Labels: labels},
		Spec: corev1.PodSpec{
			Containers: []corev1.Container{{
				Name: "web", Image: "nginx:1.27", ImagePullPolicy: corev1.PullIfNotPresent,
				TerminationMessagePath: "/dev/termination-log", TerminationMessagePolicy: corev1.TerminationMessageReadFile,
			}},
			RestartPolicy:                 corev1.RestartPolicyAlways,
			TerminationGracePeriodSeconds: ptrTo[int64](30),
			DNSPolicy:                     corev1.DNSClusterFirst,
			SecurityContext:               &corev1.PodSecurityContext{},
			SchedulerName:                 "default-scheduler",
		},
	}
}

func template(labels map[string]string) corev1.PodTemplateSpec {
	return corev1.PodTemplateSpec{
		ObjectMeta: metav1.ObjectMeta{Labels: labels},
		Spec:       corev1.PodSpec{Containers: []corev1.Container{{Name: "web", Image: "nginx:1.27"}}},
	}
}

func TestDeploymentDefaults(t *testing.T) {
	labels := map[string]string{"app": "web"}
	tests := []struct {
		name string
		in   Deployment
		want Deployment
	}{
		{
			name: "empty spec",
			in:   Deployment{Spec: DeploymentSpec{Template: template(labels)}},
			want: Deployment{Spec: DeploymentSpec{
				// apps/v1 does not default the selector or the labels.
				Replicas: ptrTo[int32](1),
				Template: defaultedTemplate(labels),
				Strategy: DeploymentStrategy{
					Type: RollingUpdateDeploymentStrategyType,
					RollingUpdate: &RollingUpdateDeployment{
						MaxUnavailable: ptrTo(intstr.FromString("25%")),
						MaxSurge:       ptrTo(intstr.FromString("25%")),
					},
				},
				RevisionHistoryLimit:    ptrTo[int32](10),
				ProgressDeadlineSeconds: ptrTo[int32](600),
			}},
		},
		{
			name: "recreate gets no rolling update",
			in: Deployment{Spec: DeploymentSpec{
				Replicas: ptrTo[int32](0), Template: template(labels),
				Strategy: DeploymentStrategy{Type: RecreateDeploymentStrategyType},
			}},
			want: Deployment{Spec: DeploymentSpec{
				Replicas: ptrTo[int32](0), Template: defaultedTemplate(labels),
				Strategy:                DeploymentStrategy{Type: RecreateDeploymentStrategyType},
				RevisionHistoryLimit:    ptrTo[int32](10),
				ProgressDeadlineSeconds: ptrTo[int32](600),
			}},
		},
		{
			name: "set values are kept",
			in: Deployment{Spec: DeploymentSpec{
				Replicas: ptrTo[int32](3), Template: template(labels),
				Strategy:             DeploymentStrategy{RollingUpdate: &RollingUpdateDeployment{MaxSurge: ptrTo(intstr.FromInt32(1))}},
				RevisionHistoryLimit: ptrTo[int32](0), ProgressDeadlineSeconds: ptrTo[int32](60),
			}},
			want: Deployment{Spec: DeploymentSpec{
				Replicas: ptrTo[int32](3), Template: defaultedTemplate(labels),
				Strategy: DeploymentStrategy{
					Type: RollingUpdateDeploymentStrategyType,
					RollingUpdate: &RollingUpdateDeployment{
						MaxUnavailable: ptrTo(intstr.FromString("25%")),
						MaxSurge:       ptrTo(intstr.FromInt32(1)),
					},
				},
				RevisionHistoryLimit: ptrTo[int32](0), ProgressDeadlineSeconds: ptrTo[int32](60),
			}},
		},
	}
	scheme := newScheme(t)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			scheme.Default(&tt.in)
			if !reflect.DeepEqual(tt.in, tt.want) {
				t.Errorf("defaulted deployment = %#v; want %#v", tt.in, tt.want)
			}
		})
	}
}

func TestReplicaSetDefaults(t *testing.T) {
	labels := map[string]string{"app": "web"}
	tests := []struct {
		name string
		in   ReplicaSet
		want ReplicaSet
	}{
		{
			name: "replicas default to 1",
			in:   ReplicaSet{Spec: ReplicaSetSpec{Template: template(labels)}},
			want: ReplicaSet{Spec: ReplicaSetSpec{Replicas: ptrTo[int32](1), Template: defaultedTemplate(labels)}},
		},
		{
			name: "zero replicas are kept",
			in:   ReplicaSet{Spec: ReplicaSetSpec{Replicas: ptrTo[int32](0), Template: template(labels)}},
			want: ReplicaSet{Spec: ReplicaSetSpec{Replicas: ptrTo[int32](0), Template: defaultedTemplate(labels)}},
		},
	}
	scheme := newScheme(t)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			list := &ReplicaSetList{Items: []ReplicaSet{tt.in}}
			scheme.Default(list)
			if !reflect.DeepEqual(list.Items[0], tt.want) {
				t.Errorf("defaulted replica set = %#v; want %#v", list.Items[0], tt.want)
			}
		})
	}
}

// TestPodTemplateGetsNoPodOnlyDefaults checks that defaulter-gen walks a
// deployment's template with the pod spec's defaults but not the pod's own
// (SetDefaults_Pod). It used to call core/v1's hand-written
// SetObjectDefaults_PodTemplateSpec, which generated code made redundant.
func TestPodTemplateGetsNoPodOnlyDefaults(t *testing.T) {
	d := Deployment{Spec: DeploymentSpec{Template: corev1.PodTemplateSpec{Spec: corev1.PodSpec{Containers: []corev1.Container{{
		Name: "c", Image: "nginx", Resources: corev1.ResourceRequirements{Limits: corev1.ResourceList{corev1.ResourceCPU: resource.MustParse("1")}},
	}}}}}}
	SetObjectDefaults_Deployment(&d)
	tmpl := d.Spec.Template
	if tmpl.Spec.EnableServiceLinks != nil {
		t.Errorf("template enableServiceLinks = %v; want nil", *tmpl.Spec.EnableServiceLinks)
	}
	if tmpl.Spec.Containers[0].Resources.Requests != nil {
		t.Errorf("template requests = %v; want nil", tmpl.Spec.Containers[0].Resources.Requests)
	}
	if tmpl.Spec.RestartPolicy != corev1.RestartPolicyAlways {
		t.Errorf("template restartPolicy = %q; want %q", tmpl.Spec.RestartPolicy, corev1.RestartPolicyAlways)
	}
}
