package runtime

import (
	"fmt"
	"reflect"
	"sort"

	"github.com/kube-rebuilt/apiserver/01-scheme/conversion"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// Scheme is the type registry of an API server. It maps each GVK to a Go
// type and each Go type to the GVKs it is registered as; it holds the
// defaulting functions, the conversion functions and the order in which a
// group's versions are preferred. Serializers ask it which Go type to
// decode into and which apiVersion/kind to write; the versioning codec asks
// it to default and convert.
//
// A Scheme is filled once, at start-up, and only read afterwards, so it
// needs no locks. Upstream: k8s.io/apimachinery/pkg/runtime.Scheme.
type Scheme struct {
	// gvkToType maps a kind to the Go struct (not pointer) type.
	gvkToType map[schema.GroupVersionKind]reflect.Type
	// typeToGVK maps a Go struct type to every kind it is registered as:
	// metav1.Status, for one, is registered in many group versions.
	typeToGVK map[reflect.Type][]schema.GroupVersionKind
	// unversionedTypes are valid in any group version (Status, APIVersions).
	unversionedTypes map[reflect.Type]schema.GroupVersionKind
	unversionedKinds map[string]reflect.Type

	fieldLabelConversionFuncs map[schema.GroupVersionKind]FieldLabelConversionFunc
	defaulterFuncs            map[reflect.Type]func(interface{})
	converter                 *conversion.Converter

	// versionPriority lists, per group, the versions in the order of
	// preference that SetVersionPriority was given.
	versionPriority map[string][]string
	// observedVersions lists every external version in registration order.
	observedVersions []schema.GroupVersion

	schemeName string
}

// FieldLabelConversionFunc maps a field selector label of one version to the
// internal label (and value). Upstream: k8s.io/apimachinery/pkg/runtime.FieldLabelConversionFunc.
type FieldLabelConversionFunc func(label, value string) (internalLabel, internalValue string, err error)

// NewScheme returns an empty Scheme.
// Upstream: k8s.io/apimachinery/pkg/runtime.NewScheme.
func NewScheme() *Scheme {
	return &Scheme{
		gvkToType:                 map[schema.GroupVersionKind]reflect.Type{},
		typeToGVK:                 map[reflect.Type][]schema.GroupVersionKind{},
		unversionedTypes:          map[reflect.Type]schema.GroupVersionKind{},
		unversionedKinds:          map[string]reflect.Type{},
		fieldLabelConversionFuncs: map[schema.GroupVersionKind]FieldLabelConversionFunc{},
		defaulterFuncs:            map[reflect.Type]func(interface{}){},
		converter:                 conversion.NewConverter(),
		versionPriority:           map[string][]string{},
		schemeName:                "scheme",
	}
}

// Name is the scheme's name, used in error messages.
func (s *Scheme) Name() string { return s.schemeName }

// AddKnownTypes registers each object under its Go type name as the kind, in
// group version gv. Objects must be pointers to structs.
// Upstream: k8s.io/apimachinery/pkg/runtime.(*Scheme).AddKnownTypes.
func (s *Scheme) AddKnownTypes(gv schema.GroupVersion, types ...Object) {
	s.addObservedVersion(gv)
	for _, obj := range types {
		t := reflect.TypeOf(obj)
		if t.Kind() != reflect.Pointer {
			panic("all types must be pointers to structs")
		}
		t = t.Elem()
		s.AddKnownTypeWithName(gv.WithKind(t.Name()), obj)
	}
}

// AddKnownTypeWithName registers obj as kind gvk. Registering a second Go
// type under one GVK panics: that is always a programming error, and
// start-up is the time to find it.
// Upstream: k8s.io/apimachinery/pkg/runtime.(*Scheme).AddKnownTypeWithName.
func (s *Scheme) AddKnownTypeWithName(gvk schema.GroupVersionKind, obj Object) {
	s.addObservedVersion(gvk.GroupVersion())
	t := reflect.TypeOf(obj)
	if len(gvk.Version) == 0 {
		panic(fmt.Sprintf("version is required on all types: %s %v", gvk, t))
	}
	if t.Kind() != reflect.Pointer {
		panic("all types must be pointers to structs")
	}
	t = t.Elem()
	if t.Kind() != reflect.Struct {
		panic("all types must be pointers to structs")
	}
	if old, found := s.gvkToType[gvk]; found {
		if old == t {
			return
		}
		panic(fmt.Sprintf("Double registration of different types for %v: old=%v.%v, new=%v.%v in scheme %q",
			gvk, old.PkgPath(), old.Name(), t.PkgPath(), t.Name(), s.schemeName))
	}
	s.gvkToType[gvk] = t
	s.typeToGVK[t] = append(s.typeToGVK[t], gvk)
}

// AddUnversionedTypes registers types that mean the same in every group
// version, such as metav1.Status: they are recognised under any version and
// keep their own apiVersion when encoded.
// Upstream: k8s.io/apimachinery/pkg/runtime.(*Scheme).AddUnversionedTypes.
func (s *Scheme) AddUnversionedTypes(version schema.GroupVersion, types ...Object) {
	s.addObservedVersion(version)
	s.AddKnownTypes(version, types...)
	for _, obj := range types {
		t := reflect.TypeOf(obj).Elem()
		gvk := version.WithKind(t.Name())
		s.unversionedTypes[t] = gvk
		if old, ok := s.unversionedKinds[gvk.Kind]; ok && old != t {
			panic(fmt.Sprintf("%v.%v has already been registered as unversioned kind %q - kind name must be unique in scheme %q",
				old.PkgPath(), old.Name(), gvk, s.schemeName))
		}
		s.unversionedKinds[gvk.Kind] = t
	}
}

// AllKnownTypes returns every registered GVK and its Go type.
// Upstream: k8s.io/apimachinery/pkg/runtime.(*Scheme).AllKnownTypes.
func (s *Scheme) AllKnownTypes() map[schema.GroupVersionKind]reflect.Type {
	return s.gvkToType
}

// KnownTypes returns the kinds registered in one group version.
// Upstream: k8s.io/apimachinery/pkg/runtime.(*Scheme).KnownTypes.
func (s *Scheme) KnownTypes(gv schema.GroupVersion) map[string]reflect.Type {
	types := map[string]reflect.Type{}
	for gvk, t := range s.gvkToType {
		if gv == gvk.GroupVersion() {
			types[gvk.Kind] = t
		}
	}
	return types
}

// ObjectKinds returns every GVK obj's Go type is registered as, and whether
// the type is unversioned. An unregistered type is a NotRegisteredError.
// Upstream: k8s.io/apimachinery/pkg/runtime.(*Scheme).ObjectKinds.
func (s *Scheme) ObjectKinds(obj Object) ([]schema.GroupVersionKind, bool, error) {
	t := reflect.TypeOf(obj)
	if t == nil || t.Kind() != reflect.Pointer {
		return nil, false, fmt.Errorf("all objects must be pointers to structs, got %T", obj)
	}
	t = t.Elem()
	gvks, ok := s.typeToGVK[t]
	if !ok {
		return nil, false, NewNotRegisteredErrForType(s.schemeName, t)
	}
	_, unversioned := s.unversionedTypes[t]
	return gvks, unversioned, nil
}

// Recognizes reports whether gvk is registered.
// Upstream: k8s.io/apimachinery/pkg/runtime.(*Scheme).Recognizes.
func (s *Scheme) Recognizes(gvk schema.GroupVersionKind) bool {
	_, exists := s.gvkToType[gvk]
	return exists
}

// IsUnversioned reports whether obj's type was added with AddUnversionedTypes.
func (s *Scheme) IsUnversioned(obj Object) (bool, bool) {
	v, err := conversionPointer(obj)
	if err != nil {
		return false, false
	}
	t := v.Type().Elem()
	if _, ok := s.typeToGVK[t]; !ok {
		return false, false
	}
	_, ok := s.unversionedTypes[t]
	return ok, true
}

// New returns a new, empty object of kind gvk. Unversioned kinds are found
// under any version. Upstream: k8s.io/apimachinery/pkg/runtime.(*Scheme).New.
func (s *Scheme) New(gvk schema.GroupVersionKind) (Object, error) {
	if t, exists := s.gvkToType[gvk]; exists {
		return reflect.New(t).Interface().(Object), nil
	}
	if t, exists := s.unversionedKinds[gvk.Kind]; exists {
		return reflect.New(t).Interface().(Object), nil
	}
	return nil, NewNotRegisteredErrForKind(s.schemeName, gvk)
}

// AddConversionFunc registers fn to convert a (a pointer) into b.
// Upstream: k8s.io/apimachinery/pkg/runtime.(*Scheme).AddConversionFunc.
func (s *Scheme) AddConversionFunc(a, b interface{}, fn conversion.ConversionFunc) error {
	return s.converter.RegisterUntypedConversionFunc(a, b, fn)
}

// AddGeneratedConversionFunc registers fn, written by conversion-gen, to
// convert a (a pointer) into b; a function added with AddConversionFunc
// for the same pair wins. Upstream: k8s.io/apimachinery/pkg/runtime.(*Scheme).AddGeneratedConversionFunc.
func (s *Scheme) AddGeneratedConversionFunc(a, b interface{}, fn conversion.ConversionFunc) error {
	return s.converter.RegisterGeneratedUntypedConversionFunc(a, b, fn)
}

// AddFieldLabelConversionFunc registers how field selector labels of gvk
// map to internal labels.
// Upstream: k8s.io/apimachinery/pkg/runtime.(*Scheme).AddFieldLabelConversionFunc.
func (s *Scheme) AddFieldLabelConversionFunc(gvk schema.GroupVersionKind, fn FieldLabelConversionFunc) error {
	s.fieldLabelConversionFuncs[gvk] = fn
	return nil
}

// ConvertFieldLabel maps a field selector label of kind gvk to its internal
// form. Kinds with no function registered allow only metadata.name and
// metadata.namespace, as upstream's default.
// Upstream: k8s.io/apimachinery/pkg/runtime.(*Scheme).ConvertFieldLabel.
func (s *Scheme) ConvertFieldLabel(gvk schema.GroupVersionKind, label, value string) (string, string, error) {
	if fn, ok := s.fieldLabelConversionFuncs[gvk]; ok {
		return fn(label, value)
	}
	return DefaultMetaV1FieldSelectorConversion(label, value)
}

// DefaultMetaV1FieldSelectorConversion allows metadata.name and
// metadata.namespace only.
// Upstream: k8s.io/apimachinery/pkg/runtime.DefaultMetaV1FieldSelectorConversion.
func DefaultMetaV1FieldSelectorConversion(label, value string) (string, string, error) {
	switch label {
	case "metadata.name", "metadata.namespace":
		return label, value, nil
	default:
		return "", "", fmt.Errorf("%q is not a known field selector: only %q, %q", label, "metadata.name", "metadata.namespace")
	}
}

// AddTypeDefaultingFunc registers fn to fill in defaults of srcType's type.
// Upstream: k8s.io/apimachinery/pkg/runtime.(*Scheme).AddTypeDefaultingFunc.
func (s *Scheme) AddTypeDefaultingFunc(srcType Object, fn func(interface{})) {
	s.defaulterFuncs[reflect.TypeOf(srcType)] = fn
}

// Default fills in defaults on src, if a function is registered for its type.
// Upstream: k8s.io/apimachinery/pkg/runtime.(*Scheme).Default.
func (s *Scheme) Default(src Object) {
	if fn, ok := s.defaulterFuncs[reflect.TypeOf(src)]; ok {
		fn(src)
	}
}

// Convert converts in into out (both pointers) through the registered
// functions: generated ones, or hand-written ones where shapes differ.
// Two registered types of different kinds with no function between them
// are an "unknown conversion", as upstream (a Namespace posted to the
// configmaps endpoint); only a pair nobody registered a function for and
// that is not two different kinds is walked field by field.
// context reaches the functions as Meta.Context.
// Upstream: k8s.io/apimachinery/pkg/runtime.(*Scheme).Convert.
func (s *Scheme) Convert(in, out interface{}, context interface{}) error {
	if s.differentKinds(in, out) && !s.converter.HasConversionFunc(in, out) {
		return fmt.Errorf("converting (%v) to (%v): unknown conversion", elemType(in), elemType(out))
	}
	return s.converter.Convert(in, out, &conversion.Meta{Context: context})
}

// differentKinds reports whether a and b are pointers to registered types
// that share no kind name.
func (s *Scheme) differentKinds(a, b interface{}) bool {
	ta, tb := elemType(a), elemType(b)
	kindsA, okA := s.typeToGVK[ta]
	kindsB, okB := s.typeToGVK[tb]
	if !okA || !okB || ta == tb {
		return false
	}
	for _, ka := range kindsA {
		for _, kb := range kindsB {
			if ka.Kind == kb.Kind {
				return false
			}
		}
	}
	return true
}

// elemType is the type a pointer points to (or the value's own type).
func elemType(v interface{}) reflect.Type {
	t := reflect.TypeOf(v)
	if t != nil && t.Kind() == reflect.Pointer {
		return t.Elem()
	}
	return t
}

// ConvertReflectively is Convert as it was before conversion-gen: the
// hand-written functions and reflection, never a generated function. The
// chapter's benchmarks and the tests comparing both ways use it; nothing
// on the serving path does. Upstream has no counterpart (since v1.8).
func (s *Scheme) ConvertReflectively(in, out interface{}, context interface{}) error {
	return s.converter.ConvertReflectively(in, out, &conversion.Meta{Context: context})
}

// ConvertToVersion returns in converted to the kind that target picks from
// in's registered kinds, sharing no memory with in: it converts a deep copy
// of in, because generated conversions share every field they can (see
// UnsafeConvertToVersion). The caller may change either object afterwards.
// Upstream: k8s.io/apimachinery/pkg/runtime.(*Scheme).ConvertToVersion.
func (s *Scheme) ConvertToVersion(in Object, target GroupVersioner) (Object, error) {
	return s.convertToVersion(true, in, target)
}

// UnsafeConvertToVersion is ConvertToVersion without the deep copy: the
// result shares memory with in (its ObjectMeta's maps, its Items, or in
// itself when no conversion is needed, with its kind set). Neither may be
// changed while the other is in use. The codecs use it, through
// UnsafeObjectConvertor, to encode an object they then drop, and to convert
// one they have just decoded.
// Upstream: k8s.io/apimachinery/pkg/runtime.(*Scheme).UnsafeConvertToVersion.
func (s *Scheme) UnsafeConvertToVersion(in Object, target GroupVersioner) (Object, error) {
	return s.convertToVersion(false, in, target)
}

func (s *Scheme) convertToVersion(copy bool, in Object, target GroupVersioner) (Object, error) {
	t := reflect.TypeOf(in)
	if t == nil || t.Kind() != reflect.Pointer {
		return nil, fmt.Errorf("only pointer types may be converted: %T", in)
	}
	t = t.Elem()
	kinds, ok := s.typeToGVK[t]
	if !ok || len(kinds) == 0 {
		return nil, NewNotRegisteredErrForType(s.schemeName, t)
	}
	gvk, ok := target.KindForGroupVersionKinds(kinds)
	if !ok {
		// An unversioned type keeps its kind whatever the target.
		if unversionedKind, ok := s.unversionedTypes[t]; ok {
			return copyAndSetTargetKind(copy, in, unversionedKind), nil
		}
		return nil, NewNotRegisteredErrForTarget(s.schemeName, t, target)
	}
	for _, kind := range kinds {
		if gvk == kind {
			return copyAndSetTargetKind(copy, in, gvk), nil
		}
	}
	if unversionedKind, ok := s.unversionedTypes[t]; ok {
		return copyAndSetTargetKind(copy, in, unversionedKind), nil
	}
	out, err := s.New(gvk)
	if err != nil {
		return nil, err
	}
	if copy {
		in = in.DeepCopyObject()
	}
	if err := s.Convert(in, out, nil); err != nil {
		return nil, err
	}
	setTargetKind(out, gvk)
	return out, nil
}

func copyAndSetTargetKind(copy bool, obj Object, kind schema.GroupVersionKind) Object {
	if copy {
		obj = obj.DeepCopyObject()
	}
	setTargetKind(obj, kind)
	return obj
}

// setTargetKind writes apiVersion/kind, except for internal objects, which
// carry no type information.
func setTargetKind(obj Object, kind schema.GroupVersionKind) {
	if kind.Version == APIVersionInternal {
		obj.GetObjectKind().SetGroupVersionKind(schema.GroupVersionKind{})
		return
	}
	obj.GetObjectKind().SetGroupVersionKind(kind)
}

// SetVersionPriority fixes the order of preference of a group's versions:
// the first is the one discovery calls preferred and storage writes.
// Upstream: k8s.io/apimachinery/pkg/runtime.(*Scheme).SetVersionPriority.
func (s *Scheme) SetVersionPriority(versions ...schema.GroupVersion) error {
	group := ""
	for _, v := range versions {
		if len(group) == 0 {
			group = v.Group
		}
		if v.Group != group {
			return fmt.Errorf("%q is not in the same group as %q", v.String(), versions[0].String())
		}
	}
	s.versionPriority[group] = nil
	for _, v := range versions {
		s.versionPriority[group] = append(s.versionPriority[group], v.Version)
	}
	return nil
}

// PrioritizedVersionsForGroup lists a group's versions, the prioritised ones
// first, then any others in registration order.
// Upstream: k8s.io/apimachinery/pkg/runtime.(*Scheme).PrioritizedVersionsForGroup.
func (s *Scheme) PrioritizedVersionsForGroup(group string) []schema.GroupVersion {
	var ret []schema.GroupVersion
	for _, version := range s.versionPriority[group] {
		ret = append(ret, schema.GroupVersion{Group: group, Version: version})
	}
	for _, observed := range s.observedVersions {
		if observed.Group != group || containsGV(ret, observed) {
			continue
		}
		ret = append(ret, observed)
	}
	return ret
}

// PrioritizedVersionsAllGroups lists every group's versions in priority order.
// Upstream: k8s.io/apimachinery/pkg/runtime.(*Scheme).PrioritizedVersionsAllGroups.
func (s *Scheme) PrioritizedVersionsAllGroups() []schema.GroupVersion {
	var ret []schema.GroupVersion
	for _, group := range s.sortedPriorityGroups() {
		ret = append(ret, s.PrioritizedVersionsForGroup(group)...)
	}
	for _, observed := range s.observedVersions {
		if !containsGV(ret, observed) {
			ret = append(ret, observed)
		}
	}
	return ret
}

// PreferredVersionAllGroups lists the preferred version of every group.
// Upstream: k8s.io/apimachinery/pkg/runtime.(*Scheme).PreferredVersionAllGroups.
func (s *Scheme) PreferredVersionAllGroups() []schema.GroupVersion {
	var ret []schema.GroupVersion
	seen := map[string]bool{}
	for _, group := range s.sortedPriorityGroups() {
		versions := s.versionPriority[group]
		if len(versions) > 0 {
			ret = append(ret, schema.GroupVersion{Group: group, Version: versions[0]})
			seen[group] = true
		}
	}
	for _, observed := range s.observedVersions {
		if !seen[observed.Group] {
			ret = append(ret, observed)
			seen[observed.Group] = true
		}
	}
	return ret
}

// IsGroupRegistered reports whether any version of group is registered.
// Upstream: k8s.io/apimachinery/pkg/runtime.(*Scheme).IsGroupRegistered.
func (s *Scheme) IsGroupRegistered(group string) bool {
	for _, observed := range s.observedVersions {
		if observed.Group == group {
			return true
		}
	}
	return false
}

// IsVersionRegistered reports whether gv is registered.
// Upstream: k8s.io/apimachinery/pkg/runtime.(*Scheme).IsVersionRegistered.
func (s *Scheme) IsVersionRegistered(gv schema.GroupVersion) bool {
	return containsGV(s.observedVersions, gv)
}

func (s *Scheme) addObservedVersion(gv schema.GroupVersion) {
	if len(gv.Version) == 0 || gv.Version == APIVersionInternal {
		return
	}
	if !containsGV(s.observedVersions, gv) {
		s.observedVersions = append(s.observedVersions, gv)
	}
}

func (s *Scheme) sortedPriorityGroups() []string {
	groups := make([]string, 0, len(s.versionPriority))
	for g := range s.versionPriority {
		groups = append(groups, g)
	}
	sort.Strings(groups)
	return groups
}

func containsGV(list []schema.GroupVersion, gv schema.GroupVersion) bool {
	for _, v := range list {
		if v == gv {
			return true
		}
	}
	return false
}

func conversionPointer(obj Object) (reflect.Value, error) {
	v := reflect.ValueOf(obj)
	if v.Kind() != reflect.Pointer || v.IsNil() {
		return reflect.Value{}, fmt.Errorf("expected pointer, but got %T", obj)
	}
	return v, nil
}
