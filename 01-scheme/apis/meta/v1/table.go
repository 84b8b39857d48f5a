package v1

import "github.com/kube-rebuilt/apiserver/01-scheme/runtime"

// Table is a list rendered as rows and columns on the server, what
// `kubectl get` asks for (Accept: application/json;as=Table;v=v1;g=meta.k8s.io).
// It has no protobuf form: its cells are arbitrary JSON values.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.Table.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type Table struct {
	// TypeMeta gives the kind and apiVersion.
	TypeMeta `json:",inline"`
	// ListMeta is the metadata of the list the table was made from: its
	// resourceVersion and continue token.
	ListMeta `json:"metadata,omitempty"`
	// ColumnDefinitions describe the columns; every row has one cell each.
	// +listType=atomic
	ColumnDefinitions []TableColumnDefinition `json:"columnDefinitions"`
	// Rows are the objects.
	// +listType=atomic
	Rows []TableRow `json:"rows"`
}

// TableColumnDefinition describes one column.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.TableColumnDefinition.
type TableColumnDefinition struct {
	// Name is the header, such as "Name" or "Age".
	Name string `json:"name"`
	// Type is an OpenAPI type: string, integer, number, boolean.
	Type string `json:"type"`
	// Format refines Type: "name" marks the name column, "date" ages.
	Format string `json:"format"`
	// Description is for humans.
	Description string `json:"description"`
	// Priority 0 columns show by default; higher ones with -o wide.
	Priority int32 `json:"priority"`
}

// TableRow is one object's row.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.TableRow.
type TableRow struct {
	// Cells are JSON values: strings, numbers (int64 or float64),
	// booleans, simple maps and lists, or nil.
	// +listType=atomic
	Cells []interface{} `json:"cells"`
	// Conditions mark the row, such as Completed.
	// +listType=atomic
	Conditions []TableRowCondition `json:"conditions,omitempty"`
	// Object is the object (or its PartialObjectMetadata), as
	// TableOptions.IncludeObject asks.
	Object runtime.RawExtension `json:"object,omitempty"`
}

// TableRowCondition marks a row with extra state.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.TableRowCondition.
type TableRowCondition struct {
	// Type is the condition; only Completed is defined.
	Type RowConditionType `json:"type"`
	// Status is True, False or Unknown.
	Status ConditionStatus `json:"status"`
	// Reason is a CamelCase word for why.
	Reason string `json:"reason,omitempty"`
	// Message says why, for humans.
	Message string `json:"message,omitempty"`
}

// RowConditionType names a TableRowCondition.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.RowConditionType.
type RowConditionType string

// RowCompleted marks a row whose object ran to completion.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.RowCompleted.
const RowCompleted RowConditionType = "Completed"

// IncludeObjectPolicy says what a Table row's object holds.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.IncludeObjectPolicy.
type IncludeObjectPolicy string

// The values of IncludeObjectPolicy.
const (
	// IncludeNone leaves the object out.
	IncludeNone IncludeObjectPolicy = "None"
	// IncludeMetadata includes a PartialObjectMetadata (the default).
	IncludeMetadata IncludeObjectPolicy = "Metadata"
	// IncludeObject includes the whole object.
	IncludeObject IncludeObjectPolicy = "Object"
)

// TableOptions are the query parameters of a Table request.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.TableOptions.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type TableOptions struct {
	// TypeMeta gives the kind and apiVersion.
	TypeMeta `json:",inline"`
	// NoHeaders leaves out column definitions (internal callers only).
	NoHeaders bool `json:"-"`
	// IncludeObject is None, Metadata (default) or Object.
	IncludeObject IncludeObjectPolicy `json:"includeObject,omitempty" protobuf:"bytes,1,opt,name=includeObject,casttype=IncludeObjectPolicy"`
}

// PartialObjectMetadata is any object reduced to its metadata, what
// `Accept: ...;as=PartialObjectMetadata` and Table rows return.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.PartialObjectMetadata.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type PartialObjectMetadata struct {
	// TypeMeta gives the kind and apiVersion.
	TypeMeta `json:",inline"`
	// ObjectMeta is the object's standard metadata, all that is left of it.
	ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
}

// PartialObjectMetadataList is a list of PartialObjectMetadata.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.PartialObjectMetadataList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type PartialObjectMetadataList struct {
	// TypeMeta gives the kind and apiVersion.
	TypeMeta `json:",inline"`
	// ListMeta holds the list's resourceVersion and, when the list is paged,
	// the continue token.
	ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Items are the objects' metadata.
	Items []PartialObjectMetadata `json:"items" protobuf:"bytes,2,rep,name=items"`
}

// DeepCopyInto copies the row into out. It is written by hand because
// deepcopy-gen cannot copy the cells (interface{} values); they are JSON
// values, which deepCopyJSONValue copies.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.(*TableRow).DeepCopyInto (hand-written too).
func (in *TableRow) DeepCopyInto(out *TableRow) {
	*out = *in
	if in.Cells != nil {
		out.Cells = make([]interface{}, len(in.Cells))
		for i := range in.Cells {
			out.Cells[i] = deepCopyJSONValue(in.Cells[i])
		}
	}
	if in.Conditions != nil {
		out.Conditions = make([]TableRowCondition, len(in.Conditions))
		copy(out.Conditions, in.Conditions)
	}
	in.Object.DeepCopyInto(&out.Object)
}

// DeepCopy copies the row into a new TableRow.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.(*TableRow).DeepCopy.
func (in *TableRow) DeepCopy() *TableRow {
	if in == nil {
		return nil
	}
	out := new(TableRow)
	in.DeepCopyInto(out)
	return out
}

// deepCopyJSONValue copies the maps and lists of a JSON value; every other
// value (string, number, bool, nil) is immutable and returned as it is.
// Upstream: k8s.io/apimachinery/pkg/runtime.DeepCopyJSONValue (which panics
// on a type JSON cannot hold).
func deepCopyJSONValue(x interface{}) interface{} {
	switch x := x.(type) {
	case map[string]interface{}:
		if x == nil {
			return x
		}
		out := make(map[string]interface{}, len(x))
		for k, v := range x {
			out[k] = deepCopyJSONValue(v)
		}
		return out
	case []interface{}:
		if x == nil {
			return x
		}
		out := make([]interface{}, len(x))
		for i, v := range x {
			out[i] = deepCopyJSONValue(v)
		}
		return out
	default:
		return x
	}
}
