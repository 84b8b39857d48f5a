package validation

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/apps"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/intstr"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
)

func int32Ptr(i int32) *int32 { return &i }

// validDeployment is a deployment as apps/v1 defaulting leaves it: a
// rolling update of 25%/25%, revisionHistoryLimit 10, a progress
// deadline of 600s, restartPolicy Always.
func validDeployment() *apps.Deployment {
	labels := map[string]string{"app": "web"}
	return &apps.Deployment{
		ObjectMeta: metav1.ObjectMeta{Name: "web", Namespace: "demo", ResourceVersion: "1"},
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
			Strategy: apps.DeploymentStrategy{
				Type: apps.RollingUpdateDeploymentStrategyType,
				RollingUpdate: &apps.RollingUpdateDeployment{
					MaxUnavailable: intstr.FromString("25%"),
					MaxSurge:       intstr.FromString("25%"),
				},
			},
			RevisionHistoryLimit:    int32Ptr(10),
			ProgressDeadlineSeconds: int32Ptr(600),
		},
	}
}

// validReplicaSet is a replica set as apps/v1 defaulting leaves it.
func validReplicaSet() *apps.ReplicaSet {
	d := validDeployment()
	return &apps.ReplicaSet{
		ObjectMeta: metav1.ObjectMeta{Name: "web-5d4c", Namespace: "demo", ResourceVersion: "1"},
		Spec:       apps.ReplicaSetSpec{Replicas: 3, Selector: d.Spec.Selector, Template: d.Spec.Template},
	}
}

// summary prints errs one a line as "Type field: detail", sorted, for
// comparing with a test's want.
func summary(errs field.ErrorList) string {
	var lines []string
	for _, e := range errs {
		lines = append(lines, fmt.Sprintf("%s %s: %s", string(e.Type), e.Field, e.Detail))
	}
	sort.Strings(lines)
	return strings.Join(lines, "\n")
}

func TestValidateDeployment(t *testing.T) {
	tests := []struct {
		name   string
		mutate func(d *apps.Deployment)
		want   []string // "Type field: detail", sorted
	}{
		{"valid", func(d *apps.Deployment) {}, nil},
		{"recreate", func(d *apps.Deployment) {
			d.Spec.Strategy = apps.DeploymentStrategy{Type: apps.RecreateDeploymentStrategyType}
		}, nil},
		{"zero replicas, zero history, maxSurge above 100%", func(d *apps.Deployment) {
			d.Spec.Replicas = 0
			d.Spec.RevisionHistoryLimit = int32Ptr(0)
			d.Spec.Strategy.RollingUpdate.MaxSurge = intstr.FromString("200%")
		}, nil},
		{"invalid name", func(d *apps.Deployment) { d.Name = "Web_1" }, []string{
			"FieldValueInvalid metadata.name: a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')",
		}},
		{"no namespace", func(d *apps.Deployment) { d.Namespace = "" }, []string{
			"FieldValueRequired metadata.namespace: ",
		}},
		{"negative replicas", func(d *apps.Deployment) { d.Spec.Replicas = -1 }, []string{
			"FieldValueInvalid spec.replicas: must be greater than or equal to 0",
		}},
		{"no selector", func(d *apps.Deployment) { d.Spec.Selector = nil }, []string{
			"FieldValueRequired spec.selector: ",
		}},
		{"empty selector", func(d *apps.Deployment) { d.Spec.Selector = &metav1.LabelSelector{} }, []string{
			"FieldValueInvalid spec.selector: empty selector is invalid for deployment",
		}},
		{"selector does not match the template", func(d *apps.Deployment) {
			d.Spec.Selector = &metav1.LabelSelector{MatchLabels: map[string]string{"app": "db"}}
		}, []string{
			"FieldValueInvalid spec.template.metadata.labels: `selector` does not match template `labels`",
		}},
		{"invalid selector operator", func(d *apps.Deployment) {
			d.Spec.Selector.MatchExpressions = []metav1.LabelSelectorRequirement{{Key: "tier", Operator: "Near"}}
		}, []string{
			"FieldValueInvalid spec.selector: invalid label selector",
		}},
		{"no containers", func(d *apps.Deployment) { d.Spec.Template.Spec.Containers = nil }, []string{
			"FieldValueRequired spec.template.spec.containers: ",
		}},
		{"container without name and image", func(d *apps.Deployment) {
			d.Spec.Template.Spec.Containers = []core.Container{{}}
		}, []string{
			"FieldValueRequired spec.template.spec.containers[0].image: ",
			"FieldValueRequired spec.template.spec.containers[0].name: ",
		}},
		{"duplicate container names", func(d *apps.Deployment) {
			d.Spec.Template.Spec.Containers = append(d.Spec.Template.Spec.Containers, core.Container{Name: "web", Image: "busybox"})
		}, []string{
			"FieldValueDuplicate spec.template.spec.containers[1].name: ",
		}},
		{"container name not a DNS label", func(d *apps.Deployment) {
			d.Spec.Template.Spec.Containers[0].Name = "Web"
		}, []string{
			"FieldValueInvalid spec.template.spec.containers[0].name: a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')",
		}},
		{"restartPolicy Never", func(d *apps.Deployment) { d.Spec.Template.Spec.RestartPolicy = core.RestartPolicyNever }, []string{
			`FieldValueNotSupported spec.template.spec.restartPolicy: supported values: "Always"`,
		}},
		{"activeDeadlineSeconds", func(d *apps.Deployment) {
			s := int64(30)
			d.Spec.Template.Spec.ActiveDeadlineSeconds = &s
		}, []string{
			"FieldValueForbidden spec.template.spec.activeDeadlineSeconds: activeDeadlineSeconds in ReplicaSet is not Supported",
		}},
		{"unknown strategy type", func(d *apps.Deployment) { d.Spec.Strategy.Type = "Blue" }, []string{
			`FieldValueNotSupported spec.strategy.Type: supported values: "Recreate", "RollingUpdate"`,
		}},
		{"recreate with rollingUpdate", func(d *apps.Deployment) {
			d.Spec.Strategy.Type = apps.RecreateDeploymentStrategyType
		}, []string{
			"FieldValueForbidden spec.strategy.rollingUpdate: may not be specified when strategy `type` is 'Recreate'",
		}},
		{"rolling update without rollingUpdate", func(d *apps.Deployment) { d.Spec.Strategy.RollingUpdate = nil }, []string{
			"FieldValueRequired spec.strategy.rollingUpdate: this should be defaulted and never be nil",
		}},
		{"maxSurge and maxUnavailable both 0", func(d *apps.Deployment) {
			d.Spec.Strategy.RollingUpdate = &apps.RollingUpdateDeployment{MaxSurge: intstr.FromString("0%"), MaxUnavailable: intstr.FromInt32(0)}
		}, []string{
			"FieldValueInvalid spec.strategy.rollingUpdate.maxUnavailable: may not be 0 when `maxSurge` is 0",
		}},
		{"maxUnavailable above 100%", func(d *apps.Deployment) {
			d.Spec.Strategy.RollingUpdate.MaxUnavailable = intstr.FromString("110%")
		}, []string{
			"FieldValueInvalid spec.strategy.rollingUpdate.maxUnavailable: must not be greater than 100%",
		}},
		{"maxSurge not a percentage", func(d *apps.Deployment) {
			d.Spec.Strategy.RollingUpdate.MaxSurge = intstr.FromString("20Percent")
		}, []string{
			"FieldValueInvalid spec.strategy.rollingUpdate.maxSurge: " + percentErrMsg,
		}},
		{"negative maxUnavailable", func(d *apps.Deployment) {
			d.Spec.Strategy.RollingUpdate.MaxUnavailable = intstr.FromInt32(-1)
		}, []string{
			"FieldValueInvalid spec.strategy.rollingUpdate.maxUnavailable: must be greater than or equal to 0",
		}},
		{"negative revisionHistoryLimit", func(d *apps.Deployment) { d.Spec.RevisionHistoryLimit = int32Ptr(-1) }, []string{
			"FieldValueInvalid spec.revisionHistoryLimit: must be greater than or equal to 0",
		}},
		{"negative minReadySeconds", func(d *apps.Deployment) { d.Spec.MinReadySeconds = -1 }, []string{
			"FieldValueInvalid spec.minReadySeconds: must be greater than or equal to 0",
		}},
		{"progress deadline not above minReadySeconds", func(d *apps.Deployment) {
			d.Spec.MinReadySeconds = 600
		}, []string{
			"FieldValueInvalid spec.progressDeadlineSeconds: must be greater than minReadySeconds",
		}},
		{"negative rollback revision", func(d *apps.Deployment) {
			d.Spec.RollbackTo = &apps.RollbackConfig{Revision: -3}
		}, []string{
			"FieldValueInvalid spec.rollback.revision: must be greater than or equal to 0",
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := validDeployment()
			tt.mutate(d)
			got, want := summary(ValidateDeployment(d)), strings.Join(tt.want, "\n")
			if got != want {
				t.Errorf("got\n%s\nwant\n%s", got, want)
			}
		})
	}
}

func TestValidateDeploymentUpdate(t *testing.T) {
	old := validDeployment()
	update := validDeployment()
	update.Spec.Replicas = 5
	if errs := ValidateDeploymentUpdate(update, old); len(errs) != 0 {
		t.Errorf("got %v; want no errors", errs)
	}
	update.Name = "other"
	update.Spec.Replicas = -1
	want := strings.Join([]string{
		"FieldValueInvalid metadata.name: field is immutable",
		"FieldValueInvalid spec.replicas: must be greater than or equal to 0",
	}, "\n")
	if got := summary(ValidateDeploymentUpdate(update, old)); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

func TestValidateDeploymentStatusUpdate(t *testing.T) {
	tests := []struct {
		name   string
		status apps.DeploymentStatus
		want   []string
	}{
		{"valid", apps.DeploymentStatus{Replicas: 3, UpdatedReplicas: 3, ReadyReplicas: 2, AvailableReplicas: 2, CollisionCount: int32Ptr(1)}, nil},
		{"negative", apps.DeploymentStatus{UnavailableReplicas: -1, ObservedGeneration: -1}, []string{
			"FieldValueInvalid status.observedGeneration: must be greater than or equal to 0",
			"FieldValueInvalid status.unavailableReplicas: must be greater than or equal to 0",
		}},
		{"more ready than replicas", apps.DeploymentStatus{Replicas: 1, ReadyReplicas: 2, UpdatedReplicas: 2, CollisionCount: int32Ptr(1)}, []string{
			"FieldValueInvalid status.readyReplicas: cannot be greater than status.replicas",
			"FieldValueInvalid status.updatedReplicas: cannot be greater than status.replicas",
		}},
		{"more available than ready", apps.DeploymentStatus{Replicas: 3, ReadyReplicas: 1, AvailableReplicas: 2}, []string{
			"FieldValueInvalid status.availableReplicas: cannot be greater than readyReplicas",
		}},
		{"collisionCount decremented", apps.DeploymentStatus{CollisionCount: int32Ptr(0)}, []string{
			"FieldValueInvalid status.collisionCount: cannot be decremented",
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			old := validDeployment()
			old.Status.CollisionCount = int32Ptr(1)
			update := validDeployment()
			update.Status = tt.status
			got, want := summary(ValidateDeploymentStatusUpdate(update, old)), strings.Join(tt.want, "\n")
			if got != want {
				t.Errorf("got\n%s\nwant\n%s", got, want)
			}
		})
	}
}

func TestValidateReplicaSet(t *testing.T) {
	tests := []struct {
		name   string
		mutate func(rs *apps.ReplicaSet)
		want   []string
	}{
		{"valid", func(rs *apps.ReplicaSet) {}, nil},
		{"negative replicas and minReadySeconds", func(rs *apps.ReplicaSet) {
			rs.Spec.Replicas, rs.Spec.MinReadySeconds = -1, -1
		}, []string{
			"FieldValueInvalid spec.minReadySeconds: must be greater than or equal to 0",
			"FieldValueInvalid spec.replicas: must be greater than or equal to 0",
		}},
		{"no selector", func(rs *apps.ReplicaSet) { rs.Spec.Selector = nil }, []string{
			"FieldValueRequired spec.selector: ",
		}},
		{"selector does not match the template", func(rs *apps.ReplicaSet) {
			rs.Spec.Template.Labels = map[string]string{"app": "db"}
		}, []string{
			"FieldValueInvalid spec.template.metadata.labels: `selector` does not match template `labels`",
		}},
		{"no containers", func(rs *apps.ReplicaSet) { rs.Spec.Template.Spec.Containers = nil }, []string{
			"FieldValueRequired spec.template.spec.containers: ",
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rs := validReplicaSet()
			tt.mutate(rs)
			got, want := summary(ValidateReplicaSet(rs)), strings.Join(tt.want, "\n")
			if got != want {
				t.Errorf("got\n%s\nwant\n%s", got, want)
			}
		})
	}
}

func TestValidateReplicaSetStatusUpdate(t *testing.T) {
	old := validReplicaSet()
	update := validReplicaSet()
	update.Status = apps.ReplicaSetStatus{Replicas: 2, FullyLabeledReplicas: 3, ReadyReplicas: 1, AvailableReplicas: 2}
	want := strings.Join([]string{
		"FieldValueInvalid status.availableReplicas: cannot be greater than readyReplicas",
		"FieldValueInvalid status.fullyLabeledReplicas: cannot be greater than status.replicas",
	}, "\n")
	if got := summary(ValidateReplicaSetStatusUpdate(update, old)); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}
