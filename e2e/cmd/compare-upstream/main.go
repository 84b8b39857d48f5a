// Command compare-upstream measures, with client-go, API servers that are
// already running, one after the other, on the same load: the rates and
// latencies of create, get, update, list and delete of ConfigMaps, the
// latency from a create to its watch event, each server's CPU time per
// request and resident memory, lists of many objects, and start-up times.
// hack/compare-upstream.sh (our stage 03) and hack/compare-upstream-07.sh
// (our stage 07, like for like) start the servers and run it; see
// 03-master/storage/cacher/BENCHMARKS.md and 07-authn-authz/BENCHMARKS.md.
//
// Every target gets the same client settings (rest.Config QPS -1: no client
// side throttling; the same number of concurrent workers sharing one
// clientset per wire format). -formats protobuf is the typed clientset's
// default for built-in resources (gentype.PrefersProtobuf); json sets
// ContentType and Accept to application/json. Per repetition and format,
// in a fresh namespace: a watch on the namespace is opened, N ConfigMaps
// are created (timed; each create's start to its ADDED event is the
// create-to-watch latency), then gets, updates, server-side applies and
// the lists run (each for a fixed time), then all N are deleted (timed). A rate is the median of
// the repetitions; a latency percentile pools every request of every
// repetition. -lists=false skips the lists: with PROFILE= of
// hack/compare-upstream-07.sh, a CPU profile of single-object operations
// alone.
//
// The CPU time the server process spent per request in each phase
// (user+system, from /proc/PID/stat) moves much less with the machine's
// other load than a rate does. It excludes etcd's work when etcd runs in
// another process.
//
// -crs 10000 then installs a CRD with a structural schema and CEL rules
// (Gateway API's HTTPRoute, -crd) and times that many custom resources
// through the dynamic client, JSON: creates, gets, updates (rate, CPU per
// request, p50/p99), lists of all of them, label-selected, paged, and the
// RSS holding them (crs.go).
//
// -big 10000[,100000] then fills one more namespace of each target to each
// size in turn and times lists of all of it (consistent and
// resourceVersion=0), of a label-selected tenth, and a paged walk of it
// (limit 500), and reads the RSS there.
//
// Every figure is a record (table, row, target, value); the program prints
// each table with a column per target and, for every target but upstream,
// its ratio to the target named "upstream". -out appends the records to a
// file as JSON lines, -report prints the tables of such a file (the
// figures of several runs of this program, e.g. start times measured by
// -ready between them) instead of measuring.
//
// Usage:
//
//	compare-upstream -target ours,PID,http://127.0.0.1:18080 \
//	    -target upstream,PID,/path/to/kubeconfig [-n 2000] [-reps 3] [-phase 3s] [-workers 8]
//	    [-formats protobuf,json] [-big 10000] [-crs 10000 -crd httproutes.yaml] [-out records.json]
//	compare-upstream -ready https://127.0.0.1:6443 -since UNIXNANOS -target-name ours -row 'fresh data' -out records.json
//	compare-upstream -report records.json
//
// A target's third field is a URL (no credentials; https is not verified)
// or a kubeconfig file.
package main

import (
	"context"
	"crypto/tls"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand"
	"net/http"
	"os"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/apimachinery/pkg/watch"
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/rest"
	"k8s.io/client-go/tools/clientcmd"
)

type target struct {
	name    string
	pid     int
	source  string
	clients map[string]kubernetes.Interface // by wire format
}

type targets []*target

func (t *targets) String() string { return fmt.Sprint(len(*t)) }
func (t *targets) Set(v string) error {
	parts := strings.SplitN(v, ",", 3)
	if len(parts) != 3 {
		return fmt.Errorf("want NAME,PID,URL-or-kubeconfig, got %q", v)
	}
	pid, err := strconv.Atoi(parts[1])
	if err != nil {
		return fmt.Errorf("pid %q: %v", parts[1], err)
	}
	*t = append(*t, &target{name: parts[0], pid: pid, source: parts[2]})
	return nil
}

var (
	n       = flag.Int("n", 2000, "ConfigMaps per repetition")
	reps    = flag.Int("reps", 3, "repetitions; each rate is their median")
	phase   = flag.Duration("phase", 3*time.Second, "duration of each get, update and list phase")
	workers = flag.Int("workers", 8, "concurrent client goroutines (one clientset per format)")
	settle  = flag.Duration("settle", 10*time.Second, "wait before reading each target's idle RSS")
	ns      = flag.String("namespace", "compare-upstream", "namespace prefix (one namespace per repetition and format)")
	formats = flag.String("formats", "protobuf", "wire formats, comma separated: protobuf, json")
	big     = flag.String("big", "", "sizes, comma separated (10000,100000): lists of that many ConfigMaps after the repetitions")
	bigHave = flag.Int("big-have", 0, "how many ConfigMaps an earlier run with -big left in the namespace <namespace>-big (-big of the same one size lists them again, creating none)")
	bigReps = flag.Int("big-reps", 3, "lists of each kind at each -big size; each figure is their median")
	noLoad  = flag.Bool("no-load", false, "skip the repetitions (and the idle RSS): only -big")
	memDump = flag.String("memdump", "", "as the RSS holding each -big size is read, save each target's /proc/PID/smaps_rollup and its go_memstats_* metrics into this directory (NAME.smaps-SIZE.txt, NAME.memstats-SIZE.txt)")
	lists   = flag.Bool("lists", true, "with false, the repetitions skip the list phases: single-object operations only (a CPU profile of them alone)")
	out     = flag.String("out", "", "append every record to this file (JSON lines)")
	report  = flag.String("report", "", "print the tables of this records file, measure nothing")

	ready      = flag.String("ready", "", "poll URL/readyz every 5 ms until it answers 200, record the milliseconds since -since, exit")
	since      = flag.Int64("since", 0, "with -ready: the start, in Unix nanoseconds")
	targetName = flag.String("target-name", "", "with -ready: the target the record is for")
	row        = flag.String("row", "", "with -ready: the row of the start-up table")
	selTier    = "c" // tier=c: a tenth (see labelFor)
)

// labelFor: half the objects are tier=a, the other half spread evenly over
// tier=b..f, so tier=c selects a tenth.
func labelFor(i int) string {
	if i%2 == 0 {
		return "a"
	}
	return string(rune('b' + (i/2)%5))
}

func restConfig(src, format string) (*rest.Config, error) {
	var cfg *rest.Config
	if strings.HasPrefix(src, "http://") || strings.HasPrefix(src, "https://") {
		cfg = &rest.Config{Host: src, TLSClientConfig: rest.TLSClientConfig{Insecure: strings.HasPrefix(src, "https://")}}
	} else {
		c, err := clientcmd.BuildConfigFromFlags("", src)
		if err != nil {
			return nil, err
		}
		cfg = c
	}
	cfg.QPS = -1 // no client-side rate limiter
	cfg.Burst = 1 << 20
	cfg.Timeout = 120 * time.Second
	cfg.UserAgent = "compare-upstream"
	if format == "json" {
		cfg.ContentType = "application/json"
		cfg.AcceptContentTypes = "application/json"
	}
	return cfg, nil
}

func rss(pid int) (rssKB, hwmKB int) {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return -1, -1
	}
	for _, l := range strings.Split(string(b), "\n") {
		f := strings.Fields(l)
		if len(f) < 2 {
			continue
		}
		v, _ := strconv.Atoi(f[1])
		switch f[0] {
		case "VmRSS:":
			rssKB = v
		case "VmHWM:":
			hwmKB = v
		}
	}
	return
}

// result is a phase's outcome: its rate, the server's CPU per request and
// every request's latency.
type result struct {
	rate, cpuMs float64
	lat         []time.Duration
}

// measured runs a phase (timed or counted) and adds the CPU time the
// process pid spent meanwhile, per operation.
func measured(pid int, phase func() (ops int64, seconds float64, lat []time.Duration, err error)) (result, error) {
	before := cpuSeconds(pid)
	ops, seconds, lat, err := phase()
	if err != nil || ops == 0 {
		return result{}, err
	}
	return result{rate: float64(ops) / seconds, cpuMs: (cpuSeconds(pid) - before) * 1000 / float64(ops), lat: lat}, nil
}

// cpuSeconds is the user and system CPU time process pid has used:
// fields 14 and 15 of /proc/PID/stat, in clock ticks of 1/100 s (Linux's
// USER_HZ).
func cpuSeconds(pid int) float64 {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0
	}
	// the command name (field 2) may hold spaces: count from after it
	f := strings.Fields(string(b[strings.LastIndexByte(string(b), ')')+1:]))
	if len(f) < 13 {
		return 0
	}
	utime, _ := strconv.ParseFloat(f[11], 64)
	stime, _ := strconv.ParseFloat(f[12], 64)
	return (utime + stime) / 100
}

// latencies collects the workers' request latencies.
type latencies struct {
	mu  sync.Mutex
	all []time.Duration
}

func (l *latencies) add(d []time.Duration) {
	l.mu.Lock()
	l.all = append(l.all, d...)
	l.mu.Unlock()
}

// timed runs fn from *workers goroutines until the deadline passes; it
// returns how many operations ran in how many seconds, and their latencies.
func timed(d time.Duration, fn func(w int, i int) error) (int64, float64, []time.Duration, error) {
	var ops atomic.Int64
	var firstErr atomic.Value
	var lat latencies
	deadline := time.Now().Add(d)
	start := time.Now()
	var wg sync.WaitGroup
	for w := 0; w < *workers; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			var mine []time.Duration
			defer func() { lat.add(mine) }()
			for i := 0; time.Now().Before(deadline); i++ {
				t0 := time.Now()
				if err := fn(w, i); err != nil {
					firstErr.CompareAndSwap(nil, err)
					return
				}
				mine = append(mine, time.Since(t0))
				ops.Add(1)
			}
		}(w)
	}
	wg.Wait()
	el := time.Since(start).Seconds()
	if e, ok := firstErr.Load().(error); ok {
		return 0, 0, nil, e
	}
	return ops.Load(), el, lat.all, nil
}

// counted runs fn for i in [from,total) spread over the workers; it returns
// how many ran, the seconds it took and their latencies.
func counted(from, total int, fn func(i int) error) (int64, float64, []time.Duration, error) {
	var next atomic.Int64
	next.Store(int64(from))
	var firstErr atomic.Value
	var lat latencies
	start := time.Now()
	var wg sync.WaitGroup
	for w := 0; w < *workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var mine []time.Duration
			defer func() { lat.add(mine) }()
			for {
				i := int(next.Add(1)) - 1
				if i >= total {
					return
				}
				t0 := time.Now()
				if err := fn(i); err != nil {
					firstErr.CompareAndSwap(nil, err)
					return
				}
				mine = append(mine, time.Since(t0))
			}
		}()
	}
	wg.Wait()
	el := time.Since(start).Seconds()
	if e, ok := firstErr.Load().(error); ok {
		return 0, 0, nil, e
	}
	return int64(total - from), el, lat.all, nil
}

func configMap(i int) *corev1.ConfigMap {
	return &corev1.ConfigMap{
		ObjectMeta: metav1.ObjectMeta{Name: fmt.Sprintf("cm-%06d", i), Labels: map[string]string{"tier": labelFor(i), "app": "compare"}},
		Data:       map[string]string{"key": fmt.Sprintf("value-%d", i), "other": "some configuration text"},
	}
}

// The rows of one repetition, in order; createToWatch has a latency and no rate.
const (
	rowCreate        = "create"
	rowGet           = "get"
	rowUpdate        = "update"
	rowApply         = "apply (server-side, forced)"
	rowListAll       = "list all, consistent (rv unset)"
	rowListAll0      = "list all, rv=0"
	rowListSel       = "list selected tenth, consistent"
	rowListSel0      = "list selected tenth, rv=0"
	rowDelete        = "delete"
	rowCreateToWatch = "create to its watch event"
)

var repRows = []string{rowCreate, rowGet, rowUpdate, rowApply, rowListAll, rowListAll0, rowListSel, rowListSel0, rowDelete}

// watchCreates opens a watch on namespace nsName and, for every ADDED
// event of a name in starts, records the time since its create began. It
// returns a function that waits (up to 30 s) for want events, stops the
// watch and returns the latencies.
func watchCreates(ctx context.Context, cms interface {
	Watch(context.Context, metav1.ListOptions) (watch.Interface, error)
}, starts *sync.Map, want int) (func() []time.Duration, error) {
	w, err := cms.Watch(ctx, metav1.ListOptions{})
	if err != nil {
		return nil, err
	}
	var lat []time.Duration
	done := make(chan struct{})
	go func() {
		defer close(done)
		for ev := range w.ResultChan() {
			now := time.Now()
			if ev.Type != watch.Added {
				continue
			}
			cm, ok := ev.Object.(*corev1.ConfigMap)
			if !ok {
				continue
			}
			if s, ok := starts.Load(cm.Name); ok {
				lat = append(lat, now.Sub(s.(time.Time)))
				if len(lat) == want {
					return
				}
			}
		}
	}()
	return func() []time.Duration {
		select {
		case <-done:
		case <-time.After(30 * time.Second):
		}
		w.Stop()
		<-done
		return lat
	}, nil
}

func run(ctx context.Context, t *target, format string, rep int) (map[string]result, error) {
	c := t.clients[format]
	nsName := fmt.Sprintf("%s-%s-%d", *ns, format, rep)
	if _, err := c.CoreV1().Namespaces().Create(ctx, &corev1.Namespace{ObjectMeta: metav1.ObjectMeta{Name: nsName}}, metav1.CreateOptions{}); err != nil {
		return nil, fmt.Errorf("namespace %s: %w", nsName, err)
	}
	cms := c.CoreV1().ConfigMaps(nsName)
	out := map[string]result{}
	objs := make([]*corev1.ConfigMap, *n)
	var err error

	var starts sync.Map
	stopWatch, err := watchCreates(ctx, cms, &starts, *n)
	if err != nil {
		return nil, fmt.Errorf("watch: %w", err)
	}
	out[rowCreate], err = measured(t.pid, func() (int64, float64, []time.Duration, error) {
		return counted(0, *n, func(i int) error {
			cm := configMap(i)
			starts.Store(cm.Name, time.Now())
			o, err := cms.Create(ctx, cm, metav1.CreateOptions{})
			objs[i] = o
			return err
		})
	})
	if err != nil {
		return nil, fmt.Errorf("create: %w", err)
	}
	if lat := stopWatch(); len(lat) != *n {
		return nil, fmt.Errorf("watch: got %d ADDED events; want %d", len(lat), *n)
	} else {
		out[rowCreateToWatch] = result{lat: lat}
	}

	rnd := make([]*rand.Rand, *workers)
	for w := range rnd {
		rnd[w] = rand.New(rand.NewSource(int64(w + 1)))
	}
	out[rowGet], err = measured(t.pid, func() (int64, float64, []time.Duration, error) {
		return timed(*phase, func(w, _ int) error {
			_, err := cms.Get(ctx, configMap(rnd[w].Intn(*n)).Name, metav1.GetOptions{})
			return err
		})
	})
	if err != nil {
		return nil, fmt.Errorf("get: %w", err)
	}

	// Worker w updates only objects i with i%workers == w, from the object the
	// last write returned: no conflicts, no read before the write.
	out[rowUpdate], err = measured(t.pid, func() (int64, float64, []time.Duration, error) {
		return timed(*phase, func(w, k int) error {
			per := (*n - w + *workers - 1) / *workers
			i := w + (k%per)*(*workers)
			o := objs[i].DeepCopy()
			o.Data["key"] = fmt.Sprintf("value-%d-%d", i, k)
			u, err := cms.Update(ctx, o, metav1.UpdateOptions{})
			if err == nil {
				objs[i] = u
			}
			return err
		})
	})
	if err != nil {
		return nil, fmt.Errorf("update: %w", err)
	}

	// Server-side apply of the same objects, split over the workers as the
	// updates are: each apply sets one data value, the field manager
	// compare-upstream owns the rest (forced: no conflict with the
	// manager of the create and the updates).
	force := true
	out[rowApply], err = measured(t.pid, func() (int64, float64, []time.Duration, error) {
		return timed(*phase, func(w, k int) error {
			per := (*n - w + *workers - 1) / *workers
			i := w + (k%per)*(*workers)
			cm := configMap(i)
			body := fmt.Sprintf(`{"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":%q,"labels":{"tier":%q,"app":"compare"}},"data":{"key":"applied-%d-%d","other":"some configuration text"}}`,
				cm.Name, cm.Labels["tier"], i, k)
			_, err := cms.Patch(ctx, cm.Name, types.ApplyPatchType, []byte(body), metav1.PatchOptions{FieldManager: "compare-upstream", Force: &force})
			return err
		})
	})
	if err != nil {
		return nil, fmt.Errorf("apply: %w", err)
	}

	list := func(row string, want int, opts metav1.ListOptions) error {
		r, err := measured(t.pid, func() (int64, float64, []time.Duration, error) {
			return timed(*phase, func(_, _ int) error {
				l, err := cms.List(ctx, opts)
				if err == nil && ours(l.Items) != want {
					err = fmt.Errorf("got %d items, want %d", ours(l.Items), want)
				}
				return err
			})
		})
		if err != nil {
			return fmt.Errorf("%s: %w", row, err)
		}
		out[row] = r
		return nil
	}
	sel := "tier=" + selTier
	wantSel := selected(0, *n)
	for _, l := range []struct {
		row  string
		want int
		opts metav1.ListOptions
	}{
		{rowListAll, *n, metav1.ListOptions{}},
		{rowListAll0, *n, metav1.ListOptions{ResourceVersion: "0"}},
		{rowListSel, wantSel, metav1.ListOptions{LabelSelector: sel}},
		{rowListSel0, wantSel, metav1.ListOptions{LabelSelector: sel, ResourceVersion: "0"}},
	} {
		if !*lists {
			break
		}
		if err := list(l.row, l.want, l.opts); err != nil {
			return nil, err
		}
	}

	out[rowDelete], err = measured(t.pid, func() (int64, float64, []time.Duration, error) {
		return counted(0, *n, func(i int) error {
			return cms.Delete(ctx, configMap(i).Name, metav1.DeleteOptions{})
		})
	})
	if err != nil {
		return nil, fmt.Errorf("delete: %w", err)
	}
	return out, nil
}

// ours counts the ConfigMaps this program made: a namespace may hold
// others (stage 07's root-ca-certificate-publisher controller, as
// kube-controller-manager's, adds kube-root-ca.crt to every namespace).
func ours(items []corev1.ConfigMap) int {
	k := 0
	for i := range items {
		if strings.HasPrefix(items[i].Name, "cm-") {
			k++
		}
	}
	return k
}

// selected is how many of the objects from..to-1 carry tier=selTier.
func selected(from, to int) int {
	k := 0
	for i := from; i < to; i++ {
		if labelFor(i) == selTier {
			k++
		}
	}
	return k
}

// bigLists fills the namespace <ns>-big of target t up to size ConfigMaps
// (it holds have already) and times the lists of it.
func bigLists(ctx context.Context, t *target, have, size int, rec func(table, row string, v float64)) error {
	c := t.clients["protobuf"]
	if c == nil {
		for _, cl := range t.clients {
			c = cl
		}
	}
	nsName := *ns + "-big"
	if have == 0 {
		if _, err := c.CoreV1().Namespaces().Create(ctx, &corev1.Namespace{ObjectMeta: metav1.ObjectMeta{Name: nsName}}, metav1.CreateOptions{}); err != nil {
			return fmt.Errorf("namespace %s: %w", nsName, err)
		}
	}
	cms := c.CoreV1().ConfigMaps(nsName)
	fmt.Fprintf(os.Stderr, "%s: creating ConfigMaps %d to %d ...", t.name, have, size)
	start := time.Now()
	if _, _, _, err := counted(have, size, func(i int) error {
		_, err := cms.Create(ctx, configMap(i), metav1.CreateOptions{})
		return err
	}); err != nil {
		return err
	}
	fmt.Fprintf(os.Stderr, " %.0fs\n", time.Since(start).Seconds())
	table := fmt.Sprintf("lists of %s ConfigMaps, ms (median of %d; lower is better)", thousands(size), *bigReps)
	one := func(row string, want int, opts metav1.ListOptions) error {
		var ms []float64
		for k := 0; k < *bigReps; k++ {
			t0 := time.Now()
			got := 0
			o := opts
			for {
				l, err := cms.List(ctx, o)
				if err != nil {
					return fmt.Errorf("%s: %w", row, err)
				}
				got += ours(l.Items)
				if l.Continue == "" {
					break
				}
				o.Continue = l.Continue
			}
			if got != want {
				return fmt.Errorf("%s: got %d items; want %d", row, got, want)
			}
			ms = append(ms, float64(time.Since(t0).Microseconds())/1000)
		}
		rec(table, row, median(ms))
		return nil
	}
	sel := "tier=" + selTier
	for _, l := range []struct {
		row  string
		want int
		opts metav1.ListOptions
	}{
		{"all, consistent (rv unset)", size, metav1.ListOptions{}},
		{"all, rv=0", size, metav1.ListOptions{ResourceVersion: "0"}},
		{"label-selected tenth, consistent", selected(0, size), metav1.ListOptions{LabelSelector: sel}},
		{"paged, limit 500, every page", size, metav1.ListOptions{Limit: 500}},
	} {
		if err := one(l.row, l.want, l.opts); err != nil {
			return err
		}
	}
	runtimeSettle()
	r, _ := rss(t.pid)
	rec(fmt.Sprintf("memory with data, MiB (lower is better)"), fmt.Sprintf("RSS holding %s ConfigMaps", thousands(size)), float64(r)/1024)
	if *memDump != "" {
		dumpMemory(ctx, t, c, fmt.Sprint(size))
	}
	return nil
}

// dumpMemory saves, into -memdump, what target t's memory is made of at
// this moment: the kernel's totals of its mappings (/proc/PID/smaps_rollup)
// and the Go runtime's memory statistics from its /metrics (lines
// go_memstats_*, go_gc_*). Best effort: a failure only leaves a file out.
func dumpMemory(ctx context.Context, t *target, c kubernetes.Interface, suffix string) {
	if b, err := os.ReadFile(fmt.Sprintf("/proc/%d/smaps_rollup", t.pid)); err == nil {
		_ = os.WriteFile(fmt.Sprintf("%s/%s.smaps-%s.txt", *memDump, t.name, suffix), b, 0o644)
	}
	b, err := c.CoreV1().RESTClient().Get().AbsPath("/metrics").DoRaw(ctx)
	if err != nil {
		fmt.Fprintf(os.Stderr, "%s: /metrics: %v\n", t.name, err)
		return
	}
	var keep []string
	for _, l := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(l, "go_memstats_") || strings.HasPrefix(l, "go_gc_duration_seconds_count") || strings.HasPrefix(l, "go_goroutines") {
			keep = append(keep, l)
		}
	}
	_ = os.WriteFile(fmt.Sprintf("%s/%s.memstats-%s.txt", *memDump, t.name, suffix), []byte(strings.Join(keep, "\n")+"\n"), 0o644)
}

// runtimeSettle gives a server a moment after a burst before its RSS is read.
func runtimeSettle() { time.Sleep(2 * time.Second) }

func thousands(v int) string {
	s := strconv.Itoa(v)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

func median(v []float64) float64 {
	s := append([]float64(nil), v...)
	sort.Float64s(s)
	if len(s) == 0 {
		return 0
	}
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

// percentile of durations, in milliseconds.
func percentile(d []time.Duration, p float64) float64 {
	if len(d) == 0 {
		return 0
	}
	s := append([]time.Duration(nil), d...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	i := int(p * float64(len(s)-1))
	return float64(s[i].Microseconds()) / 1000
}

// record is one figure: table and row name it, target is whose it is.
type record struct {
	Table  string  `json:"table"`
	Row    string  `json:"row"`
	Target string  `json:"target"`
	Value  float64 `json:"value"`
}

type recorder struct {
	records []record
	file    *os.File
}

func (r *recorder) add(table, row, target string, v float64) {
	rec := record{Table: table, Row: row, Target: target, Value: v}
	r.records = append(r.records, rec)
	if r.file != nil {
		b, _ := json.Marshal(rec)
		r.file.Write(append(b, '\n'))
	}
}

func main() {
	var ts targets
	flag.Var(&ts, "target", "NAME,PID,URL-or-kubeconfig (repeatable)")
	flag.Parse()

	if *report != "" {
		b, err := os.ReadFile(*report)
		if err != nil {
			fatal("report", err)
		}
		var recs []record
		for _, l := range strings.Split(strings.TrimSpace(string(b)), "\n") {
			if l == "" {
				continue
			}
			var r record
			if err := json.Unmarshal([]byte(l), &r); err != nil {
				fatal("report", fmt.Errorf("%q: %v", l, err))
			}
			recs = append(recs, r)
		}
		printTables(recs)
		return
	}

	rec := &recorder{}
	if *out != "" {
		f, err := os.OpenFile(*out, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
		if err != nil {
			fatal("out", err)
		}
		defer f.Close()
		rec.file = f
	}

	if *ready != "" {
		ms, err := waitReady(*ready, time.Unix(0, *since))
		if err != nil {
			fatal(*targetName, err)
		}
		rec.add("start to ready, ms (exec to the first 200 of /readyz; lower is better)", *row, *targetName, ms)
		fmt.Printf("%s %s: ready in %.0f ms\n", *targetName, *row, ms)
		return
	}

	if len(ts) == 0 {
		fmt.Fprintln(os.Stderr, "no -target")
		os.Exit(2)
	}
	ctx := context.Background()
	fmts := strings.Split(*formats, ",")
	for _, t := range ts {
		t.clients = map[string]kubernetes.Interface{}
		for _, f := range fmts {
			if f != "protobuf" && f != "json" {
				fatal(t.name, fmt.Errorf("-formats: %q is neither protobuf nor json", f))
			}
			cfg, err := restConfig(t.source, f)
			if err != nil {
				fatal(t.name, err)
			}
			if t.clients[f], err = kubernetes.NewForConfig(cfg); err != nil {
				fatal(t.name, err)
			}
		}
	}

	if !*noLoad {
		load(ctx, ts, fmts, rec)
	}
	if *big != "" {
		for _, t := range ts {
			have := *bigHave
			for _, s := range strings.Split(*big, ",") {
				size, err := strconv.Atoi(s)
				if err != nil || size < have || (size == have && len(strings.Split(*big, ",")) > 1) {
					fatal(t.name, fmt.Errorf("-big: sizes must grow: %q", *big))
				}
				if err := bigLists(ctx, t, have, size, func(table, row string, v float64) { rec.add(table, row, t.name, v) }); err != nil {
					fatal(t.name, err)
				}
				have = size
			}
		}
	}
	if *crs > 0 {
		for _, t := range ts {
			if err := crLoad(ctx, t, *crs, func(table, row string, v float64) { rec.add(table, row, t.name, v) }); err != nil {
				fatal(t.name, err)
			}
		}
	}
	printTables(rec.records)
}

// load runs the repetitions on every target and records their figures.
func load(ctx context.Context, ts targets, fmts []string, rec *recorder) {
	memTable := "memory, MiB (lower is better)"
	// Idle memory first, for every target, before any load.
	time.Sleep(*settle)
	for _, t := range ts {
		r, _ := rss(t.pid)
		rec.add(memTable, "RSS idle, before the load (VmRSS)", t.name, float64(r)/1024)
	}
	suffix := func(f string) string {
		if len(fmts) == 1 {
			return ""
		}
		return " (" + f + ")"
	}
	rateTable := fmt.Sprintf("requests/s, %d workers (median of %d; higher is better)", *workers, *reps)
	cpuTable := fmt.Sprintf("server CPU ms per request (median of %d; lower is better)", *reps)
	p50Table := "latency p50, ms (every request of every repetition; lower is better)"
	p99Table := "latency p99, ms (every request of every repetition; lower is better)"
	for _, t := range ts {
		for _, f := range fmts {
			lat := map[string][]time.Duration{}
			for r := 1; r <= *reps; r++ {
				fmt.Fprintf(os.Stderr, "%s: %s, repetition %d/%d ...", t.name, f, r, *reps)
				start := time.Now()
				res, err := run(ctx, t, f, r)
				if err != nil {
					fatal(t.name, err)
				}
				fmt.Fprintf(os.Stderr, " %.0fs\n", time.Since(start).Seconds())
				for _, row := range repRows {
					if _, ran := res[row]; !ran {
						continue // the lists, with -lists=false
					}
					rec.add(rateTable, row+suffix(f), t.name, res[row].rate)
					rec.add(cpuTable, row+suffix(f), t.name, res[row].cpuMs)
				}
				for row, v := range res {
					lat[row] = append(lat[row], v.lat...)
				}
			}
			for _, row := range append(repRows, rowCreateToWatch) {
				if len(lat[row]) == 0 {
					continue
				}
				rec.add(p50Table, row+suffix(f), t.name, percentile(lat[row], 0.50))
				rec.add(p99Table, row+suffix(f), t.name, percentile(lat[row], 0.99))
			}
		}
		r, h := rss(t.pid)
		rec.add(memTable, "RSS after the load (VmRSS)", t.name, float64(r)/1024)
		rec.add(memTable, "peak RSS (VmHWM)", t.name, float64(h)/1024)
	}
}

// waitReady polls url/readyz every 5 ms until it answers 200 (at most two
// minutes) and returns the milliseconds since start.
func waitReady(url string, start time.Time) (float64, error) {
	c := &http.Client{Timeout: 2 * time.Second, Transport: &http.Transport{TLSClientConfig: &tls.Config{InsecureSkipVerify: true}}}
	deadline := time.Now().Add(2 * time.Minute)
	for time.Now().Before(deadline) {
		resp, err := c.Get(url + "/readyz")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return float64(time.Since(start).Microseconds()) / 1000, nil
			}
		}
		time.Sleep(5 * time.Millisecond)
	}
	return 0, fmt.Errorf("%s/readyz: not ready after two minutes", url)
}

// printTables prints every table of recs, in the order of their first
// record: a column per target (a figure several records give is their
// median), then each other target's ratio to "upstream".
func printTables(recs []record) {
	var tables, targetNames []string
	rowsOf := map[string][]string{}
	vals := map[[3]string][]float64{}
	seen := map[string]bool{}
	for _, r := range recs {
		if !seen["t/"+r.Table] {
			seen["t/"+r.Table] = true
			tables = append(tables, r.Table)
		}
		if !seen["r/"+r.Table+"/"+r.Row] {
			seen["r/"+r.Table+"/"+r.Row] = true
			rowsOf[r.Table] = append(rowsOf[r.Table], r.Row)
		}
		if !seen["n/"+r.Target] {
			seen["n/"+r.Target] = true
			targetNames = append(targetNames, r.Target)
		}
		k := [3]string{r.Table, r.Row, r.Target}
		vals[k] = append(vals[k], r.Value)
	}
	hasUp := seen["n/upstream"]
	for _, table := range tables {
		fmt.Printf("| %s |", table)
		sep := "|---|"
		for _, t := range targetNames {
			fmt.Printf(" %s |", t)
			sep += "---:|"
		}
		if hasUp {
			for _, t := range targetNames {
				if t != "upstream" {
					fmt.Printf(" %s/upstream |", t)
					sep += "---:|"
				}
			}
		}
		fmt.Println()
		fmt.Println(sep)
		for _, row := range rowsOf[table] {
			fmt.Printf("| %s |", row)
			for _, t := range targetNames {
				v, ok := vals[[3]string{table, row, t}]
				if !ok {
					fmt.Printf(" |")
					continue
				}
				fmt.Printf(" %s |", num(median(v)))
			}
			if hasUp {
				b, okb := vals[[3]string{table, row, "upstream"}]
				for _, t := range targetNames {
					if t == "upstream" {
						continue
					}
					v, ok := vals[[3]string{table, row, t}]
					if !ok || !okb || median(b) == 0 {
						fmt.Printf(" |")
						continue
					}
					fmt.Printf(" %.2f |", median(v)/median(b))
				}
			}
			fmt.Println()
		}
		fmt.Println()
	}
}

func num(v float64) string {
	switch {
	case v >= 100:
		return strconv.FormatFloat(v, 'f', 0, 64)
	case v >= 10:
		return strconv.FormatFloat(v, 'f', 1, 64)
	default:
		return strconv.FormatFloat(v, 'f', 2, 64)
	}
}

func fatal(name string, err error) {
	fmt.Fprintf(os.Stderr, "\n%s: %v\n", name, err)
	os.Exit(1)
}
