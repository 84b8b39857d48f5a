package etcd3

import (
	"context"
	"testing"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/watch"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
	storagetesting "github.com/kube-rebuilt/apiserver/03-master/storage/testing"

	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// TestCompact runs two compactor rounds by hand: the first only records
// the revision, the second compacts to it, so a watch from before that
// revision gets 410 Expired.
func TestCompact(t *testing.T) {
	ctx := context.Background()
	s := newTestStore(t)
	client := testEtcd.Client()
	first := &corev1.ConfigMap{}
	if err := s.Create(ctx, storagetesting.Key("ns", "a"), storagetesting.NewConfigMap("ns", "a", "1"), first, 0); err != nil {
		t.Fatal(err)
	}
	// A second write puts the recorded revision at least two past first,
	// so first+1, where the watch starts, gets compacted.
	if err := s.Create(ctx, storagetesting.Key("ns", "b"), storagetesting.NewConfigMap("ns", "b", "1"), nil, 0); err != nil {
		t.Fatal(err)
	}
	// Another server may have run rounds on this etcd: start from its clock.
	clock, _, err := Compact(ctx, client, 0, 0)
	if err != nil {
		t.Fatal(err)
	}
	clock, rev, err := Compact(ctx, client, clock, 0)
	if err != nil {
		t.Fatal(err)
	}
	if rev <= int64(mustRV(t, first.ResourceVersion)) {
		t.Fatalf("got recorded revision %d; want one after %s", rev, first.ResourceVersion)
	}
	if _, _, err := Compact(ctx, client, clock, rev); err != nil {
		t.Fatal(err)
	}
	w, err := s.Watch(ctx, "/configmaps/ns", storage.ListOptions{ResourceVersion: first.ResourceVersion, Recursive: true, Predicate: storage.Everything})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Stop()
	var e watch.Event
	select {
	case e = <-w.ResultChan():
	case <-time.After(10 * time.Second):
		t.Fatal("got no event in 10s; want an ERROR event")
	}
	status, ok := e.Object.(*metav1.Status)
	if e.Type != watch.Error || !ok || status.Reason != metav1.StatusReasonExpired {
		t.Fatalf("got %v %v; want an ERROR event with an Expired status", e.Type, e.Object)
	}
	err = s.GetList(ctx, "/configmaps/ns", storage.ListOptions{ResourceVersion: first.ResourceVersion,
		ResourceVersionMatch: metav1.ResourceVersionMatchExact, Recursive: true, Predicate: storage.Everything}, &corev1.ConfigMapList{})
	if !apierrors.IsResourceExpired(err) {
		t.Errorf("exact list at a compacted revision: got %v; want 410 Expired", err)
	}
}

func mustRV(t *testing.T, s string) uint64 {
	t.Helper()
	v, err := storage.APIObjectVersioner{}.ParseResourceVersion(s)
	if err != nil {
		t.Fatal(err)
	}
	return v
}
