package validatingadmissionpolicystatus

import (
	"errors"
	"fmt"
	"reflect"
	"sort"
	"strings"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/openapi"
	structuralschema "github.com/kube-rebuilt/apiserver/04-extensions/apiserver/schema"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/informers"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/registry/admissionregistration/resolver"
)

// ErrSchemaNotFound says no schema is known for a kind; the type checker
// then skips the kind.
// Upstream: k8s.io/apiserver/pkg/cel/openapi/resolver.ErrSchemaNotFound.
var ErrSchemaNotFound = errors.New("schema not found")

// SchemaResolver finds the schema of a kind.
// Upstream: k8s.io/apiserver/pkg/cel/openapi/resolver.SchemaResolver.
type SchemaResolver interface {
	ResolveSchema(gvk schema.GroupVersionKind) (*structuralschema.Structural, error)
}

// DefinitionsSchemaResolver resolves the kinds scheme knows from the
// OpenAPI definitions of their Go types, references inlined.
// Upstream: k8s.io/apiserver/pkg/cel/openapi/resolver.DefinitionsSchemaResolver,
// which reads the generated GetOpenAPIDefinitions.
type DefinitionsSchemaResolver struct {
	Scheme *runtime.Scheme
}

// ResolveSchema returns the schema of gvk, or ErrSchemaNotFound.
// Upstream: k8s.io/apiserver/pkg/cel/openapi/resolver.(*DefinitionsSchemaResolver).ResolveSchema.
func (r *DefinitionsSchemaResolver) ResolveSchema(gvk schema.GroupVersionKind) (*structuralschema.Structural, error) {
	if gvk.Version == runtime.APIVersionInternal || !r.Scheme.Recognizes(gvk) {
		return nil, fmt.Errorf("%w: %v", ErrSchemaNotFound, gvk)
	}
	obj, err := r.Scheme.New(gvk)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrSchemaNotFound, gvk)
	}
	t := reflect.TypeOf(obj).Elem()
	namer := openapi.NewDefinitionNamer()
	defs, err := openapi.Definitions(namer, t)
	if err != nil {
		return nil, err
	}
	name, _ := namer.GetDefinitionName(t)
	root, ok := defs[name]
	if !ok {
		return nil, fmt.Errorf("%w: no definition %s", ErrSchemaNotFound, name)
	}
	return toStructural(root, defs, map[string]bool{name: true}), nil
}

// toStructural turns an OpenAPI schema into a structural one, following
// references; a reference back to a definition being inlined (a
// recursive type) becomes an object that keeps unknown fields, which CEL
// sees as dyn.
// Upstream: the $ref resolution of k8s.io/apiserver/pkg/cel/openapi/resolver.PopulateRefs.
func toStructural(s *openapi.Schema, defs map[string]*openapi.Schema, inlining map[string]bool) *structuralschema.Structural {
	if s.Ref == "" && len(s.AllOf) == 1 {
		s = s.AllOf[0] // a reference wrapped to carry a description or default
	}
	if s.Ref != "" {
		name := strings.TrimPrefix(s.Ref, "#/definitions/")
		def, ok := defs[name]
		if !ok || inlining[name] {
			return &structuralschema.Structural{Extensions: structuralschema.Extensions{XPreserveUnknownFields: true}}
		}
		inlining[name] = true
		defer delete(inlining, name)
		return toStructural(def, defs, inlining)
	}
	out := &structuralschema.Structural{
		Generic:         structuralschema.Generic{Type: s.Type, Description: s.Description},
		ValueValidation: &structuralschema.ValueValidation{Format: s.Format, Required: s.Required},
	}
	if v, ok := s.Extensions["x-kubernetes-int-or-string"].(bool); ok && v {
		out.XIntOrString = true
	}
	if v, ok := s.Extensions["x-kubernetes-preserve-unknown-fields"].(bool); ok && v {
		out.XPreserveUnknownFields = true
	}
	if v, ok := s.Extensions["x-kubernetes-embedded-resource"].(bool); ok && v {
		out.XEmbeddedResource = true
	}
	if s.Items != nil {
		out.Items = toStructural(s.Items, defs, inlining)
	}
	if len(s.Properties) > 0 {
		out.Properties = make(map[string]structuralschema.Structural, len(s.Properties))
		for name, p := range s.Properties {
			out.Properties[name] = *toStructural(p, defs, inlining)
		}
	}
	if s.AdditionalProperties != nil {
		out.AdditionalProperties = &structuralschema.StructuralOrBool{Structural: toStructural(s.AdditionalProperties, defs, inlining), Bool: true}
	}
	return out
}

// RESTMapper tells the kinds a resource serves.
// Upstream: k8s.io/apimachinery/pkg/api/meta.RESTMapper (its KindsFor).
type RESTMapper interface {
	KindsFor(gvr schema.GroupVersionResource) ([]schema.GroupVersionKind, error)
}

// StorageRESTMapper maps a resource to its kind through the master's
// storages: the kind of the object its storage makes, in the version the
// resource was asked in, if the scheme knows that version. The storages
// hold the groups admission reads (core, rbac, admissionregistration);
// for the others it guesses from the scheme's kinds as upstream's
// DefaultRESTMapper does (deployments: the kind whose lowercase plural is
// "deployments").
// Upstream: the discovery-backed RESTMapper kube-controller-manager
// gives its controllers (restmapper.DeferredDiscoveryRESTMapper).
type StorageRESTMapper struct {
	Storages *informers.Storages
	Scheme   *runtime.Scheme
}

// KindsFor returns the kind of gvr, or an error when no storage serves it.
// Upstream: k8s.io/client-go/restmapper.(*DeferredDiscoveryRESTMapper).KindsFor.
func (m *StorageRESTMapper) KindsFor(gvr schema.GroupVersionResource) ([]schema.GroupVersionKind, error) {
	st, err := m.Storages.Get(gvr.GroupResource())
	if err != nil {
		return m.guessKindsFor(gvr)
	}
	kinds, _, err := m.Scheme.ObjectKinds(st.New())
	if err != nil || len(kinds) == 0 {
		return nil, fmt.Errorf("no kind for %v: %v", gvr, err)
	}
	gvk := gvr.GroupVersion().WithKind(kinds[0].Kind)
	if !m.Scheme.Recognizes(gvk) {
		return nil, fmt.Errorf("no kind for %v", gvr)
	}
	return []schema.GroupVersionKind{gvk}, nil
}

// guessKindsFor finds the kinds of gvr's group version whose guessed
// plural is gvr's resource.
// Upstream: k8s.io/apimachinery/pkg/api/meta.(*DefaultRESTMapper).KindsFor
// over kinds added with UnsafeGuessKindToResource.
func (m *StorageRESTMapper) guessKindsFor(gvr schema.GroupVersionResource) ([]schema.GroupVersionKind, error) {
	var kinds []schema.GroupVersionKind
	for kind := range m.Scheme.KnownTypes(gvr.GroupVersion()) {
		if !strings.HasSuffix(kind, "List") && resolver.GuessResource(kind) == gvr.Resource {
			kinds = append(kinds, gvr.GroupVersion().WithKind(kind))
		}
	}
	if len(kinds) == 0 {
		return nil, fmt.Errorf("no kind for %v", gvr)
	}
	sort.Slice(kinds, func(i, j int) bool { return kinds[i].Kind < kinds[j].Kind })
	return kinds, nil
}
