package rest

import (
	"testing"

	autoscalingv1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/autoscaling/v1"
	autoscalingv2 "github.com/kube-rebuilt/apiserver/01-scheme/apis/autoscaling/v2"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/03-master/registry/registrytest"
)

// versions is an APIResourceConfigSource with a fixed answer.
type versions map[schema.GroupVersion]bool

func (v versions) VersionEnabled(gv schema.GroupVersion) bool { return v[gv] }
func (v versions) AnyVersionForGroupEnabled(group string) bool {
	for gv, on := range v {
		if gv.Group == group && on {
			return true
		}
	}
	return false
}

// TestNewRESTStorage: v2 and v1 both serve autoscalers with status, v2
// first; each version can be switched off alone.
func TestNewRESTStorage(t *testing.T) {
	getter := registrytest.NewEtcdStorage(t)
	tests := []struct {
		name string
		on   versions
		want []string
	}{
		{"both", versions{autoscalingv2.SchemeGroupVersion: true, autoscalingv1.SchemeGroupVersion: true}, []string{"v2", "v1"}},
		{"v1 off", versions{autoscalingv2.SchemeGroupVersion: true}, []string{"v2"}},
		{"none", versions{}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			info, err := RESTStorageProvider{}.NewRESTStorage(tt.on, getter)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, gv := range info.PrioritizedVersions {
				got = append(got, gv.Version)
				storage := info.VersionedResourcesStorageMap[gv.Version]
				if storage["horizontalpodautoscalers"] == nil || storage["horizontalpodautoscalers/status"] == nil {
					t.Errorf("%s: got %v; want horizontalpodautoscalers and its status", gv, storage)
				}
				for _, s := range storage {
					if d, ok := s.(interface{ Destroy() }); ok {
						defer d.Destroy()
					}
				}
			}
			if len(got) != len(tt.want) || (len(got) > 0 && got[0] != tt.want[0]) || len(info.VersionedResourcesStorageMap) != len(tt.want) {
				t.Errorf("got versions %v; want %v", got, tt.want)
			}
		})
	}
}
