package printers

import (
	"context"
	"strings"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/duration"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/memory"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
)

// RowFunc prints one object as a table row: its cells (one per column)
// and, optionally, row conditions.
type RowFunc func(obj runtime.Object) (metav1.TableRow, error)

// TableConvertor renders a list or an object with a kind's columns and
// RowFunc. Every column is always sent; kubectl shows those of priority 1
// only with -o wide.
// Upstream: k8s.io/kubernetes/pkg/printers/storage.TableConvertor.
type TableConvertor struct {
	Columns []metav1.TableColumnDefinition
	Row     RowFunc
}

var _ rest.TableConvertor = TableConvertor{}

// ConvertToTable makes one row per item of a list, or one for an object,
// with the list's resourceVersion and continue token in the Table's
// metadata, and leaves the column definitions out when the client asked
// for no headers (the watch of `kubectl get -w` after its first event).
// Upstream: k8s.io/kubernetes/pkg/printers/storage.TableConvertor.ConvertToTable.
func (c TableConvertor) ConvertToTable(ctx context.Context, object runtime.Object, tableOptions runtime.Object) (*metav1.Table, error) {
	table := &metav1.Table{}
	err := memory.EachRow(object, func(obj runtime.Object) error {
		row, err := c.Row(obj)
		if err != nil {
			return err
		}
		row.Object = runtime.RawExtension{Object: obj}
		table.Rows = append(table.Rows, row)
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

// Cells is a row of plain cells.
func Cells(c ...interface{}) metav1.TableRow { return metav1.TableRow{Cells: c} }

// The columns every kind shares, and the wide columns of every kind with
// a pod template.
// Upstream: the column definitions of k8s.io/kubernetes/pkg/printers/internalversion.AddHandlers.
var (
	NameColumn       = metav1.TableColumnDefinition{Name: "Name", Type: "string", Format: "name", Description: memory.NameDescription}
	AgeColumn        = metav1.TableColumnDefinition{Name: "Age", Type: "string", Description: memory.CreationTimestampDescription}
	ContainersColumn = metav1.TableColumnDefinition{Name: "Containers", Type: "string", Priority: 1, Description: "Names of each container in the template."}
	ImagesColumn     = metav1.TableColumnDefinition{Name: "Images", Type: "string", Priority: 1, Description: "Images referenced by each container in the template."}
)

// TranslateTimestampSince is the age of a timestamp, as the AGE column
// prints it.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.translateTimestampSince.
func TranslateTimestampSince(timestamp metav1.Time) string {
	if timestamp.IsZero() {
		return "<unknown>"
	}
	return duration.HumanDuration(time.Since(timestamp.Time))
}

// LayoutContainerCells joins the containers' names and images with commas.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.layoutContainerCells.
func LayoutContainerCells(containers []core.Container) (names, images string) {
	var n, i []string
	for _, c := range containers {
		n, i = append(n, c.Name), append(i, c.Image)
	}
	return strings.Join(n, ","), strings.Join(i, ",")
}
