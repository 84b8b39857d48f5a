package legacyscheme_test

import (
	"reflect"

	appsv1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/apps/v1"
	appsv1beta1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/apps/v1beta1"
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
)

// Objects are filled at random by 01-scheme/api/apitesting/fuzzer.Filler,
// which sets every field to a non-zero value, so a round trip that drops or
// mangles any field shows up.

// makeConsistent undoes what random filling makes inconsistent but a real
// client never sends, as upstream's per-group fuzzer functions do: the
// deprecated pod field serviceAccount mirrors serviceAccountName, a stored
// Secret has no write-only stringData, and a v1beta1 Scale's selector map
// and string agree; an apps/v1 daemon set carries its template generation
// annotation.
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
	case *appsv1.DaemonSet:
		// apps/v1 always writes the internal templateGeneration into
		// this annotation; a filled daemon set must carry it already.
		if obj.Annotations == nil {
			obj.Annotations = map[string]string{}
		}
		obj.Annotations[appsv1.DeprecatedTemplateGeneration] = "3"
	}
	for i := 0; i < v.NumField(); i++ {
		if v.Type().Field(i).IsExported() {
			makeConsistent(v.Field(i))
		}
	}
}
