package dynamic

import (
	"errors"
	"fmt"
	"reflect"
	"strings"

	"github.com/google/cel-go/common/types"
	"github.com/google/cel-go/common/types/ref"
	"github.com/google/cel-go/common/types/traits"
	"google.golang.org/protobuf/types/known/structpb"
)

// ObjectType is one Object type, "Object" or "Object.<field>...", known
// without a schema.
// Upstream: k8s.io/apiserver/pkg/cel/mutation/dynamic.ObjectType.
type ObjectType struct {
	objectType *types.Type
}

// NewObjectType returns the Object type of that name.
// Upstream: k8s.io/apiserver/pkg/cel/mutation/dynamic.NewObjectType.
func NewObjectType(name string) *ObjectType {
	return &ObjectType{objectType: types.NewObjectType(name)}
}

// HasTrait is the object type's.
func (o *ObjectType) HasTrait(trait int) bool { return o.objectType.HasTrait(trait) }

// TypeName is the type's name, such as "Object.spec".
func (o *ObjectType) TypeName() string { return o.objectType.TypeName() }

// Type is the checker's type.
func (o *ObjectType) Type() *types.Type { return o.objectType }

// Val constructs an ObjectVal.
func (o *ObjectType) Val(fields map[string]ref.Val) ref.Val {
	return NewObjectVal(o.objectType, fields)
}

// Field allows every name, as a dyn field.
// Upstream: k8s.io/apiserver/pkg/cel/mutation/dynamic.(*ObjectType).Field.
func (o *ObjectType) Field(name string) (*types.FieldType, bool) {
	return &types.FieldType{
		Type: types.DynType,
		IsSet: func(target any) bool {
			if m, ok := target.(map[string]any); ok {
				_, isSet := m[name]
				return isSet
			}
			return false
		},
		GetFrom: func(target any) (any, error) {
			if m, ok := target.(map[string]any); ok {
				return m[name], nil
			}
			return nil, fmt.Errorf("cannot get field %q", name)
		},
	}, true
}

// FieldNames are not known: every name is allowed.
func (o *ObjectType) FieldNames() ([]string, bool) { return nil, true }

// ObjectVal is a value an Object constructor built.
// Upstream: k8s.io/apiserver/pkg/cel/mutation/dynamic.ObjectVal.
type ObjectVal struct {
	objectType *types.Type
	fields     map[string]ref.Val
}

var (
	_ ref.Val       = (*ObjectVal)(nil)
	_ traits.Zeroer = (*ObjectVal)(nil)
)

// NewObjectVal returns an ObjectVal of a type with its fields.
// Upstream: k8s.io/apiserver/pkg/cel/mutation/dynamic.NewObjectVal.
func NewObjectVal(objectType *types.Type, fields map[string]ref.Val) *ObjectVal {
	return &ObjectVal{objectType: objectType, fields: fields}
}

// ConvertToNative converts to map[string]any (nested lists to []any),
// or to a protobuf Struct or Value: every CEL literal converts to a
// structpb.Value, which is how a JSONPatch value becomes JSON, and an
// Object converts too.
// Upstream: k8s.io/apiserver/pkg/cel/mutation/dynamic.(*ObjectVal).ConvertToNative.
func (v *ObjectVal) ConvertToNative(typeDesc reflect.Type) (any, error) {
	result := make(map[string]any, len(v.fields))
	for k, f := range v.fields {
		converted, err := convertField(f)
		if err != nil {
			return nil, fmt.Errorf("fail to convert field %q: %w", k, err)
		}
		result[k] = converted
	}
	switch typeDesc {
	case reflect.TypeFor[map[string]any]():
		return result, nil
	case reflect.TypeFor[*structpb.Struct]():
		return structpb.NewStruct(result)
	case reflect.TypeFor[*structpb.Value]():
		return structpb.NewValue(result)
	default:
		return nil, fmt.Errorf("unable to convert to %v", typeDesc)
	}
}

// ConvertToType converts to its own type and to type.
func (v *ObjectVal) ConvertToType(typeValue ref.Type) ref.Val {
	if v.objectType.TypeName() == typeValue.TypeName() {
		return v
	}
	if typeValue == types.TypeType {
		return types.NewTypeTypeWithParam(v.objectType)
	}
	return types.NewErr("unsupported conversion into %v", typeValue)
}

// Equal is true for the same type with deeply equal fields.
func (v *ObjectVal) Equal(other ref.Val) ref.Val {
	if rhs, ok := other.(*ObjectVal); ok {
		if v.objectType.Equal(rhs.objectType) != types.True {
			return types.False
		}
		return types.Bool(reflect.DeepEqual(v.fields, rhs.fields))
	}
	return types.False
}

// Type is the object's type.
func (v *ObjectVal) Type() ref.Type { return types.NewObjectType(v.objectType.TypeName()) }

// Value is the map[string]any, or an error value.
func (v *ObjectVal) Value() any {
	result, err := v.ConvertToNative(reflect.TypeFor[map[string]any]())
	if err != nil {
		return types.WrapErr(err)
	}
	return result
}

// CheckTypeNamesMatchFieldPathNames checks that every Object below v is
// named after its field path: under field f of "Object.spec" must be
// "Object.spec.f" (lists and maps in between add nothing). This is the
// only check an Object gets before the merge, so that
// Object.spec{selector: Object.spec.wrong{}} is refused.
// Upstream: k8s.io/apiserver/pkg/cel/mutation/dynamic.(*ObjectVal).CheckTypeNamesMatchFieldPathNames.
func (v *ObjectVal) CheckTypeNamesMatchFieldPathNames() error {
	return errors.Join(typeCheck(v, []string{v.Type().TypeName()})...)
}

func typeCheck(v ref.Val, typeNamePath []string) []error {
	var errs []error
	if ov, ok := v.(*ObjectVal); ok {
		tn := ov.objectType.TypeName()
		if want := strings.Join(typeNamePath, "."); want != tn {
			errs = append(errs, fmt.Errorf("unexpected type name %q, expected %q, which matches field name path from root Object type", tn, want))
		}
		for k, f := range ov.fields {
			errs = append(errs, typeCheck(f, append(typeNamePath[:len(typeNamePath):len(typeNamePath)], k))...)
		}
	}
	value := v.Value()
	if listOfVal, ok := value.([]ref.Val); ok {
		for _, e := range listOfVal {
			errs = append(errs, typeCheck(e, typeNamePath)...)
		}
	}
	if mapOfVal, ok := value.(map[ref.Val]ref.Val); ok {
		for _, e := range mapOfVal {
			errs = append(errs, typeCheck(e, typeNamePath)...)
		}
	}
	return errs
}

// IsZeroValue is true for an Object without fields.
func (v *ObjectVal) IsZeroValue() bool { return len(v.fields) == 0 }

// convertField converts a field's value to what JSON holds: lists to
// []any, maps to map[string]any (keys must be strings), Objects to their
// maps, anything else to its Value().
// Upstream: k8s.io/apiserver/pkg/cel/mutation/dynamic.convertField.
func convertField(value ref.Val) (any, error) {
	if listOfVal, ok := value.Value().([]ref.Val); ok {
		var result []any
		for _, e := range listOfVal {
			result = append(result, e.Value())
		}
		return result, nil
	}
	if mapOfVal, ok := value.Value().(map[ref.Val]ref.Val); ok {
		result := make(map[string]any, len(mapOfVal))
		for k, e := range mapOfVal {
			stringKey, ok := k.Value().(string)
			if !ok {
				return nil, fmt.Errorf("map key %q is of type %T, not string", k, k)
			}
			result[stringKey] = e.Value()
		}
		return result, nil
	}
	if lister, ok := value.(traits.Lister); ok {
		var result []any
		for it := lister.Iterator(); it.HasNext() == types.True; {
			conv, err := convertField(it.Next())
			if err != nil {
				return nil, err
			}
			result = append(result, conv)
		}
		return result, nil
	}
	if objVal, ok := value.(*ObjectVal); ok {
		return objVal.ConvertToNative(reflect.TypeFor[map[string]any]())
	}
	if mapper, ok := value.(traits.Mapper); ok {
		result := make(map[string]any)
		for it := mapper.Iterator(); it.HasNext() == types.True; {
			k := it.Next()
			stringKey, ok := k.Value().(string)
			if !ok {
				return nil, fmt.Errorf("map key %q is of type %T, not string", k, k)
			}
			conv, err := convertField(mapper.Get(k))
			if err != nil {
				return nil, err
			}
			result[stringKey] = conv
		}
		return result, nil
	}
	return value.Value(), nil
}
