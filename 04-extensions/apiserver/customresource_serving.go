package apiserver

import (
	"fmt"
	"sort"
	"strings"

	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1/unstructured"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/serializer/versioning"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/handlers"
	"github.com/kube-rebuilt/apiserver/02-generic-server/managedfields"
	"github.com/kube-rebuilt/apiserver/02-generic-server/version"
	"github.com/kube-rebuilt/apiserver/02-generic-server/waitgroup"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	genericoptions "github.com/kube-rebuilt/apiserver/03-master/server/options"
	"github.com/kube-rebuilt/apiserver/03-master/storage/storagebackend"
	"github.com/kube-rebuilt/apiserver/04-extensions/apis/apiextensions"
	"github.com/kube-rebuilt/apiserver/04-extensions/apiserver/conversion"
	structuralschema "github.com/kube-rebuilt/apiserver/04-extensions/apiserver/schema"
	apiservervalidation "github.com/kube-rebuilt/apiserver/04-extensions/apiserver/validation"
	"github.com/kube-rebuilt/apiserver/04-extensions/registry/customresource"
	"github.com/kube-rebuilt/apiserver/04-extensions/registry/customresource/tableconvertor"
)

// getOrCreateServingInfoFor returns the serving information of the CRD
// with uid, building it from the informer's copy of the CRD named name
// on first use.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver.(*crdHandler).getOrCreateServingInfoFor.
func (r *crdHandler) getOrCreateServingInfoFor(uid, name string) (*crdInfo, error) {
	if info, ok := (*r.customStorage.Load())[uid]; ok {
		return info, nil
	}
	r.customStorageLock.Lock()
	defer r.customStorageLock.Unlock()
	// the CRD as of now, under the lock: an update event that comes after
	// this will drop what we build and the next request rebuilds it
	obj, found := r.crds.Get(name)
	if !found {
		return nil, apierrors.NewNotFound(schema.GroupResource{Group: "apiextensions.k8s.io", Resource: "customresourcedefinitions"}, name)
	}
	crd := obj.(*apiextensions.CustomResourceDefinition)
	storageMap := *r.customStorage.Load()
	if info, ok := storageMap[string(crd.UID)]; ok {
		return info, nil
	}
	info, err := r.newServingInfo(crd)
	if err != nil {
		return nil, err
	}
	next := storageMap.clone()
	next[string(crd.UID)] = info
	r.customStorage.Store(&next)
	return info, nil
}

// newServingInfo builds, for every version of crd, the storage and the
// request scopes of the resource and its subresources.
func (r *crdHandler) newServingInfo(crd *apiextensions.CustomResourceDefinition) (*crdInfo, error) {
	storageVersion, err := storageVersionOf(crd)
	if err != nil {
		return nil, err
	}
	structuralSchemas, err := structuralSchemasOf(crd)
	if err != nil {
		return nil, err
	}
	info := &crdInfo{
		spec:                &crd.Spec,
		acceptedNames:       &crd.Status.AcceptedNames,
		warnings:            map[string][]string{},
		storages:            map[string]customresource.CustomResourceStorage{},
		requestScopes:       map[string]*handlers.RequestScope{},
		scaleRequestScopes:  map[string]*handlers.RequestScope{},
		statusRequestScopes: map[string]*handlers.RequestScope{},
		storageVersion:      storageVersion,
		waitGroup:           &waitgroup.SafeWaitGroup{},
	}
	typeConverter := crdTypeConverter(crd)
	replicasPaths := replicasPathMappings(crd)
	for i := range crd.Spec.Versions {
		if err := r.addVersion(info, crd, &crd.Spec.Versions[i], structuralSchemas, typeConverter, replicasPaths); err != nil {
			return nil, fmt.Errorf("the server could not properly serve %s version %s: %w", crd.Name, crd.Spec.Versions[i].Name, err)
		}
	}
	return info, nil
}

// crdVersionServing is what serving one version of a CRD is built from.
type crdVersionServing struct {
	crd               *apiextensions.CustomResourceDefinition
	version           *apiextensions.CustomResourceDefinitionVersion
	kind, listKind    schema.GroupVersionKind
	resource          schema.GroupVersionResource
	clusterScoped     bool
	typer             runtime.ObjectTyper
	creator           runtime.ObjectCreater
	safe, unsafe      runtime.ObjectConvertor
	structuralSchemas map[string]*structuralschema.Structural
	replicasPaths     managedfields.ResourcePathMappings
}

// addVersion adds one version's storage and request scopes to info.
func (r *crdHandler) addVersion(info *crdInfo, crd *apiextensions.CustomResourceDefinition, v *apiextensions.CustomResourceDefinitionVersion,
	structuralSchemas map[string]*structuralschema.Structural, typeConverter managedfields.TypeConverter,
	replicasPaths managedfields.ResourcePathMappings) error {
	names := crd.Status.AcceptedNames
	vs := crdVersionServing{
		crd:               crd,
		version:           v,
		kind:              schema.GroupVersionKind{Group: crd.Spec.Group, Version: v.Name, Kind: names.Kind},
		listKind:          schema.GroupVersionKind{Group: crd.Spec.Group, Version: v.Name, Kind: names.ListKind},
		resource:          schema.GroupVersionResource{Group: crd.Spec.Group, Version: v.Name, Resource: names.Plural},
		clusterScoped:     crd.Spec.Scope == apiextensions.ClusterScoped,
		typer:             unstructuredObjectTyper{delegate: Scheme},
		creator:           unstructuredCreator{},
		structuralSchemas: structuralSchemas,
		replicasPaths:     replicasPaths,
	}
	vs.safe, vs.unsafe = conversion.NewConverter(crd.Spec.Group, vs.clusterScoped, selectableFieldPaths(v), Scheme)

	storage, err := r.newVersionStorage(vs, info.storageVersion)
	if err != nil {
		return err
	}
	info.storages[v.Name] = storage
	scope := r.newRequestScope(vs, storage)
	if scope.FieldManager, err = newCRDFieldManager(scope, typeConverter, "", storage.CustomResource.GetResetFields()); err != nil {
		return err
	}
	info.requestScopes[v.Name] = scope
	statusScope := *scope
	statusScope.Subresource = "status"
	if storage.Status != nil {
		if statusScope.FieldManager, err = newCRDFieldManager(&statusScope, typeConverter, "status", storage.Status.GetResetFields()); err != nil {
			return err
		}
	}
	info.statusRequestScopes[v.Name] = &statusScope
	scaleScope := newScaleRequestScope(scope)
	scaleScope.FieldManager = nil
	if storage.Scale != nil {
		// a write of the Scale records its manager (subresource scale),
		// and the storage's ScaleHandler moves the replicas' ownership
		if scaleScope.FieldManager, err = newCRDFieldManager(scaleScope, typeConverter, "scale", nil); err != nil {
			return err
		}
	}
	info.scaleRequestScopes[v.Name] = scaleScope
	if v.Deprecated {
		info.warnings[v.Name] = []string{deprecationWarning(v, &crd.Spec)}
	}
	return nil
}

// newVersionStorage builds the Store of one version, with the strategy
// of its schema, subresources and printer columns.
func (r *crdHandler) newVersionStorage(vs crdVersionServing, storageVersion string) (customresource.CustomResourceStorage, error) {
	v := vs.version
	var openAPISchema *apiextensions.JSONSchemaProps
	if v.Schema != nil {
		openAPISchema = v.Schema.OpenAPIV3Schema
	}
	validator, err := apiservervalidation.NewSchemaValidator(openAPISchema)
	if err != nil {
		return customresource.CustomResourceStorage{}, err
	}
	var statusValidator apiservervalidation.SchemaValidator
	if v.Subresources != nil && v.Subresources.Status != nil && openAPISchema != nil {
		if statusSchema, ok := openAPISchema.Properties["status"]; ok {
			if statusValidator, err = apiservervalidation.NewSchemaValidator(&statusSchema); err != nil {
				return customresource.CustomResourceStorage{}, err
			}
		}
	}
	var status *apiextensions.CustomResourceSubresourceStatus
	var scale *apiextensions.CustomResourceSubresourceScale
	if v.Subresources != nil {
		status, scale = v.Subresources.Status, v.Subresources.Scale
	}
	table, err := tableconvertor.New(v.AdditionalPrinterColumns)
	if err != nil {
		return customresource.CustomResourceStorage{}, fmt.Errorf("printer columns: %w", err)
	}
	strategy := customresource.NewStrategy(vs.typer, !vs.clusterScoped, vs.kind, validator, statusValidator,
		vs.structuralSchemas[v.Name], status, scale, selectableFieldPaths(v))
	optsGetter := crdConversionRESTOptionsGetter{
		storageConfig:         r.storageConfig,
		watchCache:            r.watchCache,
		converter:             vs.safe,
		encoderVersion:        schema.GroupVersion{Group: vs.crd.Spec.Group, Version: storageVersion},
		decoderVersion:        vs.kind.GroupVersion(),
		structuralSchemas:     vs.structuralSchemas,
		structuralSchemaGK:    vs.kind.GroupKind(),
		preserveUnknownFields: vs.crd.Spec.PreserveUnknownFields,
	}
	names := vs.crd.Status.AcceptedNames
	return customresource.NewStorage(vs.resource.GroupResource(),
		schema.GroupResource{Group: vs.crd.Spec.Group, Resource: names.Singular},
		vs.kind, vs.listKind, strategy, optsGetter, names.Categories, table, vs.replicasPaths)
}

// replicasPathMappings maps every version of crd ("group/version") to the
// path of its spec replicas, nil for a version without a scale
// subresource: what the ScaleHandler of the scale subresource translates
// ownership of the replicas with.
// Upstream: the replicasPathInCustomResource of
// k8s.io/apiextensions-apiserver/pkg/apiserver.(*crdHandler).getOrCreateServingInfoFor.
func replicasPathMappings(crd *apiextensions.CustomResourceDefinition) managedfields.ResourcePathMappings {
	mappings := managedfields.ResourcePathMappings{}
	for _, v := range crd.Spec.Versions {
		gv := schema.GroupVersion{Group: crd.Spec.Group, Version: v.Name}.String()
		if v.Subresources == nil || v.Subresources.Scale == nil {
			mappings[gv] = nil
			continue
		}
		path := fieldpath.Path{}
		for _, name := range strings.Split(strings.TrimPrefix(v.Subresources.Scale.SpecReplicasPath, "."), ".") {
			path = append(path, fieldpath.PathElement{FieldName: &name})
		}
		mappings[gv] = path
	}
	return mappings
}

// newRequestScope is what stage 02's handlers need to serve one version
// of the custom resource: Unstructured in and out, the schema applied
// while decoding, the version itself as the hub.
func (r *crdHandler) newRequestScope(vs crdVersionServing, storage customresource.CustomResourceStorage) *handlers.RequestScope {
	return &handlers.RequestScope{
		Namer: handlers.ContextBasedNaming{ClusterScoped: vs.clusterScoped},
		Serializer: newUnstructuredNegotiatedSerializer(unstructuredNegotiatedSerializer{
			typer:                 vs.typer,
			creator:               vs.creator,
			converter:             vs.safe,
			structuralSchemas:     vs.structuralSchemas,
			structuralSchemaGK:    vs.kind.GroupKind(),
			preserveUnknownFields: vs.crd.Spec.PreserveUnknownFields,
		}),
		ParameterCodec:  ParameterCodec,
		Creater:         vs.creator,
		Convertor:       vs.safe,
		Defaulter:       unstructuredDefaulter{delegate: Scheme, structuralSchemas: vs.structuralSchemas, structuralSchemaGK: vs.kind.GroupKind()},
		Typer:           vs.typer,
		UnsafeConvertor: vs.unsafe,
		TableConvertor:  storage.CustomResource,
		Resource:        vs.resource,
		Kind:            vs.kind,
		// a custom resource is handled in the version of the request
		HubGroupVersion:     vs.kind.GroupVersion(),
		MetaGroupVersion:    metav1.SchemeGroupVersion,
		MaxRequestBodyBytes: r.maxRequestBodyBytes,
	}
}

// newScaleRequestScope serves autoscaling/v1 Scale for the scale
// subresource, typed, from Scheme.
func newScaleRequestScope(scope *handlers.RequestScope) *handlers.RequestScope {
	scaleScope := *scope
	scaleScope.Subresource = "scale"
	scaleScope.Serializer = Codecs
	scaleScope.Creater = Scheme
	scaleScope.Convertor = Scheme
	scaleScope.Defaulter = Scheme
	scaleScope.Typer = Scheme
	scaleScope.UnsafeConvertor = Scheme
	scaleScope.Kind = schema.GroupVersionKind{Group: "autoscaling", Version: "v1", Kind: "Scale"}
	scaleScope.HubGroupVersion = schema.GroupVersion{Group: "autoscaling", Version: runtime.APIVersionInternal}
	scaleScope.TableConvertor = nil
	return &scaleScope
}

// storageVersionOf is the CRD's version marked storage.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apihelpers.GetCRDStorageVersion.
func storageVersionOf(crd *apiextensions.CustomResourceDefinition) (string, error) {
	for _, v := range crd.Spec.Versions {
		if v.Storage {
			return v.Name, nil
		}
	}
	return "", fmt.Errorf("invalid apiextensions.k8s.io/v1 CustomResourceDefinition %s: no version is marked storage", crd.Name)
}

// structuralSchemasOf returns the structural schema of every version
// that has a schema.
func structuralSchemasOf(crd *apiextensions.CustomResourceDefinition) (map[string]*structuralschema.Structural, error) {
	out := map[string]*structuralschema.Structural{}
	for _, v := range crd.Spec.Versions {
		if v.Schema == nil || v.Schema.OpenAPIV3Schema == nil {
			continue
		}
		s, err := structuralschema.NewStructural(v.Schema.OpenAPIV3Schema)
		if err != nil && !crd.Spec.PreserveUnknownFields {
			// validation refuses such CRDs: a programming error
			return nil, fmt.Errorf("the server could not properly serve the CR schema: %w", err)
		}
		out[v.Name] = s
	}
	return out, nil
}

// selectableFieldPaths are the field labels of the version's selectable
// fields: their JSON paths without the leading dot (".spec.color" is
// selected as --field-selector spec.color=red).
// Upstream: the strings.TrimPrefix(f.JSONPath, ".") of customResourceStrategy.GetAttrs.
func selectableFieldPaths(v *apiextensions.CustomResourceDefinitionVersion) []string {
	var paths []string
	for _, f := range v.SelectableFields {
		paths = append(paths, strings.TrimPrefix(f.JSONPath, "."))
	}
	return paths
}

// deprecationWarning is the version's deprecationWarning, or upstream's
// default: "<group>/<version> <Kind> is deprecated; use <group>/<newer
// served version> <Kind>".
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver.defaultDeprecationWarning.
func deprecationWarning(v *apiextensions.CustomResourceDefinitionVersion, spec *apiextensions.CustomResourceDefinitionSpec) string {
	if v.DeprecationWarning != nil {
		return *v.DeprecationWarning
	}
	msg := fmt.Sprintf("%s/%s %s is deprecated", spec.Group, v.Name, spec.Names.Kind)
	var newer []string
	for _, other := range spec.Versions {
		if other.Served && !other.Deprecated && version.CompareKubeAwareVersionStrings(v.Name, other.Name) < 0 {
			newer = append(newer, other.Name)
		}
	}
	if len(newer) == 0 {
		return msg
	}
	sort.Slice(newer, func(i, j int) bool { return version.CompareKubeAwareVersionStrings(newer[i], newer[j]) > 0 })
	return msg + fmt.Sprintf("; use %s/%s %s", spec.Group, newer[0], spec.Names.Kind)
}

// crdConversionRESTOptionsGetter gives the Store of one CRD version its
// storage: JSON in etcd, written in the storage version, read back in
// the version of the Store, coerced to the schema (pruned, defaulted,
// metadata repaired) on the way in.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver.crdConversionRESTOptionsGetter.
type crdConversionRESTOptionsGetter struct {
	storageConfig         storagebackend.Config
	watchCache            bool
	converter             runtime.ObjectConvertor
	encoderVersion        schema.GroupVersion
	decoderVersion        schema.GroupVersion
	structuralSchemas     map[string]*structuralschema.Structural // by version
	structuralSchemaGK    schema.GroupKind
	preserveUnknownFields bool
}

// GetRESTOptions implements generic.RESTOptionsGetter.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver.crdConversionRESTOptionsGetter.GetRESTOptions.
func (t crdConversionRESTOptionsGetter) GetRESTOptions(resource schema.GroupResource, _ runtime.Object) (generic.RESTOptions, error) {
	decoder := schemaCoercingDecoder{delegate: unstructured.UnstructuredJSONScheme, validator: unstructuredSchemaCoercer{
		// drop what an older server let through, rather than fail the read
		dropInvalidMetadata:   true,
		repairGeneration:      true,
		structuralSchemas:     t.structuralSchemas,
		structuralSchemaGK:    t.structuralSchemaGK,
		preserveUnknownFields: t.preserveUnknownFields,
	}}
	converter := schemaCoercingConverter{delegate: t.converter, validator: unstructuredSchemaCoercer{
		structuralSchemas:     t.structuralSchemas,
		structuralSchemaGK:    t.structuralSchemaGK,
		preserveUnknownFields: t.preserveUnknownFields,
	}}
	codec := versioning.NewCodec(unstructured.UnstructuredJSONScheme, decoder, converter,
		unstructuredCreator{}, unstructuredObjectTyper{delegate: Scheme},
		unstructuredDefaulter{delegate: Scheme, structuralSchemas: t.structuralSchemas, structuralSchemaGK: t.structuralSchemaGK},
		t.encoderVersion, t.decoderVersion)
	return genericoptions.RESTOptionsFor(t.storageConfig, resource, codec, t.watchCache), nil
}
