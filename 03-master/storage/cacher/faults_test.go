package cacher

import (
	"context"
	"fmt"
	"os"
	"slices"
	"sync"
	"testing"
	"time"

	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/watch"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
	"github.com/kube-rebuilt/apiserver/03-master/storage/etcd3"
	"github.com/kube-rebuilt/apiserver/03-master/storage/storagebackend/embedded"
	storagetesting "github.com/kube-rebuilt/apiserver/03-master/storage/testing"
)

// The fault tests of issue 17: etcd restarted under the cache,
// compaction under a slow watcher, a watcher that never reads, and a
// burst of writes fanned out to many watchers.

// eventRV is the resourceVersion an event carries.
func eventRV(t testing.TB, e watch.Event) uint64 {
	t.Helper()
	rv, err := storage.APIObjectVersioner{}.ObjectResourceVersion(e.Object)
	if err != nil {
		t.Fatalf("event %v: %v", e.Type, err)
	}
	return rv
}

// restartableStore is an etcd3 store on an embedded etcd of its own,
// which restart stops and starts again on the same data directory. A
// restart waits for the calls under way and holds new ones until the
// member serves again; a watch holds nothing, so the reflector's etcd
// watch dies with the member.
type restartableStore struct {
	dir  string
	mu   sync.RWMutex
	etcd *embedded.Etcd
	cur  storage.Interface
}

func newRestartableStore(t *testing.T) *restartableStore {
	t.Helper()
	dir, err := os.MkdirTemp("", "cacher-restart-")
	if err != nil {
		t.Fatal(err)
	}
	s := &restartableStore{dir: dir}
	if err := s.start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		s.mu.Lock()
		s.etcd.Close()
		s.mu.Unlock()
		os.RemoveAll(dir)
	})
	return s
}

func (s *restartableStore) start() error {
	e, err := embedded.Start(context.Background(), embedded.Options{DataDir: s.dir, StartTimeout: 20 * time.Second})
	if err != nil {
		return err
	}
	s.etcd = e
	s.cur = etcd3.New(e.Client(), storagetesting.Codec(), storagetesting.NewFunc, storagetesting.NewListFunc,
		"/registry", "/configmaps", schema.GroupResource{Resource: "configmaps"}, storage.APIObjectVersioner{})
	return nil
}

// restart stops the member (flushing its data) and starts it again on
// the same directory: same keys, same revision.
func (s *restartableStore) restart() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.etcd.Close(); err != nil {
		return err
	}
	return s.start()
}

func (s *restartableStore) Versioner() storage.Versioner { return storage.APIObjectVersioner{} }
func (s *restartableStore) Create(ctx context.Context, key string, obj, out runtime.Object, ttl uint64) error {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return s.cur.Create(ctx, key, obj, out, ttl)
}
func (s *restartableStore) Delete(ctx context.Context, key string, out runtime.Object, preconditions *storage.Preconditions,
	validateDeletion storage.ValidateObjectFunc, cachedExistingObject runtime.Object, opts storage.DeleteOptions) error {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return s.cur.Delete(ctx, key, out, preconditions, validateDeletion, cachedExistingObject, opts)
}
func (s *restartableStore) Watch(ctx context.Context, key string, opts storage.ListOptions) (watch.Interface, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return s.cur.Watch(ctx, key, opts)
}
func (s *restartableStore) Get(ctx context.Context, key string, opts storage.GetOptions, objPtr runtime.Object) error {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return s.cur.Get(ctx, key, opts, objPtr)
}
func (s *restartableStore) GetList(ctx context.Context, key string, opts storage.ListOptions, listObj runtime.Object) error {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return s.cur.GetList(ctx, key, opts, listObj)
}
func (s *restartableStore) GuaranteedUpdate(ctx context.Context, key string, destination runtime.Object, ignoreNotFound bool,
	preconditions *storage.Preconditions, tryUpdate storage.UpdateFunc, cachedExistingObject runtime.Object) error {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return s.cur.GuaranteedUpdate(ctx, key, destination, ignoreNotFound, preconditions, tryUpdate, cachedExistingObject)
}
func (s *restartableStore) Count(ctx context.Context, key string) (int64, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return s.cur.Count(ctx, key)
}
func (s *restartableStore) ReadinessCheck() error {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return s.cur.ReadinessCheck()
}
func (s *restartableStore) GetCurrentResourceVersion(ctx context.Context) (uint64, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return s.cur.(currentRVGetter).GetCurrentResourceVersion(ctx)
}
func (s *restartableStore) RequestWatchProgress(ctx context.Context) error {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return s.cur.(progressRequester).RequestWatchProgress(ctx)
}

// TestEtcdRestartUnderCache restarts the embedded etcd (stopped and
// started in-process on the same data directory) while a writer keeps
// creating objects and a client watches the cache the way a reflector
// does: on a closed watch it re-watches from the last resourceVersion it
// saw; on an ERROR it must be 410, and it re-lists. The etcd is the
// test's own and only these creates write to it, so every revision is one
// event: within a watch (and across a re-watch that continues) each
// resourceVersion must be exactly the previous one plus one — no event
// lost, doubled or reordered — and at the end the client knows every
// object the writer created.
func TestEtcdRestartUnderCache(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	rs := newRestartableStore(t)
	c, err := NewCacherFromConfig(Config{
		Storage: rs, Versioner: storage.APIObjectVersioner{}, GroupResource: schema.GroupResource{Resource: "configmaps"},
		ResourcePrefix: "/configmaps", NewFunc: storagetesting.NewFunc, NewListFunc: storagetesting.NewListFunc,
	})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Stop()
	if err := c.ready.wait(ctx); err != nil {
		t.Fatal(err)
	}
	start := create(ctx, t, c, "r", "start")

	const writes, restartAfter = 150, 50
	created := make([]uint64, 0, writes)
	var createdMu sync.Mutex
	names := map[string]bool{"start": true}
	wrote := make(chan struct{}) // closed after restartAfter creates
	var writer sync.WaitGroup
	writer.Add(1)
	go func() {
		defer writer.Done()
		for i := range writes {
			out := &corev1.ConfigMap{}
			name := fmt.Sprintf("cm-%04d", i)
			if err := c.Create(ctx, storagetesting.Key("r", name), storagetesting.NewConfigMap("r", name, "v"), out, 0); err != nil {
				t.Errorf("create %s: %v", name, err)
				return
			}
			createdMu.Lock()
			created = append(created, mustRV(t, out.ResourceVersion))
			names[name] = true
			createdMu.Unlock()
			if i+1 == restartAfter {
				close(wrote)
			}
		}
	}()

	// The client.
	var (
		known      = map[string]bool{"start": true}
		lastRV     = mustRV(t, start.ResourceVersion)
		closes     int // watches the cacher closed
		expired    int // 410s answered by a re-list
		continued  int // re-watches that delivered the next revision
		rewatching bool
	)
	relist := func() {
		list := &corev1.ConfigMapList{}
		if err := c.GetList(ctx, "/configmaps/r", storage.ListOptions{Recursive: true, Predicate: storage.Everything}, list); err != nil {
			t.Fatalf("re-list: %v", err)
		}
		listRV := mustRV(t, list.ResourceVersion)
		if listRV < lastRV {
			t.Fatalf("re-list at %d; older than %d, already seen", listRV, lastRV)
		}
		clear(known)
		for _, cm := range list.Items {
			known[cm.Name] = true
		}
		lastRV = listRV
	}
	restarted := make(chan error, 1)
	go func() {
		<-wrote
		restarted <- rs.restart()
	}()
	writerDone := make(chan struct{})
	go func() {
		writer.Wait()
		close(writerDone)
	}()
	// final is the last revision written, once the restart and the
	// writer are both done; the client stops when it has seen it.
	var final uint64
	restartedCh, writerDoneCh := restarted, writerDone
	caughtUp := func() bool { return final != 0 && lastRV >= final }
	for !caughtUp() {
		w, err := c.Watch(ctx, "/configmaps/r", storage.ListOptions{
			ResourceVersion: fmt.Sprint(lastRV), Recursive: true, Predicate: storage.Everything})
		if err != nil {
			t.Fatalf("watch from %d: %v", lastRV, err)
		}
		for open := true; open && !caughtUp(); {
			select {
			case err := <-restartedCh:
				if err != nil {
					t.Fatalf("restart: %v", err)
				}
				restartedCh = nil
			case <-writerDoneCh:
				writerDoneCh = nil
			case e, ok := <-w.ResultChan():
				if !ok {
					closes++
					rewatching = true
					open = false
					break
				}
				switch e.Type {
				case watch.Added:
					rv := eventRV(t, e)
					if rv != lastRV+1 {
						t.Fatalf("event at %d after %d: lost or doubled events (re-watch %v)", rv, lastRV, rewatching)
					}
					if rewatching {
						continued++
						rewatching = false
					}
					name := e.Object.(*corev1.ConfigMap).Name
					if known[name] {
						t.Fatalf("ADDED %s twice", name)
					}
					known[name] = true
					lastRV = rv
				case watch.Error:
					status, ok := e.Object.(*metav1.Status)
					if !ok || status.Code != 410 {
						t.Fatalf("ERROR %v; want 410", e.Object)
					}
					if _, ok := <-w.ResultChan(); ok {
						t.Fatalf("watch still open after its ERROR")
					}
					expired++
					rewatching = false
					relist()
					open = false
				default:
					t.Fatalf("unexpected %v event", e.Type)
				}
			case <-time.After(20 * time.Second):
				t.Fatalf("nothing after %d for 20s (final %d)", lastRV, final)
			}
			if final == 0 && restartedCh == nil && writerDoneCh == nil {
				createdMu.Lock()
				final = slices.Max(created)
				createdMu.Unlock()
			}
		}
		w.Stop()
	}
	writer.Wait()
	if t.Failed() {
		return
	}
	// Only the writer wrote to this etcd: its revisions are consecutive.
	slices.Sort(created)
	for i := 1; i < len(created); i++ {
		if created[i] != created[i-1]+1 {
			t.Fatalf("writer's revisions not consecutive at %d, %d: the test's assumption broke", created[i-1], created[i])
		}
	}
	if created[0] != mustRV(t, start.ResourceVersion)+1 {
		t.Fatalf("first create at %d; want right after start %s", created[0], start.ResourceVersion)
	}
	if len(known) != len(names) {
		t.Errorf("client knows %d objects; writer created %d", len(known), len(names))
	}
	for n := range names {
		if !known[n] {
			t.Errorf("client never learnt of %s", n)
		}
	}
	if closes == 0 {
		t.Errorf("no watch was closed: the restart went unnoticed")
	}
	t.Logf("restart: %d watches closed, %d continued cleanly, %d answered 410 and re-listed", closes, continued, expired)
}

// collect reads w until it is closed, for at most timeout: the
// resourceVersions of its events, whether it closed, and the first
// event that was not ADDED (nil if none).
func collect(t *testing.T, w watch.Interface, timeout time.Duration) (rvs []uint64, closed bool, other *watch.Event) {
	t.Helper()
	deadline := time.After(timeout)
	for {
		select {
		case e, ok := <-w.ResultChan():
			if !ok {
				return rvs, true, nil
			}
			if e.Type != watch.Added {
				return rvs, false, &e
			}
			rvs = append(rvs, eventRV(t, e))
		case <-deadline:
			return rvs, false, nil
		}
	}
}

// createN creates n objects in ns and returns their resourceVersions.
func createN(ctx context.Context, t *testing.T, s storage.Interface, ns, prefix string, n int) []uint64 {
	t.Helper()
	rvs := make([]uint64, 0, n)
	for i := range n {
		rvs = append(rvs, mustRV(t, create(ctx, t, s, ns, fmt.Sprintf("%s-%04d", prefix, i)).ResourceVersion))
	}
	return rvs
}

// isTerminated says, under the cache's lock, whether the cache stopped
// feeding w (it is then out of the watchers set).
func isTerminated(c *Cacher, w watch.Interface) bool {
	c.watchCache.RLock()
	defer c.watchCache.RUnlock()
	_, fed := c.watchers[w.(*cacheWatcher)]
	return w.(*cacheWatcher).terminated && !fed
}

// follower reads key from a resourceVersion on, as a client-go reflector
// does: when the cache closes its watch (it fell a buffer behind, or
// the grace of the dispatch budget ran out) it re-watches from the last
// resourceVersion it saw. Whether a reader on a loaded machine keeps
// up is up to the scheduler; that it misses nothing across its
// re-watches is up to the cache, and is what the tests check.
type follower struct {
	rvs    chan uint64 // every resourceVersion received; closed at the end
	closes int         // watches the cache closed under it; read after rvs is closed
	err    error       // why it stopped before n events; read after rvs is closed
}

func follow(ctx context.Context, c *Cacher, key, rv string, n int) *follower {
	f := &follower{rvs: make(chan uint64, n)}
	go func() {
		defer close(f.rvs)
		for got := 0; got < n; f.closes++ {
			w, err := c.Watch(ctx, key, storage.ListOptions{ResourceVersion: rv, Recursive: true, Predicate: storage.Everything})
			if err != nil {
				f.err = err
				return
			}
			for e := range w.ResultChan() {
				if e.Type != watch.Added {
					f.err = fmt.Errorf("got %v %v; want only ADDED", e.Type, e.Object)
					break
				}
				v, err := storage.APIObjectVersioner{}.ObjectResourceVersion(e.Object)
				if err != nil {
					f.err = err
					break
				}
				f.rvs <- v
				rv = fmt.Sprint(v)
				if got++; got == n {
					break
				}
			}
			w.Stop()
			if f.err == nil && ctx.Err() != nil {
				f.err = ctx.Err()
			}
			if f.err != nil || got == n {
				return
			}
		}
	}()
	return f
}

// take reads the next n resourceVersions, failing the test if the
// follower stops or stalls first.
func (f *follower) take(t *testing.T, n int, timeout time.Duration) []uint64 {
	t.Helper()
	deadline := time.After(timeout)
	var rvs []uint64
	for len(rvs) < n {
		select {
		case rv, ok := <-f.rvs:
			if !ok {
				t.Fatalf("reader stopped after %d of %d events: %v", len(rvs), n, f.err)
			}
			rvs = append(rvs, rv)
		case <-deadline:
			t.Fatalf("reader stuck after %d of %d events", len(rvs), n)
		}
	}
	return rvs
}

// TestCompactionUnderSlowWatcher: a watcher that does not read while 50
// writes, a compaction (of the ring and of etcd) and 50 more writes
// happen is closed once its buffers are full, holding at most
// 2*WatcherBufferSize+1 events (the two channels and the one in hand),
// which are exactly the first events in order; a reader beside it
// (following as a reflector does) sees all 100, in order, once each; and a re-watch from the slow
// watcher's last resourceVersion, now compacted away, answers 410.
func TestCompactionUnderSlowWatcher(t *testing.T) {
	ctx := context.Background()
	const buffer = 10
	c := newTestCacher(t, func(c *Config) { c.WatcherBufferSize = buffer })
	start := create(ctx, t, c, "compact", "start")
	opts := storage.ListOptions{ResourceVersion: start.ResourceVersion, Recursive: true, Predicate: storage.Everything}
	slow, err := c.Watch(ctx, "/configmaps/compact", opts)
	if err != nil {
		t.Fatal(err)
	}
	defer slow.Stop()
	fast := follow(ctx, c, "/configmaps/compact", start.ResourceVersion, 100)

	want := createN(ctx, t, c, "compact", "before", 50)
	// The reader has what is about to be compacted away before the
	// compaction: one closed now would rightly get 410 on its re-watch.
	if got := fast.take(t, 50, 10*time.Second); !slices.Equal(got, want) {
		t.Fatalf("reading watcher: got %v; want %v", got, want)
	}
	compaction(c)(ctx, t, fmt.Sprint(want[len(want)-1]))
	after := createN(ctx, t, c, "compact", "after", 50)
	if got := fast.take(t, 50, 10*time.Second); !slices.Equal(got, after) {
		t.Fatalf("reading watcher after the compaction: got %v; want %v", got, after)
	}
	want = append(want, after...)
	if !isTerminated(c, slow) {
		t.Fatal("slow watcher still fed; want it terminated")
	}
	got, closed, other := collect(t, slow, 5*time.Second)
	if other != nil || !closed {
		t.Fatalf("slow watcher: got %v, closed %v; want only ADDED events, then closed", other, closed)
	}
	if len(got) < buffer || len(got) > 2*buffer+1 {
		t.Errorf("slow watcher held %d events; want between %d and %d", len(got), buffer, 2*buffer+1)
	}
	if !slices.Equal(got, want[:len(got)]) {
		t.Errorf("slow watcher: got %v; want the first %d of %v", got, len(got), want)
	}
	// Its client comes back from the last event it saw: compacted.
	w, err := c.Watch(ctx, "/configmaps/compact", storage.ListOptions{
		ResourceVersion: fmt.Sprint(got[len(got)-1]), Recursive: true, Predicate: storage.Everything})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Stop()
	_, _, other = collect(t, w, 5*time.Second)
	if other == nil || other.Type != watch.Error {
		t.Fatalf("re-watch from %d: got %v; want ERROR 410", got[len(got)-1], other)
	}
	if status, ok := other.Object.(*metav1.Status); !ok || status.Code != 410 {
		t.Fatalf("re-watch from %d: got %v; want 410", got[len(got)-1], other.Object)
	}
}

// TestNeverReadingWatcher: a watcher that never reads is dropped by the
// cache (no longer fed, its input closed) as soon as its buffers are
// full and the dispatch budget's grace has run out, with at most
// 2*WatcherBufferSize+1 events held for it; three readers beside it
// (following as reflectors do) each receive all 300 events, in order,
// once.
func TestNeverReadingWatcher(t *testing.T) {
	ctx := context.Background()
	const buffer, events, readers = 10, 300, 3
	c := newTestCacher(t, func(c *Config) { c.WatcherBufferSize = buffer })
	start := create(ctx, t, c, "never", "start")
	opts := storage.ListOptions{ResourceVersion: start.ResourceVersion, Recursive: true, Predicate: storage.Everything}
	never, err := c.Watch(ctx, "/configmaps/never", opts)
	if err != nil {
		t.Fatal(err)
	}
	defer never.Stop()
	followers := make([]*follower, readers)
	for i := range followers {
		followers[i] = follow(ctx, c, "/configmaps/never", start.ResourceVersion, events)
	}
	var want []uint64
	for i := range events {
		want = append(want, mustRV(t, create(ctx, t, c, "never", fmt.Sprintf("cm-%04d", i)).ResourceVersion))
		if i == buffer-1 {
			// Its input alone holds these: it is not dropped yet.
			if err := c.waitUntilFresh(ctx, want[i]); err != nil {
				t.Fatal(err)
			}
			if isTerminated(c, never) {
				t.Fatalf("never-reading watcher dropped after %d events; its input alone takes %d", i+1, buffer)
			}
		}
	}
	for i, f := range followers {
		if got := f.take(t, events, 10*time.Second); !slices.Equal(got, want) {
			t.Errorf("reader %d: got %d events %v; want %v", i, len(got), got, want)
		}
	}
	if !isTerminated(c, never) {
		t.Fatal("never-reading watcher still fed; want it terminated")
	}
	// Its goroutine is told to end at once (not gracefully): it must not
	// linger, blocked on a client that never reads.
	select {
	case <-never.(*cacheWatcher).done:
	default:
		t.Fatal("never-reading watcher terminated, but its goroutine was not told to stop")
	}
	// What it holds is the first events, in order; then it is closed.
	got, closed, other := collect(t, never, 5*time.Second)
	if other != nil || !closed {
		t.Fatalf("never-reading watcher: got %v, closed %v; want only ADDED events, then closed", other, closed)
	}
	if len(got) < buffer || len(got) > 2*buffer+1 || !slices.Equal(got, want[:len(got)]) {
		t.Errorf("never-reading watcher: got %v; want the first %d to %d of %v", got, buffer, 2*buffer+1, want)
	}
}

// TestWriteBurstFanOut: fanOutWatchers clients watch from one
// resourceVersion while fanOutWriters goroutines create fanOutWrites
// objects. Each client does what a reflector does: when the cache closes
// its watch (it fell a full buffer behind) it re-watches from the last
// resourceVersion it saw; an ERROR must be 410 (the ring no longer holds
// that resourceVersion), and ends that client. Every watch, and every
// client's stream across its re-watches, must be exactly the sorted
// resourceVersions the creates returned, or a prefix of them for a
// watch that was closed and for a client that got 410: no event lost,
// doubled or reordered. A closed watch is no longer fed by the cache.
func TestWriteBurstFanOut(t *testing.T) {
	ctx := context.Background()
	c := newTestCacher(t)
	start := create(ctx, t, c, "burst", "start")

	type result struct {
		rvs     []uint64
		closes  int  // watches the cache closed under this client
		expired bool // a re-watch answered 410
		err     string
	}
	results := make([]result, fanOutWatchers)
	// A bound for a hang, not a speed goal: on a loaded two-core machine
	// the burst took 30 s; alone it takes about 10.
	deadline := time.Now().Add(2 * time.Minute)
	var readers sync.WaitGroup
	var firstWatches sync.WaitGroup // every client's first watch is registered
	for i := range results {
		readers.Add(1)
		firstWatches.Add(1)
		go func() {
			defer readers.Done()
			r := &results[i]
			r.rvs = make([]uint64, 0, fanOutWrites)
			timeout := time.NewTimer(time.Until(deadline))
			defer timeout.Stop()
			lastRV := start.ResourceVersion
			for first := true; len(r.rvs) < fanOutWrites && r.err == "" && !r.expired; first = false {
				w, err := c.Watch(ctx, "/configmaps/burst", storage.ListOptions{
					ResourceVersion: lastRV, Recursive: true, Predicate: storage.Everything})
				if first {
					firstWatches.Done()
				}
				if err != nil {
					r.err = err.Error()
					return
				}
				got := 0
			read:
				for len(r.rvs) < fanOutWrites {
					select {
					case e, ok := <-w.ResultChan():
						switch {
						case !ok:
							r.closes++
							// How many events a closed watch delivered is not
							// fixed: a dropped watcher's unread input is not
							// delivered (upstream's forget(false)), and how
							// far its goroutine got depends on the scheduler.
							if !isTerminated(c, w) {
								r.err = "closed watch still fed"
							}
							break read
						case e.Type == watch.Error:
							if status, ok := e.Object.(*metav1.Status); !ok || status.Code != 410 {
								r.err = fmt.Sprintf("ERROR %v; want 410", e.Object)
							}
							r.expired = true
							break read
						case e.Type != watch.Added:
							r.err = fmt.Sprintf("got %v; want only ADDED", e.Type)
							break read
						}
						rv, err := storage.APIObjectVersioner{}.ObjectResourceVersion(e.Object)
						if err != nil {
							r.err = err.Error()
							break read
						}
						r.rvs = append(r.rvs, rv)
						lastRV = fmt.Sprint(rv)
						got++
					case <-timeout.C:
						r.err = fmt.Sprintf("timed out after %d events", len(r.rvs))
						break read
					}
				}
				w.Stop()
			}
		}()
	}
	firstWatches.Wait()

	began := time.Now()
	created := make([][]uint64, fanOutWriters)
	var writers sync.WaitGroup
	for g := range fanOutWriters {
		writers.Add(1)
		go func() {
			defer writers.Done()
			for i := g; i < fanOutWrites; i += fanOutWriters {
				out := &corev1.ConfigMap{}
				name := fmt.Sprintf("cm-%05d", i)
				if err := c.Create(ctx, storagetesting.Key("burst", name), storagetesting.NewConfigMap("burst", name, "v"), out, 0); err != nil {
					t.Errorf("create %s: %v", name, err)
					return
				}
				rv, err := c.versioner.ParseResourceVersion(out.ResourceVersion)
				if err != nil {
					t.Error(err)
					return
				}
				created[g] = append(created[g], rv)
			}
		}()
	}
	writers.Wait()
	wrote := time.Since(began)
	readers.Wait()
	if t.Failed() {
		return
	}
	want := slices.Concat(created...)
	slices.Sort(want)
	if len(want) != fanOutWrites || len(slices.Compact(slices.Clone(want))) != fanOutWrites {
		t.Fatalf("creates returned %d distinct resourceVersions; want %d", len(slices.Compact(slices.Clone(want))), fanOutWrites)
	}
	neverClosed, closedWatches, expired := 0, 0, 0
	for i, r := range results {
		if r.err != "" {
			t.Errorf("client %d: %s", i, r.err)
			continue
		}
		closedWatches += r.closes
		if r.closes == 0 {
			neverClosed++
		}
		if r.expired {
			expired++
			if !slices.Equal(r.rvs, want[:len(r.rvs)]) {
				t.Errorf("client %d (410): its %d events are not the first %d in order (first difference at %d)",
					i, len(r.rvs), len(r.rvs), firstDiff(r.rvs, want))
			}
		} else if !slices.Equal(r.rvs, want) {
			t.Errorf("client %d: got %d events over %d re-watches; want all %d once, in order (first difference at %d)",
				i, len(r.rvs), r.closes, len(want), firstDiff(r.rvs, want))
		}
	}
	t.Logf("%d clients, %d writes by %d writers in %v (all delivered after %v): %d clients never closed, "+
		"%d watches closed for falling behind, %d clients got 410 on a re-watch",
		fanOutWatchers, fanOutWrites, fanOutWriters, wrote.Round(time.Millisecond), time.Since(began).Round(time.Millisecond),
		neverClosed, closedWatches, expired)
}

func firstDiff(a, b []uint64) int {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return i
		}
	}
	return min(len(a), len(b))
}

// faultStore wraps an etcd3 store: the reflector's etcd watch can be
// broken on demand, and the reflector's list and a client's read of
// etcd's current revision can be held at a gate.
type faultStore struct {
	storage.Interface
	mu        sync.Mutex
	breakers  []chan struct{} // one per watch handed out
	listGate  chan struct{}   // non-nil: GetList signals listHeld, then waits for it
	listHeld  chan struct{}
	rvGate    chan struct{} // non-nil: GetCurrentResourceVersion signals rvHeld, then waits for it
	rvHeld    chan struct{}
	listCalls int
}

// brokenWatch forwards an etcd watch until broken, then closes as a
// watch does whose connection died.
type brokenWatch struct {
	inner  watch.Interface
	result chan watch.Event
	stop   chan struct{}
	once   sync.Once
}

func (w *brokenWatch) ResultChan() <-chan watch.Event { return w.result }
func (w *brokenWatch) Stop()                          { w.once.Do(func() { close(w.stop) }) }

func (s *faultStore) Watch(ctx context.Context, key string, opts storage.ListOptions) (watch.Interface, error) {
	inner, err := s.Interface.Watch(ctx, key, opts)
	if err != nil {
		return nil, err
	}
	brk := make(chan struct{})
	s.mu.Lock()
	s.breakers = append(s.breakers, brk)
	s.mu.Unlock()
	w := &brokenWatch{inner: inner, result: make(chan watch.Event), stop: make(chan struct{})}
	go func() {
		defer close(w.result)
		defer inner.Stop()
		for {
			select {
			case e, ok := <-inner.ResultChan():
				if !ok {
					return
				}
				select {
				case w.result <- e:
				case <-brk:
					return
				case <-w.stop:
					return
				}
			case <-brk:
				return
			case <-w.stop:
				return
			}
		}
	}()
	return w, nil
}

// breakWatches breaks every watch handed out so far.
func (s *faultStore) breakWatches() {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, b := range s.breakers {
		close(b)
	}
	s.breakers = nil
}

func (s *faultStore) GetList(ctx context.Context, key string, opts storage.ListOptions, listObj runtime.Object) error {
	s.mu.Lock()
	gate, held := s.listGate, s.listHeld
	s.listGate = nil
	s.listCalls++
	s.mu.Unlock()
	if gate != nil {
		close(held)
		<-gate
	}
	return s.Interface.GetList(ctx, key, opts, listObj)
}

func (s *faultStore) GetCurrentResourceVersion(ctx context.Context) (uint64, error) {
	rv, err := s.Interface.(currentRVGetter).GetCurrentResourceVersion(ctx)
	s.mu.Lock()
	gate, held := s.rvGate, s.rvHeld
	s.rvGate = nil
	s.mu.Unlock()
	if gate != nil {
		close(held)
		<-gate
	}
	return rv, err
}

func (s *faultStore) RequestWatchProgress(ctx context.Context) error {
	return s.Interface.(progressRequester).RequestWatchProgress(ctx)
}

// TestWatchRegisteredDuringRelist: the reflector's etcd watch breaks
// while a client's watch is between the ready check and its
// registration; the cacher closes its watchers and re-lists, and the
// client's watch registers while the re-list is under way, against the
// old ring. An object created in etcd meanwhile is in the re-list but
// never an event: the watch must not go on from there as if nothing was
// missed (closed, or 410, or the missed event; never a silent gap).
// Upstream guards this with the ready generation (Cacher.Watch's
// checkAndReadGeneration).
func TestWatchRegisteredDuringRelist(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	inner, _ := newEtcdStore()
	fs := &faultStore{Interface: inner}
	c := newTestCacher(t, func(c *Config) { c.Storage = fs })
	a := create(ctx, t, c, "relist", "a")
	if err := c.waitUntilFresh(ctx, mustRV(t, a.ResourceVersion)); err != nil {
		t.Fatal(err)
	}

	// The client's watch from "0" without initial events: past the ready
	// check, it asks etcd for its current revision and is held there.
	fs.mu.Lock()
	fs.rvGate, fs.rvHeld = make(chan struct{}), make(chan struct{})
	fs.listGate, fs.listHeld = make(chan struct{}), make(chan struct{})
	rvGate, rvHeld, listGate, listHeld := fs.rvGate, fs.rvHeld, fs.listGate, fs.listHeld
	fs.mu.Unlock()
	noInitial := false
	type watchResult struct {
		w   watch.Interface
		err error
	}
	watched := make(chan watchResult, 1)
	go func() {
		w, err := c.Watch(ctx, "/configmaps/relist", storage.ListOptions{
			ResourceVersion: "0", SendInitialEvents: &noInitial, Recursive: true, Predicate: storage.Everything})
		watched <- watchResult{w, err}
	}()
	<-rvHeld
	// The reflector's watch breaks: it closes its watchers and re-lists,
	// held at the list.
	fs.breakWatches()
	select {
	case <-listHeld:
	case <-ctx.Done():
		t.Fatal("reflector did not re-list")
	}
	close(rvGate)
	wr := <-watched
	if wr.err != nil {
		t.Fatalf("watch: %v", wr.err)
	}
	defer wr.w.Stop()
	// Created while the cache re-lists: in the list, never an event.
	missed := create(ctx, t, inner, "relist", "missed")
	close(listGate)
	after := create(ctx, t, c, "relist", "after")
	select {
	case e, ok := <-wr.w.ResultChan():
		switch {
		case !ok:
			// Closed: the client comes back from a, which the re-list
			// (past missed) has left behind: 410.
			w, err := c.Watch(ctx, "/configmaps/relist", storage.ListOptions{
				ResourceVersion: a.ResourceVersion, Recursive: true, Predicate: storage.Everything})
			if err != nil {
				t.Fatal(err)
			}
			defer w.Stop()
			_, _, other := collect(t, w, 5*time.Second)
			if other == nil || other.Type != watch.Error || other.Object.(*metav1.Status).Code != 410 {
				t.Fatalf("re-watch from %s: got %v; want ERROR 410", a.ResourceVersion, other)
			}
		case e.Type == watch.Error:
			if status, ok := e.Object.(*metav1.Status); !ok || status.Code != 410 {
				t.Fatalf("ERROR %v; want 410", e.Object)
			}
		case eventRV(t, e) != mustRV(t, missed.ResourceVersion):
			t.Fatalf("first event %v at %d (%s); want %s's at %s, or a closed watch, or 410: a silent gap",
				e.Type, eventRV(t, e), e.Object.(*corev1.ConfigMap).Name, missed.Name, missed.ResourceVersion)
		}
	case <-time.After(5 * time.Second):
		t.Fatalf("nothing on the watch after %s was created at %s", after.Name, after.ResourceVersion)
	}
}
