package controlplane

import (
	"net"
	"reflect"
	"strings"

	"github.com/kube-rebuilt/apiserver/02-generic-server/openapi"
	coordinationv1 "github.com/kube-rebuilt/apiserver/03-master/apis/coordination/v1"
	autoscalingrest "github.com/kube-rebuilt/apiserver/03-master/registry/autoscaling/rest"
	batchrest "github.com/kube-rebuilt/apiserver/03-master/registry/batch/rest"
	certificatesrest "github.com/kube-rebuilt/apiserver/03-master/registry/certificates/rest"
	coordinationrest "github.com/kube-rebuilt/apiserver/03-master/registry/coordination/rest"
	discoveryrest "github.com/kube-rebuilt/apiserver/03-master/registry/discovery/rest"
	eventsrest "github.com/kube-rebuilt/apiserver/03-master/registry/events/rest"
	networkingrest "github.com/kube-rebuilt/apiserver/03-master/registry/networking/rest"
	noderest "github.com/kube-rebuilt/apiserver/03-master/registry/node/rest"
	policyrest "github.com/kube-rebuilt/apiserver/03-master/registry/policy/rest"
	resourcerest "github.com/kube-rebuilt/apiserver/03-master/registry/resource/rest"
	schedulingrest "github.com/kube-rebuilt/apiserver/03-master/registry/scheduling/rest"
	storagerest "github.com/kube-rebuilt/apiserver/03-master/registry/storage/rest"
	storagemigrationrest "github.com/kube-rebuilt/apiserver/03-master/registry/storagemigration/rest"
)

// builtInRESTStorageProviders are the named groups the master serves
// itself, in the order they are installed: apps (this package), then one
// provider per group from 03-master/registry/<group>/rest. The
// networking provider writes the default ServiceCIDR from serviceIPRange.
// Upstream: the restStorageProviders list of
// k8s.io/kubernetes/pkg/controlplane.CompletedConfig.New.
func builtInRESTStorageProviders(serviceIPRange net.IPNet) []RESTStorageProvider {
	return []RESTStorageProvider{
		AppsRESTStorageProvider{},
		policyrest.RESTStorageProvider{},
		autoscalingrest.RESTStorageProvider{},
		batchrest.RESTStorageProvider{},
		coordinationrest.RESTStorageProvider{},
		discoveryrest.StorageProvider{},
		&schedulingrest.RESTStorageProvider{},
		eventsrest.RESTStorageProvider{},
		noderest.RESTStorageProvider{},
		&networkingrest.RESTStorageProvider{ServiceIPRange: serviceIPRange},
		storagerest.RESTStorageProvider{},
		resourcerest.RESTStorageProvider{},
		certificatesrest.RESTStorageProvider{},
		storagemigrationrest.RESTStorageProvider{},
	}
}

// builtInOpenAPIPackageMapping names the types of 03-master/apis/<group>/<version>
// as upstream's k8s.io/api/<group>/<version> in OpenAPI
// (io.k8s.api.coordination.v1.Lease), which kubectl explain and apply
// look up; stage 01's groups have the same mapping by default.
// Upstream: none (see openapi.PackageMapping).
var builtInOpenAPIPackageMapping = openapi.PackageMapping{
	Ours:     strings.TrimSuffix(reflect.TypeFor[coordinationv1.Lease]().PkgPath(), "coordination/v1"),
	Upstream: "k8s.io/api/",
}
