package unstructured_test

import (
	"bytes"
	"encoding/json"
	"reflect"
	"testing"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/meta"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1/unstructured"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

const cronTab = `{"apiVersion":"stable.example.com/v1","kind":"CronTab",` +
	`"metadata":{"name":"c1","namespace":"default","generation":2,"labels":{"app":"x"},` +
	`"creationTimestamp":"2026-01-02T03:04:05Z"},"spec":{"replicas":3,"ratio":0.5,"image":"nginx"}}`

func TestDecodeKeepsIntegers(t *testing.T) {
	obj, gvk, err := unstructured.UnstructuredJSONScheme.Decode([]byte(cronTab), nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	if want := (schema.GroupVersionKind{Group: "stable.example.com", Version: "v1", Kind: "CronTab"}); *gvk != want {
		t.Fatalf("got %v; want %v", *gvk, want)
	}
	u := obj.(*unstructured.Unstructured)
	replicas, found, err := unstructured.NestedFieldNoCopy(u.Object, "spec", "replicas")
	if err != nil || !found {
		t.Fatalf("spec.replicas: found=%v err=%v", found, err)
	}
	if _, ok := replicas.(int64); !ok {
		t.Errorf("spec.replicas is %T; want int64", replicas)
	}
	if ratio, _, _ := unstructured.NestedFloat64(u.Object, "spec", "ratio"); ratio != 0.5 {
		t.Errorf("spec.ratio = %v; want 0.5", ratio)
	}
}

func TestMetadataAccessors(t *testing.T) {
	u := &unstructured.Unstructured{}
	if err := json.Unmarshal([]byte(cronTab), u); err != nil {
		t.Fatal(err)
	}
	m, err := meta.Accessor(u)
	if err != nil {
		t.Fatal(err)
	}
	if m.GetName() != "c1" || m.GetNamespace() != "default" || m.GetGeneration() != 2 {
		t.Errorf("got %s/%s generation %d; want default/c1 generation 2", m.GetNamespace(), m.GetName(), m.GetGeneration())
	}
	if got := m.GetLabels(); !reflect.DeepEqual(got, map[string]string{"app": "x"}) {
		t.Errorf("labels = %v", got)
	}
	if got, want := m.GetCreationTimestamp().Time, time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC); !got.Equal(want) {
		t.Errorf("creationTimestamp = %v; want %v", got, want)
	}
	now := metav1.NewTime(time.Date(2026, 2, 1, 0, 0, 0, 0, time.UTC))
	m.SetDeletionTimestamp(&now)
	m.SetFinalizers([]string{"a/b"})
	m.SetResourceVersion("42")
	m.SetOwnerReferences([]metav1.OwnerReference{{APIVersion: "v1", Kind: "Pod", Name: "p", UID: "u"}})
	if got := m.GetDeletionTimestamp(); got == nil || !got.Time.Equal(now.Time) {
		t.Errorf("deletionTimestamp = %v; want %v", got, now)
	}
	if got := m.GetOwnerReferences(); len(got) != 1 || got[0].Name != "p" {
		t.Errorf("ownerReferences = %v", got)
	}
	m.SetLabels(nil)
	if _, found, _ := unstructured.NestedFieldNoCopy(u.Object, "metadata", "labels"); found {
		t.Error("SetLabels(nil) left metadata.labels")
	}
	if got := u.GetFinalizers(); !reflect.DeepEqual(got, []string{"a/b"}) || u.GetResourceVersion() != "42" {
		t.Errorf("finalizers %v, resourceVersion %q", got, u.GetResourceVersion())
	}
}

func TestListRoundTrip(t *testing.T) {
	in := `{"apiVersion":"stable.example.com/v1","kind":"CronTabList","metadata":{"resourceVersion":"7"},` +
		`"items":[{"metadata":{"name":"a"}},{"apiVersion":"stable.example.com/v1","kind":"CronTab","metadata":{"name":"b"}}]}`
	obj, _, err := unstructured.UnstructuredJSONScheme.Decode([]byte(in), nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	list := obj.(*unstructured.UnstructuredList)
	if list.GetResourceVersion() != "7" || meta.LenList(list) != 2 {
		t.Fatalf("resourceVersion %q, %d items", list.GetResourceVersion(), meta.LenList(list))
	}
	if k := list.Items[0].GetKind(); k != "CronTab" {
		t.Errorf("item kind = %q; want CronTab (from the list kind)", k)
	}
	var buf bytes.Buffer
	if err := unstructured.UnstructuredJSONScheme.Encode(list, &buf); err != nil {
		t.Fatal(err)
	}
	var back map[string]interface{}
	if err := json.Unmarshal(buf.Bytes(), &back); err != nil {
		t.Fatal(err)
	}
	if items := back["items"].([]interface{}); len(items) != 2 {
		t.Errorf("encoded %d items; want 2", len(items))
	}
}

func TestDeepCopyIsIndependent(t *testing.T) {
	u := &unstructured.Unstructured{Object: map[string]interface{}{"spec": map[string]interface{}{"n": int64(1)}}}
	c := u.DeepCopy()
	if err := unstructured.SetNestedField(c.Object, 2, "spec", "n"); err != nil {
		t.Fatal(err)
	}
	if n, _, _ := unstructured.NestedInt64(u.Object, "spec", "n"); n != 1 {
		t.Errorf("original changed to %d", n)
	}
	if n, _, _ := unstructured.NestedInt64(c.Object, "spec", "n"); n != 2 {
		t.Errorf("copy = %d; want 2 (an int is stored as int64)", n)
	}
}

func TestNestedErrors(t *testing.T) {
	obj := map[string]interface{}{"spec": "not a map"}
	if _, _, err := unstructured.NestedString(obj, "spec", "x"); err == nil {
		t.Error("got no error reading through a string")
	}
	if err := unstructured.SetNestedField(obj, "v", "spec", "x"); err == nil {
		t.Error("got no error writing through a string")
	}
}
