package registry

import (
	"context"
	"sync"

	metainternalversion "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/internalversion"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/watch"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
	storeerr "github.com/kube-rebuilt/apiserver/03-master/storage/errors"
)

// Watch watches the objects the options' selectors match, from their
// resourceVersion, with bookmarks if allowed and the initial events of a
// watch-list if asked.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.(*Store).Watch.
func (e *Store) Watch(ctx context.Context, options *metainternalversion.ListOptions) (watch.Interface, error) {
	if options == nil {
		options = &metainternalversion.ListOptions{}
	}
	predicate := e.predicate(options)
	predicate.AllowWatchBookmarks = options.AllowWatchBookmarks
	return e.WatchPredicate(ctx, predicate, options)
}

// WatchPredicate watches with p. As for a list, a pinned namespace or
// name narrows the keys watched. Bookmarks are asked from etcd's progress
// notifications directly: upstream's watch cache makes its own.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.(*Store).WatchPredicate.
func (e *Store) WatchPredicate(ctx context.Context, p storage.SelectionPredicate, options *metainternalversion.ListOptions) (watch.Interface, error) {
	storageOpts := storage.ListOptions{
		ResourceVersion:      options.ResourceVersion,
		ResourceVersionMatch: options.ResourceVersionMatch,
		Predicate:            p,
		Recursive:            true,
		ProgressNotify:       p.AllowWatchBookmarks,
		SendInitialEvents:    options.SendInitialEvents,
	}
	ctx = narrowNamespace(ctx, p)
	key := e.KeyRootFunc(ctx)
	if name, ok := p.MatchesSingle(); ok {
		if nameKey, err := e.KeyFunc(ctx, name); err == nil {
			key = nameKey
			storageOpts.Recursive = false
		}
	}
	w, err := e.Storage.Watch(ctx, key, storageOpts)
	if err != nil {
		return nil, storeerr.InterpretWatchError(err, e.qualifiedResourceFromContext(ctx), "")
	}
	if e.Decorator != nil {
		return newDecoratedWatcher(ctx, w, e.Decorator), nil
	}
	return w, nil
}

// decoratedWatcher runs the Store's Decorator on the object of every
// added, modified and deleted event.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.decoratedWatcher.
type decoratedWatcher struct {
	w         watch.Interface
	decorator func(runtime.Object)
	cancel    context.CancelFunc
	resultCh  chan watch.Event
	stopOnce  sync.Once
}

func newDecoratedWatcher(ctx context.Context, w watch.Interface, decorator func(runtime.Object)) *decoratedWatcher {
	ctx, cancel := context.WithCancel(ctx)
	d := &decoratedWatcher{w: w, decorator: decorator, cancel: cancel, resultCh: make(chan watch.Event)}
	go d.run(ctx)
	return d
}

// run forwards events until the source ends or the watcher stops.
func (d *decoratedWatcher) run(ctx context.Context) {
	defer close(d.resultCh)
	defer d.w.Stop()
	for {
		select {
		case ev, ok := <-d.w.ResultChan():
			if !ok {
				return
			}
			switch ev.Type {
			case watch.Added, watch.Modified, watch.Deleted:
				d.decorator(ev.Object)
			}
			select {
			case d.resultCh <- ev:
			case <-ctx.Done():
				return
			}
		case <-ctx.Done():
			return
		}
	}
}

// Stop ends the watch.
func (d *decoratedWatcher) Stop() { d.stopOnce.Do(d.cancel) }

// ResultChan returns the decorated events.
func (d *decoratedWatcher) ResultChan() <-chan watch.Event { return d.resultCh }
