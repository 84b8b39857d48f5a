package mutation

import (
	"fmt"
	"reflect"

	"github.com/google/cel-go/cel"
	"github.com/google/cel-go/common/types"
	"github.com/google/cel-go/common/types/ref"
)

var jsonPatchType = types.NewObjectType(JSONPatchTypeName)

// The fields of a JSONPatch.
const (
	jsonPatchOp    = "op"
	jsonPatchPath  = "path"
	jsonPatchFrom  = "from"
	jsonPatchValue = "value"
)

// JSONPatchType is the CEL type of one JSON Patch operation:
// JSONPatch{op, path, from, value}. It is written out by hand, not
// declared from an OpenAPI schema as other object types are, because its
// value may be of any type, which a schema cannot say.
// Upstream: k8s.io/apiserver/pkg/cel/mutation.JSONPatchType.
type JSONPatchType struct{}

var _ ResolvedType = (*JSONPatchType)(nil)

// HasTrait is the object type's.
func (r *JSONPatchType) HasTrait(trait int) bool { return jsonPatchType.HasTrait(trait) }

// TypeName is "JSONPatch".
func (r *JSONPatchType) TypeName() string { return jsonPatchType.TypeName() }

// Type is the checker's type.
func (r *JSONPatchType) Type() *types.Type { return jsonPatchType }

// Val builds a JSONPatchVal; op, path and from must be strings.
// Upstream: k8s.io/apiserver/pkg/cel/mutation.(*JSONPatchType).Val.
func (r *JSONPatchType) Val(fields map[string]ref.Val) ref.Val {
	result := &JSONPatchVal{}
	for name, value := range fields {
		switch name {
		case jsonPatchOp, jsonPatchPath, jsonPatchFrom:
			s, ok := value.Value().(string)
			if !ok {
				return types.NewErr("unexpected type %T for JSONPatchType '%s' field", value.Value(), name)
			}
			switch name {
			case jsonPatchOp:
				result.Op = s
			case jsonPatchPath:
				result.Path = s
			default:
				result.From = s
			}
		case jsonPatchValue:
			result.Val = value
		default:
			return types.NewErr("unexpected JSONPatchType field: %s", name)
		}
	}
	return result
}

// Field types op, path and from as strings and value as dyn. Like
// upstream, it answers for every name (with a nil type for an unknown
// one, which the checker reports as an undefined field).
// Upstream: k8s.io/apiserver/pkg/cel/mutation.(*JSONPatchType).Field.
func (r *JSONPatchType) Field(name string) (*types.FieldType, bool) {
	var fieldType *types.Type
	switch name {
	case jsonPatchOp, jsonPatchFrom, jsonPatchPath:
		fieldType = cel.StringType
	case jsonPatchValue:
		fieldType = types.DynType
	}
	return &types.FieldType{Type: fieldType}, true
}

// FieldNames are op, from, path and value.
func (r *JSONPatchType) FieldNames() ([]string, bool) {
	return []string{jsonPatchOp, jsonPatchFrom, jsonPatchPath, jsonPatchValue}, true
}

// JSONPatchVal is one JSON Patch operation as an expression built it.
// Upstream: k8s.io/apiserver/pkg/cel/mutation.JSONPatchVal.
type JSONPatchVal struct {
	Op, From, Path string
	// Val is the value; nil when the expression set none.
	Val ref.Val
}

var _ ref.Val = (*JSONPatchVal)(nil)

// ConvertToNative converts only to *JSONPatchVal: that is how the patcher
// reads the operations out of the list an expression returned.
func (p *JSONPatchVal) ConvertToNative(typeDesc reflect.Type) (any, error) {
	if typeDesc == reflect.TypeOf(&JSONPatchVal{}) {
		return p, nil
	}
	return nil, fmt.Errorf("cannot convert to native type: %v", typeDesc)
}

// ConvertToType converts to JSONPatch and to type (type(p) == JSONPatch).
func (p *JSONPatchVal) ConvertToType(typeValue ref.Type) ref.Val {
	if typeValue == jsonPatchType {
		return p
	} else if typeValue == types.TypeType {
		return types.NewTypeTypeWithParam(jsonPatchType)
	}
	return types.NewErr("unsupported type: %s", typeValue.TypeName())
}

// Equal compares the fields, the value by CEL equality.
func (p *JSONPatchVal) Equal(other ref.Val) ref.Val {
	o, ok := other.(*JSONPatchVal)
	if !ok || p == nil || o == nil {
		return types.False
	}
	if p.Op != o.Op || p.From != o.From || p.Path != o.Path || (p.Val == nil) != (o.Val == nil) {
		return types.False
	}
	if p.Val == nil {
		return types.True
	}
	return p.Val.Equal(o.Val)
}

// Get reads a field: p.op, p.path, p.from, p.value.
func (p *JSONPatchVal) Get(index ref.Val) ref.Val {
	if name, ok := index.Value().(string); ok {
		switch name {
		case jsonPatchOp:
			return types.String(p.Op)
		case jsonPatchPath:
			return types.String(p.Path)
		case jsonPatchFrom:
			return types.String(p.From)
		case jsonPatchValue:
			return p.Val
		}
	}
	return types.NewErr("unsupported indexer: %s", index)
}

// IsSet answers has(p.field): a string field is set when not empty.
func (p *JSONPatchVal) IsSet(field ref.Val) ref.Val {
	if name, ok := field.Value().(string); ok {
		switch name {
		case jsonPatchOp:
			return types.Bool(len(p.Op) > 0)
		case jsonPatchPath:
			return types.Bool(len(p.Path) > 0)
		case jsonPatchFrom:
			return types.Bool(len(p.From) > 0)
		case jsonPatchValue:
			return types.Bool(p.Val != nil)
		}
	}
	return types.NewErr("unsupported field: %s", field)
}

// Type is JSONPatch.
func (p *JSONPatchVal) Type() ref.Type { return jsonPatchType }

// Value is p itself.
func (p *JSONPatchVal) Value() any { return p }
