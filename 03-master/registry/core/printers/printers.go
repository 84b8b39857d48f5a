package printers

import (
	"context"
	"time"

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
// RowFunc.
// Upstream: k8s.io/kubernetes/pkg/printers/storage.TableConvertor.
type TableConvertor struct {
	Columns []metav1.TableColumnDefinition
	Row     RowFunc
}

var _ rest.TableConvertor = TableConvertor{}

// ConvertToTable makes one row per item of a list, or one for an object,
// and leaves the column definitions out when the client asked for no
// headers (the watch of `kubectl get -w` after its first event).
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

// cells is a row of plain cells.
func cells(c ...interface{}) metav1.TableRow { return metav1.TableRow{Cells: c} }

// The columns every kind shares.
// Upstream: the Name and Age entries of k8s.io/kubernetes/pkg/printers/internalversion.AddHandlers.
var (
	nameColumn = metav1.TableColumnDefinition{Name: "Name", Type: "string", Format: "name", Description: memory.NameDescription}
	ageColumn  = metav1.TableColumnDefinition{Name: "Age", Type: "string", Description: memory.CreationTimestampDescription}
)

// translateTimestampSince is the age of a timestamp, as kubectl prints it.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.translateTimestampSince.
func translateTimestampSince(timestamp metav1.Time) string {
	if timestamp.IsZero() {
		return "<unknown>"
	}
	return duration.HumanDuration(time.Since(timestamp.Time))
}

// translateMicroTimestampSince is translateTimestampSince for a MicroTime.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.translateMicroTimestampSince.
func translateMicroTimestampSince(timestamp metav1.MicroTime) string {
	if timestamp.IsZero() {
		return "<unknown>"
	}
	return duration.HumanDuration(time.Since(timestamp.Time))
}

// noneIfEmpty prints "<none>" for an empty string.
func noneIfEmpty(s string) string {
	if s == "" {
		return "<none>"
	}
	return s
}
