package etcd3

import (
	"context"
	"testing"
	"unsafe"

	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
	storagetesting "github.com/kube-rebuilt/apiserver/03-master/storage/testing"
)

// TestDecodedObjectsShareInternedStrings reads two ConfigMaps of one
// namespace back from etcd, one by one and in a list: the storage codec
// decodes them with the generated protobuf decoders, which intern the
// namespace and the label keys and values (01-scheme/proto.InternString),
// so the objects a watch cache holds share one copy of those strings.
// Names stay each object's own.
func TestDecodedObjectsShareInternedStrings(t *testing.T) {
	ctx := context.Background()
	s := newTestStore(t)
	for _, name := range []string{"a", "b"} {
		cm := storagetesting.NewConfigMap("interned", name, "v", "app", "web")
		if err := s.Create(ctx, storagetesting.Key("interned", name), cm, &corev1.ConfigMap{}, 0); err != nil {
			t.Fatal(err)
		}
	}
	var got [2]*corev1.ConfigMap
	for i, name := range []string{"a", "b"} {
		got[i] = &corev1.ConfigMap{}
		if err := s.Get(ctx, storagetesting.Key("interned", name), storage.GetOptions{}, got[i]); err != nil {
			t.Fatal(err)
		}
	}
	list := &corev1.ConfigMapList{}
	if err := s.GetList(ctx, "/configmaps/interned", storage.ListOptions{Recursive: true, Predicate: storage.Everything}, list); err != nil {
		t.Fatal(err)
	}
	if len(list.Items) != 2 {
		t.Fatalf("got %d items; want 2", len(list.Items))
	}
	pairs := []struct {
		name string
		a, b *corev1.ConfigMap
	}{{"get", got[0], got[1]}, {"list", &list.Items[0], &list.Items[1]}, {"get and list", got[0], &list.Items[1]}}
	for _, p := range pairs {
		t.Run(p.name, func(t *testing.T) {
			same := func(a, b string) bool { return unsafe.StringData(a) == unsafe.StringData(b) }
			if !same(p.a.Namespace, p.b.Namespace) {
				t.Errorf("got namespaces %q and %q at different addresses; want one copy", p.a.Namespace, p.b.Namespace)
			}
			if !same(p.a.Labels["app"], p.b.Labels["app"]) {
				t.Errorf("got label values %q and %q at different addresses; want one copy", p.a.Labels["app"], p.b.Labels["app"])
			}
			if p.a.Name == p.b.Name || same(p.a.Name, p.b.Name) {
				t.Errorf("got names %q and %q; want two names of their own", p.a.Name, p.b.Name)
			}
		})
	}
}
