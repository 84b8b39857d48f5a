package legacyscheme_test

import (
	"fmt"
	"math/rand"
	"reflect"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/resource"
	appsv1beta1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/apps/v1beta1"
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/intstr"
)

// filler sets every field of an object to a non-zero value, so a round
// trip that drops or mangles any field shows up. Types whose wire form is
// not their Go shape get values valid on the wire.
// Upstream: the fuzzers of k8s.io/apimachinery/pkg/api/apitesting/fuzzer.
type filler struct {
	r *rand.Rand
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

func (f *filler) fill(v reflect.Value, depth int) {
	if depth > 10 {
		return
	}
	if f.fillSpecial(v) {
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
		v.Set(reflect.MakeMap(v.Type()))
		for i := 0; i < 1+f.r.Intn(2); i++ {
			k, e := reflect.New(v.Type().Key()).Elem(), reflect.New(v.Type().Elem()).Elem()
			f.fill(k, depth+1)
			f.fill(e, depth+1)
			v.SetMapIndex(k, e)
		}
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

// fillSpecial handles the types with custom wire forms.
func (f *filler) fillSpecial(v reflect.Value) bool {
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

// makeConsistent undoes what random filling makes inconsistent but a real
// client never sends, as upstream's per-group fuzzer functions do: the
// deprecated pod field serviceAccount mirrors serviceAccountName, a stored
// Secret has no write-only stringData, and a v1beta1 Scale's selector map
// and string agree.
func makeConsistent(v reflect.Value) {
	switch v.Kind() {
	case reflect.Pointer:
		if !v.IsNil() {
			makeConsistent(v.Elem())
		}
		return
	case reflect.Slice:
		for i := 0; i < v.Len(); i++ {
			makeConsistent(v.Index(i))
		}
		return
	case reflect.Struct:
	default:
		return
	}
	switch obj := v.Addr().Interface().(type) {
	case *corev1.PodSpec:
		obj.DeprecatedServiceAccount = obj.ServiceAccountName
	case *corev1.Secret:
		obj.StringData = nil
	case *appsv1beta1.ScaleStatus:
		obj.Selector, obj.TargetSelector = map[string]string{"app": "web"}, "app=web"
	}
	for i := 0; i < v.NumField(); i++ {
		if v.Type().Field(i).IsExported() {
			makeConsistent(v.Field(i))
		}
	}
}
