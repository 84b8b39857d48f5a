package etcd3

import (
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/meta"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/watch"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
)

// processEvents decodes and filters events, in order, into resultChan.
// Upstream: k8s.io/apiserver/pkg/storage/etcd3.(*watchChan).processEvents.
func (wc *watchChan) processEvents() {
	for {
		select {
		case e := <-wc.incomingEventChan:
			res := wc.transform(e)
			if res == nil {
				continue
			}
			select {
			case wc.resultChan <- *res:
			case <-wc.ctx.Done():
				return
			}
		case <-wc.ctx.Done():
			return
		}
	}
}

// transform turns an etcd event into a watch event, or nil when the
// predicate drops it. A modification that makes an object start (stop)
// matching the selector is sent as ADDED (DELETED), so the consumer's
// view of "the matching objects" stays right.
// Upstream: k8s.io/apiserver/pkg/storage/etcd3.(*watchChan).transform.
func (wc *watchChan) transform(e *event) *watch.Event {
	if e.isProgressNotify {
		return wc.bookmark(e)
	}
	curObj, oldObj, err := wc.prepareObjs(e)
	if err != nil {
		wc.sendError(err)
		return nil
	}
	switch {
	case e.isDeleted:
		if !wc.filter(oldObj) {
			return nil
		}
		return &watch.Event{Type: watch.Deleted, Object: oldObj}
	case e.isCreated:
		if !wc.filter(curObj) {
			return nil
		}
		return &watch.Event{Type: watch.Added, Object: curObj}
	case wc.acceptAll():
		return &watch.Event{Type: watch.Modified, Object: curObj}
	}
	curObjPasses, oldObjPasses := wc.filter(curObj), wc.filter(oldObj)
	switch {
	case curObjPasses && oldObjPasses:
		return &watch.Event{Type: watch.Modified, Object: curObj}
	case curObjPasses && !oldObjPasses:
		return &watch.Event{Type: watch.Added, Object: curObj}
	case !curObjPasses && oldObjPasses:
		return &watch.Event{Type: watch.Deleted, Object: oldObj}
	}
	return nil
}

// bookmark is an empty object of the watched kind at the event's
// revision; at the end of the initial events it carries the annotation
// k8s.io/initial-events-end: "true".
func (wc *watchChan) bookmark(e *event) *watch.Event {
	if !wc.progressNotify && !e.isInitialEventsEndBookmark {
		return nil
	}
	object := wc.watcher.newFunc()
	if err := wc.watcher.versioner.UpdateObject(object, uint64(e.rev)); err != nil {
		wc.sendError(fmt.Errorf("bookmark: %w", err))
		return nil
	}
	if e.isInitialEventsEndBookmark {
		if err := annotateInitialEventsEndBookmark(object); err != nil {
			wc.sendError(err)
			return nil
		}
	}
	return &watch.Event{Type: watch.Bookmark, Object: object}
}

// annotateInitialEventsEndBookmark marks the bookmark ending the initial events.
// Upstream: k8s.io/apiserver/pkg/storage.AnnotateInitialEventsEndBookmark.
func annotateInitialEventsEndBookmark(obj runtime.Object) error {
	objMeta, err := meta.Accessor(obj)
	if err != nil {
		return fmt.Errorf("annotate bookmark: %w", err)
	}
	objAnnotations := objMeta.GetAnnotations()
	if objAnnotations == nil {
		objAnnotations = map[string]string{}
	}
	objAnnotations[metav1.InitialEventsAnnotationKey] = "true"
	objMeta.SetAnnotations(objAnnotations)
	return nil
}

func (wc *watchChan) acceptAll() bool { return wc.internalPred.Empty() }

func (wc *watchChan) filter(obj runtime.Object) bool {
	if wc.acceptAll() {
		return true
	}
	matched, err := wc.internalPred.Matches(obj)
	return err == nil && matched
}

// prepareObjs decodes the new object and, when needed (a delete, or a
// selector to test), the previous one. The previous object carries the
// revision of the event: a deleted object's resourceVersion is the
// revision of its deletion.
// Upstream: k8s.io/apiserver/pkg/storage/etcd3.(*watchChan).prepareObjs.
func (wc *watchChan) prepareObjs(e *event) (curObj, oldObj runtime.Object, err error) {
	if !e.isDeleted {
		if curObj, err = wc.decodeObj(e.value, e.rev); err != nil {
			return nil, nil, err
		}
	}
	if len(e.prevValue) > 0 && (e.isDeleted || !wc.acceptAll()) {
		if oldObj, err = wc.decodeObj(e.prevValue, e.rev); err != nil {
			return nil, nil, err
		}
	}
	return curObj, oldObj, nil
}

func (wc *watchChan) decodeObj(data []byte, rev int64) (runtime.Object, error) {
	obj := wc.watcher.newFunc()
	if err := decode(wc.watcher.codec, wc.watcher.versioner, data, obj, rev); err != nil {
		return nil, err
	}
	return obj, nil
}

// transformErrorToEvent makes the ERROR event: a Status object.
// Upstream: k8s.io/apiserver/pkg/storage/etcd3.transformErrorToEvent.
func transformErrorToEvent(err error) *watch.Event {
	apiStatus, ok := err.(apierrors.APIStatus)
	if !ok {
		apiStatus = apierrors.NewInternalError(err)
	}
	status := apiStatus.Status()
	return &watch.Event{Type: watch.Error, Object: &status}
}
