package managedfields

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"

	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/meta"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

// Managed is an object's decoded managedFields: each manager's field set
// (with its apiVersion and whether it was applied), and each manager's
// last write time. A manager is keyed by its identity, the JSON of its
// entry without the fields and the time (BuildManagerIdentifier).
// Upstream: k8s.io/apimachinery/pkg/util/managedfields/internal.ManagedInterface.
type Managed interface {
	Fields() fieldpath.ManagedFields
	Times() map[string]*metav1.Time
}

// managedStruct is the plain Managed.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields/internal.managedStruct.
type managedStruct struct {
	fields fieldpath.ManagedFields
	times  map[string]*metav1.Time
}

func (m *managedStruct) Fields() fieldpath.ManagedFields { return m.fields }
func (m *managedStruct) Times() map[string]*metav1.Time  { return m.times }

// NewEmptyManaged is a Managed with no managers.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields/internal.NewEmptyManaged.
func NewEmptyManaged() Managed {
	return NewManaged(fieldpath.ManagedFields{}, map[string]*metav1.Time{})
}

// NewManaged wraps fields and times.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields/internal.NewManaged.
func NewManaged(f fieldpath.ManagedFields, t map[string]*metav1.Time) Managed {
	return &managedStruct{fields: f, times: t}
}

// RemoveObjectManagedFields clears obj's managedFields.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields/internal.RemoveObjectManagedFields.
func RemoveObjectManagedFields(obj runtime.Object) {
	if accessor, err := meta.Accessor(obj); err == nil {
		accessor.SetManagedFields(nil)
	}
}

// EncodeObjectManagedFields writes managed into obj's metadata.managedFields.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields/internal.EncodeObjectManagedFields.
func EncodeObjectManagedFields(obj runtime.Object, managed Managed) error {
	accessor, err := meta.Accessor(obj)
	if err != nil {
		return fmt.Errorf("couldn't get accessor: %v", err)
	}
	encoded, err := encodeManagedFields(managed)
	if err != nil {
		return fmt.Errorf("failed to convert back managed fields to API: %v", err)
	}
	accessor.SetManagedFields(encoded)
	return nil
}

// DecodeManagedFields reads metadata.managedFields. An entry whose
// operation is not Apply or Update, whose apiVersion is empty, or whose
// fieldsType is not FieldsV1 is an error, with upstream's wording (the
// update handlers turn it into a 422 through ValidateManagedFields).
// Upstream: k8s.io/apimachinery/pkg/util/managedfields/internal.DecodeManagedFields.
func DecodeManagedFields(encoded []metav1.ManagedFieldsEntry) (Managed, error) {
	managed := &managedStruct{
		fields: make(fieldpath.ManagedFields, len(encoded)),
		times:  make(map[string]*metav1.Time, len(encoded)),
	}
	for i, entry := range encoded {
		switch entry.Operation {
		case metav1.ManagedFieldsOperationApply, metav1.ManagedFieldsOperationUpdate:
		default:
			return nil, fmt.Errorf("operation must be `Apply` or `Update`")
		}
		if len(entry.APIVersion) < 1 {
			return nil, fmt.Errorf("apiVersion must not be empty")
		}
		switch entry.FieldsType {
		case "FieldsV1":
		case "":
			return nil, fmt.Errorf("missing fieldsType in managed fields entry %d", i)
		default:
			return nil, fmt.Errorf("invalid fieldsType %q in managed fields entry %d", entry.FieldsType, i)
		}
		manager, err := BuildManagerIdentifier(&entry)
		if err != nil {
			return nil, fmt.Errorf("error decoding manager from %v: %v", entry, err)
		}
		if managed.fields[manager], err = decodeVersionedSet(&entry); err != nil {
			return nil, fmt.Errorf("error decoding versioned set from %v: %v", entry, err)
		}
		managed.times[manager] = entry.Time
	}
	return managed, nil
}

// ValidateManagedFields reports whether managedFields sent by a client
// decode.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields.ValidateManagedFields.
func ValidateManagedFields(encoded []metav1.ManagedFieldsEntry) error {
	_, err := DecodeManagedFields(encoded)
	return err
}

// BuildManagerIdentifier is a manager's key: the JSON of its entry without
// fieldsType, fields and time, and without apiVersion for an Apply (one
// applier owns its fields in whatever version it last applied).
// Upstream: k8s.io/apimachinery/pkg/util/managedfields/internal.BuildManagerIdentifier.
func BuildManagerIdentifier(encodedManager *metav1.ManagedFieldsEntry) (string, error) {
	c := *encodedManager
	c.FieldsType, c.FieldsV1, c.Time = "", nil, nil
	if encodedManager.Operation == metav1.ManagedFieldsOperationApply {
		c.APIVersion = ""
	}
	b, err := json.Marshal(&c)
	if err != nil {
		return "", fmt.Errorf("error marshalling manager identifier: %v", err)
	}
	return string(b), nil
}

// decodeVersionedSet reads one entry's fields.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields/internal.decodeVersionedSet.
func decodeVersionedSet(entry *metav1.ManagedFieldsEntry) (fieldpath.VersionedSet, error) {
	raw := []byte("{}")
	if entry.FieldsV1 != nil {
		raw = entry.FieldsV1.Raw
	}
	set, err := FieldsToSet(metav1.FieldsV1{Raw: raw})
	if err != nil {
		return nil, fmt.Errorf("error decoding set: %v", err)
	}
	return fieldpath.NewVersionedSet(&set, fieldpath.APIVersion(entry.APIVersion),
		entry.Operation == metav1.ManagedFieldsOperationApply), nil
}

// FieldsToSet decodes FieldsV1 ({"f:spec":{"f:replicas":{}}}) into a set.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields/internal.FieldsToSet.
func FieldsToSet(f metav1.FieldsV1) (s fieldpath.Set, err error) {
	err = s.FromJSON(bytes.NewReader(f.Raw))
	return s, err
}

// SetToFields encodes a set as FieldsV1.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields/internal.SetToFields.
func SetToFields(s fieldpath.Set) (metav1.FieldsV1, error) {
	raw, err := s.ToJSON()
	return metav1.FieldsV1{Raw: raw}, err
}

// encodeManagedFields writes one entry per manager, sorted as upstream:
// by operation (Apply first), time, manager, apiVersion, subresource.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields/internal.encodeManagedFields.
func encodeManagedFields(managed Managed) ([]metav1.ManagedFieldsEntry, error) {
	if len(managed.Fields()) == 0 {
		return nil, nil
	}
	encoded := []metav1.ManagedFieldsEntry{}
	for manager, versionedSet := range managed.Fields() {
		v, err := encodeManagerVersionedSet(manager, versionedSet)
		if err != nil {
			return nil, fmt.Errorf("error encoding versioned set for %v: %v", manager, err)
		}
		if t, ok := managed.Times()[manager]; ok {
			v.Time = t
		}
		encoded = append(encoded, *v)
	}
	sortEncodedManagedFields(encoded)
	return encoded, nil
}

// sortEncodedManagedFields orders entries as upstream does.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields/internal.sortEncodedManagedFields.
func sortEncodedManagedFields(encoded []metav1.ManagedFieldsEntry) {
	sort.Slice(encoded, func(i, j int) bool {
		p, q := encoded[i], encoded[j]
		if p.Operation != q.Operation {
			return p.Operation < q.Operation
		}
		pSeconds, qSeconds := int64(0), int64(0)
		if p.Time != nil {
			pSeconds = p.Time.Unix()
		}
		if q.Time != nil {
			qSeconds = q.Time.Unix()
		}
		if pSeconds != qSeconds {
			return pSeconds < qSeconds
		}
		if p.Manager != q.Manager {
			return p.Manager < q.Manager
		}
		if p.APIVersion != q.APIVersion {
			return p.APIVersion < q.APIVersion
		}
		return p.Subresource < q.Subresource
	})
}

// encodeManagerVersionedSet is one manager's entry.
// Upstream: k8s.io/apimachinery/pkg/util/managedfields/internal.encodeManagerVersionedSet.
func encodeManagerVersionedSet(manager string, versionedSet fieldpath.VersionedSet) (*metav1.ManagedFieldsEntry, error) {
	entry := &metav1.ManagedFieldsEntry{}
	if err := json.Unmarshal([]byte(manager), entry); err != nil {
		return nil, fmt.Errorf("error unmarshalling manager identifier %v: %v", manager, err)
	}
	entry.APIVersion = string(versionedSet.APIVersion())
	if versionedSet.Applied() {
		entry.Operation = metav1.ManagedFieldsOperationApply
	}
	entry.FieldsType = "FieldsV1"
	fields, err := SetToFields(*versionedSet.Set())
	if err != nil {
		return nil, fmt.Errorf("error encoding set: %v", err)
	}
	entry.FieldsV1 = &fields
	return entry, nil
}
