package printers

import (
	"fmt"
	"strings"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/apps"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	genericprinters "github.com/kube-rebuilt/apiserver/02-generic-server/printers"
)

// StatefulSets: NAME READY AGE, wide adds CONTAINERS IMAGES.
// Upstream: statefulSetColumnDefinitions and printStatefulSet in
// k8s.io/kubernetes/pkg/printers/internalversion.
var StatefulSets = genericprinters.TableConvertor{Columns: []metav1.TableColumnDefinition{
	genericprinters.NameColumn,
	{Name: "Ready", Type: "string", Description: "Number of the pod with ready state"},
	genericprinters.AgeColumn,
	genericprinters.ContainersColumn,
	genericprinters.ImagesColumn,
}, Row: printStatefulSet}

// printStatefulSet makes a stateful set's cells; READY is ready/desired.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.printStatefulSet.
func printStatefulSet(obj runtime.Object) (metav1.TableRow, error) {
	ss, ok := obj.(*apps.StatefulSet)
	if !ok {
		return metav1.TableRow{}, fmt.Errorf("expected a StatefulSet, got %T", obj)
	}
	containers, images := genericprinters.LayoutContainerCells(ss.Spec.Template.Spec.Containers)
	return genericprinters.Cells(
		ss.Name,
		fmt.Sprintf("%d/%d", int64(ss.Status.ReadyReplicas), int64(ss.Spec.Replicas)),
		genericprinters.TranslateTimestampSince(ss.CreationTimestamp),
		containers, images,
	), nil
}

// DaemonSets: NAME DESIRED CURRENT READY UP-TO-DATE AVAILABLE NODE
// SELECTOR AGE, wide adds CONTAINERS IMAGES SELECTOR.
// Upstream: daemonSetColumnDefinitions and printDaemonSet in
// k8s.io/kubernetes/pkg/printers/internalversion.
var DaemonSets = genericprinters.TableConvertor{Columns: []metav1.TableColumnDefinition{
	genericprinters.NameColumn,
	{Name: "Desired", Type: "integer", Description: "The total number of nodes that should be running the daemon pod (including nodes correctly running the daemon pod)."},
	{Name: "Current", Type: "integer", Description: "The number of nodes that are running at least 1 daemon pod and are supposed to run the daemon pod."},
	{Name: "Ready", Type: "integer", Description: "The number of nodes that should be running the daemon pod and have one or more of the daemon pod running with a Ready Condition."},
	{Name: "Up-to-date", Type: "integer", Description: "The total number of nodes that are running updated daemon pod"},
	{Name: "Available", Type: "integer", Description: "The number of nodes that should be running the daemon pod and have one or more of the daemon pod running and available (ready for at least spec.minReadySeconds)"},
	{Name: "Node Selector", Type: "string", Description: "NodeSelector is a selector which must be true for the pod to fit on a node. Selector which must match a node's labels for the pod to be scheduled on that node."},
	genericprinters.AgeColumn,
	genericprinters.ContainersColumn,
	genericprinters.ImagesColumn,
	{Name: "Selector", Type: "string", Priority: 1, Description: "A label query over pods that are managed by the daemon set. Must match in order to be controlled."},
}, Row: printDaemonSet}

// printDaemonSet makes a daemon set's cells.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.printDaemonSet.
func printDaemonSet(obj runtime.Object) (metav1.TableRow, error) {
	ds, ok := obj.(*apps.DaemonSet)
	if !ok {
		return metav1.TableRow{}, fmt.Errorf("expected a DaemonSet, got %T", obj)
	}
	containers, images := genericprinters.LayoutContainerCells(ds.Spec.Template.Spec.Containers)
	return genericprinters.Cells(
		ds.Name,
		int64(ds.Status.DesiredNumberScheduled),
		int64(ds.Status.CurrentNumberScheduled),
		int64(ds.Status.NumberReady),
		int64(ds.Status.UpdatedNumberScheduled),
		int64(ds.Status.NumberAvailable),
		labels.FormatLabels(ds.Spec.Template.Spec.NodeSelector),
		genericprinters.TranslateTimestampSince(ds.CreationTimestamp),
		containers, images, metav1.FormatLabelSelector(ds.Spec.Selector),
	), nil
}

// ControllerRevisions: NAME CONTROLLER REVISION AGE.
// Upstream: controllerRevisionColumnDefinition and printControllerRevision
// in k8s.io/kubernetes/pkg/printers/internalversion.
var ControllerRevisions = genericprinters.TableConvertor{Columns: []metav1.TableColumnDefinition{
	genericprinters.NameColumn,
	{Name: "Controller", Type: "string", Description: "Controller of the object"},
	{Name: "Revision", Type: "string", Description: "Revision indicates the revision of the state represented by Data."},
	genericprinters.AgeColumn,
}, Row: printControllerRevision}

// printControllerRevision makes a revision's cells; CONTROLLER is the
// controlling owner as kind.group/name ("statefulset.apps/web"), or
// <none>.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.printControllerRevision.
func printControllerRevision(obj runtime.Object) (metav1.TableRow, error) {
	cr, ok := obj.(*apps.ControllerRevision)
	if !ok {
		return metav1.TableRow{}, fmt.Errorf("expected a ControllerRevision, got %T", obj)
	}
	controllerName := "<none>"
	if ref := metav1.GetControllerOf(cr); ref != nil {
		gv, err := schema.ParseGroupVersion(ref.APIVersion)
		if err != nil {
			return metav1.TableRow{}, err
		}
		controllerName = formatResourceName(gv.WithKind(ref.Kind).GroupKind(), ref.Name)
	}
	return genericprinters.Cells(cr.Name, controllerName, cr.Revision,
		genericprinters.TranslateTimestampSince(cr.CreationTimestamp)), nil
}

// formatResourceName is "kind.group/name" in lower case, or the name
// alone for an empty kind.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.formatResourceName.
func formatResourceName(kind schema.GroupKind, name string) string {
	if kind.Empty() {
		return name
	}
	return strings.ToLower(kind.String()) + "/" + name
}
