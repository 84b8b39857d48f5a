package rest

import (
	"sort"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	batchv1 "github.com/kube-rebuilt/apiserver/03-master/apis/batch/v1"
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

// TestNewRESTStorage: batch/v1 serves jobs and cronjobs with status;
// switched off, the group has no version and is skipped.
func TestNewRESTStorage(t *testing.T) {
	getter := registrytest.NewEtcdStorage(t)
	info, err := RESTStorageProvider{}.NewRESTStorage(versions{batchv1.SchemeGroupVersion: true}, getter)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for name, s := range info.VersionedResourcesStorageMap["v1"] {
		got = append(got, name)
		if d, ok := s.(interface{ Destroy() }); ok {
			defer d.Destroy()
		}
	}
	sort.Strings(got)
	want := []string{"cronjobs", "cronjobs/status", "jobs", "jobs/status"}
	if len(got) != len(want) {
		t.Fatalf("got %v; want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("got %v; want %v", got, want)
		}
	}
	off, err := RESTStorageProvider{}.NewRESTStorage(versions{}, getter)
	if err != nil {
		t.Fatal(err)
	}
	if len(off.VersionedResourcesStorageMap) != 0 {
		t.Errorf("got %d versions with batch/v1 off; want none", len(off.VersionedResourcesStorageMap))
	}
}
