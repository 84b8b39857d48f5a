package etcd3

import (
	"fmt"

	clientv3 "go.etcd.io/etcd/client/v3"

	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
)

// startWatching sends the initial events if asked (a list at one
// revision), then the end-of-initial-events bookmark, then everything
// etcd reports after that revision: no gap and no duplicate between the
// list and the watch.
// Upstream: k8s.io/apiserver/pkg/storage/etcd3.(*watchChan).startWatching.
func (wc *watchChan) startWatching(watchClosedCh chan struct{}, initialEventsEndBookmarkRequired, initialEventsRequired bool) {
	if initialEventsRequired {
		if err := wc.sync(); err != nil {
			wc.sendError(err)
			return
		}
	}
	if initialEventsEndBookmarkRequired {
		e := progressNotifyEvent(wc.initialRev)
		e.isInitialEventsEndBookmark = true
		wc.queueEvent(e)
	}
	opts := []clientv3.OpOption{clientv3.WithRev(wc.initialRev + 1), clientv3.WithPrevKV()}
	if wc.recursive {
		opts = append(opts, clientv3.WithPrefix())
	}
	if wc.progressNotify {
		opts = append(opts, clientv3.WithProgressNotify())
	}
	for wres := range wc.watcher.client.Watch(wc.ctx, wc.key, opts...) {
		if err := wres.Err(); err != nil {
			// After an error (such as compaction) nothing newer is sent.
			wc.sendError(wc.interpretWatchError(err, wres.CompactRevision))
			return
		}
		if wres.IsProgressNotify() {
			wc.queueEvent(progressNotifyEvent(wres.Header.GetRevision()))
			continue
		}
		for _, e := range wres.Events {
			parsed, err := parseEvent(e)
			if err != nil {
				wc.sendError(err)
				return
			}
			wc.queueEvent(parsed)
		}
	}
	// Only the client side ends an etcd watch this way (cancel, close).
	close(watchClosedCh)
}

// sync lists the current objects, page by page at one revision, as
// creation events, and sets initialRev to that revision.
// Upstream: k8s.io/apiserver/pkg/storage/etcd3.(*watchChan).sync.
func (wc *watchChan) sync() error {
	var opts []clientv3.OpOption
	if wc.recursive {
		opts = append(opts, clientv3.WithLimit(maxLimit), clientv3.WithRange(clientv3.GetPrefixRangeEnd(wc.key)))
	}
	key := wc.key
	var withRev int64
	for {
		getResp, err := wc.watcher.client.KV.Get(wc.ctx, key, opts...)
		if err != nil {
			return wc.interpretWatchError(err, 0)
		}
		if len(getResp.Kvs) == 0 && getResp.More {
			return fmt.Errorf("no results were found, but etcd indicated there were more values remaining")
		}
		var lastKey []byte
		for i, kv := range getResp.Kvs {
			lastKey = kv.Key
			wc.queueEvent(parseKV(kv))
			getResp.Kvs[i] = nil
		}
		if withRev == 0 {
			withRev = getResp.Header.Revision
			wc.initialRev = withRev
			opts = append(opts, clientv3.WithRev(withRev))
		}
		if !getResp.More {
			return nil
		}
		key = string(lastKey) + "\x00"
	}
}

// interpretWatchError turns a compacted revision into 410 Expired with
// the message clients see from upstream's watch cache.
// Upstream: k8s.io/apiserver/pkg/storage/etcd3.interpretWatchError.
func (wc *watchChan) interpretWatchError(err error, compactRevision int64) error {
	if compactRevision != 0 {
		return apierrors.NewResourceExpired(fmt.Sprintf("too old resource version: %d (%d)", wc.initialRev, compactRevision-1))
	}
	return err
}

// queueEvent hands an event to processEvents.
func (wc *watchChan) queueEvent(e *event) {
	select {
	case wc.incomingEventChan <- e:
	case <-wc.ctx.Done():
	}
}

// sendError ends the watch with err.
func (wc *watchChan) sendError(err error) {
	select {
	case wc.errChan <- err:
	case <-wc.ctx.Done():
	}
}
