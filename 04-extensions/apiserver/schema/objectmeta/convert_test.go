package objectmeta

import (
	"encoding/json"
	"reflect"
	"testing"
	"time"

	sigsjson "sigs.k8s.io/json"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// routeMetadata is the metadata of an HTTPRoute as stage 07 stores it
// (issue 34's compare-upstream -crs): labels, a creation time, a uid, a
// generation and the managedFields of a create and an update.
const routeMetadata = `{"name":"route-000042","namespace":"compare-upstream-crs","uid":"5b0f4c7e-1d2a-4f4e-9a53-4f6f3b9a6b11",
"resourceVersion":"123456","generation":3,"creationTimestamp":"2026-11-28T07:00:00Z",
"labels":{"app":"compare","tier":"a"},
"managedFields":[{"manager":"compare-upstream","operation":"Update","apiVersion":"gateway.networking.k8s.io/v1","time":"2026-11-28T07:00:01Z","fieldsType":"FieldsV1",
"fieldsV1":{"f:metadata":{"f:labels":{".":{},"f:app":{},"f:tier":{}}},"f:spec":{".":{},"f:hostnames":{},"f:parentRefs":{},"f:rules":{}}}}]}`

// metadataCases are metadata values the direct way must decode as JSON
// does, or leave to JSON: every field, nulls, empty collections, and the
// types JSON would decode with a doubt or not at all.
var metadataCases = []string{
	`{}`,
	routeMetadata,
	`{"name":"a","generateName":"a-","namespace":"ns","selfLink":"/x","uid":"u","resourceVersion":"1","generation":0}`,
	`{"creationTimestamp":null,"deletionTimestamp":"2026-01-02T03:04:05Z","deletionGracePeriodSeconds":30}`,
	`{"creationTimestamp":"2026-01-02T03:04:05+02:00","deletionTimestamp":null,"deletionGracePeriodSeconds":null}`,
	`{"labels":{},"annotations":{"a":"","b":null},"finalizers":[],"ownerReferences":[]}`,
	`{"labels":null,"annotations":null,"finalizers":null,"ownerReferences":null,"managedFields":null}`,
	`{"ownerReferences":[{"apiVersion":"v1","kind":"Pod","name":"p","uid":"u","controller":true,"blockOwnerDeletion":false},{"name":"q","controller":null}]}`,
	`{"finalizers":["a","b"],"name":null,"uid":null}`,
	`{"managedFields":[{"manager":"m","operation":"Apply","time":null,"fieldsV1":null,"subresource":"status"},{"fieldsV1":{}}]}`,
	`{"unknown":1,"Name":"case differs","name":"x"}`,
	`{"annotations":{"html":"<a href=\"x\">&</a>","unicode":"\u2028 é"}}`,
	// JSON decodes these, with a doubt: the direct way leaves them to it
	`{"generation":2.0}`,
	`{"deletionGracePeriodSeconds":1.0}`,
	// JSON fails on these
	`{"generation":1.5}`,
	`{"name":1}`,
	`{"labels":{"a":1}}`,
	`{"labels":[]}`,
	`{"creationTimestamp":""}`,
	`{"creationTimestamp":"yesterday"}`,
	`{"creationTimestamp":5}`,
	`{"ownerReferences":[null]}`,
	`{"ownerReferences":[{"controller":"yes"}]}`,
	`{"finalizers":[1]}`,
	`{"managedFields":[{"fieldsV1":"x"}]}`,
	`{"managedFields":{}}`,
}

func TestObjectMetaFromMapAsJSON(t *testing.T) {
	for _, tc := range metadataCases {
		var m map[string]interface{}
		if err := sigsjson.UnmarshalCaseSensitivePreserveInts([]byte(tc), &m); err != nil {
			t.Fatalf("%s: %v", tc, err)
		}
		viaJSON := &metav1.ObjectMeta{}
		jsonErr := fromUnstructured(m, viaJSON)
		direct := &metav1.ObjectMeta{}
		if !objectMetaFromMap(m, direct) {
			continue // the JSON way decides
		}
		if jsonErr != nil {
			t.Errorf("%s: the direct way decoded %#v; JSON fails: %v", tc, direct, jsonErr)
			continue
		}
		if !reflect.DeepEqual(direct, viaJSON) {
			t.Errorf("%s: got %#v; want (as JSON) %#v", tc, direct, viaJSON)
		}
	}
	// the cases the direct way must take, not leave to JSON
	for _, tc := range metadataCases[:12] {
		var m map[string]interface{}
		_ = sigsjson.UnmarshalCaseSensitivePreserveInts([]byte(tc), &m)
		if !objectMetaFromMap(m, &metav1.ObjectMeta{}) {
			t.Errorf("%s: got left to JSON; want decoded directly", tc)
		}
	}
	// invalid UTF-8, which json.Marshal would rewrite
	for _, m := range []map[string]interface{}{{"name": "a\xffb"}, {"labels": map[string]interface{}{"a\xff": "b"}}} {
		if objectMetaFromMap(m, &metav1.ObjectMeta{}) {
			t.Errorf("%q: got decoded directly; want left to JSON", m)
		}
	}
}

func TestObjectMetaToMapAsJSON(t *testing.T) {
	now := metav1.NewTime(time.Date(2026, 11, 28, 7, 0, 0, 123, time.FixedZone("x", 3600)))
	zero := metav1.Time{}
	yes, no := true, false
	grace := int64(30)
	tests := []*metav1.ObjectMeta{
		{},
		{Name: "a", GenerateName: "a-", Namespace: "ns", SelfLink: "/x", UID: "u", ResourceVersion: "1", Generation: 7},
		{CreationTimestamp: now, DeletionTimestamp: &now, DeletionGracePeriodSeconds: &grace},
		{DeletionTimestamp: &zero},
		{Labels: map[string]string{}, Annotations: map[string]string{"a": "", "html": "<&>"}, Finalizers: []string{}},
		{Labels: map[string]string{"tier": "a"}, Finalizers: []string{"f"}},
		{OwnerReferences: []metav1.OwnerReference{{APIVersion: "v1", Kind: "Pod", Name: "p", UID: "u", Controller: &yes, BlockOwnerDeletion: &no}, {}}},
		{ManagedFields: []metav1.ManagedFieldsEntry{
			{Manager: "m", Operation: metav1.ManagedFieldsOperationApply, APIVersion: "v1", Time: &now, FieldsType: "FieldsV1",
				FieldsV1: &metav1.FieldsV1{Raw: []byte(`{"f:metadata": {"f:labels":{".":{}}}}`)}, Subresource: "status"},
			{Time: &zero, FieldsV1: &metav1.FieldsV1{}},
			{FieldsV1: &metav1.FieldsV1{Raw: []byte(`{}`)}},
		}},
	}
	for _, om := range tests {
		data, err := json.Marshal(om)
		if err != nil {
			t.Fatal(err)
		}
		var want map[string]interface{}
		if err := sigsjson.UnmarshalCaseSensitivePreserveInts(data, &want); err != nil {
			t.Fatal(err)
		}
		got, ok := objectMetaToMap(om)
		if !ok {
			t.Errorf("%s: got left to JSON; want encoded directly", data)
			continue
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("got %#v; want (as JSON) %#v", got, want)
		}
	}
	for _, om := range []*metav1.ObjectMeta{
		{Name: "a\xff"},
		{Annotations: map[string]string{"a": "\xff"}},
		{ManagedFields: []metav1.ManagedFieldsEntry{{FieldsV1: &metav1.FieldsV1{Raw: []byte(`[]`)}}}},
		{ManagedFields: []metav1.ManagedFieldsEntry{{FieldsV1: &metav1.FieldsV1{Raw: []byte(`{`)}}}},
	} {
		if _, ok := objectMetaToMap(om); ok {
			t.Errorf("%#v: got encoded directly; want left to JSON", om)
		}
	}
}

// BenchmarkGetSetObjectMeta is one decode and one encode of an HTTPRoute's
// metadata, as the coercer does for every custom resource decoded.
//
//	go test -run '^$' -bench GetSetObjectMeta -benchmem ./04-extensions/apiserver/schema/objectmeta
func BenchmarkGetSetObjectMeta(b *testing.B) {
	var md map[string]interface{}
	if err := sigsjson.UnmarshalCaseSensitivePreserveInts([]byte(routeMetadata), &md); err != nil {
		b.Fatal(err)
	}
	obj := map[string]interface{}{"metadata": md}
	b.ReportAllocs()
	for b.Loop() {
		om, _, err := GetObjectMeta(obj, true)
		if err != nil {
			b.Fatal(err)
		}
		if err := SetObjectMeta(obj, om); err != nil {
			b.Fatal(err)
		}
	}
}
