package etcd3

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"

	clientv3 "go.etcd.io/etcd/client/v3"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/watch"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
)

// The buffers between etcd, the decoding goroutine and the consumer.
// Upstream: k8s.io/apiserver/pkg/storage/etcd3.incomingBufSize.
const (
	incomingBufSize = 100
	outgoingBufSize = 100
)

// watcher starts watches for one resource.
// Upstream: k8s.io/apiserver/pkg/storage/etcd3.watcher.
type watcher struct {
	client        *clientv3.Client
	codec         runtime.Codec
	newFunc       func() runtime.Object
	versioner     storage.Versioner
	groupResource schema.GroupResource
}

// watchChan is one running watch: a goroutine reading etcd (and, for the
// initial events, listing), one decoding and filtering, and the result
// channel the consumer reads.
// Upstream: k8s.io/apiserver/pkg/storage/etcd3.watchChan.
type watchChan struct {
	watcher           *watcher
	key               string
	initialRev        int64 // events after this revision are sent
	recursive         bool
	progressNotify    bool
	internalPred      storage.SelectionPredicate
	ctx               context.Context
	cancel            context.CancelFunc
	incomingEventChan chan *event
	resultChan        chan watch.Event
	errChan           chan error
}

var _ watch.Interface = (*watchChan)(nil)

// Watch starts a watch of key from rev. rev 0 (resourceVersion "" or
// "0") first sends the current objects as ADDED, as does
// SendInitialEvents=true, which then sends a bookmark marking the end of
// the initial events when bookmarks are allowed.
// Upstream: k8s.io/apiserver/pkg/storage/etcd3.(*watcher).Watch.
func (w *watcher) Watch(ctx context.Context, key string, rev int64, opts storage.ListOptions) (watch.Interface, error) {
	if opts.Recursive && !strings.HasSuffix(key, "/") {
		key += "/"
	}
	if opts.ResourceVersionMatch != "" && opts.ResourceVersionMatch != "NotOlderThan" {
		return nil, apierrors.NewBadRequest(fmt.Sprintf("resourceVersionMatch %q is not allowed for watch", opts.ResourceVersionMatch))
	}
	startRV, err := w.getStartWatchResourceVersion(ctx, key, rev, opts)
	if err != nil {
		return nil, err
	}
	wc := w.createWatchChan(ctx, key, startRV, opts)
	go wc.run(isInitialEventsEndBookmarkRequired(opts), areInitialEventsRequired(rev, opts))
	// As upstream: etcd cannot easily say when the watch has caught up,
	// so APF's seats are released at once.
	request.WatchInitialized(ctx)
	return wc, nil
}

// getStartWatchResourceVersion picks the revision a watch begins after:
// the one asked for, or, for SendInitialEvents=false without one, the
// current revision (no initial events, only what happens next).
// Upstream: k8s.io/apiserver/pkg/storage/etcd3.(*watcher).getStartWatchResourceVersion.
func (w *watcher) getStartWatchResourceVersion(ctx context.Context, key string, rev int64, opts storage.ListOptions) (int64, error) {
	if rev > 0 || opts.SendInitialEvents == nil || *opts.SendInitialEvents {
		return rev, nil
	}
	resp, err := w.client.KV.Get(ctx, key, clientv3.WithCountOnly())
	if err != nil {
		return 0, fmt.Errorf("get current revision: %w", err)
	}
	return resp.Header.Revision, nil
}

// isInitialEventsEndBookmarkRequired: watch-list with bookmarks.
// Upstream: k8s.io/apiserver/pkg/storage/etcd3.isInitialEventsEndBookmarkRequired.
func isInitialEventsEndBookmarkRequired(opts storage.ListOptions) bool {
	return opts.SendInitialEvents != nil && *opts.SendInitialEvents && opts.Predicate.AllowWatchBookmarks
}

// areInitialEventsRequired: watch-list, or a legacy watch from "" or "0".
// Upstream: k8s.io/apiserver/pkg/storage/etcd3.areInitialEventsRequired.
func areInitialEventsRequired(rev int64, opts storage.ListOptions) bool {
	if opts.SendInitialEvents == nil && rev == 0 {
		return true
	}
	return opts.SendInitialEvents != nil && *opts.SendInitialEvents
}

// createWatchChan builds the watch's state.
// Upstream: k8s.io/apiserver/pkg/storage/etcd3.(*watcher).createWatchChan.
func (w *watcher) createWatchChan(ctx context.Context, key string, rev int64, opts storage.ListOptions) *watchChan {
	wc := &watchChan{
		watcher:           w,
		key:               key,
		initialRev:        rev,
		recursive:         opts.Recursive,
		progressNotify:    opts.ProgressNotify || opts.Predicate.AllowWatchBookmarks,
		internalPred:      opts.Predicate,
		incomingEventChan: make(chan *event, incomingBufSize),
		resultChan:        make(chan watch.Event, outgoingBufSize),
		errChan:           make(chan error, 1),
	}
	if opts.Predicate.Empty() {
		// An empty predicate lets modifications skip decoding the old object.
		wc.internalPred = storage.Everything
	}
	wc.ctx, wc.cancel = context.WithCancel(ctx)
	return wc
}

// Stop ends the watch; ResultChan is closed once its goroutines are done.
// Upstream: k8s.io/apiserver/pkg/storage/etcd3.(*watchChan).Stop.
func (wc *watchChan) Stop() { wc.cancel() }

// ResultChan delivers the events.
// Upstream: k8s.io/apiserver/pkg/storage/etcd3.(*watchChan).ResultChan.
func (wc *watchChan) ResultChan() <-chan watch.Event { return wc.resultChan }

// run starts the reading and processing goroutines and closes the result
// channel after an error, the end of the etcd watch or Stop. An error is
// the last event the consumer sees.
// Upstream: k8s.io/apiserver/pkg/storage/etcd3.(*watchChan).run.
func (wc *watchChan) run(initialEventsEndBookmarkRequired, initialEventsRequired bool) {
	watchClosedCh := make(chan struct{})
	go wc.startWatching(watchClosedCh, initialEventsEndBookmarkRequired, initialEventsRequired)

	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		wc.processEvents()
	}()

	select {
	case err := <-wc.errChan:
		if !errors.Is(err, context.Canceled) {
			errResult := transformErrorToEvent(err)
			select {
			case wc.resultChan <- *errResult:
			case <-wc.ctx.Done():
			}
		}
	case <-watchClosedCh:
	case <-wc.ctx.Done():
	}
	wc.cancel() // reap every goroutine; cancelling twice is fine
	wg.Wait()
	close(wc.resultChan)
}
