package etcd3

import (
	"context"
	"testing"

	storagetesting "github.com/kube-rebuilt/apiserver/03-master/storage/testing"
)

func TestCreate(t *testing.T) { storagetesting.RunTestCreate(context.Background(), t, newTestStore(t)) }
func TestGet(t *testing.T)    { storagetesting.RunTestGet(context.Background(), t, newTestStore(t)) }
func TestGuaranteedUpdate(t *testing.T) {
	storagetesting.RunTestGuaranteedUpdate(context.Background(), t, newTestStore(t))
}
func TestConcurrentUpdates(t *testing.T) {
	storagetesting.RunTestConcurrentUpdates(context.Background(), t, newTestStore(t))
}
func TestDelete(t *testing.T) { storagetesting.RunTestDelete(context.Background(), t, newTestStore(t)) }
func TestCount(t *testing.T)  { storagetesting.RunTestCount(context.Background(), t, newTestStore(t)) }
func TestList(t *testing.T)   { storagetesting.RunTestList(context.Background(), t, newTestStore(t)) }
func TestListPaging(t *testing.T) {
	storagetesting.RunTestListPaging(context.Background(), t, newTestStore(t))
}
func TestListPagingWithFilter(t *testing.T) {
	storagetesting.RunTestListPagingWithFilter(context.Background(), t, newTestStore(t))
}
func TestListContinueCompacted(t *testing.T) {
	storagetesting.RunTestListContinueCompacted(context.Background(), t, newTestStore(t), compaction)
}
