package openapi

import (
	"reflect"
	"sort"
	"strings"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// ExtensionGVK is the extension that ties a definition or an operation to
// the kinds it serves: kubectl finds a kind's schema (explain, apply's
// patch metadata) and its PATCH operation (field validation) by it.
// Upstream: k8s.io/apiserver/pkg/endpoints.RouteMetaGVK.
const ExtensionGVK = "x-kubernetes-group-version-kind"

// PackageMapping maps a prefix of our Go import paths to the upstream
// import path whose types have the same wire form, so that our types get
// upstream's definition names. Upstream needs none: its types live at the
// paths the names come from.
type PackageMapping struct {
	Ours, Upstream string
}

// schemePrefix is the import path of stage 01, ".../01-scheme/".
var schemePrefix = strings.TrimSuffix(reflect.TypeFor[metav1.Time]().PkgPath(), "apis/meta/v1")

// modulePrefix is the import path of this module, ending in "/".
var modulePrefix = strings.TrimSuffix(schemePrefix, "01-scheme/")

// DefaultPackageMappings map stage 01's packages to upstream's, first
// match wins: 01-scheme/apis/meta/v1 is k8s.io/apimachinery/pkg/apis/meta/v1,
// 01-scheme/apis/<group>/<version> is k8s.io/api/<group>/<version>, and the
// rest of 01-scheme (runtime, api/resource, util/intstr) lives in
// k8s.io/apimachinery/pkg. Later stages add their own (apiextensions ...)
// with WithPackageMappings. Upstream: none (see PackageMapping).
var DefaultPackageMappings = []PackageMapping{
	{Ours: schemePrefix + "apis/meta/", Upstream: "k8s.io/apimachinery/pkg/apis/meta/"},
	{Ours: schemePrefix + "apis/", Upstream: "k8s.io/api/"},
	{Ours: schemePrefix, Upstream: "k8s.io/apimachinery/pkg/"},
	{Ours: modulePrefix + "02-generic-server/version", Upstream: "k8s.io/apimachinery/pkg/version"},
}

// DefinitionNamer names Go types as upstream's OpenAPI definitions
// (io.k8s.api.apps.v1.Deployment) and knows, from schemes, which kinds
// each type is registered as.
// Upstream: k8s.io/apiserver/pkg/endpoints/openapi.DefinitionNamer.
type DefinitionNamer struct {
	mappings []PackageMapping
	gvks     map[reflect.Type][]schema.GroupVersionKind
}

// NewDefinitionNamer collects the kinds of every type registered in the
// schemes, skipping internal versions (they never reach the wire).
// Upstream: k8s.io/apiserver/pkg/endpoints/openapi.NewDefinitionNamer.
func NewDefinitionNamer(schemes ...*runtime.Scheme) *DefinitionNamer {
	n := &DefinitionNamer{mappings: DefaultPackageMappings, gvks: map[reflect.Type][]schema.GroupVersionKind{}}
	for _, s := range schemes {
		for gvk, t := range s.AllKnownTypes() {
			if gvk.Version != runtime.APIVersionInternal && !containsGVK(n.gvks[t], gvk) {
				n.gvks[t] = append(n.gvks[t], gvk)
			}
		}
	}
	for _, list := range n.gvks {
		sortGVKs(list)
	}
	return n
}

// WithPackageMappings returns the namer with more mappings, tried before
// the ones it has. Later stages map their own API packages this way.
// Upstream: none (see PackageMapping).
func (n *DefinitionNamer) WithPackageMappings(m ...PackageMapping) *DefinitionNamer {
	out := *n
	out.mappings = append(append([]PackageMapping{}, m...), n.mappings...)
	return &out
}

// GetDefinitionName returns the definition name of a Go type and the kinds
// it is registered as (none for types that are not kinds, like
// DeploymentSpec). Upstream: k8s.io/apiserver/pkg/endpoints/openapi.(*DefinitionNamer).GetDefinitionName.
func (n *DefinitionNamer) GetDefinitionName(t reflect.Type) (string, []schema.GroupVersionKind) {
	return n.NameOf(t.PkgPath(), t.Name()), n.gvks[t]
}

// NameOf names the type typeName of the package pkgPath: the package path
// mapped to upstream's, its domain reversed (k8s.io -> io.k8s), slashes
// turned into dots. The description generator names types with it too.
// Upstream: k8s.io/apiserver/pkg/endpoints/openapi.friendlyName.
func (n *DefinitionNamer) NameOf(pkgPath, typeName string) string {
	for _, m := range n.mappings {
		ours := strings.TrimSuffix(m.Ours, "/")
		if pkgPath == ours || strings.HasPrefix(pkgPath, ours+"/") {
			pkgPath = strings.TrimSuffix(m.Upstream, "/") + strings.TrimPrefix(pkgPath, ours)
			break
		}
	}
	parts := strings.Split(pkgPath, "/")
	if domain := strings.Split(parts[0], "."); len(parts) > 1 {
		for i, j := 0, len(domain)-1; i < j; i, j = i+1, j-1 {
			domain[i], domain[j] = domain[j], domain[i]
		}
		parts[0] = strings.Join(domain, ".")
	}
	return strings.Join(parts, ".") + "." + typeName
}

func containsGVK(list []schema.GroupVersionKind, gvk schema.GroupVersionKind) bool {
	for _, g := range list {
		if g == gvk {
			return true
		}
	}
	return false
}

// sortGVKs orders kinds by group, version, kind, as upstream lists them.
func sortGVKs(list []schema.GroupVersionKind) {
	sort.Slice(list, func(i, j int) bool {
		a, b := list[i], list[j]
		if a.Group != b.Group {
			return a.Group < b.Group
		}
		if a.Version != b.Version {
			return a.Version < b.Version
		}
		return a.Kind < b.Kind
	})
}

// WithSchemes returns the namer knowing the kinds of more schemes too.
// The field manager names a group's kinds with the server's namer and
// the group's scheme. Upstream: none (one namer knows every scheme).
func (n *DefinitionNamer) WithSchemes(schemes ...*runtime.Scheme) *DefinitionNamer {
	out := *NewDefinitionNamer(schemes...)
	out.mappings = n.mappings
	for t, list := range n.gvks {
		for _, gvk := range list {
			if !containsGVK(out.gvks[t], gvk) {
				out.gvks[t] = append(out.gvks[t], gvk)
			}
		}
		sortGVKs(out.gvks[t])
	}
	return &out
}
