package endpoints

import (
	"errors"
	"path"
	"time"

	restful "github.com/emicklei/go-restful/v3"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	apidiscoveryv2 "github.com/kube-rebuilt/apiserver/02-generic-server/apis/apidiscovery/v2"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/discovery"
	"github.com/kube-rebuilt/apiserver/02-generic-server/managedfields"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
)

// APIGroupVersion is one version of an API group, ready to be installed:
// its storages by resource path ("deployments", "deployments/scale"), where
// it lives (Root + group + version), and how its handlers decode, convert,
// default and encode objects.
// Upstream: k8s.io/apiserver/pkg/endpoints.APIGroupVersion.
type APIGroupVersion struct {
	// Storage maps a resource path to its storage; a subresource's path is
	// "resource/subresource".
	Storage map[string]rest.Storage

	// Root is the path prefix: "/api" for the legacy core group, "/apis".
	Root string
	// GroupVersion is the group version served, such as apps/v1.
	GroupVersion schema.GroupVersion

	// OptionsExternalVersion is where the options kinds (ListOptions,
	// DeleteOptions ...) and Status are registered for this group; nil
	// means GroupVersion. Upstream's TODO calls it a hack around the core
	// group registering them under v1.
	OptionsExternalVersion *schema.GroupVersion
	// MetaGroupVersion is where Table and PartialObjectMetadata live; nil
	// means meta.k8s.io/v1.
	MetaGroupVersion *schema.GroupVersion

	// Serializer speaks the media types of the group's scheme.
	Serializer runtime.NegotiatedSerializer
	// ParameterCodec decodes query parameters into option kinds.
	ParameterCodec runtime.ParameterCodec

	Typer           runtime.ObjectTyper
	Creater         runtime.ObjectCreater
	Convertor       runtime.ObjectConvertor
	Defaulter       runtime.ObjectDefaulter
	UnsafeConvertor runtime.ObjectConvertor

	// Admit is the server's admission chain, handed to every create,
	// update, patch and delete handler; nil admits everything.
	// TypeConverter gives the group's kinds their schemas for field
	// management (built from the OpenAPI definitions); nil: writes record
	// no managedFields and apply answers 415.
	TypeConverter managedfields.TypeConverter

	Admit admission.Interface

	// MinRequestTimeout is the least a watch lasts before the server ends it
	// (upstream randomizes each watch between it and twice it).
	MinRequestTimeout time.Duration
	// MaxRequestBodyBytes limits a request body; 0 means no limit.
	MaxRequestBodyBytes int64
}

// InstallREST adds one web service to container, rooted at
// Root/group/version, with a route per action of each storage and the
// group version's discovery document (its APIResourceList) at the root.
// It returns the resources in the form aggregated discovery lists them.
// An error in one resource does not stop the others: the errors are
// joined.
// Upstream: k8s.io/apiserver/pkg/endpoints.(*APIGroupVersion).InstallREST,
// which also returns storage-version information.
func (g *APIGroupVersion) InstallREST(container *restful.Container) ([]apidiscoveryv2.APIResourceDiscovery, error) {
	prefix := path.Join(g.Root, g.GroupVersion.Group, g.GroupVersion.Version)
	installer := &APIInstaller{
		group:             g,
		prefix:            prefix,
		minRequestTimeout: g.MinRequestTimeout,
	}

	apiResources, ws, registrationErrors := installer.Install()
	versionDiscoveryHandler := discovery.NewAPIVersionHandler(g.Serializer, g.GroupVersion, staticLister{apiResources})
	versionDiscoveryHandler.AddToWebService(ws)
	container.Add(ws)
	aggregatedDiscoveryResources, err := ConvertGroupVersionIntoToDiscovery(apiResources)
	if err != nil {
		registrationErrors = append(registrationErrors, err)
	}
	return aggregatedDiscoveryResources, errors.Join(registrationErrors...)
}

// staticLister lists the APIResources computed at install time.
// Upstream: k8s.io/apiserver/pkg/endpoints.staticLister.
type staticLister struct {
	list []metav1.APIResource
}

// ListAPIResources returns a copy of the list.
func (s staticLister) ListAPIResources() []metav1.APIResource {
	return append([]metav1.APIResource(nil), s.list...)
}

var _ discovery.APIResourceLister = &staticLister{}
