package storagetesting

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/fields"
	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
	"github.com/kube-rebuilt/apiserver/01-scheme/watch"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
)

// eventTimeout bounds every wait for an event.
const eventTimeout = 10 * time.Second

// wantEvent is an expected event: type, name and value (empty: any).
type wantEvent struct {
	typ   watch.EventType
	name  string
	value string
}

// describe prints an event as "TYPE name=value".
func describe(e watch.Event) string {
	switch obj := e.Object.(type) {
	case *corev1.ConfigMap:
		return fmt.Sprintf("%s %s=%s", e.Type, obj.Name, obj.Data["value"])
	case *metav1.Status:
		return fmt.Sprintf("%s %d %s", e.Type, obj.Code, obj.Message)
	}
	return fmt.Sprintf("%s %T", e.Type, e.Object)
}

// nextEvent waits for one event.
func nextEvent(t *testing.T, w watch.Interface) watch.Event {
	t.Helper()
	select {
	case e, ok := <-w.ResultChan():
		if !ok {
			t.Fatalf("got a closed result channel; want an event")
		}
		return e
	case <-time.After(eventTimeout):
		t.Fatalf("got no event in %v; want one", eventTimeout)
	}
	return watch.Event{}
}

// expectEvents reads len(want) events and compares them.
func expectEvents(t *testing.T, w watch.Interface, want []wantEvent) {
	t.Helper()
	for i, we := range want {
		e := nextEvent(t, w)
		cm, _ := e.Object.(*corev1.ConfigMap)
		if e.Type != we.typ || cm == nil || cm.Name != we.name || (we.value != "" && cm.Data["value"] != we.value) {
			t.Fatalf("event %d: got %s; want %s %s=%s", i, describe(e), we.typ, we.name, we.value)
		}
	}
}

// expectNoEvent checks that nothing more arrives for a short while.
func expectNoEvent(t *testing.T, w watch.Interface) {
	t.Helper()
	select {
	case e := <-w.ResultChan():
		t.Fatalf("got %s; want no event", describe(e))
	case <-time.After(200 * time.Millisecond):
	}
}

// RunTestWatch watches a namespace from the revision of a create and sees
// the later update and delete, not the create.
// Upstream: k8s.io/apiserver/pkg/storage/testing.RunTestWatch.
func RunTestWatch(ctx context.Context, t *testing.T, store storage.Interface) {
	created := testCreate(ctx, t, store, NewConfigMap("watch", "a", "1"))
	w, err := store.Watch(ctx, "/configmaps/watch", storage.ListOptions{
		ResourceVersion: created.ResourceVersion, Recursive: true, Predicate: storage.Everything})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Stop()
	testUpdate(ctx, t, store, "watch", "a", "2")
	testCreate(ctx, t, store, NewConfigMap("watch", "b", "1"))
	testCreate(ctx, t, store, NewConfigMap("watch-other", "c", "1"))
	deleted := &corev1.ConfigMap{}
	if err := store.Delete(ctx, Key("watch", "a"), deleted, nil, storage.ValidateAllObjectFunc, nil, storage.DeleteOptions{}); err != nil {
		t.Fatal(err)
	}
	expectEvents(t, w, []wantEvent{{watch.Modified, "a", "2"}, {watch.Added, "b", "1"}, {watch.Deleted, "a", "2"}})
	expectNoEvent(t, w)
}

// RunTestWatchFromZero: a watch from "0" (or "") first sends the current
// objects as ADDED, then the changes.
// Upstream: k8s.io/apiserver/pkg/storage/testing.RunTestWatchFromZero.
func RunTestWatchFromZero(ctx context.Context, t *testing.T, store storage.Interface) {
	testCreate(ctx, t, store, NewConfigMap("zero", "a", "1"))
	testCreate(ctx, t, store, NewConfigMap("zero", "b", "1"))
	for _, rv := range []string{"0", ""} {
		t.Run("rv="+rv, func(t *testing.T) {
			w, err := store.Watch(ctx, "/configmaps/zero", storage.ListOptions{ResourceVersion: rv, Recursive: true, Predicate: storage.Everything})
			if err != nil {
				t.Fatal(err)
			}
			defer w.Stop()
			expectEvents(t, w, []wantEvent{{watch.Added, "a", "1"}, {watch.Added, "b", "1"}})
			expectNoEvent(t, w)
		})
	}
}

// RunTestWatchSelectorTransitions: with a selector, an object that starts
// matching arrives as ADDED, one that stops matching as DELETED (its old
// state), and changes to objects that never match are not sent.
// Upstream: k8s.io/apiserver/pkg/storage/testing.RunTestWatchDeleteEventObjectHaveLatestRV and the etcd3 watcher's filter tests.
func RunTestWatchSelectorTransitions(ctx context.Context, t *testing.T, store storage.Interface) {
	start := testCreate(ctx, t, store, NewConfigMap("sel", "a", "1", "tier", "web"))
	testCreate(ctx, t, store, NewConfigMap("sel", "b", "1", "tier", "db"))
	pred := storage.SelectionPredicate{
		Label: labels.SelectorFromSet(labels.Set{"tier": "web"}), Field: fields.Everything(),
		GetAttrs: storage.DefaultNamespaceScopedAttr,
	}
	w, err := store.Watch(ctx, "/configmaps/sel", storage.ListOptions{ResourceVersion: start.ResourceVersion, Recursive: true, Predicate: pred})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Stop()
	testUpdate(ctx, t, store, "sel", "a", "2", "tier", "web") // still matches: MODIFIED
	testUpdate(ctx, t, store, "sel", "b", "2", "tier", "db")  // never matches: nothing
	testUpdate(ctx, t, store, "sel", "b", "3", "tier", "web") // starts matching: ADDED
	testUpdate(ctx, t, store, "sel", "a", "3", "tier", "db")  // stops matching: DELETED, old state
	expectEvents(t, w, []wantEvent{{watch.Modified, "a", "2"}, {watch.Added, "b", "3"}, {watch.Deleted, "a", "2"}})
	expectNoEvent(t, w)
}

// RunTestWatchCompacted: a watch from a compacted revision ends with an
// ERROR event carrying a 410 Expired Status.
// Upstream: k8s.io/apiserver/pkg/storage/testing.RunTestWatchError / etcd3 TestWatchErrResultNotBlockAfterCancel.
func RunTestWatchCompacted(ctx context.Context, t *testing.T, store storage.Interface, compaction Compaction) {
	old := testCreate(ctx, t, store, NewConfigMap("compact", "a", "1"))
	latest := testUpdate(ctx, t, store, "compact", "a", "2")
	testUpdate(ctx, t, store, "compact", "a", "3")
	compaction(ctx, t, latest.ResourceVersion)
	w, err := store.Watch(ctx, "/configmaps/compact", storage.ListOptions{ResourceVersion: old.ResourceVersion, Recursive: true, Predicate: storage.Everything})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Stop()
	e := nextEvent(t, w)
	status, ok := e.Object.(*metav1.Status)
	if e.Type != watch.Error || !ok || status.Code != 410 || status.Reason != metav1.StatusReasonExpired ||
		!strings.HasPrefix(status.Message, "too old resource version: "+old.ResourceVersion) {
		t.Fatalf("got %s; want ERROR 410 Expired too old resource version: %s (...)", describe(e), old.ResourceVersion)
	}
	if _, open := <-w.ResultChan(); open {
		t.Errorf("got more events after the error; want the channel closed")
	}
}

// RunTestWatchBookmarks: with bookmarks allowed, a progress notification
// arrives as a BOOKMARK: an empty object carrying only a resourceVersion
// at least as new as the last event.
// Upstream: k8s.io/apiserver/pkg/storage/testing.RunTestWatchDispatchBookmarkEvents.
func RunTestWatchBookmarks(ctx context.Context, t *testing.T, store storage.Interface, requestProgress RequestProgress) {
	created := testCreate(ctx, t, store, NewConfigMap("bookmark", "a", "1"))
	pred := storage.Everything
	pred.AllowWatchBookmarks = true
	w, err := store.Watch(ctx, "/configmaps/bookmark", storage.ListOptions{ResourceVersion: created.ResourceVersion, Recursive: true, Predicate: pred})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Stop()
	updated := testUpdate(ctx, t, store, "bookmark", "a", "2")
	expectEvents(t, w, []wantEvent{{watch.Modified, "a", "2"}})
	deadline := time.After(eventTimeout)
	for {
		if err := requestProgress(ctx); err != nil {
			t.Fatal(err)
		}
		select {
		case e := <-w.ResultChan():
			cm, ok := e.Object.(*corev1.ConfigMap)
			if e.Type != watch.Bookmark || !ok || cm.Name != "" || rv(t, cm.ResourceVersion) < rv(t, updated.ResourceVersion) {
				t.Fatalf("got %s (rv %v); want a BOOKMARK with only a resourceVersion >= %s", describe(e), e.Object, updated.ResourceVersion)
			}
			return
		case <-time.After(100 * time.Millisecond):
		case <-deadline:
			t.Fatalf("got no bookmark in %v; want one", eventTimeout)
		}
	}
}
