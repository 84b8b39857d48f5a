package v1

import (
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

func TestAddToGroupVersion(t *testing.T) {
	scheme := runtime.NewScheme()
	apps := schema.GroupVersion{Group: "apps", Version: "v1"}
	core := schema.GroupVersion{Version: "v1"}
	for _, gv := range []schema.GroupVersion{apps, core} {
		if err := AddToGroupVersion(scheme, gv); err != nil {
			t.Fatalf("AddToGroupVersion(%v): %v", gv, err)
		}
	}
	if err := AddMetaToScheme(scheme); err != nil {
		t.Fatal(err)
	}
	for _, gvk := range []schema.GroupVersionKind{
		apps.WithKind("WatchEvent"),
		apps.WithKind("ListOptions"),
		apps.WithKind("DeleteOptions"),
		apps.WithKind("PatchOptions"),
		{Group: "apps", Version: runtime.APIVersionInternal, Kind: "WatchEvent"},
		core.WithKind("Status"),
		core.WithKind("APIGroupList"),
		SchemeGroupVersion.WithKind("Table"),
		SchemeGroupVersion.WithKind("PartialObjectMetadataList"),
	} {
		if !scheme.Recognizes(gvk) {
			t.Errorf("scheme does not recognize %v", gvk)
		}
	}
	// Status is unversioned: found under any group version, encoded as v1.
	obj, err := scheme.New(apps.WithKind("Status"))
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := obj.(*Status); !ok {
		t.Errorf("New(apps/v1 Status) = %T; want *Status", obj)
	}
	if unversioned, ok := scheme.IsUnversioned(&Status{}); !unversioned || !ok {
		t.Errorf("IsUnversioned(Status) = %v, %v; want true, true", unversioned, ok)
	}
	if _, err := scheme.New(schema.GroupVersionKind{Group: "apps", Version: runtime.APIVersionInternal, Kind: "WatchEvent"}); err != nil {
		t.Errorf("New(internal WatchEvent): %v", err)
	}
}

func TestWatchEventConversion(t *testing.T) {
	scheme := runtime.NewScheme()
	if err := AddToGroupVersion(scheme, Unversioned); err != nil {
		t.Fatal(err)
	}
	var internal InternalEvent
	in := &WatchEvent{Type: "ADDED", Object: runtime.RawExtension{Raw: []byte(`{"kind":"Pod"}`)}}
	if err := scheme.Convert(in, &internal, nil); err != nil {
		t.Fatal(err)
	}
	u, ok := internal.Object.(*runtime.Unknown)
	if internal.Type != "ADDED" || !ok || string(u.Raw) != `{"kind":"Pod"}` || u.ContentType != "application/json" {
		t.Errorf("WatchEvent -> InternalEvent = %+v; want ADDED with the raw object", internal)
	}
	var out WatchEvent
	status := &Status{Message: "gone"}
	if err := scheme.Convert(&InternalEvent{Type: "ERROR", Object: status}, &out, nil); err != nil {
		t.Fatal(err)
	}
	if out.Type != "ERROR" || out.Object.Object != status {
		t.Errorf("InternalEvent -> WatchEvent = %+v; want ERROR with the Status", out)
	}
}

func TestKind(t *testing.T) {
	if got := Kind("Table"); got != (schema.GroupKind{Group: "meta.k8s.io", Kind: "Table"}) {
		t.Errorf("Kind(Table) = %v", got)
	}
}
