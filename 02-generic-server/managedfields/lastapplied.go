package managedfields

import (
	"encoding/json"
	"fmt"

	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"
	"sigs.k8s.io/structured-merge-diff/v6/merge"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/meta"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1/unstructured"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// LastAppliedConfigAnnotation is where client-side apply (kubectl apply
// without --server-side) keeps the configuration it last applied.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields/internal.LastAppliedConfigAnnotation.
const LastAppliedConfigAnnotation = "kubectl.kubernetes.io/last-applied-configuration"

// totalAnnotationSizeLimitB bounds an object's annotations (keys and
// values together).
// Upstream: k8s.io/apimachinery/pkg/api/validation.TotalAnnotationSizeLimitB.
const totalAnnotationSizeLimitB int = 256 * (1 << 10)

// lastAppliedManager lets kubectl move from client-side to server-side
// apply without conflicts: when the manager "kubectl" conflicts only on
// fields whose live value is still what the last-applied annotation says
// (fields client-side apply set and nobody changed since), the apply is
// forced.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields/internal.lastAppliedManager.
type lastAppliedManager struct {
	fieldManager  Manager
	typeConverter TypeConverter
	toVersion     func(runtime.Object, schema.GroupVersion) (runtime.Object, error)
	groupVersion  schema.GroupVersion
}

// NewLastAppliedManager wraps f.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields/internal.NewLastAppliedManager.
func NewLastAppliedManager(f Manager, typeConverter TypeConverter, objectConverter runtime.ObjectConvertor,
	objectCreater runtime.ObjectCreater, gv schema.GroupVersion) Manager {
	return &lastAppliedManager{fieldManager: f, typeConverter: typeConverter, groupVersion: gv,
		toVersion: func(obj runtime.Object, gv schema.GroupVersion) (runtime.Object, error) {
			return convertToVersion(objectConverter, objectCreater, obj, gv)
		}}
}

func (f *lastAppliedManager) Update(liveObj, newObj runtime.Object, managed Managed, manager string) (runtime.Object, Managed, error) {
	return f.fieldManager.Update(liveObj, newObj, managed, manager)
}

func (f *lastAppliedManager) Apply(liveObj, newObj runtime.Object, managed Managed, manager string, force bool) (runtime.Object, Managed, error) {
	newLiveObj, newManaged, newErr := f.fieldManager.Apply(liveObj, newObj, managed, manager, force)
	// Only kubectl takes over from client-side apply.
	if manager != "kubectl" || newErr == nil {
		return newLiveObj, newManaged, newErr
	}
	conflicts, ok := newErr.(merge.Conflicts)
	if !ok {
		return newLiveObj, newManaged, newErr
	}
	allowed, err := f.allowedConflictsFromLastApplied(liveObj)
	if err != nil {
		return newLiveObj, newManaged, newErr
	}
	if !conflictsToSet(conflicts).Difference(allowed).Empty() {
		return newLiveObj, newManaged, conflictsDifference(conflicts, allowed)
	}
	return f.fieldManager.Apply(liveObj, newObj, managed, manager, true)
}

// allowedConflictsFromLastApplied is the set of fields the last-applied
// annotation sets to their live values.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields/internal.(*lastAppliedManager).allowedConflictsFromLastApplied.
func (f *lastAppliedManager) allowedConflictsFromLastApplied(liveObj runtime.Object) (*fieldpath.Set, error) {
	accessor, err := meta.Accessor(liveObj)
	if err != nil {
		return nil, err
	}
	lastApplied := accessor.GetAnnotations()[LastAppliedConfigAnnotation]
	if lastApplied == "" {
		return nil, fmt.Errorf("no last applied annotation")
	}
	liveObjVersioned, err := f.toVersion(liveObj, f.groupVersion)
	if err != nil {
		return nil, fmt.Errorf("failed to convert live obj to versioned: %v", err)
	}
	liveObjTyped, err := f.typeConverter.ObjectToTyped(liveObjVersioned)
	if err != nil {
		return nil, fmt.Errorf("failed to convert live obj to typed: %v", err)
	}
	lastAppliedObj := &unstructured.Unstructured{Object: map[string]interface{}{}}
	if err := json.Unmarshal([]byte(lastApplied), lastAppliedObj); err != nil {
		return nil, fmt.Errorf("failed to decode last applied obj: %v in '%s'", err, lastApplied)
	}
	if lastAppliedObj.GetAPIVersion() != f.groupVersion.String() {
		return nil, fmt.Errorf("expected version of last applied to match live object '%s', but got '%s'", f.groupVersion.String(), lastAppliedObj.GetAPIVersion())
	}
	lastAppliedObjTyped, err := f.typeConverter.ObjectToTyped(lastAppliedObj)
	if err != nil {
		return nil, fmt.Errorf("failed to convert last applied to typed: %v", err)
	}
	set, err := lastAppliedObjTyped.ToFieldSet()
	if err != nil {
		return nil, fmt.Errorf("failed to create fieldset for last applied object: %v", err)
	}
	comparison, err := lastAppliedObjTyped.Compare(liveObjTyped)
	if err != nil {
		return nil, fmt.Errorf("failed to compare last applied object and live object: %v", err)
	}
	return set.Difference(comparison.Modified).Difference(comparison.Added).Difference(comparison.Removed), nil
}

func conflictsToSet(conflicts merge.Conflicts) *fieldpath.Set {
	s := fieldpath.NewSet()
	for _, c := range conflicts {
		s.Insert(c.Path)
	}
	return s
}

func conflictsDifference(conflicts merge.Conflicts, s *fieldpath.Set) merge.Conflicts {
	out := merge.Conflicts{}
	for _, c := range conflicts {
		if !s.Has(c.Path) {
			out = append(out, c)
		}
	}
	return out
}

// lastAppliedUpdater keeps the last-applied annotation in step when
// kubectl applies server-side an object it once applied client-side, so
// that a later client-side apply computes its patch from the right base.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields/internal.lastAppliedUpdater.
type lastAppliedUpdater struct {
	fieldManager Manager
}

// NewLastAppliedUpdater wraps f.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields/internal.NewLastAppliedUpdater.
func NewLastAppliedUpdater(f Manager) Manager { return &lastAppliedUpdater{fieldManager: f} }

func (f *lastAppliedUpdater) Update(liveObj, newObj runtime.Object, managed Managed, manager string) (runtime.Object, Managed, error) {
	return f.fieldManager.Update(liveObj, newObj, managed, manager)
}

func (f *lastAppliedUpdater) Apply(liveObj, newObj runtime.Object, managed Managed, manager string, force bool) (runtime.Object, Managed, error) {
	liveObj, managed, err := f.fieldManager.Apply(liveObj, newObj, managed, manager, force)
	if err != nil {
		return liveObj, managed, err
	}
	if manager == "kubectl" && hasLastApplied(liveObj) {
		value, err := buildLastApplied(newObj)
		if err != nil {
			return nil, nil, fmt.Errorf("failed to build last-applied annotation: %v", err)
		}
		if err := SetLastApplied(liveObj, value); err != nil {
			return nil, nil, fmt.Errorf("failed to set last-applied annotation: %v", err)
		}
	}
	return liveObj, managed, nil
}

func hasLastApplied(obj runtime.Object) bool {
	accessor, err := meta.Accessor(obj)
	return err == nil && accessor.GetAnnotations()[LastAppliedConfigAnnotation] != ""
}

// buildLastApplied is the applied configuration as JSON, without the
// annotation itself, as client-side apply writes it.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields/internal.buildLastApplied.
func buildLastApplied(obj runtime.Object) (string, error) {
	obj = obj.DeepCopyObject()
	accessor, err := meta.Accessor(obj)
	if err != nil {
		return "", err
	}
	annotations := accessor.GetAnnotations()
	delete(annotations, LastAppliedConfigAnnotation)
	accessor.SetAnnotations(annotations)
	b, err := json.Marshal(obj)
	if err != nil {
		return "", fmt.Errorf("couldn't encode object into last applied annotation: %v", err)
	}
	// Upstream's JSON encoder ends with a newline, as kubectl's annotation does.
	return string(b) + "\n", nil
}

// SetLastApplied sets the annotation, unless the annotations would
// outgrow their 256 KiB limit: then it is dropped.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields/internal.SetLastApplied.
func SetLastApplied(obj runtime.Object, value string) error {
	accessor, err := meta.Accessor(obj)
	if err != nil {
		return err
	}
	annotations := accessor.GetAnnotations()
	if annotations == nil {
		annotations = map[string]string{}
	}
	annotations[LastAppliedConfigAnnotation] = value
	total := 0
	for k, v := range annotations {
		total += len(k) + len(v)
	}
	if total > totalAnnotationSizeLimitB {
		delete(annotations, LastAppliedConfigAnnotation)
	}
	accessor.SetAnnotations(annotations)
	return nil
}
