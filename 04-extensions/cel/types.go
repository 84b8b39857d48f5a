package cel

import (
	"fmt"

	"github.com/google/cel-go/cel"
	"github.com/google/cel-go/common/types"
	"github.com/google/cel-go/common/types/ref"
)

// DeclType is the CEL type of a schema node, with what cost estimation
// needs to know about it: how many elements (list items, map entries,
// string bytes) it may hold at most, and how small it can be serialized.
// Objects are CEL struct types named by their path (selfType1.spec), so
// that the checker refuses an undefined field at compile time.
// Upstream: k8s.io/apiserver/pkg/cel.DeclType.
type DeclType struct {
	name    string
	celType *cel.Type

	// Fields are an object's fields, by escaped name.
	Fields map[string]*DeclField
	// ElemType is the type of a list's items or a map's values.
	ElemType *DeclType
	// KeyType is a map's key type (always string here).
	KeyType *DeclType
	// MaxElements bounds the size of a list, map or string.
	MaxElements int64
	// MinSerializedSize is the smallest JSON form of a value.
	MinSerializedSize int64
}

// DeclField is one field of an object type.
// Upstream: k8s.io/apiserver/pkg/cel.DeclField.
type DeclField struct {
	Name     string
	Type     *DeclType
	Required bool
}

// The scalar types. Upstream: k8s.io/apiserver/pkg/cel (BoolType, IntType ...).
var (
	BoolType   = NewSimpleTypeWithMinSize("bool", cel.BoolType, MinBoolSize)
	DoubleType = NewSimpleTypeWithMinSize("double", cel.DoubleType, MinNumberSize)
	IntType    = NewSimpleTypeWithMinSize("int", cel.IntType, MinNumberSize)
	StringType = NewSimpleTypeWithMinSize("string", cel.StringType, MinStringSize)
	DynType    = NewSimpleTypeWithMinSize("dyn", cel.DynType, 1)
)

// NewSimpleTypeWithMinSize returns a scalar type.
// Upstream: k8s.io/apiserver/pkg/cel.NewSimpleTypeWithMinSize.
func NewSimpleTypeWithMinSize(name string, celType *cel.Type, minSize int64) *DeclType {
	return &DeclType{name: name, celType: celType, MinSerializedSize: minSize}
}

// NewListType returns a list of elem with at most maxElements items.
// Upstream: k8s.io/apiserver/pkg/cel.NewListType.
func NewListType(elem *DeclType, maxElements int64) *DeclType {
	return &DeclType{name: "list", ElemType: elem, MaxElements: maxElements, MinSerializedSize: 2}
}

// NewMapType returns a map with at most maxProperties entries.
// Upstream: k8s.io/apiserver/pkg/cel.NewMapType.
func NewMapType(key, elem *DeclType, maxProperties int64) *DeclType {
	return &DeclType{name: "map", KeyType: key, ElemType: elem, MaxElements: maxProperties, MinSerializedSize: 2}
}

// NewObjectType returns an object with fields; its name is assigned
// later by MaybeAssignTypeName.
// Upstream: k8s.io/apiserver/pkg/cel.NewObjectType.
func NewObjectType(name string, fields map[string]*DeclField) *DeclType {
	return &DeclType{name: name, Fields: fields, MinSerializedSize: 2}
}

// IsObject, IsList and IsMap tell the kind of type.
func (t *DeclType) IsObject() bool { return t.Fields != nil }
func (t *DeclType) IsList() bool   { return t.name == "list" && t.KeyType == nil && t.ElemType != nil }
func (t *DeclType) IsMap() bool    { return t.KeyType != nil }

// TypeName is the CEL name of the type.
func (t *DeclType) TypeName() string { return t.name }

// MaybeAssignTypeName names an object type and, recursively, the
// objects below it (name.field, name.@idx for list items, name.@elem for
// map values), so that every struct type has a unique name.
// Upstream: k8s.io/apiserver/pkg/cel.(*DeclType).MaybeAssignTypeName.
func (t *DeclType) MaybeAssignTypeName(name string) *DeclType {
	switch {
	case t.IsObject():
		fields := make(map[string]*DeclField, len(t.Fields))
		for k, f := range t.Fields {
			fields[k] = &DeclField{Name: f.Name, Required: f.Required, Type: f.Type.MaybeAssignTypeName(name + "." + k)}
		}
		return &DeclType{name: name, Fields: fields, MaxElements: t.MaxElements, MinSerializedSize: t.MinSerializedSize}
	case t.IsList():
		out := *t
		out.ElemType = t.ElemType.MaybeAssignTypeName(name + ".@idx")
		return &out
	case t.IsMap():
		out := *t
		out.ElemType = t.ElemType.MaybeAssignTypeName(name + ".@elem")
		return &out
	}
	return t
}

// CelType is the type the CEL checker sees.
// Upstream: k8s.io/apiserver/pkg/cel.(*DeclType).CelType.
func (t *DeclType) CelType() *cel.Type {
	switch {
	case t.celType != nil:
		return t.celType
	case t.IsObject():
		return types.NewObjectType(t.name)
	case t.IsList():
		return types.NewListType(t.ElemType.CelType())
	case t.IsMap():
		return types.NewMapType(t.KeyType.CelType(), t.ElemType.CelType())
	}
	return types.DynType
}

// DeclTypeProvider resolves the struct types of DeclTypes for the CEL
// checker and planner, and hands every other question to the
// environment's own provider.
// Upstream: k8s.io/apiserver/pkg/cel.DeclTypeProvider.
type DeclTypeProvider struct {
	registeredTypes map[string]*DeclType
	typeProvider    types.Provider
}

// NewDeclTypeProvider registers the object types in roots and below them.
// Upstream: k8s.io/apiserver/pkg/cel.NewDeclTypeProvider.
func NewDeclTypeProvider(roots ...*DeclType) *DeclTypeProvider {
	p := &DeclTypeProvider{registeredTypes: map[string]*DeclType{}}
	var walk func(t *DeclType)
	walk = func(t *DeclType) {
		if t == nil {
			return
		}
		if t.IsObject() {
			p.registeredTypes[t.name] = t
			for _, f := range t.Fields {
				walk(f.Type)
			}
		}
		walk(t.ElemType)
	}
	for _, r := range roots {
		walk(r)
	}
	return p
}

// WithTypeProvider returns a copy that falls back to base.
// Upstream: k8s.io/apiserver/pkg/cel.(*DeclTypeProvider).WithTypeProvider.
func (p *DeclTypeProvider) WithTypeProvider(base types.Provider) *DeclTypeProvider {
	return &DeclTypeProvider{registeredTypes: p.registeredTypes, typeProvider: base}
}

// EnvOptions installs the provider in an environment whose own provider
// is base. Upstream: k8s.io/apiserver/pkg/cel.(*DeclTypeProvider).EnvOptions.
func (p *DeclTypeProvider) EnvOptions(base types.Provider) []cel.EnvOption {
	return []cel.EnvOption{cel.CustomTypeProvider(p.WithTypeProvider(base))}
}

var _ types.Provider = (*DeclTypeProvider)(nil)

// EnumValue asks the base provider.
func (p *DeclTypeProvider) EnumValue(enumName string) ref.Val {
	return p.typeProvider.EnumValue(enumName)
}

// FindIdent asks the base provider.
func (p *DeclTypeProvider) FindIdent(identName string) (ref.Val, bool) {
	return p.typeProvider.FindIdent(identName)
}

// FindStructType returns the type of type of a registered object.
func (p *DeclTypeProvider) FindStructType(typeName string) (*types.Type, bool) {
	if _, ok := p.registeredTypes[typeName]; ok {
		return types.NewTypeTypeWithParam(types.NewObjectType(typeName)), true
	}
	return p.typeProvider.FindStructType(typeName)
}

// FindStructFieldNames lists an object's fields.
func (p *DeclTypeProvider) FindStructFieldNames(typeName string) ([]string, bool) {
	if t, ok := p.registeredTypes[typeName]; ok {
		names := make([]string, 0, len(t.Fields))
		for name := range t.Fields {
			names = append(names, name)
		}
		return names, true
	}
	return p.typeProvider.FindStructFieldNames(typeName)
}

// FindStructFieldType returns a field's type. It sets neither IsSet nor
// GetFrom: at run time objects are maps, and the interpreter's map
// lookup selects their fields.
func (p *DeclTypeProvider) FindStructFieldType(typeName, fieldName string) (*types.FieldType, bool) {
	if t, ok := p.registeredTypes[typeName]; ok {
		f, found := t.Fields[fieldName]
		if !found {
			return nil, false
		}
		return &types.FieldType{Type: f.Type.CelType()}, true
	}
	return p.typeProvider.FindStructFieldType(typeName, fieldName)
}

// NewValue refuses to build objects: rules read objects, they do not
// construct them.
func (p *DeclTypeProvider) NewValue(typeName string, fields map[string]ref.Val) ref.Val {
	if _, ok := p.registeredTypes[typeName]; ok {
		return types.NewErr("cannot construct %s", typeName)
	}
	return p.typeProvider.NewValue(typeName, fields)
}

// String names the type, for messages.
func (t *DeclType) String() string { return fmt.Sprintf("%s", t.name) }
