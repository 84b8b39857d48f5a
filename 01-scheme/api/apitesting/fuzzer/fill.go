package fuzzer

import (
	"fmt"
	"math/rand"
	"reflect"
	"strings"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/resource"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/intstr"
)

// Filler sets every exported field of an object to a random non-zero
// value, down to MaxDepth levels (times, quantities and the other leaves
// of fillSpecial at any depth). TypeMeta and fields the JSON encoding
// skips (json:"-") stay empty. Upstream: sigs.k8s.io/randfill.Filler as
// k8s.io/apimachinery/pkg/api/apitesting/fuzzer.FuzzerFor sets it up.
type Filler struct {
	r *rand.Rand
	// MaxDepth bounds recursion: recursive types (a JSON schema) need a
	// small one.
	MaxDepth int
	// Wild also picks the values a codec is likeliest to get wrong, each
	// now and then: nil and empty slices and maps, nil pointers, empty and
	// non-ASCII strings, zero, negative and extreme numbers, false, the
	// zero time. Objects filled so no longer survive every round trip
	// unchanged (an empty slice decodes as nil); the protobuf comparison
	// uses them.
	Wild bool
}

// NewFiller returns a Filler seeded with seed, MaxDepth 10.
func NewFiller(seed int64) *Filler {
	return &Filler{r: rand.New(rand.NewSource(seed)), MaxDepth: 10}
}

var (
	timeType      = reflect.TypeOf(metav1.Time{})
	microTimeType = reflect.TypeOf(metav1.MicroTime{})
	quantityType  = reflect.TypeOf(resource.Quantity{})
	intstrType    = reflect.TypeOf(intstr.IntOrString{})
	rawExtType    = reflect.TypeOf(runtime.RawExtension{})
	fieldsV1Type  = reflect.TypeOf(metav1.FieldsV1{})
	typeMetaType  = reflect.TypeOf(metav1.TypeMeta{})
)

// Fill fills the value obj points to.
func (f *Filler) Fill(obj interface{}) {
	f.fill(reflect.ValueOf(obj).Elem(), 0)
}

func (f *Filler) fill(v reflect.Value, depth int) {
	// Leaves with a custom wire form are filled even below MaxDepth: they
	// cannot recurse, and their zero value does not survive a round trip
	// (a zero Quantity, deep in a projected volume's resourceFieldRef,
	// encodes as "0" and decodes as a different struct).
	if f.fillSpecial(v) {
		return
	}
	if depth > f.MaxDepth {
		// A struct reached through a pointer at the last level (a
		// downwardAPI item's resourceFieldRef under a PodTemplate) still
		// gets its special leaves, for the same reason.
		if v.Kind() == reflect.Struct {
			f.fillLeaves(v)
		}
		return
	}
	if f.Wild && f.fillWild(v, depth) {
		return
	}
	switch v.Kind() {
	case reflect.String:
		v.SetString(fmt.Sprintf("s%d", f.r.Intn(1000)))
	case reflect.Bool:
		v.SetBool(true)
	case reflect.Int, reflect.Int32, reflect.Int64:
		v.SetInt(int64(f.r.Intn(1<<30) + 1))
	case reflect.Uint8:
		v.SetUint(uint64(f.r.Intn(255) + 1))
	case reflect.Float64:
		v.SetFloat(float64(f.r.Intn(1000)) / 8)
	case reflect.Pointer:
		v.Set(reflect.New(v.Type().Elem()))
		f.fill(v.Elem(), depth+1)
	case reflect.Slice:
		n := 1 + f.r.Intn(2)
		v.Set(reflect.MakeSlice(v.Type(), n, n))
		for i := 0; i < n; i++ {
			f.fill(v.Index(i), depth+1)
		}
	case reflect.Map:
		f.fillMap(v, depth)
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			sf := v.Type().Field(i)
			if !sf.IsExported() || sf.Type == typeMetaType || sf.Tag.Get("json") == "-" {
				continue
			}
			f.fill(v.Field(i), depth+1)
		}
	}
}

// fillLeaves fills only the special leaves of a struct below MaxDepth,
// through nested structs (not pointers, slices or maps, which stay empty).
func (f *Filler) fillLeaves(v reflect.Value) {
	for i := 0; i < v.NumField(); i++ {
		field := v.Field(i)
		if !v.Type().Field(i).IsExported() || f.fillSpecial(field) {
			continue
		}
		if field.Kind() == reflect.Struct {
			f.fillLeaves(field)
		}
	}
}

func (f *Filler) fillMap(v reflect.Value, depth int) {
	v.Set(reflect.MakeMap(v.Type()))
	for i := 0; i < 1+f.r.Intn(2); i++ {
		k, e := reflect.New(v.Type().Key()).Elem(), reflect.New(v.Type().Elem()).Elem()
		f.fill(k, depth+1)
		f.fill(e, depth+1)
		v.SetMapIndex(k, e)
	}
}

// wildStrings are the strings Wild picks from, beside empty.
var wildStrings = []string{"ünïcødé ✓ 日本語", "a\x00b", "\u2028", strings.Repeat("long", 40)}

// fillWild sets v to one of Wild's odd values one time in three, and
// reports whether it did.
func (f *Filler) fillWild(v reflect.Value, depth int) bool {
	if f.r.Intn(3) != 0 {
		return false
	}
	switch v.Kind() {
	case reflect.String:
		if f.r.Intn(2) == 0 {
			v.SetString("")
		} else {
			v.SetString(wildStrings[f.r.Intn(len(wildStrings))])
		}
	case reflect.Bool:
		v.SetBool(false)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		bits := v.Type().Bits()
		choices := []int64{0, -1, -int64(f.r.Intn(1000)) - 2, -1 << (bits - 1), 1<<(bits-1) - 1}
		v.SetInt(choices[f.r.Intn(len(choices))])
	case reflect.Float32, reflect.Float64:
		v.SetFloat([]float64{0, -1.5, 1e300}[f.r.Intn(3)])
	case reflect.Pointer:
		v.SetZero()
	case reflect.Slice:
		if f.r.Intn(2) == 0 {
			v.SetZero()
		} else {
			v.Set(reflect.MakeSlice(v.Type(), 0, 0))
		}
	case reflect.Map:
		if f.r.Intn(2) == 0 {
			v.SetZero()
		} else {
			v.Set(reflect.MakeMap(v.Type()))
		}
	default:
		return false
	}
	return true
}

// fillSpecial handles the types with custom wire forms.
func (f *Filler) fillSpecial(v reflect.Value) bool {
	if f.Wild && (v.Type() == timeType || v.Type() == microTimeType) && f.r.Intn(3) == 0 {
		v.SetZero()
		return true
	}
	switch v.Type() {
	case timeType:
		v.Set(reflect.ValueOf(metav1.NewTime(time.Unix(1700000000+int64(f.r.Intn(1e6)), 0).Local())))
	case microTimeType:
		v.Set(reflect.ValueOf(metav1.NewMicroTime(time.Unix(1700000000, int64(f.r.Intn(1e6))*1000).Local())))
	case quantityType:
		v.Set(reflect.ValueOf(resource.MustParse(fmt.Sprintf("%dm", 1+f.r.Intn(100000)))))
	case intstrType:
		if f.r.Intn(2) == 0 {
			v.Set(reflect.ValueOf(intstr.FromInt32(int32(1 + f.r.Intn(100)))))
		} else {
			v.Set(reflect.ValueOf(intstr.FromString(fmt.Sprintf("%d%%", f.r.Intn(100)))))
		}
	case rawExtType:
		v.Set(reflect.ValueOf(runtime.RawExtension{Raw: []byte(`{"apiVersion":"v1","kind":"Pod"}`)}))
	case fieldsV1Type:
		v.Set(reflect.ValueOf(metav1.FieldsV1{Raw: []byte(`{"f:metadata":{}}`)}))
	default:
		return false
	}
	return true
}
