package fuzzer

import (
	"fmt"
	"math/rand"
	"reflect"
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

// fillSpecial handles the types with custom wire forms.
func (f *Filler) fillSpecial(v reflect.Value) bool {
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
