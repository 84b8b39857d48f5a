package app

import (
	"context"
	"fmt"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/duration"
	"strings"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/apps"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/memory"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
)

// tableConvertor renders a kind as the columns `kubectl get` prints: one
// row per object, made by printRow. Every column is always sent; kubectl
// shows those of priority 1 only with -o wide.
// Upstream: k8s.io/kubernetes/pkg/registry/core/...storage uses
// printerstorage.TableConvertor with the TableGenerator of
// k8s.io/kubernetes/pkg/printers/internalversion.
type tableConvertor struct {
	columns  []metav1.TableColumnDefinition
	printRow func(obj runtime.Object) ([]interface{}, error)
}

var _ rest.TableConvertor = tableConvertor{}

// ConvertToTable renders a list or one object.
// Upstream: k8s.io/kubernetes/pkg/printers/storage.TableConvertor.ConvertToTable.
func (c tableConvertor) ConvertToTable(ctx context.Context, object runtime.Object, tableOptions runtime.Object) (*metav1.Table, error) {
	table := &metav1.Table{}
	err := memory.EachRow(object, func(obj runtime.Object) error {
		cells, err := c.printRow(obj)
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
		table.ColumnDefinitions = c.columns
	}
	return table, nil
}

// The columns, with upstream's names and descriptions.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.AddHandlers.
var (
	nameColumn = metav1.TableColumnDefinition{Name: "Name", Type: "string", Format: "name", Description: memory.NameDescription}
	ageColumn  = metav1.TableColumnDefinition{Name: "Age", Type: "string", Description: memory.CreationTimestampDescription}

	configMapColumns = []metav1.TableColumnDefinition{
		nameColumn,
		{Name: "Data", Type: "string", Description: "Data contains the configuration data. Each key must consist of alphanumeric characters, '-', '_' or '.'. Values with non-UTF-8 byte sequences must use the BinaryData field. The keys stored in Data must not overlap with the keys in the BinaryData field, this is enforced during validation process."},
		ageColumn,
	}
	namespaceColumns = []metav1.TableColumnDefinition{
		nameColumn,
		{Name: "Status", Type: "string", Description: "The status of the namespace"},
		ageColumn,
	}
	deploymentColumns = []metav1.TableColumnDefinition{
		nameColumn,
		{Name: "Ready", Type: "string", Description: "Number of the pod with ready state"},
		{Name: "Up-to-date", Type: "string", Description: "Total number of non-terminating pods targeted by this deployment that have the desired template spec."},
		{Name: "Available", Type: "string", Description: "Total number of available non-terminating pods (ready for at least minReadySeconds) targeted by this deployment."},
		ageColumn,
		{Name: "Containers", Type: "string", Priority: 1, Description: "Names of each container in the template."},
		{Name: "Images", Type: "string", Priority: 1, Description: "Images referenced by each container in the template."},
		{Name: "Selector", Type: "string", Priority: 1, Description: "Label selector for pods. Existing ReplicaSets whose pods are selected by this will be the ones affected by this deployment. It must match the pod template's labels."},
	}
)

// printConfigMap: NAME DATA AGE.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.printConfigMap.
func printConfigMap(obj runtime.Object) ([]interface{}, error) {
	c := obj.(*core.ConfigMap)
	return []interface{}{c.Name, int64(len(c.Data) + len(c.BinaryData)), translateTimestampSince(c.CreationTimestamp)}, nil
}

// printNamespace: NAME STATUS AGE.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.printNamespace.
func printNamespace(obj runtime.Object) ([]interface{}, error) {
	n := obj.(*core.Namespace)
	return []interface{}{n.Name, string(n.Status.Phase), translateTimestampSince(n.CreationTimestamp)}, nil
}

// printDeployment: NAME READY UP-TO-DATE AVAILABLE AGE, then (wide)
// CONTAINERS IMAGES SELECTOR.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.printDeployment.
func printDeployment(obj runtime.Object) ([]interface{}, error) {
	d := obj.(*apps.Deployment)
	selectorString := "<invalid>"
	if selector, err := metav1.LabelSelectorAsSelector(d.Spec.Selector); err == nil {
		selectorString = selector.String()
	}
	var names, images []string
	for _, c := range d.Spec.Template.Spec.Containers {
		names, images = append(names, c.Name), append(images, c.Image)
	}
	return []interface{}{
		d.Name,
		fmt.Sprintf("%d/%d", int64(d.Status.ReadyReplicas), int64(d.Spec.Replicas)),
		int64(d.Status.UpdatedReplicas),
		int64(d.Status.AvailableReplicas),
		translateTimestampSince(d.CreationTimestamp),
		strings.Join(names, ","), strings.Join(images, ","), selectorString,
	}, nil
}

// translateTimestampSince is the age of a timestamp, as kubectl prints it.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.translateTimestampSince.
func translateTimestampSince(timestamp metav1.Time) string {
	if timestamp.IsZero() {
		return "<unknown>"
	}
	return duration.HumanDuration(time.Since(timestamp.Time))
}
