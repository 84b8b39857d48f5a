package printers

import (
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/apps"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	genericprinters "github.com/kube-rebuilt/apiserver/02-generic-server/printers"
)

// Deployments is stage 02's deployment Table (the demo printed it first):
// NAME READY UP-TO-DATE AVAILABLE AGE, wide adds CONTAINERS IMAGES SELECTOR.
var Deployments = genericprinters.Deployments

// ReplicaSets: NAME DESIRED CURRENT READY AGE, wide adds CONTAINERS
// IMAGES SELECTOR.
// Upstream: replicaSetColumnDefinitions and printReplicaSet in
// k8s.io/kubernetes/pkg/printers/internalversion.
var ReplicaSets = genericprinters.TableConvertor{Columns: []metav1.TableColumnDefinition{
	genericprinters.NameColumn,
	{Name: "Desired", Type: "integer", Description: "Replicas is the number of desired pods."},
	{Name: "Current", Type: "integer", Description: "Replicas is the most recently observed number of non-terminating pods."},
	{Name: "Ready", Type: "integer", Description: "The number of non-terminating pods targeted by this ReplicaSet with a Ready Condition."},
	genericprinters.AgeColumn,
	genericprinters.ContainersColumn,
	genericprinters.ImagesColumn,
	{Name: "Selector", Type: "string", Priority: 1, Description: "Selector is a label query over pods that should match the replica count."},
}, Row: printReplicaSet}

// printReplicaSet makes a replica set's cells.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.printReplicaSet.
func printReplicaSet(obj runtime.Object) (metav1.TableRow, error) {
	rs, ok := obj.(*apps.ReplicaSet)
	if !ok {
		return metav1.TableRow{}, fmt.Errorf("expected a ReplicaSet, got %T", obj)
	}
	containers, images := genericprinters.LayoutContainerCells(rs.Spec.Template.Spec.Containers)
	return genericprinters.Cells(
		rs.Name,
		int64(rs.Spec.Replicas),
		int64(rs.Status.Replicas),
		int64(rs.Status.ReadyReplicas),
		genericprinters.TranslateTimestampSince(rs.CreationTimestamp),
		containers, images, metav1.FormatLabelSelector(rs.Spec.Selector),
	), nil
}
