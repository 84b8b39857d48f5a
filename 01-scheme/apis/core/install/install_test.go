package install

import (
	"reflect"
	"testing"

	v1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

func TestInstall(t *testing.T) {
	scheme := runtime.NewScheme()
	Install(scheme)
	kinds := []string{
		"Namespace", "Pod", "ConfigMap", "Secret", "Service", "ServiceAccount", "Endpoints", "Event",
	}
	for _, kind := range kinds {
		for _, k := range []string{kind, kind + "List"} {
			for _, version := range []string{"v1", runtime.APIVersionInternal} {
				gvk := schema.GroupVersionKind{Version: version, Kind: k}
				if !scheme.Recognizes(gvk) {
					t.Errorf("Recognizes(%v) = false; want true", gvk)
				}
			}
		}
	}
	for _, kind := range []string{"Status", "ListOptions", "DeleteOptions", "WatchEvent"} {
		if gvk := v1.SchemeGroupVersion.WithKind(kind); !scheme.Recognizes(gvk) {
			t.Errorf("Recognizes(%v) = false; want true", gvk)
		}
	}
	want := []schema.GroupVersion{v1.SchemeGroupVersion}
	if got := scheme.PrioritizedVersionsForGroup(""); !reflect.DeepEqual(got, want) {
		t.Errorf("PrioritizedVersionsForGroup(\"\") = %v; want %v", got, want)
	}
}
