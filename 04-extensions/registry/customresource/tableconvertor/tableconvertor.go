package tableconvertor

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"reflect"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/meta"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/duration"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/memory"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/04-extensions/apis/apiextensions"
	"github.com/kube-rebuilt/apiserver/04-extensions/util/jsonpath"
)

// ageColumn is what the v1 API defaults additionalPrinterColumns to when
// a version has none.
var ageColumn = apiextensions.CustomResourceColumnDefinition{Name: "Age", Type: "date", JSONPath: ".metadata.creationTimestamp"}

// New builds the TableConvertor of a CRD version from its printer
// columns. A version without columns gets the Age column, as upstream's
// v1 defaulting gives it. A JSONPath that does not parse is an error.
// Upstream: k8s.io/apiextensions-apiserver/pkg/registry/customresource/tableconvertor.New.
func New(crdColumns []apiextensions.CustomResourceColumnDefinition) (rest.TableConvertor, error) {
	if len(crdColumns) == 0 {
		crdColumns = []apiextensions.CustomResourceColumnDefinition{ageColumn}
	}
	c := &convertor{}
	c.headers = append(c.headers, metav1.TableColumnDefinition{Name: "Name", Type: "string", Format: "name", Description: memory.NameDescription})
	for _, col := range crdColumns {
		path := jsonpath.New(col.Name)
		if err := path.Parse(fmt.Sprintf("{%s}", col.JSONPath)); err != nil {
			return nil, fmt.Errorf("unrecognized column definition %q", col.JSONPath)
		}
		path.AllowMissingKeys(true)
		desc := fmt.Sprintf("Custom resource definition column (in JSONPath format): %s", col.JSONPath)
		if len(col.Description) > 0 {
			desc = col.Description
		}
		c.additionalColumns = append(c.additionalColumns, path)
		c.headers = append(c.headers, metav1.TableColumnDefinition{
			Name: col.Name, Type: col.Type, Format: col.Format, Description: desc, Priority: col.Priority,
		})
	}
	return c, nil
}

// convertor holds the column definitions and the parsed JSONPaths of
// the additional columns, in the same order (after Name).
type convertor struct {
	headers           []metav1.TableColumnDefinition
	additionalColumns []*jsonpath.JSONPath
}

var _ rest.TableConvertor = (*convertor)(nil)

// unstructuredContent is what the objects of custom resources offer:
// their JSON content. Asserting it keeps this package off the
// Unstructured type itself.
type unstructuredContent interface {
	UnstructuredContent() map[string]interface{}
}

// ConvertToTable makes one row per item of a list, or one for an object:
// the name, then each additional column's cell. The column definitions
// are left out when the client asked for no headers.
// Upstream: k8s.io/apiextensions-apiserver/pkg/registry/customresource/tableconvertor.(*convertor).ConvertToTable.
func (c *convertor) ConvertToTable(ctx context.Context, obj runtime.Object, tableOptions runtime.Object) (*metav1.Table, error) {
	table := &metav1.Table{}
	if opt, ok := tableOptions.(*metav1.TableOptions); !ok || opt == nil || !opt.NoHeaders {
		table.ColumnDefinitions = c.headers
	}
	err := memory.EachRow(obj, func(item runtime.Object) error {
		row, err := c.row(item)
		if err != nil {
			return err
		}
		table.Rows = append(table.Rows, row)
		return nil
	})
	if err != nil {
		return nil, err
	}
	memory.SetTableMeta(table, obj)
	return table, nil
}

// row renders one object.
// Upstream: the row function ConvertToTable hands to k8s.io/apiserver/pkg/registry/rest/table.MetaToTableRow.
func (c *convertor) row(obj runtime.Object) (metav1.TableRow, error) {
	m, err := meta.Accessor(obj)
	if err != nil {
		return metav1.TableRow{}, err
	}
	cells := make([]interface{}, 1, 1+len(c.additionalColumns))
	cells[0] = m.GetName()
	var content map[string]interface{}
	if u, ok := obj.(unstructuredContent); ok {
		content = u.UnstructuredContent()
	}
	var buf bytes.Buffer
	for i, column := range c.additionalColumns {
		results, err := column.FindResults(content)
		if err != nil || len(results) == 0 || len(results[0]) == 0 {
			cells = append(cells, nil)
			continue
		}
		// only simple paths: one result (or none, handled above)
		value := results[0][0].Interface()
		if c.headers[i+1].Type == "string" {
			if err := column.PrintResults(&buf, []reflect.Value{reflect.ValueOf(value)}); err == nil {
				cells = append(cells, buf.String())
				buf.Reset()
			} else {
				cells = append(cells, nil)
			}
			continue
		}
		cells = append(cells, cellForJSONValue(c.headers[i+1].Type, value))
	}
	return metav1.TableRow{Cells: cells, Object: runtime.RawExtension{Object: obj}}, nil
}

// cellForJSONValue converts a value to the column's type: integers as
// int64, numbers as float64, dates as their age; a value of another
// type is an empty cell.
// Upstream: k8s.io/apiextensions-apiserver/pkg/registry/customresource/tableconvertor.cellForJSONValue.
func cellForJSONValue(headerType string, value interface{}) interface{} {
	if value == nil {
		return nil
	}
	switch headerType {
	case "integer":
		switch typed := value.(type) {
		case int64:
			return typed
		case float64:
			return int64(typed)
		case json.Number:
			if i64, err := typed.Int64(); err == nil {
				return i64
			}
		}
	case "number":
		switch typed := value.(type) {
		case int64:
			return float64(typed)
		case float64:
			return typed
		case json.Number:
			if f, err := typed.Float64(); err == nil {
				return f
			}
		}
	case "boolean":
		if b, ok := value.(bool); ok {
			return b
		}
	case "string":
		if s, ok := value.(string); ok {
			return s
		}
	case "date":
		if typed, ok := value.(string); ok {
			var timestamp metav1.Time
			if err := timestamp.UnmarshalQueryParameter(typed); err != nil {
				return "<invalid>"
			}
			return humanReadableDate(timestamp)
		}
	}
	return nil
}

// humanReadableDate is the age of a timestamp, "<unknown>" for zero.
// Upstream: k8s.io/apiserver/pkg/registry/rest/table.ConvertToHumanReadableDateType.
func humanReadableDate(timestamp metav1.Time) string {
	if timestamp.IsZero() {
		return "<unknown>"
	}
	return duration.HumanDuration(time.Since(timestamp.Time))
}
