package proto_test

import (
	"fmt"
	"runtime"
	"testing"
	"time"

	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/proto"
)

// storedConfigMap is ConfigMap i as the server stores it after
// e2e/cmd/compare-upstream created it: its labels (tier one of six
// values), two data keys, and the managedFields entry of that create.
// Its encoding is 345 bytes; etcd holds about 360 with the envelope
// (runtime.Unknown), depending on the namespace's length.
func storedConfigMap(i int) *corev1.ConfigMap {
	tier := "a"
	if i%2 == 1 {
		tier = string(rune('b' + (i/2)%5))
	}
	created := metav1.NewTime(time.Date(2026, 11, 28, 13, 0, 0, 0, time.UTC))
	return &corev1.ConfigMap{
		ObjectMeta: metav1.ObjectMeta{
			Name: fmt.Sprintf("cm-%06d", i), Namespace: "compare-upstream-1764334800-big",
			UID:               metav1.UID(fmt.Sprintf("4b3c2a1e-5f6a-4b7c-8d9e-%012d", i)),
			CreationTimestamp: created,
			Labels:            map[string]string{"tier": tier, "app": "compare"},
			ManagedFields: []metav1.ManagedFieldsEntry{{
				Manager: "compare-upstream", Operation: metav1.ManagedFieldsOperationUpdate,
				APIVersion: "v1", Time: &created, FieldsType: "FieldsV1",
				FieldsV1: &metav1.FieldsV1{Raw: []byte(`{"f:data":{".":{},"f:key":{},"f:other":{}},"f:metadata":{"f:labels":{".":{},"f:app":{},"f:tier":{}}}}`)},
			}},
		},
		Data: map[string]string{"key": fmt.Sprintf("value-%d", i), "other": "some configuration text"},
	}
}

// heldObjects is how many decoded ConfigMaps BenchmarkHeldConfigMaps
// keeps, as a watch cache holding compare-upstream's 100,000 does.
const heldObjects = 100_000

// BenchmarkHeldConfigMaps decodes 100,000 stored ConfigMaps, keeps them
// all, and reports the live heap they take per object (heap-B/object:
// runtime.MemStats.HeapAlloc after runtime.GC, less the same before)
// beside the decode time per object. Run with
//
//	go test -run '^$' -bench HeldConfigMaps -benchtime 3x -count 5 ./01-scheme/proto/
//
// The /reflective half decodes by reflection (ReflectUnmarshal), which
// interns nothing; /generated decodes as storage does (Unmarshal).
func BenchmarkHeldConfigMaps(b *testing.B) {
	data := make([][]byte, heldObjects)
	for i := range data {
		var err error
		if data[i], err = proto.Marshal(storedConfigMap(i)); err != nil {
			b.Fatal(err)
		}
	}
	for _, c := range []struct {
		name      string
		unmarshal func([]byte, any) error
	}{{"reflective", proto.ReflectUnmarshal}, {"generated", proto.Unmarshal}} {
		b.Run(c.name, func(b *testing.B) {
			var perObject, decode float64
			for b.Loop() {
				held := make([]*corev1.ConfigMap, len(data))
				before := liveHeap()
				start := time.Now()
				for i, d := range data {
					held[i] = new(corev1.ConfigMap)
					if err := c.unmarshal(d, held[i]); err != nil {
						b.Fatal(err)
					}
				}
				decode = float64(time.Since(start).Nanoseconds()) / float64(len(data))
				perObject = float64(liveHeap()-before) / float64(len(data))
				runtime.KeepAlive(held)
			}
			b.ReportMetric(perObject, "heap-B/object")
			b.ReportMetric(decode, "decode-ns/object")
		})
	}
}

// liveHeap is the heap in use after a full collection.
func liveHeap() int64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return int64(m.HeapAlloc)
}

// TestStoredConfigMapSize keeps storedConfigMap the size of what the
// issue measured (358 bytes stored).
func TestStoredConfigMapSize(t *testing.T) {
	data, err := proto.Marshal(storedConfigMap(12345))
	if err != nil {
		t.Fatal(err)
	}
	if len(data) < 300 || len(data) > 400 {
		t.Errorf("got %d bytes; want about 358", len(data))
	}
}
