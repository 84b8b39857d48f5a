package validation

import (
	encodingjson "encoding/json"
	"fmt"
	"math"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
)

// location is where a value sits: name is what messages print, relative
// to the validated value as kube-openapi prints it ("spec.list[0].name");
// path is the field path of errors, relative to the object.
//
// On update, old is the value the same place held in the old object,
// when there is one (ratcheting, below).
type location struct {
	name string
	path *field.Path
	old  *oldValue
}

// oldValue is the old value a new one is correlated with: the same
// property of the old object, the same key of a map, the item with the
// same keys of an x-kubernetes-list-type=map list, the equal item of a
// set. Items of other lists have none.
// Upstream: k8s.io/apiserver/pkg/cel/common.CorrelatedObject.
type oldValue struct {
	value interface{}
}

func (l location) child(k string) location {
	name := k
	if l.name != "" {
		name = l.name + "." + k
	}
	var old *oldValue
	if l.old != nil {
		if m, ok := l.old.value.(map[string]interface{}); ok {
			if v, found := m[k]; found {
				old = &oldValue{v}
			}
		}
	}
	return location{name: name, path: l.path.Child(k), old: old}
}

func (l location) index(i int) location {
	return location{name: l.name + "[" + strconv.Itoa(i) + "]", path: l.path.Index(i)}
}

// withoutOld is loc without ratcheting, for the schemas of junctors,
// which upstream does not ratchet either.
func (l location) withoutOld() location {
	l.old = nil
	return l
}

// unchanged tells whether v equals the value it is correlated with: then
// none of its errors are reported (CRDValidationRatcheting, on by
// default since v1.30): an update may leave alone what a stricter schema
// would now refuse.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver/validation.ratchetingValueValidator.
func (l location) unchanged(v interface{}) bool {
	return l.old != nil && reflect.DeepEqual(v, l.old.value)
}

// validate checks v against n: the type first (a value of the wrong
// type is not checked further), then the checks of its type, then the
// junctors.
// Upstream: k8s.io/kube-openapi/pkg/validation/validate.(*SchemaValidator).Validate.
func (n *node) validate(loc location, v interface{}) field.ErrorList {
	if v == nil && n.s.Nullable {
		return nil
	}
	if loc.unchanged(v) {
		return nil
	}
	if err := n.validateType(loc, v); err != nil {
		return field.ErrorList{err}
	}
	var errs field.ErrorList
	errs = append(errs, n.validateEnum(loc, v)...)
	switch v := v.(type) {
	case string:
		errs = append(errs, n.validateString(loc, v)...)
	case int64, float64, int, int32:
		errs = append(errs, n.validateNumber(loc, v, toFloat(v))...)
	case []interface{}:
		errs = append(errs, n.validateArray(loc, v)...)
	case map[string]interface{}:
		errs = append(errs, n.validateObject(loc, v)...)
	}
	errs = append(errs, n.validateJunctors(loc, v)...)
	return errs
}

// validateType checks the JSON type of v; an integral number is an
// integer, any number is a number.
// Upstream: k8s.io/kube-openapi/pkg/validation/validate.(*typeValidator).Validate.
func (n *node) validateType(loc location, v interface{}) *field.Error {
	if len(n.types) == 0 {
		return nil
	}
	got := jsonType(v)
	for _, t := range n.types {
		if t == got || (t == "number" && got == "integer") || (t == "integer" && got == "number" && isIntegral(v)) {
			return nil
		}
	}
	want := strings.Join(n.types, ",")
	return &field.Error{
		Type:     field.ErrorTypeTypeInvalid,
		Field:    loc.path.String(),
		BadValue: got,
		Detail:   fmt.Sprintf("%s in body must be of type %s: %q", loc.name, want, got),
	}
}

// jsonType names the JSON type of a decoded value.
func jsonType(v interface{}) string {
	switch v.(type) {
	case nil:
		return "null"
	case bool:
		return "boolean"
	case string:
		return "string"
	case int64, int, int32:
		return "integer"
	case float64, float32:
		return "number"
	case []interface{}:
		return "array"
	case map[string]interface{}:
		return "object"
	}
	return fmt.Sprintf("%T", v)
}

func isIntegral(v interface{}) bool {
	f, ok := v.(float64)
	return ok && f == math.Trunc(f) && !math.IsInf(f, 0)
}

func toFloat(v interface{}) float64 {
	switch v := v.(type) {
	case int64:
		return float64(v)
	case int:
		return float64(v)
	case int32:
		return float64(v)
	case float64:
		return v
	}
	return 0
}

// validateEnum reports a value outside the enum as NotSupported, the
// allowed values printed as strings (JSON for the non-strings).
// Upstream: the EnumFailCode case of k8s.io/apiextensions-apiserver/pkg/apiserver/validation.kubeOpenAPIResultToFieldErrors.
func (n *node) validateEnum(loc location, v interface{}) field.ErrorList {
	if len(n.enum) == 0 {
		return nil
	}
	for _, e := range n.enum {
		if jsonEqual(e, v) {
			return nil
		}
	}
	values := make([]string, 0, len(n.enum))
	for _, e := range n.enum {
		if s, ok := e.(string); ok {
			values = append(values, s)
		} else {
			data, _ := encodingjson.Marshal(e)
			values = append(values, string(data))
		}
	}
	return field.ErrorList{field.NotSupported(loc.path, v, values)}
}

// validateString checks lengths, pattern and format.
// Upstream: k8s.io/kube-openapi/pkg/validation/validate.(*stringValidator).Validate.
func (n *node) validateString(loc location, v string) field.ErrorList {
	var errs field.ErrorList
	s := n.s
	length := int64(utf8.RuneCountInString(v))
	if s.MaxLength != nil && length > *s.MaxLength {
		errs = append(errs, field.TooLong(loc.path, v, int(*s.MaxLength)))
	}
	if s.MinLength != nil && length < *s.MinLength {
		errs = append(errs, field.Invalid(loc.path, v, fmt.Sprintf("%s in body should be at least %d chars long", loc.name, *s.MinLength)))
	}
	if n.pattern != nil && !n.pattern.MatchString(v) {
		errs = append(errs, field.Invalid(loc.path, v, fmt.Sprintf("%s in body should match '%s'", loc.name, s.Pattern)))
	}
	if s.Format != "" && !validFormat(s.Format, v) {
		errs = append(errs, &field.Error{
			Type:     field.ErrorTypeTypeInvalid,
			Field:    loc.path.String(),
			BadValue: v,
			Detail:   fmt.Sprintf("%s in body must be of type %s: %q", loc.name, s.Format, v),
		})
	}
	return errs
}

// validateNumber checks maximum, minimum (inclusive or exclusive) and
// multipleOf.
// Upstream: k8s.io/kube-openapi/pkg/validation/validate.(*numberValidator).Validate.
func (n *node) validateNumber(loc location, v interface{}, f float64) field.ErrorList {
	var errs field.ErrorList
	s := n.s
	if s.Maximum != nil {
		if s.ExclusiveMaximum && f >= *s.Maximum {
			errs = append(errs, field.Invalid(loc.path, v, fmt.Sprintf("%s in body should be less than %v", loc.name, *s.Maximum)))
		} else if !s.ExclusiveMaximum && f > *s.Maximum {
			errs = append(errs, field.Invalid(loc.path, v, fmt.Sprintf("%s in body should be less than or equal to %v", loc.name, *s.Maximum)))
		}
	}
	if s.Minimum != nil {
		if s.ExclusiveMinimum && f <= *s.Minimum {
			errs = append(errs, field.Invalid(loc.path, v, fmt.Sprintf("%s in body should be greater than %v", loc.name, *s.Minimum)))
		} else if !s.ExclusiveMinimum && f < *s.Minimum {
			errs = append(errs, field.Invalid(loc.path, v, fmt.Sprintf("%s in body should be greater than or equal to %v", loc.name, *s.Minimum)))
		}
	}
	if s.MultipleOf != nil && *s.MultipleOf > 0 {
		q := f / *s.MultipleOf
		if math.Abs(q-math.Round(q)) > 1e-9 {
			errs = append(errs, field.Invalid(loc.path, v, fmt.Sprintf("%s in body should be a multiple of %v", loc.name, *s.MultipleOf)))
		}
	}
	return errs
}

// validateArray checks item counts, uniqueness and each item.
// Upstream: k8s.io/kube-openapi/pkg/validation/validate.(*schemaSliceValidator).Validate.
func (n *node) validateArray(loc location, v []interface{}) field.ErrorList {
	var errs field.ErrorList
	s := n.s
	size := int64(len(v))
	if s.MaxItems != nil && size > *s.MaxItems {
		errs = append(errs, field.TooMany(loc.path, int(size), int(*s.MaxItems)))
	}
	if s.MinItems != nil && size < *s.MinItems {
		errs = append(errs, field.Invalid(loc.path, size, fmt.Sprintf("%s in body should have at least %d items", loc.name, *s.MinItems)))
	}
	if s.UniqueItems {
		seen := map[string]bool{}
		for _, item := range v {
			k := canonical(item)
			if seen[k] {
				errs = append(errs, field.Invalid(loc.path, "", fmt.Sprintf("%s in body shouldn't contain duplicates", loc.name)))
				break
			}
			seen[k] = true
		}
	}
	if n.items != nil {
		oldItems := n.correlatableItems(loc)
		for i, item := range v {
			itemLoc := loc.index(i)
			if oldItems != nil {
				itemLoc.old = oldItems(item)
			}
			errs = append(errs, n.items.validate(itemLoc, item)...)
		}
	}
	return errs
}

// correlatableItems returns how to find an item's old value: by the
// keys of a map list, by value in a set; nil for other lists and on
// create.
func (n *node) correlatableItems(loc location) func(item interface{}) *oldValue {
	if loc.old == nil || n.s.XListType == nil {
		return nil
	}
	oldList, ok := loc.old.value.([]interface{})
	if !ok {
		return nil
	}
	switch *n.s.XListType {
	case "set":
		return func(item interface{}) *oldValue {
			for _, o := range oldList {
				if reflect.DeepEqual(o, item) {
					return &oldValue{o}
				}
			}
			return nil
		}
	case "map":
		keys := n.s.XListMapKeys
		return func(item interface{}) *oldValue {
			m, ok := item.(map[string]interface{})
			if !ok {
				return nil
			}
			for _, o := range oldList {
				om, ok := o.(map[string]interface{})
				if !ok {
					continue
				}
				same := true
				for _, k := range keys {
					if !reflect.DeepEqual(m[k], om[k]) {
						same = false
						break
					}
				}
				if same {
					return &oldValue{o}
				}
			}
			return nil
		}
	}
	return nil
}

// validateObject checks property counts, required fields, the
// properties and the additional properties. Fields are visited in
// sorted order so that errors come out in a stable order.
// Upstream: k8s.io/kube-openapi/pkg/validation/validate.(*objectValidator).Validate.
func (n *node) validateObject(loc location, v map[string]interface{}) field.ErrorList {
	var errs field.ErrorList
	s := n.s
	size := int64(len(v))
	if s.MaxProperties != nil && size > *s.MaxProperties {
		errs = append(errs, field.TooMany(loc.path, int(size), int(*s.MaxProperties)))
	}
	if s.MinProperties != nil && size < *s.MinProperties {
		errs = append(errs, field.Invalid(loc.path, size, fmt.Sprintf("%s in body should have at least %d properties", loc.name, *s.MinProperties)))
	}
	for _, r := range s.Required {
		if _, found := v[r]; !found {
			errs = append(errs, field.Required(loc.child(r).path, ""))
		}
	}
	keys := make([]string, 0, len(v))
	for k := range v {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if p, ok := n.properties[k]; ok {
			errs = append(errs, p.validate(loc.child(k), v[k])...)
		} else if n.additional != nil {
			errs = append(errs, n.additional.validate(loc.child(k), v[k])...)
		} else if n.noAdditional {
			errs = append(errs, field.Invalid(loc.path, k, fmt.Sprintf("%s.%s in body is a forbidden property", loc.name, k)))
		}
	}
	return errs
}

// validateJunctors checks allOf (every schema), anyOf (at least one),
// oneOf (exactly one) and not (none). The errors of allOf's schemas are
// reported; the others report one summary error at the value.
// Upstream: k8s.io/kube-openapi/pkg/validation/validate.(*schemaPropsValidator).Validate.
func (n *node) validateJunctors(loc location, v interface{}) field.ErrorList {
	var errs field.ErrorList
	if len(n.allOf) > 0 {
		var sub field.ErrorList
		for _, a := range n.allOf {
			sub = append(sub, a.validate(loc.withoutOld(), v)...)
		}
		if len(sub) > 0 {
			errs = append(errs, sub...)
			errs = append(errs, field.Invalid(loc.path, "", fmt.Sprintf("%s must validate all the schemas (allOf)", loc.name)))
		}
	}
	if len(n.anyOf) > 0 {
		ok := false
		for _, a := range n.anyOf {
			if len(a.validate(loc.withoutOld(), v)) == 0 {
				ok = true
				break
			}
		}
		if !ok {
			errs = append(errs, field.Invalid(loc.path, "", fmt.Sprintf("%s must validate at least one schema (anyOf)", loc.name)))
		}
	}
	if len(n.oneOf) > 0 {
		valid := 0
		for _, a := range n.oneOf {
			if len(a.validate(loc.withoutOld(), v)) == 0 {
				valid++
			}
		}
		switch {
		case valid == 0:
			errs = append(errs, field.Invalid(loc.path, "", fmt.Sprintf("%s must validate one and only one schema (oneOf). Found none valid", loc.name)))
		case valid > 1:
			errs = append(errs, field.Invalid(loc.path, "", fmt.Sprintf("%s must validate one and only one schema (oneOf). Found %d valid alternatives", loc.name, valid)))
		}
	}
	if n.not != nil && len(n.not.validate(loc.withoutOld(), v)) == 0 {
		errs = append(errs, field.Invalid(loc.path, "", fmt.Sprintf("%s must not validate the schema (not)", loc.name)))
	}
	return errs
}

// jsonEqual compares two JSON values, an integer equal to the float of
// the same value.
func jsonEqual(a, b interface{}) bool {
	return reflect.DeepEqual(normalize(a), normalize(b))
}

// canonical prints a JSON value with sorted keys, for uniqueness.
func canonical(x interface{}) string {
	data, err := encodingjson.Marshal(normalize(x))
	if err != nil {
		return fmt.Sprintf("%#v", x)
	}
	return string(data)
}

// normalize turns every number into a float64.
func normalize(x interface{}) interface{} {
	switch x := x.(type) {
	case int64, int, int32, float64:
		return toFloat(x)
	case map[string]interface{}:
		out := make(map[string]interface{}, len(x))
		for k, v := range x {
			out[k] = normalize(v)
		}
		return out
	case []interface{}:
		out := make([]interface{}, len(x))
		for i, v := range x {
			out[i] = normalize(v)
		}
		return out
	}
	return x
}
