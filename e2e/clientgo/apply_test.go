package clientgo

import (
	"context"
	"strings"
	"testing"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime/schema"
	appsv1ac "k8s.io/client-go/applyconfigurations/apps/v1"
	corev1ac "k8s.io/client-go/applyconfigurations/core/v1"
	metav1ac "k8s.io/client-go/applyconfigurations/meta/v1"
	"k8s.io/client-go/dynamic"
	"k8s.io/client-go/kubernetes"

	"github.com/kube-rebuilt/apiserver/e2e/framework"
)

// TestServerSideApply applies a Deployment with the typed client's Apply
// (an applyconfiguration, sent as application/apply-patch+yaml), then a
// ConfigMap with the dynamic client's Apply, and checks what server-side
// apply promises a controller: the object is created, the manager owns
// what it applied, another manager changing an owned field gets a 409
// whose cause names the owner and the field, and Force takes it.
func TestServerSideApply(t *testing.T) {
	forEachStage(t, func(t *testing.T, srv *framework.Server) {
		srv.SkipUnlessServed(t, "v1/configmaps", "apps/v1/deployments")
		ctx := context.Background()
		cs := kubernetes.NewForConfigOrDie(srv.RESTConfig(t))

		t.Run("typed", func(t *testing.T) {
			deploy := appsv1ac.Deployment("ssa-typed", namespace).
				WithSpec(appsv1ac.DeploymentSpec().
					WithReplicas(2).
					WithSelector(metav1ac.LabelSelector().WithMatchLabels(map[string]string{"app": "ssa"})).
					WithTemplate(corev1ac.PodTemplateSpec().
						WithLabels(map[string]string{"app": "ssa"}).
						WithSpec(corev1ac.PodSpec().WithContainers(
							corev1ac.Container().WithName("web").WithImage("nginx:1.27")))))
			got, err := cs.AppsV1().Deployments(namespace).Apply(ctx, deploy, metav1.ApplyOptions{FieldManager: "e2e-typed"})
			if err != nil {
				t.Fatalf("apply: %v", err)
			}
			if *got.Spec.Replicas != 2 || got.Spec.Template.Spec.Containers[0].Image != "nginx:1.27" {
				t.Errorf("apply: got replicas %d image %s; want 2 nginx:1.27", *got.Spec.Replicas, got.Spec.Template.Spec.Containers[0].Image)
			}
			if n := len(got.ManagedFields); n != 1 || got.ManagedFields[0].Manager != "e2e-typed" || got.ManagedFields[0].Operation != metav1.ManagedFieldsOperationApply {
				t.Errorf("apply: got managedFields %+v; want one Apply entry of e2e-typed", got.ManagedFields)
			}
			// ExtractDeployment reads back what this manager owns.
			owned, err := appsv1ac.ExtractDeployment(got, "e2e-typed")
			if err != nil {
				t.Fatalf("extract: %v", err)
			}
			if owned.Spec == nil || owned.Spec.Replicas == nil || *owned.Spec.Replicas != 2 {
				t.Errorf("extract: got %+v; want the applied replicas", owned.Spec)
			}

			scaled := appsv1ac.Deployment("ssa-typed", namespace).WithSpec(appsv1ac.DeploymentSpec().WithReplicas(5))
			_, err = cs.AppsV1().Deployments(namespace).Apply(ctx, scaled, metav1.ApplyOptions{FieldManager: "e2e-scaler"})
			checkApplyConflict(t, err, `conflict with "e2e-typed"`, ".spec.replicas")
			forced, err := cs.AppsV1().Deployments(namespace).Apply(ctx, scaled, metav1.ApplyOptions{FieldManager: "e2e-scaler", Force: true})
			if err != nil {
				t.Fatalf("forced apply: %v", err)
			}
			if *forced.Spec.Replicas != 5 {
				t.Errorf("forced apply: got replicas %d; want 5", *forced.Spec.Replicas)
			}
		})

		t.Run("dynamic", func(t *testing.T) {
			gvr := schema.GroupVersionResource{Version: "v1", Resource: "configmaps"}
			c := dynamic.NewForConfigOrDie(srv.RESTConfig(t)).Resource(gvr).Namespace(namespace)
			cm := &unstructured.Unstructured{Object: map[string]any{
				"apiVersion": "v1", "kind": "ConfigMap",
				"metadata": map[string]any{"name": "ssa-dynamic", "labels": map[string]any{ownLabel: "true"}},
				"data":     map[string]any{"a": "one"},
			}}
			got, err := c.Apply(ctx, "ssa-dynamic", cm, metav1.ApplyOptions{FieldManager: "e2e-dynamic"})
			if err != nil {
				t.Fatalf("apply: %v", err)
			}
			if v, _, _ := unstructured.NestedString(got.Object, "data", "a"); v != "one" {
				t.Errorf("apply: got data.a %q; want one", v)
			}
			unchanged, err := c.Apply(ctx, "ssa-dynamic", cm, metav1.ApplyOptions{FieldManager: "e2e-dynamic"})
			if err != nil {
				t.Fatalf("second apply: %v", err)
			}
			if unchanged.GetResourceVersion() != got.GetResourceVersion() {
				t.Errorf("second apply: got resourceVersion %s; want %s (nothing changed)", unchanged.GetResourceVersion(), got.GetResourceVersion())
			}
			other := cm.DeepCopy()
			other.Object["data"] = map[string]any{"a": "two"}
			_, err = c.Apply(ctx, "ssa-dynamic", other, metav1.ApplyOptions{FieldManager: "e2e-other"})
			checkApplyConflict(t, err, `conflict with "e2e-dynamic"`, ".data.a")
		})
	})
}

// checkApplyConflict wants err to be the 409 of an apply conflict with one
// cause naming manager and field.
func checkApplyConflict(t *testing.T, err error, manager, field string) {
	t.Helper()
	if !apierrors.IsConflict(err) {
		t.Fatalf("got %v; want a 409 Conflict", err)
	}
	status := err.(apierrors.APIStatus).Status()
	if !strings.Contains(status.Message, manager) || !strings.Contains(status.Message, field) {
		t.Errorf("got message %q; want it to name %s and %s", status.Message, manager, field)
	}
	if status.Details == nil || len(status.Details.Causes) != 1 ||
		status.Details.Causes[0].Type != metav1.CauseTypeFieldManagerConflict || status.Details.Causes[0].Field != field {
		t.Errorf("got details %+v; want one FieldManagerConflict cause on %s", status.Details, field)
	}
}
