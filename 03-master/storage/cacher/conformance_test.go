package cacher

import (
	"context"
	"testing"

	storagetesting "github.com/kube-rebuilt/apiserver/03-master/storage/testing"
)

// The whole conformance suite of storage.Interface, unchanged, against
// the Cacher. Upstream: k8s.io/apiserver/pkg/storage/cacher's
// cacher_whitebox/cacher_testing tests, which run the same suite.

func TestCreate(t *testing.T) {
	storagetesting.RunTestCreate(context.Background(), t, newTestCacher(t))
}
func TestGet(t *testing.T) { storagetesting.RunTestGet(context.Background(), t, newTestCacher(t)) }
func TestGuaranteedUpdate(t *testing.T) {
	storagetesting.RunTestGuaranteedUpdate(context.Background(), t, newTestCacher(t))
}
func TestConcurrentUpdates(t *testing.T) {
	storagetesting.RunTestConcurrentUpdates(context.Background(), t, newTestCacher(t))
}
func TestDelete(t *testing.T) {
	storagetesting.RunTestDelete(context.Background(), t, newTestCacher(t))
}
func TestCount(t *testing.T) { storagetesting.RunTestCount(context.Background(), t, newTestCacher(t)) }
func TestList(t *testing.T)  { storagetesting.RunTestList(context.Background(), t, newTestCacher(t)) }
func TestListPaging(t *testing.T) {
	storagetesting.RunTestListPaging(context.Background(), t, newTestCacher(t))
}
func TestListPagingWithFilter(t *testing.T) {
	storagetesting.RunTestListPagingWithFilter(context.Background(), t, newTestCacher(t))
}
func TestListContinueCompacted(t *testing.T) {
	c := newTestCacher(t)
	storagetesting.RunTestListContinueCompacted(context.Background(), t, c, compaction(c))
}
func TestWatch(t *testing.T) { storagetesting.RunTestWatch(context.Background(), t, newTestCacher(t)) }
func TestWatchFromZero(t *testing.T) {
	storagetesting.RunTestWatchFromZero(context.Background(), t, newTestCacher(t))
}
func TestWatchSelectorTransitions(t *testing.T) {
	storagetesting.RunTestWatchSelectorTransitions(context.Background(), t, newTestCacher(t))
}
func TestWatchCompacted(t *testing.T) {
	c := newTestCacher(t)
	storagetesting.RunTestWatchCompacted(context.Background(), t, c, compaction(c))
}
func TestWatchBookmarks(t *testing.T) {
	c := newTestCacher(t)
	storagetesting.RunTestWatchBookmarks(context.Background(), t, c, c.RequestWatchProgress)
}
func TestWatchList(t *testing.T) {
	storagetesting.RunTestWatchList(context.Background(), t, newTestCacher(t))
}
func TestWatchListWithoutInitialEvents(t *testing.T) {
	storagetesting.RunTestWatchListWithoutInitialEvents(context.Background(), t, newTestCacher(t))
}
