package v1

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

func ptr[T any](v T) *T { return &v }

func TestJSONForms(t *testing.T) {
	created := Date(2024, 5, 1, 12, 0, 0, 0, time.UTC)
	tests := []struct {
		name string
		obj  any
		want string
	}{
		{"Status NotFound", &Status{
			TypeMeta: TypeMeta{Kind: "Status", APIVersion: "v1"},
			Status:   StatusFailure, Message: `pods "x" not found`, Reason: StatusReasonNotFound,
			Details: &StatusDetails{Name: "x", Kind: "pods"}, Code: 404,
		}, `{"kind":"Status","apiVersion":"v1","metadata":{},"status":"Failure","message":"pods \"x\" not found","reason":"NotFound","details":{"name":"x","kind":"pods"},"code":404}`},
		{"Status with causes", &Status{
			Status: StatusFailure, Reason: StatusReasonInvalid, Code: 422,
			Details: &StatusDetails{Causes: []StatusCause{{Type: CauseTypeFieldValueRequired, Message: "Required value", Field: "metadata.name"}}},
		}, `{"metadata":{},"status":"Failure","reason":"Invalid","details":{"causes":[{"reason":"FieldValueRequired","message":"Required value","field":"metadata.name"}]},"code":422}`},
		{"empty ObjectMeta", &ObjectMeta{}, `{}`},
		{"full ObjectMeta", &ObjectMeta{
			Name: "web", GenerateName: "web-", Namespace: "demo", UID: "u1", ResourceVersion: "7",
			Generation: 2, CreationTimestamp: created, DeletionTimestamp: &created,
			DeletionGracePeriodSeconds: ptr(int64(30)),
			Labels:                     map[string]string{"app": "web"},
			Annotations:                map[string]string{"a": "b"},
			OwnerReferences: []OwnerReference{{
				APIVersion: "apps/v1", Kind: "ReplicaSet", Name: "web-1", UID: "u0",
				Controller: ptr(true), BlockOwnerDeletion: ptr(true),
			}},
			Finalizers: []string{FinalizerOrphanDependents},
			ManagedFields: []ManagedFieldsEntry{{
				Manager: "kubectl", Operation: ManagedFieldsOperationUpdate, APIVersion: "v1",
				Time: &created, FieldsType: "FieldsV1", FieldsV1: &FieldsV1{Raw: []byte(`{"f:data":{}}`)},
			}},
		}, `{"name":"web","generateName":"web-","namespace":"demo","uid":"u1","resourceVersion":"7","generation":2,` +
			`"creationTimestamp":"2024-05-01T12:00:00Z","deletionTimestamp":"2024-05-01T12:00:00Z","deletionGracePeriodSeconds":30,` +
			`"labels":{"app":"web"},"annotations":{"a":"b"},` +
			`"ownerReferences":[{"apiVersion":"apps/v1","kind":"ReplicaSet","name":"web-1","uid":"u0","controller":true,"blockOwnerDeletion":true}],` +
			`"finalizers":["orphan"],` +
			`"managedFields":[{"manager":"kubectl","operation":"Update","apiVersion":"v1","time":"2024-05-01T12:00:00Z","fieldsType":"FieldsV1","fieldsV1":{"f:data":{}}}]}`},
		{"ListMeta", &ListMeta{ResourceVersion: "5", Continue: "c", RemainingItemCount: ptr(int64(3))},
			`{"resourceVersion":"5","continue":"c","remainingItemCount":3}`},
		{"ListOptions", &ListOptions{LabelSelector: "a=b", Watch: true, TimeoutSeconds: ptr(int64(5)), SendInitialEvents: ptr(true), ResourceVersionMatch: ResourceVersionMatchNotOlderThan},
			`{"labelSelector":"a=b","watch":true,"resourceVersionMatch":"NotOlderThan","timeoutSeconds":5,"sendInitialEvents":true}`},
		{"DeleteOptions", &DeleteOptions{
			TypeMeta:           TypeMeta{Kind: "DeleteOptions", APIVersion: "v1"},
			GracePeriodSeconds: ptr(int64(0)), PropagationPolicy: ptr(DeletePropagationForeground), DryRun: []string{DryRunAll},
			Preconditions: &Preconditions{UID: ptr(UID("u1"))},
		}, `{"kind":"DeleteOptions","apiVersion":"v1","gracePeriodSeconds":0,"preconditions":{"uid":"u1"},"propagationPolicy":"Foreground","dryRun":["All"]}`},
		{"PatchOptions", &PatchOptions{Force: ptr(true), FieldManager: "kubectl", FieldValidation: FieldValidationStrict},
			`{"force":true,"fieldManager":"kubectl","fieldValidation":"Strict"}`},
		{"WatchEvent", &WatchEvent{Type: "ADDED", Object: runtime.RawExtension{Raw: []byte(`{"kind":"Pod"}`)}},
			`{"type":"ADDED","object":{"kind":"Pod"}}`},
		{"Table", &Table{
			ColumnDefinitions: []TableColumnDefinition{{Name: "Name", Type: "string", Format: "name"}},
			Rows:              []TableRow{{Cells: []interface{}{"web", int64(2)}}},
		}, `{"metadata":{},"columnDefinitions":[{"name":"Name","type":"string","format":"name","description":"","priority":0}],"rows":[{"cells":["web",2],"object":null}]}`},
		{"TableOptions", &TableOptions{NoHeaders: true, IncludeObject: IncludeMetadata}, `{"includeObject":"Metadata"}`},
		{"APIResource without verbs", &APIResource{Name: "pods", Kind: "Pod"},
			`{"name":"pods","singularName":"","namespaced":false,"kind":"Pod","verbs":null}`},
		{"LabelSelector", &LabelSelector{MatchLabels: map[string]string{"a": "b"}, MatchExpressions: []LabelSelectorRequirement{{Key: "c", Operator: LabelSelectorOpExists}}},
			`{"matchLabels":{"a":"b"},"matchExpressions":[{"key":"c","operator":"Exists"}]}`},
		{"Duration", &Duration{90 * time.Second}, `"1m30s"`},
		{"Condition", &Condition{Type: "Ready", Status: ConditionTrue, LastTransitionTime: created, Reason: "Ok"},
			`{"type":"Ready","status":"True","lastTransitionTime":"2024-05-01T12:00:00Z","reason":"Ok","message":""}`},
		{"List", &List{TypeMeta: TypeMeta{Kind: "List", APIVersion: "v1"}, Items: []runtime.RawExtension{{Raw: []byte(`{"kind":"Pod"}`)}}},
			`{"kind":"List","apiVersion":"v1","metadata":{},"items":[{"kind":"Pod"}]}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := json.Marshal(tt.obj)
			if err != nil {
				t.Fatal(err)
			}
			if string(got) != tt.want {
				t.Errorf("json.Marshal = %s; want %s", got, tt.want)
			}
			// And back: decoding the expected JSON gives the same bytes.
			fresh := newLike(tt.obj)
			decodeStrict(t, []byte(tt.want), fresh)
			assertRoundTrip(t, []byte(tt.want), fresh)
		})
	}
}

// newLike returns a new zero value of obj's pointed-to type.
func newLike(obj any) any {
	switch obj.(type) {
	case *Status:
		return &Status{}
	case *ObjectMeta:
		return &ObjectMeta{}
	case *ListMeta:
		return &ListMeta{}
	case *ListOptions:
		return &ListOptions{}
	case *DeleteOptions:
		return &DeleteOptions{}
	case *PatchOptions:
		return &PatchOptions{}
	case *WatchEvent:
		return &WatchEvent{}
	case *Table:
		return &Table{}
	case *TableOptions:
		return &TableOptions{}
	case *APIResource:
		return &APIResource{}
	case *LabelSelector:
		return &LabelSelector{}
	case *Duration:
		return &Duration{}
	case *Condition:
		return &Condition{}
	case *List:
		return &List{}
	}
	panic("newLike: add the type")
}

func TestDeepCopy(t *testing.T) {
	in := &PartialObjectMetadata{ObjectMeta: ObjectMeta{
		Name:              "a",
		Labels:            map[string]string{"x": "1"},
		OwnerReferences:   []OwnerReference{{Name: "o", Controller: ptr(true)}},
		CreationTimestamp: Date(2024, 1, 1, 0, 0, 0, 0, time.UTC),
	}}
	out := in.DeepCopyObject().(*PartialObjectMetadata)
	out.Labels["x"] = "2"
	*out.OwnerReferences[0].Controller = false
	if in.Labels["x"] != "1" || !*in.OwnerReferences[0].Controller {
		t.Errorf("changing the copy changed the original: %+v", in)
	}
	if !out.CreationTimestamp.Equal(&in.CreationTimestamp) {
		t.Errorf("copy's creationTimestamp = %v; want %v", out.CreationTimestamp, in.CreationTimestamp)
	}
	var nilStatus *Status
	if got := nilStatus.DeepCopyObject(); got != nil {
		t.Errorf("(*Status)(nil).DeepCopyObject() = %#v; want nil", got)
	}
	ev := &WatchEvent{Type: "ADDED", Object: runtime.RawExtension{Object: &Status{Message: "m"}}}
	evCopy := ev.DeepCopy()
	evCopy.Object.Object.(*Status).Message = "changed"
	if ev.Object.Object.(*Status).Message != "m" {
		t.Errorf("changing the copy's embedded object changed the original")
	}
}

func TestAccessors(t *testing.T) {
	var obj Object = &ObjectMeta{}
	obj.SetName("n")
	obj.SetNamespace("ns")
	obj.SetUID("u")
	obj.SetLabels(map[string]string{"a": "b"})
	obj.SetCreationTimestamp(Unix(10, 0))
	if obj.GetName() != "n" || obj.GetNamespace() != "ns" || obj.GetUID() != "u" || obj.GetLabels()["a"] != "b" || obj.GetCreationTimestamp().Unix() != 10 {
		t.Errorf("accessors lost a value: %+v", obj)
	}
	var list ListInterface = &ListMeta{}
	list.SetResourceVersion("9")
	list.SetContinue("c")
	if list.GetResourceVersion() != "9" || list.GetContinue() != "c" {
		t.Errorf("list accessors lost a value: %+v", list)
	}
	pom := &PartialObjectMetadata{}
	pom.GetObjectKind().SetGroupVersionKind(SchemeGroupVersion.WithKind("PartialObjectMetadata"))
	if pom.APIVersion != "meta.k8s.io/v1" || pom.Kind != "PartialObjectMetadata" {
		t.Errorf("SetGroupVersionKind wrote %q %q", pom.APIVersion, pom.Kind)
	}
	if gvk := (&WatchEvent{}).GetObjectKind().GroupVersionKind(); !gvk.Empty() {
		t.Errorf("WatchEvent kind = %v; want empty", gvk)
	}
}
