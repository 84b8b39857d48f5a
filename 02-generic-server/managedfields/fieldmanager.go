package managedfields

import (
	"fmt"
	"reflect"

	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"
	"sigs.k8s.io/structured-merge-diff/v6/merge"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/meta"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
)

// DefaultMaxUpdateManagers is how many Update managers an object keeps
// before the oldest merge into "ancient-changes".
// Upstream: k8s.io/apimachinery/pkg/util/managedfields/internal.DefaultMaxUpdateManagers.
const DefaultMaxUpdateManagers int = 10

// FieldManager updates an object's managedFields on every write and
// merges server-side applies: it decodes the managedFields, runs the
// chain, and encodes them back into the object.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields.FieldManager.
type FieldManager struct {
	fieldManager Manager
	subresource  string
}

// NewFieldManager wraps a chain.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields/internal.NewFieldManager.
func NewFieldManager(f Manager, subresource string) *FieldManager {
	return &FieldManager{fieldManager: f, subresource: subresource}
}

// NewDefaultFieldManager builds the chain of a built-in kind in upstream's
// order (see the package doc): kind is the version served, hub the
// version objects are handled in (the internal one), resetFields what the
// resource's strategy resets.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields.NewDefaultFieldManager.
func NewDefaultFieldManager(typeConverter TypeConverter, objectConverter runtime.ObjectConvertor, objectDefaulter runtime.ObjectDefaulter,
	objectCreater runtime.ObjectCreater, kind schema.GroupVersionKind, hub schema.GroupVersion, subresource string,
	resetFields map[fieldpath.APIVersion]fieldpath.Filter) (*FieldManager, error) {
	f, err := NewStructuredMergeManager(typeConverter, objectConverter, objectDefaulter, objectCreater, kind.GroupVersion(), hub, resetFields, false)
	if err != nil {
		return nil, fmt.Errorf("failed to create field manager: %v", err)
	}
	return newDefaultFieldManager(f, typeConverter, objectConverter, objectCreater, kind, subresource), nil
}

// NewDefaultCRDFieldManager is NewDefaultFieldManager for a custom
// resource, whose versions convert through the storage version.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields.NewDefaultCRDFieldManager.
func NewDefaultCRDFieldManager(typeConverter TypeConverter, objectConverter runtime.ObjectConvertor, objectDefaulter runtime.ObjectDefaulter,
	objectCreater runtime.ObjectCreater, kind schema.GroupVersionKind, hub schema.GroupVersion, subresource string,
	resetFields map[fieldpath.APIVersion]fieldpath.Filter) (*FieldManager, error) {
	f, err := NewStructuredMergeManager(typeConverter, objectConverter, objectDefaulter, objectCreater, kind.GroupVersion(), hub, resetFields, true)
	if err != nil {
		return nil, fmt.Errorf("failed to create field manager: %v", err)
	}
	return newDefaultFieldManager(f, typeConverter, objectConverter, objectCreater, kind, subresource), nil
}

// newDefaultFieldManager wraps the merge in the chain, outermost first.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields/internal.NewDefaultFieldManager.
func newDefaultFieldManager(f Manager, typeConverter TypeConverter, objectConverter runtime.ObjectConvertor,
	objectCreater runtime.ObjectCreater, kind schema.GroupVersionKind, subresource string) *FieldManager {
	return NewFieldManager(
		NewVersionCheckManager(
			NewLastAppliedUpdater(
				NewLastAppliedManager(
					NewSkipNonAppliedManager(
						NewCapManagersManager(
							NewBuildManagerInfoManager(
								NewManagedFieldsUpdater(
									NewStripMetaManager(f),
								), kind.GroupVersion(), subresource,
							), DefaultMaxUpdateManagers,
						), objectCreater,
					), typeConverter, objectConverter, objectCreater, kind.GroupVersion(),
				),
			), kind,
		), subresource,
	)
}

// decodeLiveOrNew picks the managed fields an update starts from: the
// ones the client sent, when it sent valid ones (a client may rewrite
// managedFields; an empty list or one empty entry resets them), else the
// stored object's. A subresource's request never sets them.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields/internal.decodeLiveOrNew.
func decodeLiveOrNew(liveObj, newObj runtime.Object, ignoreManagedFieldsFromRequestObject bool) (Managed, error) {
	liveAccessor, err := meta.Accessor(liveObj)
	if err != nil {
		return nil, err
	}
	if ignoreManagedFieldsFromRequestObject {
		return emptyManagedFieldsOnErr(DecodeManagedFields(liveAccessor.GetManagedFields()))
	}
	newAccessor, err := meta.Accessor(newObj)
	if err != nil {
		return nil, err
	}
	if isResetManagedFields(newAccessor.GetManagedFields()) {
		return NewEmptyManaged(), nil
	}
	managed, err := DecodeManagedFields(newAccessor.GetManagedFields())
	if err != nil || len(managed.Fields()) == 0 {
		return emptyManagedFieldsOnErr(DecodeManagedFields(liveAccessor.GetManagedFields()))
	}
	return managed, nil
}

func emptyManagedFieldsOnErr(managed Managed, err error) (Managed, error) {
	if err != nil {
		return NewEmptyManaged(), nil
	}
	return managed, nil
}

// isResetManagedFields: [] or [{}] asks to clear managedFields.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields/internal.isResetManagedFields.
func isResetManagedFields(managedFields []metav1.ManagedFieldsEntry) bool {
	if len(managedFields) == 0 {
		return managedFields != nil
	}
	return len(managedFields) == 1 && reflect.DeepEqual(managedFields[0], metav1.ManagedFieldsEntry{})
}

// Update records that manager changed liveObj into newObj and returns
// newObj with its managedFields set.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields.(*FieldManager).Update.
func (f *FieldManager) Update(liveObj, newObj runtime.Object, manager string) (runtime.Object, error) {
	managed, err := decodeLiveOrNew(liveObj, newObj, f.subresource != "")
	if err != nil {
		return newObj, nil
	}
	RemoveObjectManagedFields(newObj)
	object, managed, err := f.fieldManager.Update(liveObj, newObj, managed, manager)
	if err != nil {
		return nil, err
	}
	if err = EncodeObjectManagedFields(object, managed); err != nil {
		return nil, fmt.Errorf("failed to encode managed fields: %v", err)
	}
	return object, nil
}

// UpdateNoErrors is Update that never fails a write: on an error (which
// should not happen) it logs and keeps the stored managedFields.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields.(*FieldManager).UpdateNoErrors.
func (f *FieldManager) UpdateNoErrors(liveObj, newObj runtime.Object, manager string) runtime.Object {
	obj, err := f.Update(liveObj, newObj, manager)
	if err == nil {
		return obj
	}
	if liveAccessor, aErr := meta.Accessor(liveObj); aErr == nil {
		if newAccessor, aErr := meta.Accessor(newObj); aErr == nil {
			klog.ErrorS(err, "[SHOULD NOT HAPPEN] failed to update managedFields (restored previous managedFields from live object)",
				"versionKind", newObj.GetObjectKind().GroupVersionKind(), "namespace", newAccessor.GetNamespace(), "name", newAccessor.GetName())
			newAccessor.SetManagedFields(liveAccessor.GetManagedFields())
		}
	}
	return newObj
}

// Apply merges appliedObj (the configuration of manager) into liveObj. A
// conflict is a 409 naming each manager and field; force takes them.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields.(*FieldManager).Apply.
func (f *FieldManager) Apply(liveObj, appliedObj runtime.Object, manager string, force bool) (runtime.Object, error) {
	accessor, err := meta.Accessor(liveObj)
	if err != nil {
		return nil, fmt.Errorf("couldn't get accessor: %v", err)
	}
	managed, err := DecodeManagedFields(accessor.GetManagedFields())
	if err != nil {
		return nil, fmt.Errorf("failed to decode managed fields: %v", err)
	}
	object, managed, err := f.fieldManager.Apply(liveObj, appliedObj, managed, manager, force)
	if err != nil {
		if conflicts, ok := err.(merge.Conflicts); ok {
			return nil, NewConflictError(conflicts)
		}
		return nil, err
	}
	if err = EncodeObjectManagedFields(object, managed); err != nil {
		return nil, fmt.Errorf("failed to encode managed fields: %v", err)
	}
	return object, nil
}
