package etcd3

import (
	"context"
	"testing"

	storagetesting "github.com/kube-rebuilt/apiserver/03-master/storage/testing"
)

func TestWatch(t *testing.T) { storagetesting.RunTestWatch(context.Background(), t, newTestStore(t)) }
func TestWatchFromZero(t *testing.T) {
	storagetesting.RunTestWatchFromZero(context.Background(), t, newTestStore(t))
}
func TestWatchSelectorTransitions(t *testing.T) {
	storagetesting.RunTestWatchSelectorTransitions(context.Background(), t, newTestStore(t))
}
func TestWatchCompacted(t *testing.T) {
	storagetesting.RunTestWatchCompacted(context.Background(), t, newTestStore(t), compaction)
}
func TestWatchBookmarks(t *testing.T) {
	s := newTestStore(t)
	storagetesting.RunTestWatchBookmarks(context.Background(), t, s, s.RequestWatchProgress)
}
func TestWatchList(t *testing.T) {
	storagetesting.RunTestWatchList(context.Background(), t, newTestStore(t))
}
func TestWatchListWithoutInitialEvents(t *testing.T) {
	storagetesting.RunTestWatchListWithoutInitialEvents(context.Background(), t, newTestStore(t))
}
