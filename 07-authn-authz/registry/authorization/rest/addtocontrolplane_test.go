package rest

import (
	"reflect"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/openapi"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
	"github.com/kube-rebuilt/apiserver/03-master/controlplane"
	authorizationv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/authorization/v1"
)

func TestAddToControlPlane(t *testing.T) {
	master := &controlplane.Config{GenericConfig: server.NewConfig(legacyscheme.Codecs)}
	master.GenericConfig.OpenAPIDefinitionNamer = openapi.NewDefinitionNamer(legacyscheme.Scheme)
	AddToControlPlane(master, RESTStorageProvider{Authorizer: janeMayCreatePods})
	if got := len(master.ExtraConfig.RESTStorageProviders); got != 1 {
		t.Errorf("got %d providers; want 1", got)
	}
	if !master.ExtraConfig.APIResourceConfigSource.VersionEnabled(authorizationv1.SchemeGroupVersion) {
		t.Errorf("got authorization.k8s.io/v1 disabled; want enabled")
	}
	if !master.ExtraConfig.APIResourceConfigSource.VersionEnabled(schema.GroupVersion{Group: "apps", Version: "v1"}) {
		t.Errorf("got stage 03's defaults lost; want kept")
	}
	name, _ := master.GenericConfig.OpenAPIDefinitionNamer.GetDefinitionName(reflect.TypeFor[authorizationv1.SelfSubjectAccessReview]())
	if want := "io.k8s.api.authorization.v1.SelfSubjectAccessReview"; name != want {
		t.Errorf("got OpenAPI name %q; want %q", name, want)
	}
}
