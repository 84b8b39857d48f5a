package controlplane

import (
	"reflect"
	"strings"

	"github.com/kube-rebuilt/apiserver/02-generic-server/openapi"
	batchv1 "github.com/kube-rebuilt/apiserver/03-master/apis/batch/v1"
	autoscalingrest "github.com/kube-rebuilt/apiserver/03-master/registry/autoscaling/rest"
	batchrest "github.com/kube-rebuilt/apiserver/03-master/registry/batch/rest"
	policyrest "github.com/kube-rebuilt/apiserver/03-master/registry/policy/rest"
)

// builtInRESTStorageProviders are the named groups the master serves
// itself, in the order they are installed: apps (this package), then one
// provider per group from 03-master/registry/<group>/rest.
// Upstream: the restStorageProviders list of
// k8s.io/kubernetes/pkg/controlplane.CompletedConfig.New.
func builtInRESTStorageProviders() []RESTStorageProvider {
	return []RESTStorageProvider{
		AppsRESTStorageProvider{},
		policyrest.RESTStorageProvider{},
		autoscalingrest.RESTStorageProvider{},
		batchrest.RESTStorageProvider{},
	}
}

// builtInOpenAPIPackageMapping names the types of 03-master/apis/<group>/<version>
// as upstream's k8s.io/api/<group>/<version> in OpenAPI
// (io.k8s.api.batch.v1.Job), which kubectl explain and apply look up;
// stage 01's groups have the same mapping by default.
// Upstream: none (see openapi.PackageMapping).
var builtInOpenAPIPackageMapping = openapi.PackageMapping{
	Ours:     strings.TrimSuffix(reflect.TypeFor[batchv1.Job]().PkgPath(), "batch/v1"),
	Upstream: "k8s.io/api/",
}
