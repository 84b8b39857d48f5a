package rest

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/02-generic-server/openapi"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
	"reflect"
	"sort"
	"testing"

	certificatesv1 "github.com/kube-rebuilt/apiserver/03-master/apis/certificates/v1"
	"github.com/kube-rebuilt/apiserver/03-master/controlplane"
	"github.com/kube-rebuilt/apiserver/03-master/registry/registrytest"
)

// TestNewRESTStorage: with v1 on, the provider serves every resource and
// subresource upstream's does; with it off, none.
func TestNewRESTStorage(t *testing.T) {
	on := controlplane.NewResourceConfig()
	on.EnableVersions(certificatesv1.SchemeGroupVersion)
	info, err := RESTStorageProvider{}.NewRESTStorage(on, registrytest.NewEtcdStorage(t))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for path := range info.VersionedResourcesStorageMap["v1"] {
		got = append(got, path)
	}
	sort.Strings(got)
	if want := []string{"certificatesigningrequests", "certificatesigningrequests/approval", "certificatesigningrequests/status", "clustertrustbundles", "podcertificaterequests", "podcertificaterequests/status"}; !reflect.DeepEqual(got, want) {
		t.Errorf("got %v; want %v", got, want)
	}
	off, err := RESTStorageProvider{}.NewRESTStorage(controlplane.NewResourceConfig(), registrytest.NewEtcdStorage(t))
	if err != nil {
		t.Fatal(err)
	}
	if n := len(off.VersionedResourcesStorageMap); n != 0 {
		t.Errorf("got %d versions with v1 off; want 0", n)
	}
}

// TestAddToControlPlane: the master gets the provider, v1 switched on
// and the group's types named in OpenAPI as upstream's.
func TestAddToControlPlane(t *testing.T) {
	genericConfig := server.NewConfig(legacyscheme.Codecs)
	genericConfig.OpenAPIDefinitionNamer = openapi.NewDefinitionNamer(legacyscheme.Scheme)
	master := &controlplane.Config{GenericConfig: genericConfig, ExtraConfig: controlplane.ExtraConfig{APIResourceConfigSource: controlplane.NewResourceConfig()}}
	AddToControlPlane(master)
	if n := len(master.ExtraConfig.RESTStorageProviders); n != 1 {
		t.Fatalf("got %d providers; want 1", n)
	}
	if !master.ExtraConfig.APIResourceConfigSource.VersionEnabled(certificatesv1.SchemeGroupVersion) {
		t.Errorf("got %v off; want it on by default", certificatesv1.SchemeGroupVersion)
	}
	pkg := reflect.TypeFor[certificatesv1.CertificateSigningRequest]().PkgPath()
	if got, want := genericConfig.OpenAPIDefinitionNamer.NameOf(pkg, "CertificateSigningRequest"), "io.k8s.api.certificates.v1.CertificateSigningRequest"; got != want {
		t.Errorf("got OpenAPI name %q; want %q", got, want)
	}
}
