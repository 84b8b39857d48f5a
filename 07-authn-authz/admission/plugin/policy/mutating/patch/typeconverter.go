package patch

import (
	"fmt"
	"reflect"
	"sort"
	"sync"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1/unstructured"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/managedfields"
	"github.com/kube-rebuilt/apiserver/02-generic-server/openapi"
)

// TypeConverterManager finds the type converter of a kind, for the merge
// of an apply configuration.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/mutating/patch.TypeConverterManager.
type TypeConverterManager interface {
	// GetTypeConverter returns the kind's converter; nil when there is
	// none.
	GetTypeConverter(gvk schema.GroupVersionKind) managedfields.TypeConverter
}

// NewTypeConverterManager returns the manager of the kinds of scheme (the
// built-in kinds): each group version's converter is built once, from the
// OpenAPI definitions of its Go types, as the installer builds the one
// server-side apply uses. A kind the scheme does not know is a custom
// resource: it gets the deduced converter, which knows no schema (every
// map merges key by key, every list is replaced whole).
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/mutating/patch.NewTypeConverterManager,
// which kube-apiserver gives no static converter: it fetches every
// group version's schema from /openapi/v3 through a client, and so has
// the schemas of custom resources too. We have no loopback client.
func NewTypeConverterManager(scheme *runtime.Scheme) TypeConverterManager {
	return &typeConverterManager{scheme: scheme, typeConverterMap: map[schema.GroupVersion]managedfields.TypeConverter{}}
}

// typeConverterManager caches one converter per group version.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/mutating/patch.typeConverterManager.
type typeConverterManager struct {
	scheme *runtime.Scheme

	lock             sync.Mutex
	typeConverterMap map[schema.GroupVersion]managedfields.TypeConverter
}

// GetTypeConverter returns gvk's converter.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/mutating/patch.(*typeConverterManager).GetTypeConverter.
func (t *typeConverterManager) GetTypeConverter(gvk schema.GroupVersionKind) managedfields.TypeConverter {
	if !t.scheme.Recognizes(gvk) {
		return managedfields.NewDeducedTypeConverter()
	}
	t.lock.Lock()
	defer t.lock.Unlock()
	tc, ok := t.typeConverterMap[gvk.GroupVersion()]
	if !ok {
		var err error
		if tc, err = t.build(gvk.GroupVersion()); err != nil {
			tc = nil
		}
		t.typeConverterMap[gvk.GroupVersion()] = tc
	}
	if tc == nil {
		return nil
	}
	// As upstream: a converter that cannot type an empty object of the
	// kind has no schema for it.
	stub := &unstructured.Unstructured{}
	stub.SetGroupVersionKind(gvk)
	if _, err := tc.ObjectToTyped(stub); err != nil {
		return nil
	}
	return tc
}

// build makes the converter of a group version's Go types.
// Upstream: what (*GenericAPIServer).getOpenAPIModels gives
// managedfields.NewTypeConverter (see 02-generic-server/server.(*GenericAPIServer).typeConverter).
func (t *typeConverterManager) build(gv schema.GroupVersion) (managedfields.TypeConverter, error) {
	known := t.scheme.KnownTypes(gv)
	names := make([]string, 0, len(known))
	for name := range known {
		names = append(names, name)
	}
	sort.Strings(names)
	types := make([]reflect.Type, 0, len(names))
	for _, name := range names {
		types = append(types, known[name])
	}
	models, err := openapi.DefinitionsV3(openapi.NewDefinitionNamer(t.scheme), types...)
	if err != nil {
		return nil, fmt.Errorf("no schema for %v: %w", gv, err)
	}
	return managedfields.NewTypeConverter(models, false)
}
