package managedfields

import (
	"fmt"
	"sort"
	"time"

	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/meta"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
)

// Manager is one link of the field manager chain: it updates the managed
// fields for an update (newObj replaces liveObj) or merges an applied
// configuration into liveObj, usually by calling the next link.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields/internal.Manager.
type Manager interface {
	// Update records that manager changed liveObj into newObj.
	Update(liveObj, newObj runtime.Object, managed Managed, manager string) (runtime.Object, Managed, error)
	// Apply merges appliedObj into liveObj; force takes conflicting
	// fields from their owners.
	Apply(liveObj, appliedObj runtime.Object, managed Managed, fieldManager string, force bool) (runtime.Object, Managed, error)
}

// stripMetaManager removes from every manager's set the fields nobody
// owns: apiVersion, kind, and the metadata the server sets.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields/internal.stripMetaManager.
type stripMetaManager struct {
	fieldManager Manager
	stripSet     *fieldpath.Set
}

// NewStripMetaManager wraps f.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields/internal.NewStripMetaManager.
func NewStripMetaManager(f Manager) Manager {
	return &stripMetaManager{
		fieldManager: f,
		stripSet: fieldpath.NewSet(
			fieldpath.MakePathOrDie("apiVersion"),
			fieldpath.MakePathOrDie("kind"),
			fieldpath.MakePathOrDie("metadata"),
			fieldpath.MakePathOrDie("metadata", "name"),
			fieldpath.MakePathOrDie("metadata", "namespace"),
			fieldpath.MakePathOrDie("metadata", "creationTimestamp"),
			fieldpath.MakePathOrDie("metadata", "selfLink"),
			fieldpath.MakePathOrDie("metadata", "uid"),
			fieldpath.MakePathOrDie("metadata", "clusterName"),
			fieldpath.MakePathOrDie("metadata", "generation"),
			fieldpath.MakePathOrDie("metadata", "managedFields"),
			fieldpath.MakePathOrDie("metadata", "resourceVersion"),
		),
	}
}

func (f *stripMetaManager) Update(liveObj, newObj runtime.Object, managed Managed, manager string) (runtime.Object, Managed, error) {
	newObj, managed, err := f.fieldManager.Update(liveObj, newObj, managed, manager)
	if err != nil {
		return nil, nil, err
	}
	f.stripFields(managed.Fields(), manager)
	return newObj, managed, nil
}

func (f *stripMetaManager) Apply(liveObj, appliedObj runtime.Object, managed Managed, manager string, force bool) (runtime.Object, Managed, error) {
	newObj, managed, err := f.fieldManager.Apply(liveObj, appliedObj, managed, manager, force)
	if err != nil {
		return nil, nil, err
	}
	f.stripFields(managed.Fields(), manager)
	return newObj, managed, nil
}

// stripFields drops the strip set from manager's fields, and the manager
// when nothing is left.
func (f *stripMetaManager) stripFields(managed fieldpath.ManagedFields, manager string) {
	vs, ok := managed[manager]
	if !ok || vs == nil {
		return
	}
	newSet := vs.Set().Difference(f.stripSet)
	if newSet.Empty() {
		delete(managed, manager)
		return
	}
	managed[manager] = fieldpath.NewVersionedSet(newSet, vs.APIVersion(), vs.Applied())
}

// managedFieldsUpdater merges an update's fields into the manager's
// earlier ones (an Update manager owns the union of what it ever set that
// nobody took) and stamps the entry's time.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields/internal.managedFieldsUpdater.
type managedFieldsUpdater struct {
	fieldManager Manager
}

// NewManagedFieldsUpdater wraps f.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields/internal.NewManagedFieldsUpdater.
func NewManagedFieldsUpdater(f Manager) Manager { return &managedFieldsUpdater{fieldManager: f} }

func (f *managedFieldsUpdater) Update(liveObj, newObj runtime.Object, managed Managed, manager string) (runtime.Object, Managed, error) {
	// The merge sees the update as a manager of its own, so that it
	// owns exactly what changed; then it joins the real manager.
	self := "current-operation"
	object, managed, err := f.fieldManager.Update(liveObj, newObj, managed, self)
	if err != nil {
		return object, managed, err
	}
	if vs, ok := managed.Fields()[self]; ok {
		delete(managed.Fields(), self)
		if previous, ok := managed.Fields()[manager]; ok {
			managed.Fields()[manager] = fieldpath.NewVersionedSet(vs.Set().Union(previous.Set()), vs.APIVersion(), vs.Applied())
		} else {
			managed.Fields()[manager] = vs
		}
		managed.Times()[manager] = &metav1.Time{Time: time.Now().UTC()}
	}
	return object, managed, nil
}

func (f *managedFieldsUpdater) Apply(liveObj, appliedObj runtime.Object, managed Managed, fieldManager string, force bool) (runtime.Object, Managed, error) {
	object, managed, err := f.fieldManager.Apply(liveObj, appliedObj, managed, fieldManager, force)
	if err != nil {
		return object, managed, err
	}
	if object != nil {
		managed.Times()[fieldManager] = &metav1.Time{Time: time.Now().UTC()}
	} else {
		// A no-op apply: the live object, unchanged.
		object = liveObj.DeepCopyObject()
		RemoveObjectManagedFields(object)
	}
	return object, managed, nil
}

// buildManagerInfoManager turns a manager's name into its identity: the
// name ("unknown" when empty), the operation, the apiVersion and the
// subresource.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields/internal.buildManagerInfoManager.
type buildManagerInfoManager struct {
	fieldManager Manager
	groupVersion schema.GroupVersion
	subresource  string
}

// NewBuildManagerInfoManager wraps f.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields/internal.NewBuildManagerInfoManager.
func NewBuildManagerInfoManager(f Manager, gv schema.GroupVersion, subresource string) Manager {
	return &buildManagerInfoManager{fieldManager: f, groupVersion: gv, subresource: subresource}
}

func (f *buildManagerInfoManager) Update(liveObj, newObj runtime.Object, managed Managed, manager string) (runtime.Object, Managed, error) {
	manager, err := f.buildManagerInfo(manager, metav1.ManagedFieldsOperationUpdate)
	if err != nil {
		return nil, nil, fmt.Errorf("failed to build manager identifier: %v", err)
	}
	return f.fieldManager.Update(liveObj, newObj, managed, manager)
}

func (f *buildManagerInfoManager) Apply(liveObj, appliedObj runtime.Object, managed Managed, manager string, force bool) (runtime.Object, Managed, error) {
	manager, err := f.buildManagerInfo(manager, metav1.ManagedFieldsOperationApply)
	if err != nil {
		return nil, nil, fmt.Errorf("failed to build manager identifier: %v", err)
	}
	return f.fieldManager.Apply(liveObj, appliedObj, managed, manager, force)
}

func (f *buildManagerInfoManager) buildManagerInfo(prefix string, operation metav1.ManagedFieldsOperationType) (string, error) {
	info := metav1.ManagedFieldsEntry{
		Manager:     prefix,
		Operation:   operation,
		APIVersion:  f.groupVersion.String(),
		Subresource: f.subresource,
	}
	if info.Manager == "" {
		info.Manager = "unknown"
	}
	return BuildManagerIdentifier(&info)
}

// capManagersManager keeps at most maxUpdateManagers Update entries: the
// oldest are merged, per apiVersion, into one "ancient-changes" entry, so
// managedFields of an object written by many clients stay bounded.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields/internal.capManagersManager.
type capManagersManager struct {
	fieldManager          Manager
	maxUpdateManagers     int
	oldUpdatesManagerName string
}

// NewCapManagersManager wraps f.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields/internal.NewCapManagersManager.
func NewCapManagersManager(f Manager, maxUpdateManagers int) Manager {
	return &capManagersManager{fieldManager: f, maxUpdateManagers: maxUpdateManagers, oldUpdatesManagerName: "ancient-changes"}
}

func (f *capManagersManager) Update(liveObj, newObj runtime.Object, managed Managed, manager string) (runtime.Object, Managed, error) {
	object, managed, err := f.fieldManager.Update(liveObj, newObj, managed, manager)
	if err != nil {
		return object, managed, err
	}
	if managed, err = f.capUpdateManagers(managed); err != nil {
		return nil, nil, fmt.Errorf("failed to cap update managers: %v", err)
	}
	return object, managed, nil
}

func (f *capManagersManager) Apply(liveObj, appliedObj runtime.Object, managed Managed, fieldManager string, force bool) (runtime.Object, Managed, error) {
	return f.fieldManager.Apply(liveObj, appliedObj, managed, fieldManager, force)
}

// capUpdateManagers merges the oldest Update managers into a bucket per
// apiVersion until at most maxUpdateManagers remain.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields/internal.(*capManagersManager).capUpdateManagers.
func (f *capManagersManager) capUpdateManagers(managed Managed) (Managed, error) {
	updaters := []string{}
	for manager, fields := range managed.Fields() {
		if !fields.Applied() {
			updaters = append(updaters, manager)
		}
	}
	if len(updaters) <= f.maxUpdateManagers {
		return managed, nil
	}
	sort.Slice(updaters, func(i, j int) bool {
		iTime, jTime, iSeconds, jSeconds := managed.Times()[updaters[i]], managed.Times()[updaters[j]], int64(0), int64(0)
		if iTime != nil {
			iSeconds = iTime.Unix()
		}
		if jTime != nil {
			jSeconds = jTime.Unix()
		}
		if iSeconds != jSeconds {
			return iSeconds < jSeconds
		}
		return updaters[i] < updaters[j]
	})
	versionToFirstManager := map[string]string{}
	for i, length := 0, len(updaters); i < len(updaters) && length > f.maxUpdateManagers; i++ {
		manager := updaters[i]
		vs := managed.Fields()[manager]
		t := managed.Times()[manager]
		version := string(vs.APIVersion())
		bucket, err := BuildManagerIdentifier(&metav1.ManagedFieldsEntry{
			Manager: f.oldUpdatesManagerName, Operation: metav1.ManagedFieldsOperationUpdate, APIVersion: version,
		})
		if err != nil {
			return managed, fmt.Errorf("failed to create bucket manager for version %v: %v", version, err)
		}
		first, ok := versionToFirstManager[version]
		if !ok {
			versionToFirstManager[version] = manager
			continue
		}
		// A second manager of this version: the first becomes the bucket.
		if _, ok := managed.Fields()[bucket]; !ok {
			s := managed.Fields()[first]
			delete(managed.Fields(), first)
			managed.Fields()[bucket] = s
		}
		managed.Fields()[bucket] = fieldpath.NewVersionedSet(vs.Set().Union(managed.Fields()[bucket].Set()), vs.APIVersion(), vs.Applied())
		delete(managed.Fields(), manager)
		length--
		managed.Times()[bucket] = t
	}
	return managed, nil
}

// skipNonAppliedManager leaves alone the managed fields of an existing
// object nobody manages (written before field management), until the
// first apply: then everything already set is given to a manager named
// "before-first-apply", so the apply conflicts with it rather than
// silently taking it. A create always records its manager (upstream's
// DefaultTrackOnCreateProbability is 1).
// Upstream: k8s.io/apimachinery/pkg/util/managedfields/internal.skipNonAppliedManager.
type skipNonAppliedManager struct {
	fieldManager           Manager
	objectCreater          runtime.ObjectCreater
	beforeApplyManagerName string
}

// NewSkipNonAppliedManager wraps f.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields/internal.NewProbabilisticSkipNonAppliedManager
// with probability 1.
func NewSkipNonAppliedManager(f Manager, objectCreater runtime.ObjectCreater) Manager {
	return &skipNonAppliedManager{fieldManager: f, objectCreater: objectCreater, beforeApplyManagerName: "before-first-apply"}
}

func (f *skipNonAppliedManager) Update(liveObj, newObj runtime.Object, managed Managed, manager string) (runtime.Object, Managed, error) {
	accessor, err := meta.Accessor(liveObj)
	if err != nil {
		return newObj, managed, nil
	}
	// An existing object that nobody manages stays unmanaged.
	if len(managed.Fields()) == 0 && len(accessor.GetUID()) != 0 {
		return newObj, managed, nil
	}
	return f.fieldManager.Update(liveObj, newObj, managed, manager)
}

func (f *skipNonAppliedManager) Apply(liveObj, appliedObj runtime.Object, managed Managed, fieldManager string, force bool) (runtime.Object, Managed, error) {
	if len(managed.Fields()) == 0 {
		gvk := appliedObj.GetObjectKind().GroupVersionKind()
		emptyObj, err := f.objectCreater.New(gvk)
		if err != nil {
			return nil, nil, fmt.Errorf("failed to create empty object of type %v: %v", gvk, err)
		}
		if u, ok := emptyObj.(runtime.Unstructured); ok {
			u.GetObjectKind().SetGroupVersionKind(gvk)
		}
		liveObj, managed, err = f.fieldManager.Update(emptyObj, liveObj, managed, f.beforeApplyManagerName)
		if err != nil {
			return nil, nil, fmt.Errorf("failed to create manager for existing fields: %v", err)
		}
	}
	return f.fieldManager.Apply(liveObj, appliedObj, managed, fieldManager, force)
}

// versionCheckManager refuses an apply whose apiVersion and kind are not
// the resource's.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields/internal.versionCheckManager.
type versionCheckManager struct {
	fieldManager Manager
	gvk          schema.GroupVersionKind
}

// NewVersionCheckManager wraps f.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields/internal.NewVersionCheckManager.
func NewVersionCheckManager(f Manager, gvk schema.GroupVersionKind) Manager {
	return &versionCheckManager{fieldManager: f, gvk: gvk}
}

func (f *versionCheckManager) Update(liveObj, newObj runtime.Object, managed Managed, manager string) (runtime.Object, Managed, error) {
	return f.fieldManager.Update(liveObj, newObj, managed, manager)
}

func (f *versionCheckManager) Apply(liveObj, appliedObj runtime.Object, managed Managed, fieldManager string, force bool) (runtime.Object, Managed, error) {
	if gvk := appliedObj.GetObjectKind().GroupVersionKind(); gvk != f.gvk {
		return nil, nil, errors.NewBadRequest(fmt.Sprintf("invalid object type: %v", gvk))
	}
	return f.fieldManager.Apply(liveObj, appliedObj, managed, fieldManager, force)
}
