package proto_test

import (
	"fmt"
	"testing"
	"time"

	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/proto"
)

// BenchmarkMarshalConfigMapList encodes the list a client gets for 2,000
// ConfigMaps such as hack/compare-upstream.sh creates: the body of a full
// list, the encoder's largest job in that comparison. Into one buffer, reused,
// as the protobuf serializer does.
func BenchmarkMarshalConfigMapList(b *testing.B) {
	list := &corev1.ConfigMapList{ListMeta: metav1.ListMeta{ResourceVersion: "12345"}}
	for i := range 2000 {
		list.Items = append(list.Items, corev1.ConfigMap{
			ObjectMeta: metav1.ObjectMeta{
				Name: fmt.Sprintf("cm-%05d", i), Namespace: "compare-upstream-0",
				UID:               "4b3c2a1e-5f6a-4b7c-8d9e-0f1a2b3c4d5e",
				ResourceVersion:   fmt.Sprint(1000 + i),
				CreationTimestamp: metav1.NewTime(time.Date(2026, 11, 26, 12, 0, 0, 0, time.UTC)),
				Labels:            map[string]string{"tier": "a", "app": "compare"},
			},
			Data: map[string]string{"key": fmt.Sprintf("value-%d", i), "other": "some configuration text"},
		})
	}
	b.ReportAllocs()
	var buf []byte
	for b.Loop() {
		var err error
		if buf, err = proto.MarshalAppend(buf[:0], list); err != nil {
			b.Fatal(err)
		}
		b.SetBytes(int64(len(buf)))
	}
}
