package managedfields

import (
	"encoding/json"
	"fmt"

	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"
	"sigs.k8s.io/structured-merge-diff/v6/merge"
	"sigs.k8s.io/structured-merge-diff/v6/typed"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/meta"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1/unstructured"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
)

// structuredMergeManager is the end of the chain, where the merge
// happens: both objects are converted to the request's version, made
// typed values by the type converter, and handed to structured-merge-
// diff's Updater, which computes who owns what (Update) or merges the
// applied configuration by ownership and reports conflicts (Apply).
// Upstream: k8s.io/apimachinery/pkg/util/managedfields/internal.structuredMergeManager.
type structuredMergeManager struct {
	typeConverter   TypeConverter
	objectConverter runtime.ObjectConvertor
	objectDefaulter runtime.ObjectDefaulter
	objectCreater   runtime.ObjectCreater
	groupVersion    schema.GroupVersion
	hubVersion      schema.GroupVersion
	updater         merge.Updater
}

// NewStructuredMergeManager returns the merging Manager of one kind in
// version gv, whose objects are handled in hub. resetFields are the
// fields the strategy resets (status on the main resource, spec on
// /status): nobody gains ownership of them through this path.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields/internal.NewStructuredMergeManager.
func NewStructuredMergeManager(typeConverter TypeConverter, objectConverter runtime.ObjectConvertor, objectDefaulter runtime.ObjectDefaulter,
	objectCreater runtime.ObjectCreater, gv, hub schema.GroupVersion, resetFields map[fieldpath.APIVersion]fieldpath.Filter, crd bool) (Manager, error) {
	if typeConverter == nil {
		return nil, fmt.Errorf("typeconverter must not be nil")
	}
	f := &structuredMergeManager{
		typeConverter: typeConverter, objectConverter: objectConverter, objectDefaulter: objectDefaulter,
		objectCreater: objectCreater, groupVersion: gv, hubVersion: hub,
	}
	vc := &versionConverter{typeConverter: typeConverter, toVersion: f.convertToVersion,
		hubGetter: func(from schema.GroupVersion) schema.GroupVersion {
			return schema.GroupVersion{Group: from.Group, Version: hub.Version}
		}}
	if crd {
		// Every version of a custom resource converts through the storage version.
		vc.hubGetter = func(schema.GroupVersion) schema.GroupVersion { return hub }
	}
	f.updater = merge.Updater{Converter: vc, IgnoreFilter: resetFields}
	return f, nil
}

// objectGVKNN names an object in error messages.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields/internal.objectGVKNN.
func objectGVKNN(obj runtime.Object) string {
	name, namespace := "<unknown>", "<unknown>"
	if accessor, err := meta.Accessor(obj); err == nil {
		name, namespace = accessor.GetName(), accessor.GetNamespace()
	}
	return fmt.Sprintf("%v/%v; %v", namespace, name, obj.GetObjectKind().GroupVersionKind())
}

func (f *structuredMergeManager) Update(liveObj, newObj runtime.Object, managed Managed, manager string) (runtime.Object, Managed, error) {
	newObjVersioned, err := f.toVersioned(newObj)
	if err != nil {
		return nil, nil, fmt.Errorf("failed to convert new object (%v) to proper version (%v): %v", objectGVKNN(newObj), f.groupVersion, err)
	}
	liveObjVersioned, err := f.toVersioned(liveObj)
	if err != nil {
		return nil, nil, fmt.Errorf("failed to convert live object (%v) to proper version: %v", objectGVKNN(liveObj), err)
	}
	newObjTyped, err := f.typeConverter.ObjectToTyped(newObjVersioned, typed.AllowDuplicates)
	if err != nil {
		return nil, nil, fmt.Errorf("failed to convert new object (%v) to smd typed: %v", objectGVKNN(newObjVersioned), err)
	}
	liveObjTyped, err := f.typeConverter.ObjectToTyped(liveObjVersioned, typed.AllowDuplicates)
	if err != nil {
		return nil, nil, fmt.Errorf("failed to convert live object (%v) to smd typed: %v", objectGVKNN(liveObjVersioned), err)
	}
	apiVersion := fieldpath.APIVersion(f.groupVersion.String())
	// The updater returns the object unchanged (an update's object is
	// what the client sent), and who now owns which field.
	_, managedFields, err := f.updater.Update(liveObjTyped, newObjTyped, apiVersion, managed.Fields(), manager)
	if err != nil {
		return nil, nil, fmt.Errorf("failed to update ManagedFields (%v): %v", objectGVKNN(newObjVersioned), err)
	}
	return newObj, NewManaged(managedFields, managed.Times()), nil
}

func (f *structuredMergeManager) Apply(liveObj, patchObj runtime.Object, managed Managed, manager string, force bool) (runtime.Object, Managed, error) {
	if patchVersion := patchObj.GetObjectKind().GroupVersionKind().GroupVersion(); patchVersion != f.groupVersion {
		return nil, nil, errors.NewBadRequest(fmt.Sprintf("Incorrect version specified in apply patch. "+
			"Specified patch version: %s, expected: %s", patchVersion, f.groupVersion))
	}
	patchObjMeta, err := meta.Accessor(patchObj)
	if err != nil {
		return nil, nil, fmt.Errorf("couldn't get accessor: %v", err)
	}
	if patchObjMeta.GetManagedFields() != nil {
		return nil, nil, errors.NewBadRequest("metadata.managedFields must be nil")
	}
	liveObjVersioned, err := f.toVersioned(liveObj)
	if err != nil {
		return nil, nil, fmt.Errorf("failed to convert live object (%v) to proper version: %v", objectGVKNN(liveObj), err)
	}
	// The applied configuration may not repeat a list key; the live object may.
	patchObjTyped, err := f.typeConverter.ObjectToTyped(patchObj)
	if err != nil {
		return nil, nil, fmt.Errorf("failed to create typed patch object (%v): %v", objectGVKNN(patchObj), err)
	}
	liveObjTyped, err := f.typeConverter.ObjectToTyped(liveObjVersioned, typed.AllowDuplicates)
	if err != nil {
		return nil, nil, fmt.Errorf("failed to create typed live object (%v): %v", objectGVKNN(liveObjVersioned), err)
	}
	apiVersion := fieldpath.APIVersion(f.groupVersion.String())
	newObjTyped, managedFields, err := f.updater.Apply(liveObjTyped, patchObjTyped, apiVersion, managed.Fields(), manager, force)
	if err != nil {
		return nil, nil, err
	}
	managed = NewManaged(managedFields, managed.Times())
	if newObjTyped == nil {
		// Nothing changed.
		return nil, managed, nil
	}
	newObj, err := f.typeConverter.TypedToObject(newObjTyped)
	if err != nil {
		return nil, nil, fmt.Errorf("failed to convert new typed object (%v) to object: %v", objectGVKNN(patchObj), err)
	}
	newObjVersioned, err := f.toVersioned(newObj)
	if err != nil {
		return nil, nil, fmt.Errorf("failed to convert new object (%v) to proper version: %v", objectGVKNN(patchObj), err)
	}
	f.objectDefaulter.Default(newObjVersioned)
	newObjUnversioned, err := f.convertToVersion(newObjVersioned, f.hubVersion)
	if err != nil {
		return nil, nil, fmt.Errorf("failed to convert to unversioned (%v): %v", objectGVKNN(patchObj), err)
	}
	return newObjUnversioned, managed, nil
}

func (f *structuredMergeManager) toVersioned(obj runtime.Object) (runtime.Object, error) {
	return f.convertToVersion(obj, f.groupVersion)
}

// convertToVersion converts obj to gv. An Unstructured object of a kind
// that has a Go type (what the type converter returns for a built-in
// type) becomes that type first, through JSON; upstream's converter does
// the same with runtime.DefaultUnstructuredConverter, which we do not
// rebuild.
// Upstream: (*structuredMergeManager).toVersioned and toUnversioned.
func (f *structuredMergeManager) convertToVersion(obj runtime.Object, gv schema.GroupVersion) (runtime.Object, error) {
	return convertToVersion(f.objectConverter, f.objectCreater, obj, gv)
}

// convertToVersion is the converter's ConvertToVersion, taking an
// Unstructured object of a built-in kind to its Go type first.
func convertToVersion(converter runtime.ObjectConvertor, creater runtime.ObjectCreater, obj runtime.Object, gv schema.GroupVersion) (runtime.Object, error) {
	if u, ok := obj.(*unstructured.Unstructured); ok {
		typedObj, err := fromUnstructured(creater, u)
		if err != nil {
			return nil, err
		}
		obj = typedObj
	}
	return converter.ConvertToVersion(obj, gv)
}

// fromUnstructured decodes u into the Go type of its kind, when there is
// one; a kind without one (a custom resource) stays Unstructured.
func fromUnstructured(creater runtime.ObjectCreater, u *unstructured.Unstructured) (runtime.Object, error) {
	gvk := u.GroupVersionKind()
	out, err := creater.New(gvk)
	if err != nil {
		return nil, err
	}
	if _, ok := out.(runtime.Unstructured); ok {
		return u, nil
	}
	data, err := json.Marshal(u.Object)
	if err != nil {
		return nil, err
	}
	if err := json.Unmarshal(data, out); err != nil {
		return nil, err
	}
	out.GetObjectKind().SetGroupVersionKind(gvk)
	return out, nil
}

// versionConverter converts a typed value to another version, through
// the hub, so that fields a manager owns in apps/v1beta1 are compared to
// an apps/v1 apply.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields/internal.versionConverter.
type versionConverter struct {
	typeConverter TypeConverter
	toVersion     func(runtime.Object, schema.GroupVersion) (runtime.Object, error)
	hubGetter     func(from schema.GroupVersion) schema.GroupVersion
}

var _ merge.Converter = &versionConverter{}

// Convert implements merge.Converter.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields/internal.(*versionConverter).Convert.
func (v *versionConverter) Convert(object *typed.TypedValue, version fieldpath.APIVersion) (*typed.TypedValue, error) {
	groupVersion, err := schema.ParseGroupVersion(string(version))
	if err != nil {
		return object, err
	}
	if typedVersion, ok := GroupVersionOfTypedValue(object); ok && typedVersion == groupVersion {
		return object, nil
	}
	objectToConvert, err := v.typeConverter.TypedToObject(object)
	if err != nil {
		return object, err
	}
	fromVersion := objectToConvert.GetObjectKind().GroupVersionKind().GroupVersion()
	internalObject, err := v.toVersion(objectToConvert, v.hubGetter(fromVersion))
	if err != nil {
		return object, err
	}
	convertedObject, err := v.toVersion(internalObject, groupVersion)
	if err != nil {
		return object, err
	}
	return v.typeConverter.ObjectToTyped(convertedObject)
}

// IsMissingVersionError implements merge.Converter: a version the server
// no longer serves is dropped from managedFields rather than failing.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields/internal.(*versionConverter).IsMissingVersionError.
func (v *versionConverter) IsMissingVersionError(err error) bool {
	return runtime.IsNotRegisteredError(err) || isNoCorrespondingTypeError(err)
}
