package cacher

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"sync"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/meta"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/watch"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
)

// The defaults of Config.
const (
	// DefaultWatcherBufferSize is how many events a watcher may lag by
	// before it is closed (plus as many already handed to its consumer).
	// Upstream: the watcher's chanSize (10 to 1000).
	DefaultWatcherBufferSize = 100
)

// errStopped answers requests to a stopped Cacher.
var errStopped = errors.New("watch cache is stopped")

// Config is what a Cacher needs.
// Upstream: k8s.io/apiserver/pkg/storage/cacher.Config.
type Config struct {
	// Storage is the etcd3 store the Cacher fronts: writes, delegated
	// reads and the reflector's list and watch go to it.
	Storage storage.Interface
	// Versioner reads and writes resourceVersions.
	Versioner storage.Versioner
	// GroupResource names the resource in errors.
	GroupResource schema.GroupResource
	// ResourcePrefix is where the resource's keys start ("/configmaps").
	ResourcePrefix string
	// KeyFunc is an object's key; nil: ResourcePrefix/<namespace>/<name>,
	// or ResourcePrefix/<name> without a namespace, as the registry's
	// key functions.
	KeyFunc func(runtime.Object) (string, error)
	// GetAttrsFunc gives the labels and fields selectors match; nil:
	// storage.DefaultNamespaceScopedAttr.
	GetAttrsFunc storage.AttrFunc
	// NewFunc and NewListFunc make an empty object and list.
	NewFunc     func() runtime.Object
	NewListFunc func() runtime.Object
	// EventsHistorySize fixes the ring's capacity (--watch-cache-sizes);
	// 0: the ring starts at 100 events and grows (up to 100*1024) or
	// shrinks to hold about eventFreshDuration (75s) of history, as
	// upstream's.
	EventsHistorySize int
	// WatcherBufferSize is each watcher's buffer; 0: DefaultWatcherBufferSize.
	WatcherBufferSize int
	// IndexedFields are the fields (of GetAttrsFunc's field set) the
	// cache indexes: a list whose field selector pins one of them
	// (metadata.name=x, spec.nodeName=n1) reads only the matching keys.
	// The namespace needs no index: keys are kept in order, and a
	// namespace's keys are one range.
	// Upstream: Config.Indexers (and IndexerFuncs for the watchers).
	IndexedFields []string
	// BookmarkFrequency is how often a watcher that allows bookmarks
	// gets a periodic one; 0: DefaultBookmarkFrequency (a minute, as
	// upstream). Tests set milliseconds.
	BookmarkFrequency time.Duration
}

// currentRVGetter is what the etcd3 store offers for consistent reads.
type currentRVGetter interface {
	GetCurrentResourceVersion(ctx context.Context) (uint64, error)
}

// progressRequester is what the etcd3 store offers to get a progress
// notification (a bookmark) on the reflector's watch.
type progressRequester interface {
	RequestWatchProgress(ctx context.Context) error
}

// Cacher is storage.Interface served from a watch cache.
// Upstream: k8s.io/apiserver/pkg/storage/cacher.Cacher together with
// CacheDelegator (which decides what goes to etcd).
type Cacher struct {
	storage        storage.Interface
	versioner      storage.Versioner
	groupResource  schema.GroupResource
	resourcePrefix string
	newFunc        func() runtime.Object
	newListFunc    func() runtime.Object
	bufferSize     int

	watchCache *watchCache
	ready      *ready
	metrics    *cacheMetrics

	// watchers is guarded by watchCache's lock: events are dispatched
	// under it. blocked is what dispatchEventLocked could not hand over
	// at once; only the reflector's goroutine touches it and the budget.
	watchers       map[*cacheWatcher]struct{}
	blocked        []blockedSend
	dispatchBudget *timeBudget
	// bookmarkWatchers schedules the periodic bookmarks of the watchers
	// that allow them; guarded by watchCache's lock.
	bookmarkWatchers *watcherBookmarkTimeBuckets
	bookmarkInterval time.Duration
	stopOnce         sync.Once
	stopCh           chan struct{}

	// progressMu guards what tells etcd's progress notifications apart:
	// one a client asked for (RequestWatchProgress) or etcd's periodic
	// one becomes a BOOKMARK for the watchers, as on an etcd3 watch; one
	// the cache asked for itself, to catch up for a consistent read, only
	// moves the cache's resourceVersion.
	progressMu        sync.Mutex
	bookmarkRequested bool
	internalRequestAt time.Time
	cancel            context.CancelFunc
	reflector         sync.WaitGroup
}

var _ storage.Interface = (*Cacher)(nil)

// NewCacherFromConfig starts the Cacher: its reflector lists and watches
// etcd in the background until Stop. It is ready after the first list.
// Upstream: k8s.io/apiserver/pkg/storage/cacher.NewCacherFromConfig.
func NewCacherFromConfig(config Config) (*Cacher, error) {
	if config.Storage == nil || config.Versioner == nil || config.NewFunc == nil || config.NewListFunc == nil {
		return nil, fmt.Errorf("cacher for %v: Storage, Versioner, NewFunc and NewListFunc are required", config.GroupResource)
	}
	if config.ResourcePrefix == "" {
		return nil, fmt.Errorf("cacher for %v: empty ResourcePrefix", config.GroupResource)
	}
	keyFunc := config.KeyFunc
	if keyFunc == nil {
		keyFunc = defaultKeyFunc(config.ResourcePrefix)
	}
	getAttrs := config.GetAttrsFunc
	if getAttrs == nil {
		getAttrs = storage.DefaultNamespaceScopedAttr
	}
	lowerBound, upperBound := defaultLowerBoundCapacity, defaultUpperBoundCapacity
	if config.EventsHistorySize > 0 {
		lowerBound, upperBound = config.EventsHistorySize, config.EventsHistorySize
	}
	bufferSize := config.WatcherBufferSize
	if bufferSize <= 0 {
		bufferSize = DefaultWatcherBufferSize
	}
	bookmarkFrequency := config.BookmarkFrequency
	if bookmarkFrequency <= 0 {
		bookmarkFrequency = DefaultBookmarkFrequency
	}
	now := time.Now()
	c := &Cacher{
		storage: config.Storage, versioner: config.Versioner, groupResource: config.GroupResource,
		resourcePrefix: config.ResourcePrefix, newFunc: config.NewFunc, newListFunc: config.NewListFunc,
		bufferSize: bufferSize, ready: newReady(), watchers: map[*cacheWatcher]struct{}{},
		dispatchBudget:   newTimeBudget(now),
		bookmarkWatchers: newTimeBucketWatchers(now, bookmarkFrequency),
		bookmarkInterval: bookmarkInterval(bookmarkFrequency),
		stopCh:           make(chan struct{}),
	}
	c.watchCache = newWatchCache(lowerBound, upperBound, keyFunc, getAttrs, config.Versioner, c.dispatchEventLocked, config.IndexedFields)
	registerMetrics()
	c.metrics = newCacheMetrics(config.GroupResource.String(), config.ResourcePrefix, lowerBound)
	c.watchCache.metrics = c.metrics
	ctx, cancel := context.WithCancel(context.Background())
	c.cancel = cancel
	c.reflector.Add(1)
	go func() {
		defer c.reflector.Done()
		c.startCaching(ctx)
	}()
	return c, nil
}

// defaultKeyFunc is the registry's key: prefix/<namespace>/<name>, or
// prefix/<name> for a cluster-scoped object.
// Upstream: the registry's KeyFunc handed to the Cacher (storage.NamespaceKeyFunc, storage.NoNamespaceKeyFunc).
func defaultKeyFunc(prefix string) func(runtime.Object) (string, error) {
	return func(obj runtime.Object) (string, error) {
		accessor, err := meta.Accessor(obj)
		if err != nil {
			return "", err
		}
		name := accessor.GetName()
		if name == "" {
			return "", fmt.Errorf("object %T has no name", obj)
		}
		if ns := accessor.GetNamespace(); ns != "" {
			return prefix + "/" + ns + "/" + name, nil
		}
		return prefix + "/" + name, nil
	}
}

// Stop ends the reflector and closes every watcher.
// Upstream: k8s.io/apiserver/pkg/storage/cacher.(*Cacher).Stop.
func (c *Cacher) Stop() {
	c.stopOnce.Do(func() {
		close(c.stopCh)
		c.cancel()
		c.ready.stop()
		c.reflector.Wait()
		c.terminateAllWatchers()
	})
}

// Ready reports whether the first list is done (and no re-list is under way).
func (c *Cacher) Ready() bool { return c.ready.check() }

// Versioner returns the storage's versioner.
func (c *Cacher) Versioner() storage.Versioner { return c.versioner }

// Create goes to etcd.
func (c *Cacher) Create(ctx context.Context, key string, obj, out runtime.Object, ttl uint64) error {
	return c.storage.Create(ctx, key, obj, out, ttl)
}

// Delete goes to etcd, starting from the cached object when the caller
// has none: etcd's transaction checks it is current (its modification
// revision) and re-reads it if not, so a delete costs etcd one
// transaction, not a read and a transaction.
// Upstream: k8s.io/apiserver/pkg/storage/cacher.(*CacheDelegator).Delete.
func (c *Cacher) Delete(ctx context.Context, key string, out runtime.Object, preconditions *storage.Preconditions,
	validateDeletion storage.ValidateObjectFunc, cachedExistingObject runtime.Object, opts storage.DeleteOptions) error {
	if cachedExistingObject == nil {
		cachedExistingObject = c.cachedCopy(key)
	}
	return c.storage.Delete(ctx, key, out, preconditions, validateDeletion, cachedExistingObject, opts)
}

// GuaranteedUpdate goes to etcd, starting from the cached object when
// the caller has none: a stale one only costs etcd a re-read.
// Upstream: k8s.io/apiserver/pkg/storage/cacher.(*CacheDelegator).GuaranteedUpdate.
func (c *Cacher) GuaranteedUpdate(ctx context.Context, key string, destination runtime.Object, ignoreNotFound bool,
	preconditions *storage.Preconditions, tryUpdate storage.UpdateFunc, cachedExistingObject runtime.Object) error {
	if cachedExistingObject == nil {
		cachedExistingObject = c.cachedCopy(key)
	}
	return c.storage.GuaranteedUpdate(ctx, key, destination, ignoreNotFound, preconditions, tryUpdate, cachedExistingObject)
}

// cachedCopy is a deep copy of the cached object at key (the etcd store
// clears its resourceVersion to encode it), or nil when the cache is not
// ready or does not hold it.
// Upstream: the watchCache.storage.GetByKey steps of (*CacheDelegator).Delete and GuaranteedUpdate.
func (c *Cacher) cachedCopy(key string) runtime.Object {
	if !c.ready.check() {
		return nil
	}
	c.watchCache.RLock()
	elem, ok := c.watchCache.getLocked(key)
	c.watchCache.RUnlock()
	if !ok {
		return nil
	}
	return elem.Object.DeepCopyObject()
}

// Count goes to etcd, as upstream's.
func (c *Cacher) Count(ctx context.Context, key string) (int64, error) {
	return c.storage.Count(ctx, key)
}

// Wait blocks until the cache has done its first list (or a re-list), ctx
// is done, or the cache is stopped.
// Upstream: k8s.io/apiserver/pkg/storage/cacher.(*Cacher).Wait.
func (c *Cacher) Wait(ctx context.Context) error { return c.ready.wait(ctx) }

// ReadinessCheck fails until the first list is in.
// Upstream: k8s.io/apiserver/pkg/storage/cacher.(*Cacher).ReadinessCheck.
func (c *Cacher) ReadinessCheck() error {
	if !c.ready.check() {
		return fmt.Errorf("watch cache of %v is not ready", c.groupResource)
	}
	return nil
}

// RequestWatchProgress asks etcd for a progress notification on the
// reflector's watch: the cache moves to etcd's current revision, and
// watchers that allow bookmarks get one.
func (c *Cacher) RequestWatchProgress(ctx context.Context) error {
	c.progressMu.Lock()
	c.bookmarkRequested = true
	c.progressMu.Unlock()
	if pr, ok := c.storage.(progressRequester); ok {
		return pr.RequestWatchProgress(ctx)
	}
	return nil
}

// requestProgressInternal asks etcd for a progress notification to catch
// up for a read: it moves the cache's resourceVersion, and sends the
// watchers no bookmark.
// Upstream: k8s.io/apiserver/pkg/storage/cacher.conditionalProgressRequester.
func (c *Cacher) requestProgressInternal(ctx context.Context) error {
	c.progressMu.Lock()
	c.internalRequestAt = time.Now()
	c.progressMu.Unlock()
	if pr, ok := c.storage.(progressRequester); ok {
		return pr.RequestWatchProgress(ctx)
	}
	return nil
}

// internalProgressWindow is how long after the cache's own progress
// request a notification is taken to answer it.
const internalProgressWindow = time.Second

// bookmarkForProgress says whether the progress notification just
// received goes to the watchers as a BOOKMARK.
func (c *Cacher) bookmarkForProgress() bool {
	c.progressMu.Lock()
	defer c.progressMu.Unlock()
	if c.bookmarkRequested {
		c.bookmarkRequested = false
		return true
	}
	return time.Since(c.internalRequestAt) > internalProgressWindow
}

// currentResourceVersion is etcd's current revision, for a consistent read.
func (c *Cacher) currentResourceVersion(ctx context.Context) (uint64, bool, error) {
	g, ok := c.storage.(currentRVGetter)
	if !ok {
		return 0, false, nil
	}
	rv, err := g.GetCurrentResourceVersion(ctx)
	return rv, true, err
}

// waitUntilFresh waits until the cache has seen rv.
func (c *Cacher) waitUntilFresh(ctx context.Context, rv uint64) error {
	return c.watchCache.waitUntilFresh(ctx, rv, c.requestProgressInternal)
}

// Get serves resourceVersion "0" and N (not older than) from the cache;
// "" (the latest) reads etcd, as upstream's, one key being cheap there,
// and so does a "0" the cache does not hold.
// Upstream: k8s.io/apiserver/pkg/storage/cacher.(*CacheDelegator).Get and (*Cacher).Get.
func (c *Cacher) Get(ctx context.Context, key string, opts storage.GetOptions, objPtr runtime.Object) error {
	if opts.ResourceVersion == "" {
		return c.storage.Get(ctx, key, opts, objPtr)
	}
	getRV, err := c.versioner.ParseResourceVersion(opts.ResourceVersion)
	if err != nil {
		return apierrors.NewBadRequest(fmt.Sprintf("invalid resource version: %v", err))
	}
	if getRV == 0 && !c.ready.check() {
		return c.storage.Get(ctx, key, opts, objPtr)
	}
	if err := c.ready.wait(ctx); err != nil {
		return err
	}
	if err := c.waitUntilFresh(ctx, getRV); err != nil {
		return err
	}
	c.watchCache.RLock()
	elem, ok := c.watchCache.getLocked(key)
	rv := c.watchCache.resourceVersion
	c.watchCache.RUnlock()
	objVal, err := enforcePtr(objPtr)
	if err != nil {
		return err
	}
	if !ok && getRV == 0 {
		// "0" allows any state, but a miss may only mean the cache has
		// not seen a create yet: etcd confirms it (a miss is the rare
		// case). Upstream answers NotFound from the cache here.
		return c.storage.Get(ctx, key, opts, objPtr)
	}
	if !ok {
		if opts.IgnoreNotFound {
			objVal.Set(reflect.Zero(objVal.Type()))
			return nil
		}
		return storage.NewKeyNotFoundError(key, int64(rv))
	}
	// A copy: the cached object is shared by every reader.
	objVal.Set(reflect.ValueOf(elem.Object.DeepCopyObject()).Elem())
	return nil
}

func enforcePtr(obj runtime.Object) (reflect.Value, error) {
	v := reflect.ValueOf(obj)
	if v.Kind() != reflect.Pointer || v.IsNil() {
		return reflect.Value{}, fmt.Errorf("expected pointer, but got %T", obj)
	}
	return v.Elem(), nil
}

// shouldDelegateList says which lists etcd must answer: an Exact
// resourceVersion (or the legacy exact form, a resourceVersion with a
// limit) and a continue token, which need a past revision the cache does
// not keep.
// Upstream: k8s.io/apiserver/pkg/storage/cacher.shouldDelegateList
// (with ListFromCacheSnapshot upstream serves those too, from snapshots).
func shouldDelegateList(opts storage.ListOptions) bool {
	switch opts.ResourceVersionMatch {
	case metav1.ResourceVersionMatchNotOlderThan:
		return false
	case "":
		hasContinuation := len(opts.Predicate.Continue) > 0
		legacyExact := opts.Predicate.Limit > 0 && opts.ResourceVersion != "" && opts.ResourceVersion != "0"
		return hasContinuation || legacyExact
	default: // Exact, and what etcd3 will refuse
		return true
	}
}

// computeListLimit is the page size the cache applies: none for
// resourceVersion "0", as upstream (such lists always came whole from
// the cache).
// Upstream: k8s.io/apiserver/pkg/storage/cacher.computeListLimit.
func computeListLimit(opts storage.ListOptions) int64 {
	if opts.Predicate.Limit <= 0 || opts.ResourceVersion == "0" {
		return 0
	}
	return opts.Predicate.Limit
}

// GetList serves lists from the cache: "0" as it is, N once it has seen
// N, "" (consistent) once it has seen etcd's current revision, the next
// page of a paged list from the snapshot its first page left. Exact,
// and a continue token without its snapshot, go to etcd.
// Upstream: k8s.io/apiserver/pkg/storage/cacher.(*CacheDelegator).GetList and (*Cacher).GetList.
func (c *Cacher) GetList(ctx context.Context, key string, opts storage.ListOptions, listObj runtime.Object) error {
	if served, err := c.listFromSnapshot(key, opts, listObj); served {
		return err
	}
	if shouldDelegateList(opts) {
		return c.storage.GetList(ctx, key, opts, listObj)
	}
	listRV, err := c.versioner.ParseResourceVersion(opts.ResourceVersion)
	if err != nil {
		return apierrors.NewBadRequest(fmt.Sprintf("invalid resource version: %v", err))
	}
	if listRV == 0 && opts.ResourceVersion != "" && !c.ready.check() {
		// "0" asks for any state: etcd's will do while the cache fills.
		return c.storage.GetList(ctx, key, opts, listObj)
	}
	if err := c.ready.wait(ctx); err != nil {
		return err
	}
	if opts.ResourceVersion == "" {
		rv, supported, err := c.currentResourceVersion(ctx)
		if err != nil {
			return err
		}
		if !supported {
			return c.storage.GetList(ctx, key, opts, listObj)
		}
		if err := c.waitUntilFresh(ctx, rv); err != nil {
			if storage.IsTooLargeResourceVersion(err) {
				// The cache lags: etcd answers, as upstream's fallback.
				return c.storage.GetList(ctx, key, opts, listObj)
			}
			return err
		}
	} else if err := c.waitUntilFresh(ctx, listRV); err != nil {
		return err
	}
	return c.listFromCache(key, opts, listObj)
}

// listFromCache fills listObj from memory: the keys under key (one
// binary search, then only that range), filtered on the labels and
// fields extracted when each object arrived, cut at the limit with a
// continue token at the cache's revision, which etcd can continue.
// Upstream: k8s.io/apiserver/pkg/storage/cacher.(*Cacher).GetList's loop and storage.PrepareContinueToken.
func (c *Cacher) listFromCache(key string, opts storage.ListOptions, listObj runtime.Object) error {
	listPtr, err := meta.GetItemsPtr(listObj)
	if err != nil {
		return err
	}
	listVal := reflect.ValueOf(listPtr)
	if listVal.Kind() != reflect.Pointer || listVal.Elem().Kind() != reflect.Slice {
		return fmt.Errorf("need a pointer to a slice: %T", listPtr)
	}
	listVal = listVal.Elem()
	pred := opts.Predicate
	limit := computeListLimit(opts)
	prefix := key
	if opts.Recursive && !strings.HasSuffix(prefix, "/") {
		prefix += "/"
	}
	var (
		readRV  uint64
		lastKey string
		hasMore bool
		total   int
	)
	c.watchCache.RLock()
	readRV = c.watchCache.resourceVersion
	var elems []*storeElement
	var bits []uint64
	var index string
	if opts.Recursive {
		var keys []string
		if keys, index = c.watchCache.indexedKeysByLocked(prefix, pred.Field); index == "" {
			elems, bits = c.watchCache.prefixRangeBitsLocked(prefix)
		} else {
			elems = make([]*storeElement, len(keys))
			for i, k := range keys {
				elems[i], _ = c.watchCache.getLocked(k)
			}
		}
	} else if elem, ok := c.watchCache.getLocked(key); ok {
		elems = []*storeElement{elem}
	}
	total = len(elems) // only read when the predicate is empty: then no index was used
	capacity := total
	if limit > 0 && int(limit) < capacity {
		capacity = int(limit)
	}
	if !pred.Empty() {
		capacity = 0
	}
	// Collect the matching elements first and fill the list once: growing
	// the list itself item by item (reflect.Append) would copy whole
	// objects at each doubling.
	matched := make([]*storeElement, 0, capacity)
	var fetched int
	// Elements whose label summary lacks a pair the selector requires
	// cannot match: passed over without loading them (label_filter.go).
	mask := selectorMask(pred.Label)
	if bits == nil { // elements found by an index: no summaries at hand
		mask = 0
	}
	matched, lastKey, hasMore, fetched = c.watchCache.page(elems, bits, mask, &pred, limit, matched)
	fillList(listVal, matched)
	if hasMore && opts.Recursive && index == "" {
		// The next pages read this state: keep it.
		c.watchCache.snapshots.addLocked(readRV, prefix, elems, bits)
	}
	c.watchCache.RUnlock()
	c.metrics.recordList(index, fetched, listVal.Len())
	var continueValue string
	var remainingItemCount *int64
	if hasMore {
		continueValue, err = storage.EncodeContinue(lastKey+"\x00", prefix, int64(readRV))
		if err != nil {
			return err
		}
		if pred.Empty() {
			remaining := int64(total) - limit
			remainingItemCount = &remaining
		}
	}
	return c.versioner.UpdateList(listObj, readRV, continueValue, remainingItemCount)
}

// page walks elems (and their label summaries bits, if mask is not 0) in
// order and appends to matched those pred selects, up to limit (0: no
// limit). It returns them, the key of the last one, whether elements
// remain after it, and how many elements it walked.
func (w *watchCache) page(elems []*storeElement, bits []uint64, mask uint64, pred *storage.SelectionPredicate, limit int64,
	matched []*storeElement) (_ []*storeElement, lastKey string, hasMore bool, fetched int) {
	fetched = len(elems)
	for i, elem := range elems {
		if mask != 0 && bits[i]&mask != mask {
			continue
		}
		if !w.matches(pred, elem.Object, elem.Labels, nil) {
			continue
		}
		matched = append(matched, elem)
		lastKey = elem.Key
		if limit > 0 && int64(len(matched)) >= limit {
			hasMore = i < len(elems)-1
			fetched = i + 1
			break
		}
	}
	return matched, lastKey, hasMore, fetched
}

// fillList sets the list's items to the matched objects. Each item is a
// shallow copy of the cached object (the list's element type is a
// struct, not a pointer): its maps and slices are shared with the cache,
// which never changes an object in place.
func fillList(listVal reflect.Value, matched []*storeElement) {
	listVal.Set(reflect.MakeSlice(listVal.Type(), len(matched), len(matched)))
	for i, elem := range matched {
		listVal.Index(i).Set(reflect.ValueOf(elem.Object).Elem())
	}
}

// listFromSnapshot serves the next page of a paged list (a continue
// token, no resourceVersion) from the snapshot its first page left at
// the token's revision, exactly as etcd would at that revision. Without
// such a snapshot (evicted, older than the ring, or the first page came
// from etcd or another server) it serves nothing and says so: etcd
// answers, and rejects a bad token with its own wording.
// Upstream: k8s.io/apiserver/pkg/storage/cacher.(*CacheDelegator).GetList with
// ListFromCacheSnapshot, and (*Cacher).GetList from watchCache snapshots.
func (c *Cacher) listFromSnapshot(key string, opts storage.ListOptions, listObj runtime.Object) (bool, error) {
	pred := opts.Predicate
	if len(pred.Continue) == 0 || opts.ResourceVersion != "" || opts.ResourceVersionMatch != "" || !opts.Recursive {
		return false, nil
	}
	prefix := key
	if !strings.HasSuffix(prefix, "/") {
		prefix += "/"
	}
	fromKey, rv, err := storage.DecodeContinue(pred.Continue, prefix)
	if err != nil {
		return false, nil
	}
	elems, bits, ok := c.watchCache.snapshots.get(uint64(rv), prefix, fromKey)
	if !ok {
		return false, nil
	}
	listPtr, err := meta.GetItemsPtr(listObj)
	if err != nil {
		return true, err
	}
	listVal := reflect.ValueOf(listPtr)
	if listVal.Kind() != reflect.Pointer || listVal.Elem().Kind() != reflect.Slice {
		return true, fmt.Errorf("need a pointer to a slice: %T", listPtr)
	}
	listVal = listVal.Elem()
	limit := computeListLimit(opts)
	capacity := len(elems)
	if limit > 0 && int(limit) < capacity {
		capacity = int(limit)
	}
	if !pred.Empty() {
		capacity = 0
	}
	matched, lastKey, hasMore, fetched := c.watchCache.page(elems, bits, selectorMask(pred.Label), &pred, limit, make([]*storeElement, 0, capacity))
	fillList(listVal, matched)
	c.metrics.recordList("", fetched, listVal.Len())
	var continueValue string
	var remainingItemCount *int64
	if hasMore {
		if continueValue, err = storage.EncodeContinue(lastKey+"\x00", prefix, rv); err != nil {
			return true, err
		}
		if pred.Empty() {
			remaining := int64(len(elems)) - limit
			remainingItemCount = &remaining
		}
	}
	return true, c.versioner.UpdateList(listObj, uint64(rv), continueValue, remainingItemCount)
}

// processEvent applies one event from etcd to the cache, hands it to the
// watchers, and waits (within the dispatch budget) for those that had no
// room for it.
func (c *Cacher) processEvent(event watch.Event) error {
	if err := c.watchCache.processEvent(event); err != nil {
		return err
	}
	c.dispatchBlocked()
	return nil
}

// startCaching runs the reflector until Stop: list, watch, and after an
// error close every watcher and start over.
// Upstream: k8s.io/apiserver/pkg/storage/cacher.(*Cacher).startCaching and the client-go reflector's ListAndWatch.
func (c *Cacher) startCaching(ctx context.Context) {
	backoff := 100 * time.Millisecond
	for {
		err := c.listAndWatch(ctx)
		if ctx.Err() != nil {
			return
		}
		c.ready.set(false)
		c.terminateAllWatchers()
		if err != nil && !apierrors.IsResourceExpired(err) && !apierrors.IsGone(err) {
			select {
			case <-time.After(backoff):
			case <-ctx.Done():
				return
			}
			backoff = min(2*backoff, 10*time.Second)
		} else {
			backoff = 100 * time.Millisecond
		}
	}
}

// listAndWatch lists everything at one revision, replaces the cache with
// it, then applies etcd's events from that revision on.
func (c *Cacher) listAndWatch(ctx context.Context) error {
	list := c.newListFunc()
	err := c.storage.GetList(ctx, c.resourcePrefix, storage.ListOptions{
		Recursive: true, Predicate: storage.Everything}, list)
	if err != nil {
		return fmt.Errorf("list %v: %w", c.groupResource, err)
	}
	listMeta, err := meta.ListAccessor(list)
	if err != nil {
		return err
	}
	listRV, err := c.versioner.ParseResourceVersion(listMeta.GetResourceVersion())
	if err != nil {
		return err
	}
	items, err := meta.ExtractList(list)
	if err != nil {
		return err
	}
	if err := c.watchCache.replace(items, listRV); err != nil {
		return err
	}
	c.ready.set(true)
	pred := storage.Everything
	pred.AllowWatchBookmarks = true
	w, err := c.storage.Watch(ctx, c.resourcePrefix, storage.ListOptions{
		ResourceVersion: listMeta.GetResourceVersion(), Recursive: true, Predicate: pred, ProgressNotify: true})
	if err != nil {
		return fmt.Errorf("watch %v: %w", c.groupResource, err)
	}
	defer w.Stop()
	return c.dispatchEvents(w)
}

// dispatchEvents is the dispatch loop: it applies etcd's events to the
// cache, handing each to the watchers, and every second or so (jittered)
// sends the watchers that are due their periodic bookmark. It returns
// when the etcd watch ends or fails.
// Upstream: k8s.io/apiserver/pkg/storage/cacher.(*Cacher).dispatchEvents
// (there a goroutine of its own, fed by the reflector through a channel;
// ours is the reflector's goroutine, so an event is in the cache and
// handed out before the next one is read).
func (c *Cacher) dispatchEvents(w watch.Interface) error {
	timer := time.NewTimer(jitter(c.bookmarkInterval))
	defer timer.Stop()
	for {
		select {
		case event, ok := <-w.ResultChan():
			if !ok {
				return fmt.Errorf("watch %v: closed", c.groupResource)
			}
			if err := c.handleWatchEvent(event); err != nil {
				return err
			}
		case now := <-timer.C:
			c.dispatchPeriodicBookmarks(now)
			timer.Reset(jitter(c.bookmarkInterval))
		}
	}
}

// handleWatchEvent applies one event of the reflector's etcd watch: a
// change goes into the cache and to the watchers; a progress
// notification moves the cache's resourceVersion (and becomes a BOOKMARK
// when it was not the cache's own request); an error ends the watch.
func (c *Cacher) handleWatchEvent(event watch.Event) error {
	switch event.Type {
	case watch.Added, watch.Modified, watch.Deleted:
		return c.processEvent(event)
	case watch.Bookmark:
		rv, err := c.versioner.ObjectResourceVersion(event.Object)
		if err != nil {
			return err
		}
		c.watchCache.updateResourceVersion(rv, c.bookmarkForProgress())
	case watch.Error:
		if status, ok := event.Object.(*metav1.Status); ok {
			return &apierrors.StatusError{ErrStatus: *status}
		}
		return fmt.Errorf("watch %v: error event %v", c.groupResource, event.Object)
	}
	return nil
}
