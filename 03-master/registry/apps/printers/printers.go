package printers

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/apps"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/duration"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/memory"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
)

// TableConvertor renders one kind as a Table: Columns are the headers,
// PrintRow makes the cells of one object, in the same order.
// Upstream: k8s.io/kubernetes/pkg/printers/storage.TableConvertor, with
// the kind's handler of k8s.io/kubernetes/pkg/printers/internalversion.AddHandlers.
type TableConvertor struct {
	Columns  []metav1.TableColumnDefinition
	PrintRow func(obj runtime.Object) ([]interface{}, error)
}

var _ rest.TableConvertor = TableConvertor{}

// ConvertToTable renders a list or one object; the list's
// resourceVersion and continue token go into the Table's metadata, and
// tableOptions.NoHeaders leaves the column definitions out.
// Upstream: k8s.io/kubernetes/pkg/printers/storage.TableConvertor.ConvertToTable.
func (c TableConvertor) ConvertToTable(ctx context.Context, object runtime.Object, tableOptions runtime.Object) (*metav1.Table, error) {
	table := &metav1.Table{}
	err := memory.EachRow(object, func(obj runtime.Object) error {
		cells, err := c.PrintRow(obj)
		if err != nil {
			return err
		}
		table.Rows = append(table.Rows, metav1.TableRow{Cells: cells, Object: runtime.RawExtension{Object: obj}})
		return nil
	})
	if err != nil {
		return nil, err
	}
	memory.SetTableMeta(table, object)
	if opt, ok := tableOptions.(*metav1.TableOptions); !ok || !opt.NoHeaders {
		table.ColumnDefinitions = c.Columns
	}
	return table, nil
}

// The columns shared by both kinds, with upstream's descriptions.
// Upstream: the column definitions of
// k8s.io/kubernetes/pkg/printers/internalversion.AddHandlers.
var (
	nameColumn       = metav1.TableColumnDefinition{Name: "Name", Type: "string", Format: "name", Description: memory.NameDescription}
	ageColumn        = metav1.TableColumnDefinition{Name: "Age", Type: "string", Description: memory.CreationTimestampDescription}
	containersColumn = metav1.TableColumnDefinition{Name: "Containers", Type: "string", Priority: 1, Description: "Names of each container in the template."}
	imagesColumn     = metav1.TableColumnDefinition{Name: "Images", Type: "string", Priority: 1, Description: "Images referenced by each container in the template."}
)

// DeploymentColumns: NAME READY UP-TO-DATE AVAILABLE AGE, wide adds
// CONTAINERS IMAGES SELECTOR.
// Upstream: deploymentColumnDefinitions in
// k8s.io/kubernetes/pkg/printers/internalversion.AddHandlers.
var DeploymentColumns = []metav1.TableColumnDefinition{
	nameColumn,
	{Name: "Ready", Type: "string", Description: "Number of the pod with ready state"},
	{Name: "Up-to-date", Type: "string", Description: "Total number of non-terminating pods targeted by this deployment that have the desired template spec."},
	{Name: "Available", Type: "string", Description: "Total number of available non-terminating pods (ready for at least minReadySeconds) targeted by this deployment."},
	ageColumn,
	containersColumn,
	imagesColumn,
	{Name: "Selector", Type: "string", Priority: 1, Description: "Label selector for pods. Existing ReplicaSets whose pods are selected by this will be the ones affected by this deployment. It must match the pod template's labels."},
}

// ReplicaSetColumns: NAME DESIRED CURRENT READY AGE, wide adds
// CONTAINERS IMAGES SELECTOR.
// Upstream: replicaSetColumnDefinitions in
// k8s.io/kubernetes/pkg/printers/internalversion.AddHandlers.
var ReplicaSetColumns = []metav1.TableColumnDefinition{
	nameColumn,
	{Name: "Desired", Type: "integer", Description: "Replicas is the number of desired pods. This is a pointer to distinguish between explicit zero and unspecified. Defaults to 1. More info: https://kubernetes.io/docs/concepts/workloads/controllers/replicaset/#how-a-replicaset-works"},
	{Name: "Current", Type: "integer", Description: "Replicas is the most recently observed number of non-terminating pods. More info: https://kubernetes.io/docs/concepts/workloads/controllers/replicaset/#how-a-replicaset-works"},
	{Name: "Ready", Type: "integer", Description: "The number of non-terminating pods targeted by this ReplicaSet with a Ready Condition."},
	ageColumn,
	containersColumn,
	imagesColumn,
	{Name: "Selector", Type: "string", Priority: 1, Description: "Selector is a label query over pods that should match the replica count. Label keys and values that must match in order to be controlled by this replica set. It must match the pod template's labels. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/labels/#label-selectors"},
}

// PrintDeployment makes a deployment's cells: READY is ready/desired,
// SELECTOR the selector as `kubectl get -l` takes it.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.printDeployment.
func PrintDeployment(obj runtime.Object) ([]interface{}, error) {
	d, ok := obj.(*apps.Deployment)
	if !ok {
		return nil, fmt.Errorf("expected a Deployment, got %T", obj)
	}
	selectorString := "<invalid>"
	if selector, err := metav1.LabelSelectorAsSelector(d.Spec.Selector); err == nil {
		selectorString = selector.String()
	}
	containers, images := layoutContainerCells(d.Spec.Template.Spec.Containers)
	return []interface{}{
		d.Name,
		fmt.Sprintf("%d/%d", int64(d.Status.ReadyReplicas), int64(d.Spec.Replicas)),
		int64(d.Status.UpdatedReplicas),
		int64(d.Status.AvailableReplicas),
		translateTimestampSince(d.CreationTimestamp),
		containers, images, selectorString,
	}, nil
}

// PrintReplicaSet makes a replica set's cells.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.printReplicaSet.
func PrintReplicaSet(obj runtime.Object) ([]interface{}, error) {
	rs, ok := obj.(*apps.ReplicaSet)
	if !ok {
		return nil, fmt.Errorf("expected a ReplicaSet, got %T", obj)
	}
	containers, images := layoutContainerCells(rs.Spec.Template.Spec.Containers)
	return []interface{}{
		rs.Name,
		int64(rs.Spec.Replicas),
		int64(rs.Status.Replicas),
		int64(rs.Status.ReadyReplicas),
		translateTimestampSince(rs.CreationTimestamp),
		containers, images, metav1.FormatLabelSelector(rs.Spec.Selector),
	}, nil
}

// layoutContainerCells joins the containers' names and images with
// commas.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.layoutContainerCells.
func layoutContainerCells(containers []core.Container) (names, images string) {
	var n, i []string
	for _, c := range containers {
		n, i = append(n, c.Name), append(i, c.Image)
	}
	return strings.Join(n, ","), strings.Join(i, ",")
}

// translateTimestampSince is the age of a timestamp, as the AGE column
// prints it.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.translateTimestampSince.
func translateTimestampSince(timestamp metav1.Time) string {
	if timestamp.IsZero() {
		return "<unknown>"
	}
	return duration.HumanDuration(time.Since(timestamp.Time))
}
