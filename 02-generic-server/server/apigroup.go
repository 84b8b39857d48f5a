package server

import (
	"errors"
	"fmt"
	"reflect"
	"slices"
	"sort"
	"strings"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/serializer"
	apidiscoveryv2 "github.com/kube-rebuilt/apiserver/02-generic-server/apis/apidiscovery/v2"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/discovery"
	discoveryendpoint "github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/discovery/aggregated"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/02-generic-server/managedfields"
	"github.com/kube-rebuilt/apiserver/02-generic-server/openapi"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
)

// The path prefixes of API groups.
// Upstream: k8s.io/apiserver/pkg/server.APIGroupPrefix and DefaultLegacyAPIPrefix.
const (
	// APIGroupPrefix is where the named groups live: /apis/apps/v1.
	APIGroupPrefix = "/apis"
	// DefaultLegacyAPIPrefix is where the legacy core group lives: /api/v1.
	DefaultLegacyAPIPrefix = "/api"
)

// APIGroupInfo is what a server needs to install one API group: its
// versions in order of preference, the storage of each resource of each
// version, and the scheme and codecs its objects go through.
// Upstream: k8s.io/apiserver/pkg/server.APIGroupInfo.
type APIGroupInfo struct {
	// PrioritizedVersions are the versions served, preferred first.
	PrioritizedVersions []schema.GroupVersion
	// VersionedResourcesStorageMap maps a version ("v1") to its storages by
	// resource path ("deployments", "deployments/status").
	VersionedResourcesStorageMap map[string]map[string]rest.Storage
	// OptionsExternalVersion controls the APIVersion used for common objects in the
	// schema like api.Status, api.DeleteOptions, and metav1.ListOptions. Other implementors may
	// define a version "v1beta1" but want to use the Kubernetes "v1" internal objects.
	// If nil, defaults to groupMeta.GroupVersion.
	OptionsExternalVersion *schema.GroupVersion
	// MetaGroupVersion defaults to "meta.k8s.io/v1" and is the scheme group version used to decode
	// common API implementations like ListOptions.
	MetaGroupVersion *schema.GroupVersion

	// Scheme includes all of the types used by this group and how to convert between them (or
	// to convert objects from outside of this group that are accepted in this API).
	Scheme *runtime.Scheme
	// NegotiatedSerializer controls how this group encodes and decodes data
	NegotiatedSerializer runtime.NegotiatedSerializer
	// ParameterCodec performs conversions for query parameters passed to API calls
	ParameterCodec runtime.ParameterCodec
}

// NewDefaultAPIGroupInfo returns an APIGroupInfo with the group's versions
// in the scheme's order of priority, no storage yet, and the options
// kinds taken from the core "v1" version, as every built-in group does.
// The group's codecs are codecs' own, rebuilt on scheme with streaming list
// encoding in JSON and protobuf on (a list written one item at a time, not
// encoded whole first), as upstream's feature gates
// StreamingCollectionsEncodingToJSON and ...ToProtobuf, on by default, do.
// Upstream: k8s.io/apiserver/pkg/server.NewDefaultAPIGroupInfo.
func NewDefaultAPIGroupInfo(group string, scheme *runtime.Scheme, parameterCodec runtime.ParameterCodec, codecs serializer.CodecFactory) APIGroupInfo {
	codecs = serializer.NewCodecFactory(scheme,
		serializer.WithStreamingCollectionEncodingToJSON(),
		serializer.WithStreamingCollectionEncodingToProtobuf(),
	)
	return APIGroupInfo{
		PrioritizedVersions:          scheme.PrioritizedVersionsForGroup(group),
		VersionedResourcesStorageMap: map[string]map[string]rest.Storage{},
		// Options (ListOptions, DeleteOptions ...) are decoded as meta v1
		// whatever the group: every group registers them in v1 terms.
		OptionsExternalVersion: &schema.GroupVersion{Version: "v1"},
		Scheme:                 scheme,
		ParameterCodec:         parameterCodec,
		NegotiatedSerializer:   codecs,
	}
}

// destroyStorage destroys every storage of the group once (a status
// subresource usually shares its resource's store).
// Upstream: k8s.io/apiserver/pkg/server.(*APIGroupInfo).destroyStorage.
func (a *APIGroupInfo) destroyStorage() {
	seen := map[rest.Storage]bool{}
	for _, stores := range a.VersionedResourcesStorageMap {
		for _, store := range stores {
			if !seen[store] {
				seen[store] = true
				store.Destroy()
			}
		}
	}
}

// InstallLegacyAPIGroup installs the legacy core group at apiPrefix (/api):
// its resources at /api/v1, and the discovery documents /api/v1
// (APIResourceList) and /api (APIVersions, or the aggregated
// APIGroupDiscoveryList for clients that ask for it).
// Upstream: k8s.io/apiserver/pkg/server.(*GenericAPIServer).InstallLegacyAPIGroup.
func (s *GenericAPIServer) InstallLegacyAPIGroup(apiPrefix string, apiGroupInfo *APIGroupInfo) error {
	if !slices.Contains(s.legacyAPIGroupPrefixes, apiPrefix) {
		return fmt.Errorf("%q is not in the allowed legacy API prefixes: %v", apiPrefix, s.legacyAPIGroupPrefixes)
	}
	if err := s.installAPIResources(apiPrefix, apiGroupInfo, s.sharedTypeConverter(apiGroupInfo)); err != nil {
		return err
	}
	// Install the version handler.
	// Add a handler at /<apiPrefix> to enumerate the supported api versions.
	legacyRootAPIHandler := discovery.NewLegacyRootAPIHandler(withoutConversion(s.Serializer), apiPrefix).
		WithAddresses(discovery.DefaultAddresses{DefaultAddress: s.ExternalAddress})
	wrapped := discoveryendpoint.NewWrappedHandler(legacyRootAPIHandler, s.AggregatedLegacyDiscoveryGroupManager)
	s.Handler.GoRestfulContainer.Add(wrapped.GenerateWebService(apiPrefix, metav1.APIVersions{}))
	return nil
}

// InstallAPIGroups installs named groups under /apis: for each, its
// resources at /apis/<group>/<version>, the group's discovery document
// /apis/<group>, and its entry in /apis (legacy and aggregated).
// Upstream: k8s.io/apiserver/pkg/server.(*GenericAPIServer).InstallAPIGroups.
func (s *GenericAPIServer) InstallAPIGroups(apiGroupInfos ...*APIGroupInfo) error {
	for _, apiGroupInfo := range apiGroupInfos {
		if err := validateAPIGroupInfo(apiGroupInfo); err != nil {
			return err
		}
	}
	// One type converter for every group of the call, as upstream builds
	// one from the OpenAPI models of them all: a definition the groups
	// share (ObjectMeta, PodSpec in core, apps and batch) is converted and
	// held once.
	typeConverter := s.sharedTypeConverter(apiGroupInfos...)
	for _, apiGroupInfo := range apiGroupInfos {
		if err := s.installAPIResources(APIGroupPrefix, apiGroupInfo, typeConverter); err != nil {
			return fmt.Errorf("unable to install api resources: %w", err)
		}
		apiGroup := discoveryGroup(apiGroupInfo)
		s.DiscoveryGroupManager.AddGroup(apiGroup)
		s.Handler.GoRestfulContainer.Add(discovery.NewAPIGroupHandler(withoutConversion(s.Serializer), apiGroup).WebService())
	}
	return nil
}

// InstallAPIGroup installs one named group.
// Upstream: k8s.io/apiserver/pkg/server.(*GenericAPIServer).InstallAPIGroup.
func (s *GenericAPIServer) InstallAPIGroup(apiGroupInfo *APIGroupInfo) error {
	return s.InstallAPIGroups(apiGroupInfo)
}

// validateAPIGroupInfo rejects a group with no versions, or an empty group
// or version name: registering it would claim /apis/ for the wrong entity,
// and the error is easier to understand here than there.
// Upstream: the first loop of InstallAPIGroups.
func validateAPIGroupInfo(apiGroupInfo *APIGroupInfo) error {
	switch {
	case len(apiGroupInfo.PrioritizedVersions) == 0:
		return errors.New("no version priority set for the API group")
	case len(apiGroupInfo.PrioritizedVersions[0].Group) == 0:
		return fmt.Errorf("cannot register handler with an empty group for %v", apiGroupInfo.PrioritizedVersions)
	case len(apiGroupInfo.PrioritizedVersions[0].Version) == 0:
		return fmt.Errorf("cannot register handler with an empty version for %v", apiGroupInfo.PrioritizedVersions)
	}
	return nil
}

// discoveryGroup is the group's legacy discovery entry: the versions that
// have resources, and the preferred one.
func discoveryGroup(apiGroupInfo *APIGroupInfo) metav1.APIGroup {
	var versions []metav1.GroupVersionForDiscovery
	for _, groupVersion := range apiGroupInfo.PrioritizedVersions {
		// Check the config to make sure that we elide versions that don't have any resources
		if len(apiGroupInfo.VersionedResourcesStorageMap[groupVersion.Version]) == 0 {
			continue
		}
		versions = append(versions, metav1.GroupVersionForDiscovery{GroupVersion: groupVersion.String(), Version: groupVersion.Version})
	}
	preferred := apiGroupInfo.PrioritizedVersions[0]
	return metav1.APIGroup{
		Name:             preferred.Group,
		Versions:         versions,
		PreferredVersion: metav1.GroupVersionForDiscovery{GroupVersion: preferred.String(), Version: preferred.Version},
	}
}

// installAPIResources installs every version of a group that has
// resources, and adds each to the aggregated discovery document of its
// prefix. typeConverter knows the kinds of every version of the group;
// nil, each version gets its own (typeConverter).
// Upstream: k8s.io/apiserver/pkg/server.(*GenericAPIServer).installAPIResources.
func (s *GenericAPIServer) installAPIResources(apiPrefix string, apiGroupInfo *APIGroupInfo, typeConverter managedfields.TypeConverter) error {
	for _, groupVersion := range apiGroupInfo.PrioritizedVersions {
		if len(apiGroupInfo.VersionedResourcesStorageMap[groupVersion.Version]) == 0 {
			klog.Warningf("Skipping API %v because it has no resources.", groupVersion)
			continue
		}
		apiGroupVersion, err := s.getAPIGroupVersion(apiGroupInfo, groupVersion, apiPrefix, typeConverter)
		if err != nil {
			return err
		}
		discoveryAPIResources, err := apiGroupVersion.InstallREST(s.Handler.GoRestfulContainer)
		if err != nil {
			return fmt.Errorf("unable to setup API %v: %w", groupVersion, err)
		}
		manager := s.AggregatedDiscoveryGroupManager
		if apiPrefix != APIGroupPrefix {
			// There is only one group version for legacy resources.
			manager = s.AggregatedLegacyDiscoveryGroupManager
		}
		manager.AddGroupVersion(groupVersion.Group, apidiscoveryv2.APIVersionDiscovery{
			Freshness: apidiscoveryv2.DiscoveryFreshnessCurrent,
			Version:   groupVersion.Version,
			Resources: discoveryAPIResources,
		})
	}
	s.RegisterDestroyFunc(apiGroupInfo.destroyStorage)
	return nil
}

// getAPIGroupVersion copies one version's storages (resource names must
// be lower case) into a new APIGroupVersion rooted at apiPrefix, whose
// field manager uses shared (the type converter of the whole install call),
// or, if that is nil, a type converter of the version's own kinds.
// Upstream: k8s.io/apiserver/pkg/server.(*GenericAPIServer).getAPIGroupVersion.
func (s *GenericAPIServer) getAPIGroupVersion(apiGroupInfo *APIGroupInfo, groupVersion schema.GroupVersion, apiPrefix string, shared managedfields.TypeConverter) (*endpoints.APIGroupVersion, error) {
	storage := make(map[string]rest.Storage)
	for k, v := range apiGroupInfo.VersionedResourcesStorageMap[groupVersion.Version] {
		if strings.ToLower(k) != k {
			return nil, fmt.Errorf("resource names must be lowercase only, not %q", k)
		}
		storage[k] = v
	}
	version := s.newAPIGroupVersion(apiGroupInfo, groupVersion)
	version.Root = apiPrefix
	version.Storage = storage
	if shared != nil {
		version.TypeConverter = shared
		return version, nil
	}
	typeConverter, err := s.typeConverter([]*runtime.Scheme{apiGroupInfo.Scheme}, groupVersionTypes(apiGroupInfo, groupVersion))
	if err != nil {
		// Upstream refuses to start; a group whose Go types have no
		// OpenAPI schema here is served without field management (its
		// writes record no managedFields, apply answers 415), and says so.
		klog.Warningf("Serving %v without field management: %v", groupVersion, err)
		typeConverter = nil
	}
	version.TypeConverter = typeConverter
	return version, nil
}

// sharedTypeConverter is the type converter of every version, with
// resources, of the groups installed together: the OpenAPI v3 definitions
// of all their kinds, each once. It is nil if the groups have no such
// version, or if a definition fails; then each version gets its own
// (getAPIGroupVersion), and one that fails is served without field
// management, as before, rather than all of them.
// Upstream: the getOpenAPIModels and managedfields.NewTypeConverter calls
// of k8s.io/apiserver/pkg/server.(*GenericAPIServer).InstallAPIGroups.
func (s *GenericAPIServer) sharedTypeConverter(apiGroupInfos ...*APIGroupInfo) managedfields.TypeConverter {
	var schemes []*runtime.Scheme
	var types []reflect.Type
	for _, apiGroupInfo := range apiGroupInfos {
		for _, groupVersion := range apiGroupInfo.PrioritizedVersions {
			if len(apiGroupInfo.VersionedResourcesStorageMap[groupVersion.Version]) == 0 {
				continue
			}
			if !slices.Contains(schemes, apiGroupInfo.Scheme) {
				schemes = append(schemes, apiGroupInfo.Scheme)
			}
			types = append(types, groupVersionTypes(apiGroupInfo, groupVersion)...)
		}
	}
	if len(types) == 0 {
		return nil
	}
	typeConverter, err := s.typeConverter(schemes, types)
	if err != nil {
		return nil
	}
	return typeConverter
}

// groupVersionTypes are the Go types of the kinds a group version's field
// manager must know: the scheme's kinds of the version, by name, and the
// kinds its storages serve from another group (subresourceKinds).
func groupVersionTypes(apiGroupInfo *APIGroupInfo, groupVersion schema.GroupVersion) []reflect.Type {
	known := apiGroupInfo.Scheme.KnownTypes(groupVersion)
	names := make([]string, 0, len(known))
	for name := range known {
		names = append(names, name)
	}
	sort.Strings(names)
	types := make([]reflect.Type, 0, len(names))
	for _, name := range names {
		types = append(types, known[name])
	}
	return append(types, subresourceKinds(apiGroupInfo, groupVersion)...)
}

// typeConverter gives the field manager the schemas of the kinds of types:
// the OpenAPI v3 definitions of those Go types (defaults included), named
// and kinded as /openapi/v2 names them from schemes, converted to
// structured-merge-diff's schema.
// Upstream: k8s.io/apiserver/pkg/server.(*GenericAPIServer).getOpenAPIModels
// and the managedfields.NewTypeConverter call of InstallAPIGroups.
func (s *GenericAPIServer) typeConverter(schemes []*runtime.Scheme, types []reflect.Type) (managedfields.TypeConverter, error) {
	namer := s.openAPIDefinitionNamer
	if namer == nil {
		namer = openapi.NewDefinitionNamer()
	}
	namer = namer.WithSchemes(schemes...)
	models, err := openapi.DefinitionsV3(namer, types...)
	if err != nil {
		return nil, err
	}
	return managedfields.NewTypeConverter(models, false)
}

// newAPIGroupVersion fills an APIGroupVersion from the group's scheme and
// the server's admission chain and limits.
// Upstream: k8s.io/apiserver/pkg/server.(*GenericAPIServer).newAPIGroupVersion.
func (s *GenericAPIServer) newAPIGroupVersion(apiGroupInfo *APIGroupInfo, groupVersion schema.GroupVersion) *endpoints.APIGroupVersion {
	return &endpoints.APIGroupVersion{
		GroupVersion:           groupVersion,
		OptionsExternalVersion: apiGroupInfo.OptionsExternalVersion,
		MetaGroupVersion:       apiGroupInfo.MetaGroupVersion,

		ParameterCodec:  apiGroupInfo.ParameterCodec,
		Serializer:      apiGroupInfo.NegotiatedSerializer,
		Creater:         apiGroupInfo.Scheme,
		Convertor:       apiGroupInfo.Scheme,
		UnsafeConvertor: runtime.UnsafeObjectConvertor(apiGroupInfo.Scheme),
		Defaulter:       apiGroupInfo.Scheme,
		Typer:           apiGroupInfo.Scheme,

		Admit:               s.admissionControl,
		MinRequestTimeout:   s.minRequestTimeout,
		MaxRequestBodyBytes: s.maxRequestBodyBytes,
	}
}

// withoutConversion returns the serializer of the discovery handlers:
// discovery documents exist in one version, so they are encoded as they
// are. A CodecFactory offers that; another serializer is used as is.
// Upstream passes the converting codecs, whose conversion of the
// unversioned discovery kinds is a no-op.
func withoutConversion(s runtime.NegotiatedSerializer) runtime.NegotiatedSerializer {
	if f, ok := s.(interface {
		WithoutConversion() runtime.NegotiatedSerializer
	}); ok {
		return f.WithoutConversion()
	}
	return s
}

// subresourceKinds are the Go types of the kinds the group version's
// storages serve from another group (deployments/scale serves
// autoscaling/v1 Scale), so that their writes get a field manager too.
// Upstream: none; its type converter knows every definition of the
// server's OpenAPI.
func subresourceKinds(apiGroupInfo *APIGroupInfo, groupVersion schema.GroupVersion) []reflect.Type {
	var types []reflect.Type
	seen := map[schema.GroupVersionKind]bool{}
	for _, storage := range apiGroupInfo.VersionedResourcesStorageMap[groupVersion.Version] {
		p, ok := storage.(rest.GroupVersionKindProvider)
		if !ok {
			continue
		}
		gvk := p.GroupVersionKind(groupVersion)
		if gvk.GroupVersion() == groupVersion || seen[gvk] {
			continue
		}
		seen[gvk] = true
		if t, ok := apiGroupInfo.Scheme.KnownTypes(gvk.GroupVersion())[gvk.Kind]; ok {
			types = append(types, t)
		}
	}
	return types
}
