package controlplane

import (
	"reflect"
	"strings"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/openapi"
)

// AddAPIGroup serves a later stage's API group from the master: the
// provider's storage, version switched on by default (EnabledByDefault),
// and the group's types named in OpenAPI as upstream names them
// (io.k8s.api.<upstreamGroup>.v1.Kind), which kubectl apply and explain
// look up. example is any type of version's package.
// Upstream: kube-apiserver lists its providers in
// pkg/controlplane.CompletedConfig.New and every stable version in
// DefaultAPIResourceConfigSource; its OpenAPI names come from the
// k8s.io/api packages themselves.
func (c *Config) AddAPIGroup(provider RESTStorageProvider, version schema.GroupVersion, example any, upstreamGroup string) {
	c.ExtraConfig.RESTStorageProviders = append(c.ExtraConfig.RESTStorageProviders, provider)
	c.ExtraConfig.APIResourceConfigSource = EnabledByDefault(c.ExtraConfig.APIResourceConfigSource, version)
	namer := c.GenericConfig.OpenAPIDefinitionNamer
	if namer == nil {
		return
	}
	t := reflect.TypeOf(example)
	if t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	ours := strings.TrimSuffix(t.PkgPath(), version.Version)
	c.GenericConfig.OpenAPIDefinitionNamer = namer.WithPackageMappings(openapi.PackageMapping{Ours: ours, Upstream: "k8s.io/api/" + upstreamGroup + "/"})
}
