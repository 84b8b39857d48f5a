package rest

import (
	"reflect"
	"sort"
	"testing"

	resourcev1 "github.com/kube-rebuilt/apiserver/03-master/apis/resource/v1"
	"github.com/kube-rebuilt/apiserver/03-master/registry/registrytest"
)

// TestNewRESTStorage: with v1 on, the provider serves every resource and
// subresource upstream's does; with it off, none.
func TestNewRESTStorage(t *testing.T) {
	on := registrytest.EnabledVersions{resourcev1.SchemeGroupVersion}
	info, err := RESTStorageProvider{}.NewRESTStorage(on, registrytest.NewEtcdStorage(t))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for path := range info.VersionedResourcesStorageMap["v1"] {
		got = append(got, path)
	}
	sort.Strings(got)
	if want := []string{"deviceclasses", "devicetaintrules", "devicetaintrules/status", "resourceclaims", "resourceclaims/status", "resourceclaimtemplates", "resourceslices"}; !reflect.DeepEqual(got, want) {
		t.Errorf("got %v; want %v", got, want)
	}
	off, err := RESTStorageProvider{}.NewRESTStorage(registrytest.EnabledVersions{}, registrytest.NewEtcdStorage(t))
	if err != nil {
		t.Fatal(err)
	}
	if n := len(off.VersionedResourcesStorageMap); n != 0 {
		t.Errorf("got %d versions with v1 off; want 0", n)
	}
}
