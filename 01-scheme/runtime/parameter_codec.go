package runtime

import (
	"fmt"
	"net/url"
	"reflect"
	"strconv"
	"strings"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// parameterCodec maps query parameters onto option structs (ListOptions,
// DeleteOptions, ...) by their json tag names, and back.
// Upstream: k8s.io/apimachinery/pkg/runtime.parameterCodec, which calls the
// generated Convert_url_Values_To_v1_ListOptions and friends; ours walks the
// json tags with reflection, applying the same rules per field type.
type parameterCodec struct {
	typer     ObjectTyper
	convertor ObjectConvertor
	creator   ObjectCreater
	defaulter ObjectDefaulter
}

// NewParameterCodec returns a ParameterCodec for scheme.
// Upstream: k8s.io/apimachinery/pkg/runtime.NewParameterCodec.
func NewParameterCodec(scheme *Scheme) ParameterCodec {
	return &parameterCodec{typer: scheme, convertor: scheme, creator: scheme, defaulter: scheme}
}

// DecodeParameters fills into from parameters, which are in version from:
// directly when into is of that version, else through an object of that
// version and a conversion.
// Upstream: k8s.io/apimachinery/pkg/runtime.(*parameterCodec).DecodeParameters.
func (c *parameterCodec) DecodeParameters(parameters url.Values, from schema.GroupVersion, into Object) error {
	if len(parameters) == 0 {
		return nil
	}
	targetGVKs, _, err := c.typer.ObjectKinds(into)
	if err != nil {
		return err
	}
	for _, gvk := range targetGVKs {
		if gvk.GroupVersion() == from {
			if err := queryToStruct(parameters, reflect.ValueOf(into).Elem()); err != nil {
				return err
			}
			c.defaulter.Default(into)
			return nil
		}
	}
	input, err := c.creator.New(from.WithKind(targetGVKs[0].Kind))
	if err != nil {
		return err
	}
	if err := queryToStruct(parameters, reflect.ValueOf(input).Elem()); err != nil {
		return err
	}
	c.defaulter.Default(input)
	return c.convertor.Convert(input, into, nil)
}

// EncodeParameters converts obj to version to and writes its fields as
// query parameters, leaving out empty omitempty fields.
// Upstream: k8s.io/apimachinery/pkg/runtime.(*parameterCodec).EncodeParameters.
func (c *parameterCodec) EncodeParameters(obj Object, to schema.GroupVersion) (url.Values, error) {
	gvks, _, err := c.typer.ObjectKinds(obj)
	if err != nil {
		return nil, err
	}
	if gvks[0].GroupVersion() != to {
		if obj, err = c.convertor.ConvertToVersion(obj, to); err != nil {
			return nil, err
		}
	}
	values := url.Values{}
	structToQuery(reflect.ValueOf(obj).Elem(), values)
	return values, nil
}

// queryFields yields the (name, field) pairs of v's json-tagged fields;
// untagged fields (the inline TypeMeta) are skipped, as upstream's
// generated converters skip them.
func queryFields(t reflect.Type, fn func(i int, name string, omitempty bool)) {
	for i := 0; i < t.NumField(); i++ {
		tag := t.Field(i).Tag.Get("json")
		name, opts, _ := strings.Cut(tag, ",")
		if name == "" || name == "-" || !t.Field(i).IsExported() {
			continue
		}
		fn(i, name, strings.Contains(opts, "omitempty"))
	}
}

func queryToStruct(values url.Values, v reflect.Value) error {
	var err error
	queryFields(v.Type(), func(i int, name string, _ bool) {
		in, ok := values[name]
		if !ok || err != nil {
			return
		}
		if e := setFromStrings(in, v.Field(i)); e != nil {
			err = fmt.Errorf("invalid value for query parameter %q: %w", name, e)
		}
	})
	return err
}

// setFromStrings applies upstream's rules: strings and numbers take the
// first value; a bool is false for "", "0" and "false", true otherwise;
// slices take every value; pointers are allocated.
func setFromStrings(in []string, f reflect.Value) error {
	if f.Kind() == reflect.Pointer {
		if len(in) == 0 {
			return nil
		}
		p := reflect.New(f.Type().Elem())
		if err := setFromStrings(in, p.Elem()); err != nil {
			return err
		}
		f.Set(p)
		return nil
	}
	if f.Kind() == reflect.Slice && f.Type().Elem().Kind() == reflect.String {
		s := reflect.MakeSlice(f.Type(), len(in), len(in))
		for i, v := range in {
			s.Index(i).SetString(v)
		}
		f.Set(s)
		return nil
	}
	first := ""
	if len(in) > 0 {
		first = in[0]
	}
	switch f.Kind() {
	case reflect.String:
		f.SetString(first)
	case reflect.Bool:
		f.SetBool(!(first == "" || first == "0" || strings.EqualFold(first, "false")))
	case reflect.Int, reflect.Int32, reflect.Int64:
		n, err := strconv.ParseInt(first, 10, f.Type().Bits())
		if err != nil {
			return err
		}
		f.SetInt(n)
	default:
		// Structs (DeleteOptions.Preconditions) only come in request bodies.
	}
	return nil
}

func structToQuery(v reflect.Value, values url.Values) {
	queryFields(v.Type(), func(i int, name string, omitempty bool) {
		f := v.Field(i)
		if f.Kind() == reflect.Pointer {
			if f.IsNil() {
				return
			}
			f = f.Elem()
		} else if omitempty && f.IsZero() {
			return
		}
		switch f.Kind() {
		case reflect.String:
			values.Add(name, f.String())
		case reflect.Bool:
			values.Add(name, strconv.FormatBool(f.Bool()))
		case reflect.Int, reflect.Int32, reflect.Int64:
			values.Add(name, strconv.FormatInt(f.Int(), 10))
		case reflect.Slice:
			if f.Type().Elem().Kind() == reflect.String {
				for j := 0; j < f.Len(); j++ {
					values.Add(name, f.Index(j).String())
				}
			}
		}
	})
}
