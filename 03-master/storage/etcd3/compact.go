package etcd3

import (
	"context"
	"fmt"
	"strconv"
	"time"

	clientv3 "go.etcd.io/etcd/client/v3"
)

// compactRevKey holds the last compacted revision; its Version counts the
// compactions and serves as a logical clock several API servers agree on.
// Upstream: k8s.io/apiserver/pkg/storage/etcd3.compactRevKey.
const compactRevKey = "compact_rev_key"

// StartCompactor compacts etcd every interval, to the revision seen one
// interval earlier, so a watch or a paged list has at least one interval
// before its revision goes away (and it gets 410 Gone). Several API
// servers on one etcd take turns through compactRevKey. It stops when ctx
// is done; interval 0 turns it off.
// Upstream: k8s.io/apiserver/pkg/storage/etcd3.StartCompactor.
func StartCompactor(ctx context.Context, client *clientv3.Client, interval time.Duration) {
	if interval == 0 {
		return
	}
	go compactor(ctx, client, interval)
}

// compactor is the loop of StartCompactor. The first round only records
// the current revision: nothing is compacted at startup.
// Upstream: k8s.io/apiserver/pkg/storage/etcd3.compactor.
func compactor(ctx context.Context, client *clientv3.Client, interval time.Duration) {
	var compactTime, rev int64
	for {
		select {
		case <-time.After(interval):
		case <-ctx.Done():
			return
		}
		t, r, err := Compact(ctx, client, compactTime, rev)
		if err != nil {
			continue // logged upstream; the next round tries again
		}
		compactTime, rev = t, r
	}
}

// Compact is one round: if compactRevKey's version is still t (nobody else
// compacted since our last round), bump it and compact to rev; otherwise
// adopt the other server's clock. It returns the new clock and the
// current revision, the next round's target.
// Upstream: k8s.io/apiserver/pkg/storage/etcd3.compact.
func Compact(ctx context.Context, client *clientv3.Client, t, rev int64) (int64, int64, error) {
	resp, err := client.KV.Txn(ctx).If(
		clientv3.Compare(clientv3.Version(compactRevKey), "=", t),
	).Then(
		clientv3.OpPut(compactRevKey, strconv.FormatInt(rev, 10)), // bumps Version
	).Else(
		clientv3.OpGet(compactRevKey),
	).Commit()
	if err != nil {
		return t, rev, fmt.Errorf("compact: %w", err)
	}
	curRev := resp.Header.Revision
	if !resp.Succeeded {
		var curTime int64 // 0: the key does not exist yet
		if kvs := resp.Responses[0].GetResponseRange().Kvs; len(kvs) > 0 {
			curTime = kvs[0].Version
		}
		return curTime, curRev, nil
	}
	curTime := t + 1
	if rev == 0 {
		return curTime, curRev, nil // never compact on bootstrap
	}
	if _, err := client.Compact(ctx, rev); err != nil {
		return curTime, curRev, fmt.Errorf("compact to %d: %w", rev, err)
	}
	return curTime, curRev, nil
}
