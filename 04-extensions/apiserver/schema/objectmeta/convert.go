package objectmeta

import (
	"encoding/json"
	"time"
	"unicode/utf8"

	sigsjson "sigs.k8s.io/json"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// The direct conversions between metadata as decoded JSON
// (map[string]interface{}, numbers int64 or float64) and
// metav1.ObjectMeta, without going through JSON bytes. Every custom
// resource decoded (from a request and from etcd, for every watch event
// too) and encoded goes through GetObjectMeta and SetObjectMeta; the
// round trip through JSON was two thirds of their cost and most of their
// garbage (issue 34's profile of 10,000 HTTPRoutes).
//
// They give exactly what the JSON round trip gives, or give up: a value of
// a type other than the one JSON would decode without a doubt (a float for
// an integer, a number for a string, a string that is not valid UTF-8,
// which json.Marshal would rewrite) makes objectMetaFromMap answer false
// and the caller take the JSON way, which then says what is wrong. Keys
// ObjectMeta does not have are ignored, as json.Unmarshal ignores them;
// JSON's keys are case-sensitive here (sigs.k8s.io/json), and so are these.
// The tests compare both ways on the same inputs.

// objectMetaFromMap decodes m into out (a zero ObjectMeta) as
// json.Unmarshal of json.Marshal(m) would; false when it cannot be sure.
// Upstream: none; k8s.io/apiextensions-apiserver/pkg/apiserver/schema/objectmeta.GetObjectMetaWithOptions round-trips through JSON.
func objectMetaFromMap(m map[string]interface{}, out *metav1.ObjectMeta) bool {
	for k, v := range m {
		ok := true
		switch k {
		case "name":
			ok = setString(v, &out.Name)
		case "generateName":
			ok = setString(v, &out.GenerateName)
		case "namespace":
			ok = setString(v, &out.Namespace)
		case "selfLink":
			ok = setString(v, &out.SelfLink)
		case "uid":
			var s string
			ok = setString(v, &s)
			if v != nil {
				out.UID = metav1.UID(s)
			}
		case "resourceVersion":
			ok = setString(v, &out.ResourceVersion)
		case "generation":
			ok = setInt64(v, &out.Generation)
		case "creationTimestamp":
			ok = setTime(v, &out.CreationTimestamp)
		case "deletionTimestamp":
			out.DeletionTimestamp, ok = timePtr(v)
		case "deletionGracePeriodSeconds":
			if v == nil {
				out.DeletionGracePeriodSeconds = nil
			} else {
				var i int64
				ok = setInt64(v, &i)
				out.DeletionGracePeriodSeconds = &i
			}
		case "labels":
			out.Labels, ok = stringMap(v)
		case "annotations":
			out.Annotations, ok = stringMap(v)
		case "ownerReferences":
			out.OwnerReferences, ok = ownerReferences(v)
		case "finalizers":
			out.Finalizers, ok = stringSlice(v)
		case "managedFields":
			out.ManagedFields, ok = managedFields(v)
		}
		if !ok {
			return false
		}
	}
	return true
}

// setString: a string is set, null leaves *dst as it is.
func setString(v interface{}, dst *string) bool {
	switch v := v.(type) {
	case nil:
		return true
	case string:
		if !utf8.ValidString(v) {
			return false
		}
		*dst = v
		return true
	}
	return false
}

// setInt64: an int64 is set, null leaves *dst; a float (1.0 would
// decode, 1.5 would not) goes the JSON way.
func setInt64(v interface{}, dst *int64) bool {
	switch v := v.(type) {
	case nil:
		return true
	case int64:
		*dst = v
		return true
	}
	return false
}

// setTime mirrors metav1.(*Time).UnmarshalJSON: null is the zero time, a
// string is RFC 3339, kept in Local.
func setTime(v interface{}, dst *metav1.Time) bool {
	switch v := v.(type) {
	case nil:
		dst.Time = time.Time{}
		return true
	case string:
		t, err := time.Parse(time.RFC3339, v)
		if err != nil || !utf8.ValidString(v) {
			return false
		}
		dst.Time = t.Local()
		return true
	}
	return false
}

// timePtr: null is a nil pointer (json.Unmarshal does not call
// UnmarshalJSON for null into a pointer).
func timePtr(v interface{}) (*metav1.Time, bool) {
	if v == nil {
		return nil, true
	}
	t := &metav1.Time{}
	return t, setTime(v, t)
}

// stringMap: null is a nil map, an object a map (empty, not nil, for {}).
func stringMap(v interface{}) (map[string]string, bool) {
	switch v := v.(type) {
	case nil:
		return nil, true
	case map[string]interface{}:
		out := make(map[string]string, len(v))
		for k, e := range v {
			if !utf8.ValidString(k) {
				return nil, false
			}
			var s string
			if !setString(e, &s) {
				return nil, false
			}
			out[k] = s
		}
		return out, true
	}
	return nil, false
}

func stringSlice(v interface{}) ([]string, bool) {
	switch v := v.(type) {
	case nil:
		return nil, true
	case []interface{}:
		out := make([]string, len(v))
		for i, e := range v {
			if !setString(e, &out[i]) {
				return nil, false
			}
		}
		return out, true
	}
	return nil, false
}

// objects: null is a nil slice, every element an object (a null element
// would be a zero struct in JSON: it goes the JSON way).
func objects(v interface{}) ([]map[string]interface{}, bool) {
	switch v := v.(type) {
	case nil:
		return nil, true
	case []interface{}:
		out := make([]map[string]interface{}, len(v))
		for i, e := range v {
			m, ok := e.(map[string]interface{})
			if !ok {
				return nil, false
			}
			out[i] = m
		}
		return out, true
	}
	return nil, false
}

func setBoolPtr(v interface{}, dst **bool) bool {
	switch v := v.(type) {
	case nil:
		*dst = nil
		return true
	case bool:
		*dst = &v
		return true
	}
	return false
}

func ownerReferences(v interface{}) ([]metav1.OwnerReference, bool) {
	ms, ok := objects(v)
	if !ok || ms == nil {
		return nil, ok
	}
	out := make([]metav1.OwnerReference, len(ms))
	for i, m := range ms {
		r := &out[i]
		for k, e := range m {
			ok := true
			switch k {
			case "apiVersion":
				ok = setString(e, &r.APIVersion)
			case "kind":
				ok = setString(e, &r.Kind)
			case "name":
				ok = setString(e, &r.Name)
			case "uid":
				var s string
				ok = setString(e, &s)
				if e != nil {
					r.UID = metav1.UID(s)
				}
			case "controller":
				ok = setBoolPtr(e, &r.Controller)
			case "blockOwnerDeletion":
				ok = setBoolPtr(e, &r.BlockOwnerDeletion)
			}
			if !ok {
				return nil, false
			}
		}
	}
	return out, true
}

func managedFields(v interface{}) ([]metav1.ManagedFieldsEntry, bool) {
	ms, ok := objects(v)
	if !ok || ms == nil {
		return nil, ok
	}
	out := make([]metav1.ManagedFieldsEntry, len(ms))
	for i, m := range ms {
		f := &out[i]
		for k, e := range m {
			ok := true
			switch k {
			case "manager":
				ok = setString(e, &f.Manager)
			case "operation":
				var s string
				ok = setString(e, &s)
				if e != nil {
					f.Operation = metav1.ManagedFieldsOperationType(s)
				}
			case "apiVersion":
				ok = setString(e, &f.APIVersion)
			case "time":
				f.Time, ok = timePtr(e)
			case "fieldsType":
				ok = setString(e, &f.FieldsType)
			case "fieldsV1":
				f.FieldsV1, ok = fieldsV1(e)
			case "subresource":
				ok = setString(e, &f.Subresource)
			}
			if !ok {
				return nil, false
			}
		}
	}
	return out, true
}

// fieldsV1 keeps an object as its JSON, as (*FieldsV1).UnmarshalJSON keeps
// the bytes json.Marshal wrote for it: json.Marshal of the object alone
// writes the same bytes (sorted keys, the same escaping).
func fieldsV1(v interface{}) (*metav1.FieldsV1, bool) {
	switch v := v.(type) {
	case nil:
		return nil, true
	case map[string]interface{}:
		raw, err := json.Marshal(v)
		if err != nil {
			return nil, false
		}
		return &metav1.FieldsV1{Raw: raw}, true
	}
	return nil, false
}

// objectMetaToMap encodes om as sigsjson.UnmarshalCaseSensitivePreserveInts
// of json.Marshal(om) would: omitempty fields left out, integers int64,
// times RFC 3339 in UTC (a zero *Time null), fieldsV1 decoded from its
// JSON. False when it cannot be sure (a string json.Marshal would rewrite,
// a fieldsV1 that is not a JSON object).
// Upstream: none; k8s.io/apiextensions-apiserver/pkg/apiserver/schema/objectmeta.SetObjectMeta uses runtime.DefaultUnstructuredConverter.ToUnstructured.
func objectMetaToMap(om *metav1.ObjectMeta) (map[string]interface{}, bool) {
	m := make(map[string]interface{}, 8)
	ok := putString(m, "name", om.Name) &&
		putString(m, "generateName", om.GenerateName) &&
		putString(m, "namespace", om.Namespace) &&
		putString(m, "selfLink", om.SelfLink) &&
		putString(m, "uid", string(om.UID)) &&
		putString(m, "resourceVersion", om.ResourceVersion)
	if !ok {
		return nil, false
	}
	if om.Generation != 0 {
		m["generation"] = om.Generation
	}
	if !om.CreationTimestamp.IsZero() { // omitzero
		m["creationTimestamp"] = timeValue(om.CreationTimestamp)
	}
	if om.DeletionTimestamp != nil {
		m["deletionTimestamp"] = timeValue(*om.DeletionTimestamp)
	}
	if om.DeletionGracePeriodSeconds != nil {
		m["deletionGracePeriodSeconds"] = *om.DeletionGracePeriodSeconds
	}
	if !putStringMap(m, "labels", om.Labels) || !putStringMap(m, "annotations", om.Annotations) {
		return nil, false
	}
	if len(om.OwnerReferences) > 0 {
		refs := make([]interface{}, len(om.OwnerReferences))
		for i := range om.OwnerReferences {
			r := &om.OwnerReferences[i]
			if !validStrings(r.APIVersion, r.Kind, r.Name, string(r.UID)) {
				return nil, false
			}
			e := map[string]interface{}{"apiVersion": r.APIVersion, "kind": r.Kind, "name": r.Name, "uid": string(r.UID)}
			if r.Controller != nil {
				e["controller"] = *r.Controller
			}
			if r.BlockOwnerDeletion != nil {
				e["blockOwnerDeletion"] = *r.BlockOwnerDeletion
			}
			refs[i] = e
		}
		m["ownerReferences"] = refs
	}
	if len(om.Finalizers) > 0 {
		fs := make([]interface{}, len(om.Finalizers))
		for i, f := range om.Finalizers {
			if !utf8.ValidString(f) {
				return nil, false
			}
			fs[i] = f
		}
		m["finalizers"] = fs
	}
	if len(om.ManagedFields) > 0 {
		mf := make([]interface{}, len(om.ManagedFields))
		for i := range om.ManagedFields {
			e, ok := managedFieldsEntryToMap(&om.ManagedFields[i])
			if !ok {
				return nil, false
			}
			mf[i] = e
		}
		m["managedFields"] = mf
	}
	return m, true
}

func managedFieldsEntryToMap(f *metav1.ManagedFieldsEntry) (map[string]interface{}, bool) {
	e := make(map[string]interface{}, 6)
	if !putString(e, "manager", f.Manager) || !putString(e, "operation", string(f.Operation)) ||
		!putString(e, "apiVersion", f.APIVersion) || !putString(e, "fieldsType", f.FieldsType) ||
		!putString(e, "subresource", f.Subresource) {
		return nil, false
	}
	if f.Time != nil {
		e["time"] = timeValue(*f.Time)
	}
	if f.FieldsV1 != nil {
		if f.FieldsV1.Raw == nil {
			e["fieldsV1"] = nil // MarshalJSON writes null
		} else {
			// json.Marshal compacts the Raw bytes and checks them; only an
			// object is taken here, anything else goes the JSON way.
			var fields map[string]interface{}
			if err := sigsjson.UnmarshalCaseSensitivePreserveInts(f.FieldsV1.Raw, &fields); err != nil || fields == nil {
				return nil, false
			}
			e["fieldsV1"] = fields
		}
	}
	return e, true
}

// timeValue is what metav1.Time.MarshalJSON writes, decoded: null for the
// zero time, else RFC 3339 in UTC.
func timeValue(t metav1.Time) interface{} {
	if t.IsZero() {
		return nil
	}
	return t.UTC().Format(time.RFC3339)
}

// putString sets a non-empty string (omitempty); false for one that is
// not valid UTF-8 (json.Marshal would rewrite it).
func putString(m map[string]interface{}, k, v string) bool {
	if v == "" {
		return true
	}
	if !utf8.ValidString(v) {
		return false
	}
	m[k] = v
	return true
}

func putStringMap(m map[string]interface{}, k string, v map[string]string) bool {
	if len(v) == 0 {
		return true
	}
	out := make(map[string]interface{}, len(v))
	for mk, mv := range v {
		if !validStrings(mk, mv) {
			return false
		}
		out[mk] = mv
	}
	m[k] = out
	return true
}

func validStrings(ss ...string) bool {
	for _, s := range ss {
		if !utf8.ValidString(s) {
			return false
		}
	}
	return true
}
