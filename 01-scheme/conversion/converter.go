package conversion

import (
	"fmt"
	"reflect"
)

// Meta carries context into conversion functions.
// Upstream: k8s.io/apimachinery/pkg/conversion.Meta.
type Meta struct {
	// Context is whatever the caller of Scheme.Convert passed.
	Context interface{}
}

// Scope is what a conversion function gets besides its two values: a way to
// convert nested values with the same Converter, and the Meta.
// Upstream: k8s.io/apimachinery/pkg/conversion.Scope.
type Scope interface {
	Convert(src, dest interface{}) error
	Meta() *Meta
}

// ConversionFunc converts a into b; both are pointers.
// Upstream: k8s.io/apimachinery/pkg/conversion.ConversionFunc.
type ConversionFunc func(a, b interface{}, scope Scope) error

type typePair struct {
	source reflect.Type
	dest   reflect.Type
}

// Converter converts between Go types: through a hand-written function
// registered for the pair, else a generated one, else (for a pair nobody
// registered) by reflection, field by field.
// Upstream: k8s.io/apimachinery/pkg/conversion.Converter, which has no
// reflective walk since v1.8: a pair without a function is an error.
type Converter struct {
	conversionFuncs          map[typePair]ConversionFunc
	generatedConversionFuncs map[typePair]ConversionFunc
}

// NewConverter returns a Converter with no functions registered.
// Upstream: k8s.io/apimachinery/pkg/conversion.NewConverter.
func NewConverter() *Converter {
	return &Converter{
		conversionFuncs:          map[typePair]ConversionFunc{},
		generatedConversionFuncs: map[typePair]ConversionFunc{},
	}
}

// RegisterUntypedConversionFunc registers fn to convert a value of a's type
// into b's type. Both must be pointers; the function wins over the field by
// field fallback wherever that pair of types appears, at any depth.
// Upstream: k8s.io/apimachinery/pkg/conversion.(*Converter).RegisterUntypedConversionFunc.
func (c *Converter) RegisterUntypedConversionFunc(a, b interface{}, fn ConversionFunc) error {
	ta, tb := reflect.TypeOf(a), reflect.TypeOf(b)
	if ta == nil || ta.Kind() != reflect.Pointer {
		return fmt.Errorf("the type %T must be a pointer to register as an untyped conversion", a)
	}
	if tb == nil || tb.Kind() != reflect.Pointer {
		return fmt.Errorf("the type %T must be a pointer to register as an untyped conversion", b)
	}
	c.conversionFuncs[typePair{ta, tb}] = fn
	return nil
}

// RegisterGeneratedUntypedConversionFunc registers a function that
// conversion-gen wrote for the pair: used where no hand-written function
// is registered for it.
// Upstream: k8s.io/apimachinery/pkg/conversion.(*Converter).RegisterGeneratedUntypedConversionFunc.
func (c *Converter) RegisterGeneratedUntypedConversionFunc(a, b interface{}, fn ConversionFunc) error {
	ta, tb := reflect.TypeOf(a), reflect.TypeOf(b)
	if ta == nil || ta.Kind() != reflect.Pointer || tb == nil || tb.Kind() != reflect.Pointer {
		return fmt.Errorf("the types %T and %T must be pointers to register as a generated conversion", a, b)
	}
	c.generatedConversionFuncs[typePair{ta, tb}] = fn
	return nil
}

// copyWithoutFunc copies src into dest when both are of one type with a
// DeepCopyInto (generated, for every API type) and no function is
// registered for the pair: options decoded into the same options type,
// say. It reports whether it did.
func (c *Converter) copyWithoutFunc(src, dest interface{}) bool {
	st := reflect.TypeOf(src)
	if st != reflect.TypeOf(dest) || c.HasConversionFunc(src, dest) {
		return false
	}
	sv, dv := reflect.ValueOf(src), reflect.ValueOf(dest)
	if st.Kind() != reflect.Pointer || sv.IsNil() || dv.IsNil() {
		return false
	}
	m := sv.MethodByName("DeepCopyInto")
	if !m.IsValid() || m.Type().NumIn() != 1 || m.Type().In(0) != st || m.Type().NumOut() != 0 {
		return false
	}
	m.Call([]reflect.Value{dv})
	return true
}

// HasConversionFunc reports whether a function, hand-written or
// generated, is registered to convert a (a pointer) into b. Ours: the
// Scheme asks before converting between two kinds, where upstream's
// Converter, having no reflective walk, simply fails.
func (c *Converter) HasConversionFunc(a, b interface{}) bool {
	pair := typePair{reflect.TypeOf(a), reflect.TypeOf(b)}
	return c.conversionFuncs[pair] != nil || c.generatedConversionFuncs[pair] != nil
}

// ConvertReflectively converts as the Converter did before generated
// functions existed: hand-written functions where registered, reflection
// everywhere else, the generated functions ignored. Only the chapter's
// benchmarks and the tests that compare the two ways call it.
func (c *Converter) ConvertReflectively(src, dest interface{}, meta *Meta) error {
	s := &scope{converter: c, meta: meta, reflective: true}
	return s.Convert(src, dest)
}

// Convert converts src into dest (both pointers). A registered function for
// the pair is used when there is one (hand-written before generated); two
// values of one type with a DeepCopyInto are copied with it; otherwise src
// and dest must be of the same shape, field names matching, and the
// reflective walk recurses, using registered functions wherever their pair
// appears.
// Upstream: k8s.io/apimachinery/pkg/conversion.(*Converter).Convert (which,
// since generated functions cover every pair, errors instead of recursing).
func (c *Converter) Convert(src, dest interface{}, meta *Meta) error {
	if copied := c.copyWithoutFunc(src, dest); copied {
		return nil
	}
	s := &scope{converter: c, meta: meta}
	return s.Convert(src, dest)
}

type scope struct {
	converter *Converter
	meta      *Meta
	// reflective ignores the generated functions (ConvertReflectively).
	reflective bool
}

func (s *scope) Meta() *Meta { return s.meta }

func (s *scope) Convert(src, dest interface{}) error {
	sv, dv := reflect.ValueOf(src), reflect.ValueOf(dest)
	if sv.Kind() != reflect.Pointer || dv.Kind() != reflect.Pointer || sv.IsNil() || dv.IsNil() {
		return fmt.Errorf("converting (%T) to (%T): both must be non-nil pointers", src, dest)
	}
	return s.convert(sv.Elem(), dv.Elem(), "")
}

// convert is the recursive step: a registered function for the pair, else a
// direct assignment of identical plain types, else the walk by kind.
func (s *scope) convert(sv, dv reflect.Value, path string) error {
	pair := typePair{reflect.PointerTo(sv.Type()), reflect.PointerTo(dv.Type())}
	if fn, ok := s.converter.conversionFuncs[pair]; ok {
		return fn(sv.Addr().Interface(), dv.Addr().Interface(), s)
	}
	if fn, ok := s.converter.generatedConversionFuncs[pair]; ok && !s.reflective {
		return fn(sv.Addr().Interface(), dv.Addr().Interface(), s)
	}
	st, dt := sv.Type(), dv.Type()
	if st == dt && !hasReferences(st) {
		dv.Set(sv)
		return nil
	}
	switch {
	case st.Kind() == reflect.Struct && dt.Kind() == reflect.Struct:
		return s.convertStruct(sv, dv, path)
	case st.Kind() == reflect.Pointer && dt.Kind() == reflect.Pointer:
		if sv.IsNil() {
			dv.SetZero()
			return nil
		}
		dv.Set(reflect.New(dt.Elem()))
		return s.convert(sv.Elem(), dv.Elem(), path)
	case st.Kind() == reflect.Slice && dt.Kind() == reflect.Slice:
		if sv.IsNil() {
			dv.SetZero()
			return nil
		}
		dv.Set(reflect.MakeSlice(dt, sv.Len(), sv.Len()))
		for i := 0; i < sv.Len(); i++ {
			if err := s.convert(sv.Index(i), dv.Index(i), fmt.Sprintf("%s[%d]", path, i)); err != nil {
				return err
			}
		}
		return nil
	case st.Kind() == reflect.Map && dt.Kind() == reflect.Map:
		return s.convertMap(sv, dv, path)
	case st.Kind() == dt.Kind() && st.ConvertibleTo(dt) && !hasReferences(st):
		// Named scalar types, such as v1.Protocol -> core.Protocol.
		dv.Set(sv.Convert(dt))
		return nil
	case st.Kind() == reflect.Interface && st == dt:
		if sv.IsNil() {
			dv.SetZero()
			return nil
		}
		dv.Set(reflect.ValueOf(DeepCopy(sv.Interface())))
		return nil
	}
	return fmt.Errorf("converting (%v) to (%v) at %q: unknown conversion", st, dt, path)
}

// convertStruct fills each exported field of dv from the field of sv with the
// same name. Fields that exist on only one side are what hand-written
// functions are for: a dest field without a source stays zero.
func (s *scope) convertStruct(sv, dv reflect.Value, path string) error {
	dt := dv.Type()
	for i := 0; i < dt.NumField(); i++ {
		df := dt.Field(i)
		if !df.IsExported() {
			continue
		}
		sf := sv.FieldByName(df.Name)
		if !sf.IsValid() {
			continue
		}
		if err := s.convert(sf, dv.Field(i), path+"."+df.Name); err != nil {
			return err
		}
	}
	return nil
}

func (s *scope) convertMap(sv, dv reflect.Value, path string) error {
	if sv.IsNil() {
		dv.SetZero()
		return nil
	}
	dt := dv.Type()
	dv.Set(reflect.MakeMapWithSize(dt, sv.Len()))
	iter := sv.MapRange()
	for iter.Next() {
		k := reflect.New(dt.Key()).Elem()
		if err := s.convert(iter.Key(), k, path); err != nil {
			return err
		}
		v := reflect.New(dt.Elem()).Elem()
		if err := s.convert(iter.Value(), v, fmt.Sprintf("%s[%v]", path, iter.Key())); err != nil {
			return err
		}
		dv.SetMapIndex(k, v)
	}
	return nil
}
