package proto_test

import (
	"bytes"
	"fmt"
	"reflect"
	"runtime"
	"sync"
	"testing"
	"unique"
	"unsafe"

	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/proto"
)

// internedConfigMap is storedConfigMap with the metadata fields it lacks
// and that generated decoders intern: annotations, finalizers, an owner.
func internedConfigMap() *corev1.ConfigMap {
	cm := storedConfigMap(7)
	cm.GenerateName = "cm-"
	cm.Annotations = map[string]string{"example.com/note": "a note"}
	cm.Finalizers = []string{"example.com/keep"}
	yes := true
	cm.OwnerReferences = []metav1.OwnerReference{{APIVersion: "apps/v1", Kind: "Deployment", Name: "web", UID: "0f1e2d3c", Controller: &yes}}
	cm.ManagedFields[0].Subresource = "status"
	return cm
}

// TestInternedStringsAreShared decodes one stored object twice: the
// fields tagged +k8s:protobuf-gen:intern point at the same bytes in both
// objects, every other string and byte slice has a copy of its own, and
// each object equals the reflective decode, which interns nothing.
func TestInternedStringsAreShared(t *testing.T) {
	data, err := proto.Marshal(internedConfigMap())
	if err != nil {
		t.Fatal(err)
	}
	decode := func() *corev1.ConfigMap {
		cm := new(corev1.ConfigMap)
		if err := proto.Unmarshal(data, cm); err != nil {
			t.Fatal(err)
		}
		return cm
	}
	a, b := decode(), decode()
	ref := new(corev1.ConfigMap)
	if err := proto.ReflectUnmarshal(data, ref); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(a, ref) {
		t.Fatalf("got %+v; want the reflective decode %+v", a, ref)
	}
	// firstKey is m's first key in order, the same string in both
	// objects.
	firstKey := func(m map[string]string) string {
		first := ""
		for k := range m {
			if first == "" || k < first {
				first = k
			}
		}
		return first
	}
	tests := []struct {
		field  string
		get    func(*corev1.ConfigMap) string
		shared bool
	}{
		{"namespace", func(c *corev1.ConfigMap) string { return c.Namespace }, true},
		{"generateName", func(c *corev1.ConfigMap) string { return c.GenerateName }, true},
		{"a label key", func(c *corev1.ConfigMap) string { return firstKey(c.Labels) }, true},
		{"a label value", func(c *corev1.ConfigMap) string { return c.Labels["app"] }, true},
		{"an annotation key", func(c *corev1.ConfigMap) string { return firstKey(c.Annotations) }, true},
		{"a finalizer", func(c *corev1.ConfigMap) string { return c.Finalizers[0] }, true},
		{"an owner's apiVersion", func(c *corev1.ConfigMap) string { return c.OwnerReferences[0].APIVersion }, true},
		{"an owner's kind", func(c *corev1.ConfigMap) string { return c.OwnerReferences[0].Kind }, true},
		{"managedFields' manager", func(c *corev1.ConfigMap) string { return c.ManagedFields[0].Manager }, true},
		{"managedFields' operation", func(c *corev1.ConfigMap) string { return string(c.ManagedFields[0].Operation) }, true},
		{"managedFields' apiVersion", func(c *corev1.ConfigMap) string { return c.ManagedFields[0].APIVersion }, true},
		{"managedFields' fieldsType", func(c *corev1.ConfigMap) string { return c.ManagedFields[0].FieldsType }, true},
		{"managedFields' subresource", func(c *corev1.ConfigMap) string { return c.ManagedFields[0].Subresource }, true},
		{"a data key", func(c *corev1.ConfigMap) string { return firstKey(c.Data) }, true},
		{"name", func(c *corev1.ConfigMap) string { return c.Name }, false},
		{"uid", func(c *corev1.ConfigMap) string { return string(c.UID) }, false},
		{"an annotation value", func(c *corev1.ConfigMap) string { return c.Annotations["example.com/note"] }, false},
		{"a data value", func(c *corev1.ConfigMap) string { return c.Data["key"] }, false},
		{"an owner's name", func(c *corev1.ConfigMap) string { return c.OwnerReferences[0].Name }, false},
		// []byte is never shared: a writer into one object's slice would
		// change the other's.
		{"fieldsV1", func(c *corev1.ConfigMap) string {
			return unsafe.String(unsafe.SliceData(c.ManagedFields[0].FieldsV1.Raw), 1)
		}, false},
	}
	for _, tt := range tests {
		t.Run(tt.field, func(t *testing.T) {
			sa, sb := tt.get(a), tt.get(b)
			if sa == "" || sa != sb {
				t.Fatalf("got %q and %q; want one non-empty value twice", sa, sb)
			}
			if got := unsafe.StringData(sa) == unsafe.StringData(sb); got != tt.shared {
				t.Errorf("got the bytes shared: %v; want %v", got, tt.shared)
			}
		})
	}
}

// TestInternStringRecent interns strings that collide in the table of
// recent strings and strings too long for it, from several goroutines,
// while the garbage collector runs: every call returns unique.Make's
// canonical copy, whether the table held it, held another string in its
// slot, or was skipped. A table that kept strings without their handles
// fails: after a collection it hands out a copy unique.Make has dropped.
func TestInternStringRecent(t *testing.T) {
	var inputs [][]byte
	for i := range 3000 { // more strings than the table has slots
		inputs = append(inputs, []byte(fmt.Sprintf("value-%d", i)))
	}
	inputs = append(inputs, bytes.Repeat([]byte("x"), 64), bytes.Repeat([]byte("y"), 65), []byte("\x00"), []byte("ü"))
	var wg sync.WaitGroup
	wg.Add(1)
	go func() { // unique.Make drops entries no handle keeps at a collection
		defer wg.Done()
		for range 20 {
			runtime.GC()
		}
	}()
	for g := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for round := range 3 {
				for i := range inputs {
					b := inputs[(i*(g+1)+round)%len(inputs)]
					// The handle keeps unique.Make's entry, so its copy is
					// the canonical one while InternString runs.
					want := unique.Make(string(b))
					got := proto.InternString(b)
					if got != string(b) || unsafe.StringData(got) != unsafe.StringData(want.Value()) {
						t.Errorf("InternString(%q) = %q at %p; want the canonical copy at %p", b, got, unsafe.StringData(got), unsafe.StringData(want.Value()))
						return
					}
				}
			}
		}()
	}
	wg.Wait()
	if got := proto.InternString(nil); got != "" {
		t.Errorf("InternString(nil) = %q; want \"\"", got)
	}
}

// BenchmarkInternString interns the ten strings a stored ConfigMap
// interns, as a watch cache's first list does a hundred thousand times:
// through the table of recent strings (InternString) and through
// unique.Make alone, which InternString called before.
func BenchmarkInternString(b *testing.B) {
	var fields [][]byte
	for _, s := range []string{"big", "app", "compare", "tier", "a", "compare-upstream", "Update", "v1", "FieldsV1", "key"} {
		fields = append(fields, []byte(s))
	}
	b.Run("recent", func(b *testing.B) {
		for b.Loop() {
			for _, f := range fields {
				_ = proto.InternString(f)
			}
		}
	})
	b.Run("unique.Make", func(b *testing.B) {
		for b.Loop() {
			for _, f := range fields {
				_ = unique.Make(string(f)).Value()
			}
		}
	})
}
