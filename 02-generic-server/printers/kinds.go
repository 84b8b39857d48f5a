package printers

import (
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/apps"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

// The TableConvertors of the kinds stage 02's demo serves; stage 03's
// registries use the same ones.
// Upstream: the h.TableHandler calls of k8s.io/kubernetes/pkg/printers/internalversion.AddHandlers.
var (
	// ConfigMaps: NAME DATA AGE.
	ConfigMaps = TableConvertor{Columns: []metav1.TableColumnDefinition{
		NameColumn,
		{Name: "Data", Type: "string", Description: "Data contains the configuration data."},
		AgeColumn,
	}, Row: printConfigMap}

	// Namespaces: NAME STATUS AGE.
	Namespaces = TableConvertor{Columns: []metav1.TableColumnDefinition{
		NameColumn,
		{Name: "Status", Type: "string", Description: "The status of the namespace"},
		AgeColumn,
	}, Row: printNamespace}

	// Deployments: NAME READY UP-TO-DATE AVAILABLE AGE, wide adds
	// CONTAINERS IMAGES SELECTOR.
	Deployments = TableConvertor{Columns: []metav1.TableColumnDefinition{
		NameColumn,
		{Name: "Ready", Type: "string", Description: "Number of the pod with ready state"},
		{Name: "Up-to-date", Type: "string", Description: "Total number of non-terminating pods targeted by this deployment that have the desired template spec."},
		{Name: "Available", Type: "string", Description: "Total number of available non-terminating pods (ready for at least minReadySeconds) targeted by this deployment."},
		AgeColumn,
		ContainersColumn,
		ImagesColumn,
		{Name: "Selector", Type: "string", Priority: 1, Description: "Label selector for pods. Existing ReplicaSets whose pods are selected by this will be the ones affected by this deployment. It must match the pod template's labels."},
	}, Row: printDeployment}
)

// printConfigMap: DATA counts data and binaryData keys.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.printConfigMap.
func printConfigMap(obj runtime.Object) (metav1.TableRow, error) {
	cm, ok := obj.(*core.ConfigMap)
	if !ok {
		return metav1.TableRow{}, fmt.Errorf("expected a ConfigMap, got %T", obj)
	}
	return Cells(cm.Name, int64(len(cm.Data)+len(cm.BinaryData)), TranslateTimestampSince(cm.CreationTimestamp)), nil
}

// printNamespace: STATUS is the phase.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.printNamespace.
func printNamespace(obj runtime.Object) (metav1.TableRow, error) {
	ns, ok := obj.(*core.Namespace)
	if !ok {
		return metav1.TableRow{}, fmt.Errorf("expected a Namespace, got %T", obj)
	}
	return Cells(ns.Name, string(ns.Status.Phase), TranslateTimestampSince(ns.CreationTimestamp)), nil
}

// printDeployment: READY is ready/desired, SELECTOR the selector as
// `kubectl get -l` takes it.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.printDeployment.
func printDeployment(obj runtime.Object) (metav1.TableRow, error) {
	d, ok := obj.(*apps.Deployment)
	if !ok {
		return metav1.TableRow{}, fmt.Errorf("expected a Deployment, got %T", obj)
	}
	selectorString := "<invalid>"
	if selector, err := metav1.LabelSelectorAsSelector(d.Spec.Selector); err == nil {
		selectorString = selector.String()
	}
	containers, images := LayoutContainerCells(d.Spec.Template.Spec.Containers)
	return Cells(
		d.Name,
		fmt.Sprintf("%d/%d", int64(d.Status.ReadyReplicas), int64(d.Spec.Replicas)),
		int64(d.Status.UpdatedReplicas),
		int64(d.Status.AvailableReplicas),
		TranslateTimestampSince(d.CreationTimestamp),
		containers, images, selectorString,
	), nil
}
