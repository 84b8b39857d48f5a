package tableconvertor

import (
	"context"
	"reflect"
	"strings"
	"testing"
	"time"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1/unstructured"
	"github.com/kube-rebuilt/apiserver/04-extensions/apis/apiextensions"
)

func TestNew(t *testing.T) {
	c, err := New(nil)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, h := range c.(*convertor).headers {
		names = append(names, h.Name+"/"+h.Type)
	}
	if want := []string{"Name/string", "Age/date"}; !reflect.DeepEqual(names, want) {
		t.Errorf("got %v; want %v", names, want)
	}
	if _, err := New([]apiextensions.CustomResourceColumnDefinition{{Name: "Bad", Type: "string", JSONPath: ".a[1:2]"}}); err == nil ||
		!strings.Contains(err.Error(), "unrecognized column definition") {
		t.Errorf("got %v; want unrecognized column definition", err)
	}
}

func TestConvertToTable(t *testing.T) {
	created := time.Now().Add(-2 * time.Hour).UTC().Format(time.RFC3339)
	columns := []apiextensions.CustomResourceColumnDefinition{
		{Name: "Spec", Type: "string", JSONPath: ".spec.cronSpec", Description: "the schedule"},
		{Name: "Replicas", Type: "integer", JSONPath: ".spec.replicas", Priority: 1},
		{Name: "Ratio", Type: "number", JSONPath: ".spec.ratio"},
		{Name: "Ready", Type: "boolean", JSONPath: ".status.ready"},
		{Name: "Missing", Type: "string", JSONPath: ".status.nope"},
		{Name: "Age", Type: "date", JSONPath: ".metadata.creationTimestamp"},
		{Name: "Wrong", Type: "integer", JSONPath: ".spec.cronSpec"},
	}
	c, err := New(columns)
	if err != nil {
		t.Fatal(err)
	}
	obj := func(name string) unstructured.Unstructured {
		return unstructured.Unstructured{Object: map[string]interface{}{
			"apiVersion": "stable.example.com/v1", "kind": "CronTab",
			"metadata": map[string]interface{}{"name": name, "creationTimestamp": created},
			"spec":     map[string]interface{}{"cronSpec": "* * * * */5", "replicas": int64(3), "ratio": int64(2)},
			"status":   map[string]interface{}{"ready": true},
		}}
	}
	wantCells := func(name string) []interface{} {
		return []interface{}{name, "* * * * */5", int64(3), float64(2), true, nil, "120m", nil}
	}

	t.Run("object", func(t *testing.T) {
		o := obj("a")
		table, err := c.ConvertToTable(context.Background(), &o, nil)
		if err != nil {
			t.Fatal(err)
		}
		if len(table.ColumnDefinitions) != 8 || table.ColumnDefinitions[1].Description != "the schedule" ||
			table.ColumnDefinitions[2].Priority != 1 || table.ColumnDefinitions[3].Description != "Custom resource definition column (in JSONPath format): .spec.ratio" {
			t.Errorf("columns: got %+v", table.ColumnDefinitions)
		}
		if len(table.Rows) != 1 || !reflect.DeepEqual(table.Rows[0].Cells, wantCells("a")) {
			t.Fatalf("rows: got %+v; want %v", table.Rows, wantCells("a"))
		}
		if table.Rows[0].Object.Object != &o {
			t.Errorf("row object: got %v; want the object", table.Rows[0].Object.Object)
		}
	})
	t.Run("list without headers", func(t *testing.T) {
		list := &unstructured.UnstructuredList{
			Object: map[string]interface{}{"metadata": map[string]interface{}{"resourceVersion": "42", "continue": "next"}},
			Items:  []unstructured.Unstructured{obj("a"), obj("b")},
		}
		table, err := c.ConvertToTable(context.Background(), list, &metav1.TableOptions{NoHeaders: true})
		if err != nil {
			t.Fatal(err)
		}
		if table.ColumnDefinitions != nil {
			t.Errorf("got column definitions with NoHeaders")
		}
		if table.ResourceVersion != "42" || table.Continue != "next" {
			t.Errorf("list meta: got %q %q; want 42 next", table.ResourceVersion, table.Continue)
		}
		if len(table.Rows) != 2 || !reflect.DeepEqual(table.Rows[1].Cells, wantCells("b")) {
			t.Errorf("rows: got %+v", table.Rows)
		}
	})
}

func TestCellForJSONValue(t *testing.T) {
	tests := []struct {
		typ   string
		value interface{}
		want  interface{}
	}{
		{"integer", float64(3), int64(3)},
		{"number", int64(3), float64(3)},
		{"boolean", "true", nil},
		{"string", "x", "x"},
		{"date", "not a date", "<invalid>"},
		{"integer", nil, nil},
	}
	for _, tt := range tests {
		if got := cellForJSONValue(tt.typ, tt.value); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%s %v: got %#v; want %#v", tt.typ, tt.value, got, tt.want)
		}
	}
}
