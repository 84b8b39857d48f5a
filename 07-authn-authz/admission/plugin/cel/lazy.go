package cel

import (
	"fmt"
	"reflect"

	"github.com/google/cel-go/common/types"
	"github.com/google/cel-go/common/types/ref"
	"github.com/google/cel-go/common/types/traits"
)

// lazyMap is a CEL map whose values are computed when first read, then
// kept: `variables`, whose each variable runs at most once per request
// and only if an expression reads it.
// Upstream: k8s.io/apiserver/pkg/cel/lazy.MapValue.
type lazyMap struct {
	typeValue *types.Type
	keys      []string
	callbacks map[string]func() ref.Val
	values    map[string]ref.Val
}

var (
	_ ref.Val       = (*lazyMap)(nil)
	_ traits.Mapper = (*lazyMap)(nil)
)

func newLazyMap(objectType *types.Type) *lazyMap {
	return &lazyMap{typeValue: types.NewTypeValue(objectType.TypeName()), callbacks: map[string]func() ref.Val{}, values: map[string]ref.Val{}}
}

func (m *lazyMap) append(name string, callback func() ref.Val) {
	m.keys = append(m.keys, name)
	m.callbacks[name] = callback
}

// get evaluates name once.
func (m *lazyMap) get(name string) (ref.Val, bool) {
	if v, ok := m.values[name]; ok {
		return v, true
	}
	cb, ok := m.callbacks[name]
	if !ok {
		return nil, false
	}
	v := cb()
	m.values[name] = v
	return v, true
}

func (m *lazyMap) Find(key ref.Val) (ref.Val, bool) {
	name, ok := key.Value().(string)
	if !ok {
		return types.MaybeNoSuchOverloadErr(key), true
	}
	return m.get(name)
}

func (m *lazyMap) Get(key ref.Val) ref.Val {
	v, found := m.Find(key)
	if !found {
		return types.ValOrErr(v, "no such key: %v", key)
	}
	return v
}

func (m *lazyMap) Contains(key ref.Val) ref.Val {
	name, ok := key.Value().(string)
	if !ok {
		return types.MaybeNoSuchOverloadErr(key)
	}
	_, found := m.callbacks[name]
	return types.Bool(found)
}

func (m *lazyMap) Iterator() traits.Iterator {
	keys := make([]ref.Val, len(m.keys))
	for i, k := range m.keys {
		keys[i] = types.String(k)
	}
	return types.NewDynamicList(types.DefaultTypeAdapter, keys).Iterator()
}

func (m *lazyMap) Size() ref.Val { return types.Int(len(m.keys)) }

func (m *lazyMap) ConvertToNative(typeDesc reflect.Type) (any, error) {
	return nil, fmt.Errorf("lazy map cannot be converted to native %v", typeDesc)
}

func (m *lazyMap) ConvertToType(typeValue ref.Type) ref.Val {
	switch typeValue {
	case m.typeValue:
		return m
	case types.TypeType:
		return m.typeValue
	}
	return types.NewErr("unsupported conversion from %v to %v", m.typeValue, typeValue)
}

func (m *lazyMap) Equal(other ref.Val) ref.Val { return types.Bool(m == other) }
func (m *lazyMap) Type() ref.Type              { return m.typeValue }
func (m *lazyMap) Value() any                  { return m }
