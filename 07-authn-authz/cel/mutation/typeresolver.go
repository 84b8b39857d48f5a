package mutation

import (
	"strings"

	"github.com/google/cel-go/cel"
	"github.com/google/cel-go/common/types"
	"github.com/google/cel-go/common/types/ref"

	"github.com/kube-rebuilt/apiserver/07-authn-authz/cel/mutation/dynamic"
)

// ObjectTypeName is the root of the Object types: "Object" is the type of
// the whole object, "Object.spec.containers" the type of its
// spec.containers field (or of one element of it).
// Upstream: k8s.io/apiserver/pkg/cel/mutation.ObjectTypeName.
const ObjectTypeName = "Object"

// JSONPatchTypeName is the name of the JSONPatch type.
// Upstream: k8s.io/apiserver/pkg/cel/mutation.JSONPatchTypeName.
const JSONPatchTypeName = "JSONPatch"

// TypeResolver resolves an object type by name; false means the name is
// not one of its types.
// Upstream: k8s.io/apiserver/pkg/cel/common.TypeResolver.
type TypeResolver interface {
	Resolve(name string) (ResolvedType, bool)
}

// ResolvedType is an object type the checker can look fields up in and
// the interpreter can construct values of.
// Upstream: k8s.io/apiserver/pkg/cel/common.ResolvedType.
type ResolvedType interface {
	ref.Type
	// Type is the type as the checker knows it.
	Type() *types.Type
	// Field is the type of a field; false if there is no such field.
	Field(name string) (*types.FieldType, bool)
	// FieldNames lists the fields, if they are known.
	FieldNames() ([]string, bool)
	// Val constructs a value from its fields, as TypeName{f: v, ...} does.
	Val(fields map[string]ref.Val) ref.Val
}

// DynamicTypeResolver resolves JSONPatch and every Object type; it knows
// nothing of the object's schema.
// Upstream: k8s.io/apiserver/pkg/cel/mutation.DynamicTypeResolver.
type DynamicTypeResolver struct{}

// Resolve returns JSONPatch's type, or an Object type for "Object" and
// every "Object.<path>".
// Upstream: k8s.io/apiserver/pkg/cel/mutation.(*DynamicTypeResolver).Resolve.
func (r *DynamicTypeResolver) Resolve(name string) (ResolvedType, bool) {
	if name == JSONPatchTypeName {
		return &JSONPatchType{}, true
	}
	if name == ObjectTypeName || strings.HasPrefix(name, ObjectTypeName+".") {
		return dynamic.NewObjectType(name), true
	}
	return nil, false
}

// ResolverTypeProvider asks its TypeResolver first and the environment's
// own provider for every name the resolver does not know.
// Upstream: k8s.io/apiserver/pkg/cel/common.ResolverTypeProvider.
type ResolverTypeProvider struct {
	typeResolver           TypeResolver
	underlyingTypeProvider types.Provider
}

var _ types.Provider = (*ResolverTypeProvider)(nil)

// FindStructType returns the type of a type name (a type of type).
// Upstream: k8s.io/apiserver/pkg/cel/common.(*ResolverTypeProvider).FindStructType.
func (p *ResolverTypeProvider) FindStructType(structType string) (*types.Type, bool) {
	if t, ok := p.typeResolver.Resolve(structType); ok {
		return types.NewTypeTypeWithParam(t.Type()), true
	}
	return p.underlyingTypeProvider.FindStructType(structType)
}

// FindStructFieldNames lists a type's fields.
// Upstream: k8s.io/apiserver/pkg/cel/common.(*ResolverTypeProvider).FindStructFieldNames.
func (p *ResolverTypeProvider) FindStructFieldNames(structType string) ([]string, bool) {
	if t, ok := p.typeResolver.Resolve(structType); ok {
		return t.FieldNames()
	}
	return p.underlyingTypeProvider.FindStructFieldNames(structType)
}

// FindStructFieldType returns the type of a type's field.
// Upstream: k8s.io/apiserver/pkg/cel/common.(*ResolverTypeProvider).FindStructFieldType.
func (p *ResolverTypeProvider) FindStructFieldType(structType, fieldName string) (*types.FieldType, bool) {
	if t, ok := p.typeResolver.Resolve(structType); ok {
		return t.Field(fieldName)
	}
	return p.underlyingTypeProvider.FindStructFieldType(structType, fieldName)
}

// NewValue constructs a value of a type from its fields.
// Upstream: k8s.io/apiserver/pkg/cel/common.(*ResolverTypeProvider).NewValue.
func (p *ResolverTypeProvider) NewValue(structType string, fields map[string]ref.Val) ref.Val {
	if t, ok := p.typeResolver.Resolve(structType); ok {
		return t.Val(fields)
	}
	return p.underlyingTypeProvider.NewValue(structType, fields)
}

// EnumValue is the environment's.
func (p *ResolverTypeProvider) EnumValue(enumName string) ref.Val {
	return p.underlyingTypeProvider.EnumValue(enumName)
}

// FindIdent is the environment's.
func (p *ResolverTypeProvider) FindIdent(identName string) (ref.Val, bool) {
	return p.underlyingTypeProvider.FindIdent(identName)
}

// ResolverEnvOption puts resolver in front of the environment's type
// provider; apply it after the options that declare the environment's
// other types.
// Upstream: k8s.io/apiserver/pkg/cel/common.ResolverEnvOption.
func ResolverEnvOption(resolver TypeResolver) cel.EnvOption {
	return func(e *cel.Env) (*cel.Env, error) {
		tp := &ResolverTypeProvider{typeResolver: resolver, underlyingTypeProvider: e.CELTypeProvider()}
		return cel.CustomTypeProvider(tp)(e)
	}
}
