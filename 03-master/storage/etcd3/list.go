package etcd3

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	goruntime "runtime"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"go.etcd.io/etcd/api/v3/mvccpb"
	etcdrpc "go.etcd.io/etcd/api/v3/v3rpc/rpctypes"
	clientv3 "go.etcd.io/etcd/client/v3"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/meta"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
	"github.com/kube-rebuilt/apiserver/03-master/storage/etcd3/metrics"
)

// maxLimit caps the page size GetList doubles to while a selector
// filters most items out. Upstream: k8s.io/apiserver/pkg/storage/etcd3.maxLimit.
const maxLimit = 10000

// listState is what GetList carries between the pages it reads.
type listState struct {
	keyPrefix   string
	withRev     int64  // the revision of the whole list; 0 until the first read
	continueKey string // where the next read starts
	lastKey     []byte
	hasMore     bool
	count       int64 // keys left in the range at the last read, for remainingItemCount
}

// GetList reads the objects under key at one revision, filters them with
// opts.Predicate and fills listObj. With a limit it keeps reading pages
// until it has limit matches (doubling the page size while the selector
// drops items) and returns a continue token for the rest.
// Upstream: k8s.io/apiserver/pkg/storage/etcd3.(*store).GetList.
func (s *store) GetList(ctx context.Context, key string, opts storage.ListOptions, listObj runtime.Object) error {
	keyPrefix, err := s.prepareKey(key)
	if err != nil {
		return err
	}
	listPtr, err := meta.GetItemsPtr(listObj)
	if err != nil {
		return err
	}
	v := reflect.ValueOf(listPtr)
	if v.Kind() != reflect.Pointer || v.Elem().Kind() != reflect.Slice {
		return fmt.Errorf("need ptr to slice: %T", listPtr)
	}
	v = v.Elem()
	// "/a/" lists /a/b but not /ab.
	if opts.Recursive && !strings.HasSuffix(keyPrefix, "/") {
		keyPrefix += "/"
	}
	ls := &listState{keyPrefix: keyPrefix}
	ls.withRev, ls.continueKey, err = validateListOptions(keyPrefix, s.versioner, opts)
	if err != nil {
		return err
	}
	if err := s.readPages(ctx, opts, v, ls); err != nil {
		return err
	}
	if v.IsNil() {
		// Never return a nil Items: clients see "items": [].
		v.Set(reflect.MakeSlice(v.Type(), 0, 0))
	}
	continueValue, remainingItemCount, err := prepareContinueToken(string(ls.lastKey), keyPrefix, ls.withRev, ls.count, ls.hasMore, opts)
	if err != nil {
		return err
	}
	return s.versioner.UpdateList(listObj, uint64(ls.withRev), continueValue, remainingItemCount)
}

// readPages reads from etcd until the page is full or the range is done.
// A recursive list with no limit is read in ranges of listChunkSize
// (readChunks).
func (s *store) readPages(ctx context.Context, opts storage.ListOptions, v reflect.Value, ls *listState) error {
	limit := opts.Predicate.Limit
	paging := limit > 0
	if !paging && opts.Recursive {
		return s.readChunks(ctx, opts, v, ls)
	}
	for {
		getResp, err := s.getList(ctx, ls, opts.Recursive, limit)
		if err != nil {
			return interpretListError(err, len(opts.Predicate.Continue) > 0, ls.continueKey, ls.keyPrefix)
		}
		if err := s.takeRange(opts, ls, getResp); err != nil {
			return err
		}
		if err := s.appendItems(ctx, opts, v, ls, getResp); err != nil {
			return err
		}
		ls.continueKey = string(ls.lastKey) + "\x00"
		if !ls.hasMore || !paging || int64(v.Len()) >= opts.Predicate.Limit {
			return nil
		}
		// The selector dropped items: read bigger pages.
		limit = min(limit*2, maxLimit)
	}
}

// takeRange checks one range's answer and notes what the next read needs:
// whether etcd has more, the revision every later read uses.
func (s *store) takeRange(opts storage.ListOptions, ls *listState, getResp *clientv3.GetResponse) error {
	if err := s.validateMinimumResourceVersion(opts.ResourceVersion, uint64(getResp.Header.Revision)); err != nil {
		return err
	}
	ls.hasMore, ls.count = getResp.More, getResp.Count
	if len(getResp.Kvs) == 0 && getResp.More {
		return fmt.Errorf("no results were found, but etcd indicated there were more values remaining")
	}
	if ls.withRev == 0 {
		// Every later page reads at the revision of the first.
		ls.withRev = getResp.Header.Revision
	}
	return nil
}

// listChunkSize is how many keys readChunks asks etcd for at a time:
// upstream's reflector reads a watch cache's first list in pages of this
// size (cacher.storageWatchListPageSize), which is also maxLimit. A var
// for tests.
var listChunkSize int64 = 10000

// testHookReadAhead, set by tests, runs before each range read ahead.
var testHookReadAhead func()

// rangeResult is one range read's answer.
type rangeResult struct {
	resp *clientv3.GetResponse
	err  error
}

// readChunks reads a recursive list with no limit (a watch cache's first
// list, any list the cache does not serve) in ranges of listChunkSize
// keys, all at the revision of the first, and reads the next range while
// it decodes the current one: at most one range ahead, so etcd's reading
// and sending overlap with our decoding (07-authn-authz/BENCHMARKS.md,
// "Restart holding 100,000 objects"). The items, their order, the
// revision and the errors are those of one range read: should a later
// range fail because its revision was compacted meanwhile (a list read
// in pieces can meet that, one range read cannot), the list is read again
// as one range from where it started, as client-go's pager falls back to
// a full list when its continue token expired.
// Upstream: one range read in etcd3.(*store).GetList; the pages of
// cacher's reflector (storageWatchListPageSize) and
// k8s.io/client-go/tools/pager.(*ListPager).List (FullListIfExpired).
func (s *store) readChunks(ctx context.Context, opts storage.ListOptions, v reflect.Value, ls *listState) error {
	start, startLen := *ls, v.Len()
	ctx, cancel := context.WithCancel(ctx)
	var next chan rangeResult
	defer func() {
		cancel()
		if next != nil {
			<-next // the read ahead ends with the list
		}
	}()
	getResp, err := s.getList(ctx, ls, true, listChunkSize)
	for first := true; ; first = false {
		if err != nil {
			if !first && errors.Is(err, etcdrpc.ErrCompacted) {
				*ls = start
				v.SetLen(startLen)
				return s.readOneRange(ctx, opts, v, ls)
			}
			return interpretListError(err, len(opts.Predicate.Continue) > 0, ls.continueKey, ls.keyPrefix)
		}
		if err := s.takeRange(opts, ls, getResp); err != nil {
			return err
		}
		if ls.hasMore {
			ahead := *ls
			ahead.continueKey = string(getResp.Kvs[len(getResp.Kvs)-1].Key) + "\x00"
			next = make(chan rangeResult, 1)
			go func() {
				if testHookReadAhead != nil {
					testHookReadAhead()
				}
				resp, err := s.getList(ctx, &ahead, true, listChunkSize)
				next <- rangeResult{resp, err}
			}()
		}
		if err := s.appendItems(ctx, opts, v, ls, getResp); err != nil {
			return err
		}
		ls.continueKey = string(ls.lastKey) + "\x00"
		if !ls.hasMore {
			return nil
		}
		r := <-next
		next = nil
		getResp, err = r.resp, r.err
	}
}

// readOneRange reads the rest of a list as one range with no limit.
func (s *store) readOneRange(ctx context.Context, opts storage.ListOptions, v reflect.Value, ls *listState) error {
	getResp, err := s.getList(ctx, ls, true, 0)
	if err != nil {
		return interpretListError(err, len(opts.Predicate.Continue) > 0, ls.continueKey, ls.keyPrefix)
	}
	if err := s.takeRange(opts, ls, getResp); err != nil {
		return err
	}
	return s.appendItems(ctx, opts, v, ls, getResp)
}

// getList is one range read, counted as a "list" (or, for one key, a
// "get") in etcd_requests_total.
// Upstream: k8s.io/apiserver/pkg/storage/etcd3.(*store).getList.
func (s *store) getList(ctx context.Context, ls *listState, recursive bool, limit int64) (*clientv3.GetResponse, error) {
	var options []clientv3.OpOption
	if ls.withRev != 0 {
		options = append(options, clientv3.WithRev(ls.withRev))
	}
	if limit > 0 {
		options = append(options, clientv3.WithLimit(limit))
	}
	key := ls.keyPrefix
	if recursive {
		options = append(options, clientv3.WithRange(clientv3.GetPrefixRangeEnd(ls.keyPrefix)))
		if ls.continueKey != "" {
			key = ls.continueKey
		}
	}
	operation := "get"
	if recursive {
		operation = "list"
	}
	startTime := time.Now()
	getResp, err := s.client.KV.Get(ctx, key, options...)
	metrics.RecordEtcdRequest(operation, s.groupResource, err, startTime)
	return getResp, err
}

// appendItems decodes a page and appends the items the predicate matches,
// stopping when the page is full. Without a selector the items are
// decoded straight into the list's slice (appendAll); with one, into
// objects of their own, kept when they match. A long page is decoded
// first on every core (decodeInParallel), then walked as a short one is,
// so the list and its errors are the same either way.
func (s *store) appendItems(ctx context.Context, opts storage.ListOptions, v reflect.Value, ls *listState, getResp *clientv3.GetResponse) error {
	if opts.Predicate.Empty() {
		return s.appendAll(ctx, opts, v, ls, getResp)
	}
	paging := opts.Predicate.Limit > 0
	var decoded []runtime.Object
	var decodeErrs []error
	if workers := goruntime.GOMAXPROCS(0); workers > 1 && len(getResp.Kvs) >= parallelDecodeMin {
		elemType := v.Type().Elem()
		decoded = make([]runtime.Object, len(getResp.Kvs))
		decodeErrs = s.decodeInParallel(ctx, getResp.Kvs, workers, func(i int) runtime.Object {
			decoded[i] = reflect.New(elemType).Interface().(runtime.Object)
			return decoded[i]
		})
	}
	for i, kv := range getResp.Kvs {
		if paging && int64(v.Len()) >= opts.Predicate.Limit {
			ls.hasMore = true
			return nil
		}
		ls.lastKey = kv.Key
		if err := ctx.Err(); err != nil {
			return storage.NewTimeoutError(string(kv.Key), "request did not complete within requested timeout")
		}
		var obj runtime.Object
		if decoded != nil {
			obj = decoded[i]
			decoded[i] = nil
			if err := decodeErrs[i]; err != nil {
				return fmt.Errorf("list %s: %w", kv.Key, err)
			}
		} else {
			obj = reflect.New(v.Type().Elem()).Interface().(runtime.Object)
			if err := decode(s.codec, s.versioner, kv.Value, obj, kv.ModRevision); err != nil {
				return fmt.Errorf("list %s: %w", kv.Key, err)
			}
		}
		if matched, err := opts.Predicate.Matches(obj); err == nil && matched {
			v.Set(reflect.Append(v, reflect.ValueOf(obj).Elem()))
		}
		getResp.Kvs[i] = nil // free early: long lists take a while to decode
	}
	return nil
}

// appendAll is appendItems with no selector: every item is kept, so each
// is decoded straight into its place at the end of the list's slice,
// which grows once for the whole range (etcd's count of its keys), not
// into an object of its own that is then copied there. The items and the
// errors are appendItems' (TestListDecodesInPlace): the walk stops at
// the same item, with the same error, and the slice then holds the items
// before it.
func (s *store) appendAll(ctx context.Context, opts storage.ListOptions, v reflect.Value, ls *listState, getResp *clientv3.GetResponse) error {
	kvs := getResp.Kvs
	n, grow := len(kvs), max(len(kvs), int(getResp.Count))
	if opts.Predicate.Limit > 0 {
		room := max(0, int(opts.Predicate.Limit)-v.Len())
		n, grow = min(n, room), min(n, room)
	}
	v.Grow(grow)
	start := v.Len()
	v.SetLen(start + n)
	into := func(i int) runtime.Object {
		slot := v.Index(start + i)
		slot.SetZero()
		return slot.Addr().Interface().(runtime.Object)
	}
	var decodeErrs []error
	if workers := goruntime.GOMAXPROCS(0); workers > 1 && n >= parallelDecodeMin {
		decodeErrs = s.decodeInParallel(ctx, kvs[:n], workers, into)
	}
	for i, kv := range kvs[:n] {
		ls.lastKey = kv.Key
		if err := ctx.Err(); err != nil {
			v.SetLen(start + i)
			return storage.NewTimeoutError(string(kv.Key), "request did not complete within requested timeout")
		}
		err := error(nil)
		if decodeErrs != nil {
			err = decodeErrs[i]
		} else {
			err = decode(s.codec, s.versioner, kv.Value, into(i), kv.ModRevision)
		}
		if err != nil {
			v.SetLen(start + i)
			return fmt.Errorf("list %s: %w", kv.Key, err)
		}
		kvs[i] = nil // free early: long lists take a while to decode
	}
	if n < len(kvs) {
		ls.hasMore = true
	}
	return nil
}

// parallelDecodeMin is the page length from which appendItems decodes on
// every core: a watch cache's first list, a list of everything that
// bypasses the cache. Below it the goroutines cost more than they save.
const parallelDecodeMin = 1024

// decodeInParallel decodes every kv into the object into(i) returns for
// it, on workers goroutines, each taking the next 256 kvs in turn, and
// returns each one's error, in kvs' order. It stops early when ctx is
// done (appendItems then answers with the timeout, as it would have).
// Upstream decodes one item after the other (etcd3.(*store).GetList);
// the objects and the errors are the same, only the time differs: a
// watch cache's first list of 100,000 objects decodes on both cores
// (07-authn-authz/BENCHMARKS.md, issue 34).
func (s *store) decodeInParallel(ctx context.Context, kvs []*mvccpb.KeyValue, workers int, into func(i int) runtime.Object) []error {
	const chunk = 256
	errs := make([]error, len(kvs))
	var next atomic.Int64
	var wg sync.WaitGroup
	for range min(workers, (len(kvs)+chunk-1)/chunk) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for start := int(next.Add(chunk)) - chunk; start < len(kvs) && ctx.Err() == nil; start = int(next.Add(chunk)) - chunk {
				for i := start; i < min(start+chunk, len(kvs)); i++ {
					errs[i] = decode(s.codec, s.versioner, kvs[i].Value, into(i), kvs[i].ModRevision)
				}
			}
		}()
	}
	wg.Wait()
	return errs
}

// validateListOptions turns resourceVersion, resourceVersionMatch and
// continue into the revision to read at (0: the latest) and the key to
// start from. Upstream: k8s.io/apiserver/pkg/storage.ValidateListOptions.
func validateListOptions(keyPrefix string, versioner storage.Versioner, opts storage.ListOptions) (withRev int64, continueKey string, err error) {
	if opts.Recursive && len(opts.Predicate.Continue) > 0 {
		continueKey, continueRV, err := storage.DecodeContinue(opts.Predicate.Continue, keyPrefix)
		if err != nil {
			return 0, "", apierrors.NewBadRequest(fmt.Sprintf("invalid continue token: %v", err))
		}
		if len(opts.ResourceVersion) > 0 && opts.ResourceVersion != "0" {
			return 0, "", apierrors.NewBadRequest("specifying resource version is not allowed when using continue")
		}
		// A negative revision (from a 410's token) means: the latest.
		if continueRV > 0 {
			withRev = continueRV
		}
		return withRev, continueKey, nil
	}
	if len(opts.ResourceVersion) == 0 {
		return 0, "", nil // a consistent read at the latest revision
	}
	parsedRV, err := versioner.ParseResourceVersion(opts.ResourceVersion)
	if err != nil {
		return 0, "", apierrors.NewBadRequest(fmt.Sprintf("invalid resource version: %v", err))
	}
	switch opts.ResourceVersionMatch {
	case metav1.ResourceVersionMatchNotOlderThan:
		// Checked against the response's revision by validateMinimumResourceVersion.
	case metav1.ResourceVersionMatchExact:
		withRev = int64(parsedRV)
	case "": // legacy: an RV with a limit reads exactly there
		if opts.Recursive && opts.Predicate.Limit > 0 && parsedRV > 0 {
			withRev = int64(parsedRV)
		}
	default:
		return 0, "", fmt.Errorf("unknown ResourceVersionMatch value: %v", opts.ResourceVersionMatch)
	}
	return withRev, "", nil
}

// prepareContinueToken makes the continue token and, when no selector
// filters, the remaining item count.
// Upstream: k8s.io/apiserver/pkg/storage.PrepareContinueToken.
func prepareContinueToken(keyLastItem, keyPrefix string, resourceVersion, itemsCount int64, hasMoreItems bool, opts storage.ListOptions) (string, *int64, error) {
	if !hasMoreItems {
		return "", nil, nil
	}
	// Start right after the last key.
	continueValue, err := storage.EncodeContinue(keyLastItem+"\x00", keyPrefix, resourceVersion)
	if err != nil {
		return "", nil, err
	}
	var remainingItemCount *int64
	if opts.Predicate.Empty() {
		remaining := itemsCount - opts.Predicate.Limit
		remainingItemCount = &remaining
	}
	return continueValue, remainingItemCount, nil
}
