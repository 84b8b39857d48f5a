// Command compare-upstream measures, with client-go, the request rates of
// API servers that are already running, one after the other, on the same
// load: create, get, update, list and delete of ConfigMaps, and each
// server's resident memory before and after. hack/compare-upstream.sh starts
// our stage 03 and upstream kube-apiserver on the same etcd and runs it; see
// 03-master/storage/cacher/BENCHMARKS.md, "Side by side with upstream
// kube-apiserver".
//
// Every target gets the same client settings (rest.Config QPS -1: no client
// side throttling; the typed clientset's default wire format, which for
// built-in resources is protobuf (gentype.PrefersProtobuf), on both servers;
// the same number of concurrent workers sharing one clientset). Per repetition, in a fresh
// namespace: create N ConfigMaps (timed), then gets, updates and the lists
// (each for a fixed time), then delete all N (timed). Each row's figure is
// the median of the repetitions.
//
// A second table gives the CPU time the server process spent per request
// in each phase (user+system, from /proc/PID/stat): on a small machine
// where the client, etcd and the server share the cores, a rate moves
// with whatever else runs, while the server's own CPU per request moves
// much less. It excludes etcd's work when etcd runs in another process.
//
// Usage:
//
//	compare-upstream -target ours,PID,http://127.0.0.1:18080 \
//	    -target upstream,PID,/path/to/kubeconfig [-n 2000] [-reps 3] [-phase 3s] [-workers 8]
//
// A target's third field is a URL (plain HTTP, no credentials) or a
// kubeconfig file. Ratios are printed against the target named "upstream".
package main

import (
	"context"
	"flag"
	"fmt"
	"math/rand"
	"os"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/rest"
	"k8s.io/client-go/tools/clientcmd"
)

type target struct {
	name   string
	pid    int
	source string
	client kubernetes.Interface
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
	reps    = flag.Int("reps", 3, "repetitions; each row is their median")
	phase   = flag.Duration("phase", 3*time.Second, "duration of each get, update and list phase")
	workers = flag.Int("workers", 8, "concurrent client goroutines (one clientset)")
	settle  = flag.Duration("settle", 10*time.Second, "wait before reading each target's idle RSS")
	ns      = flag.String("namespace", "compare-upstream", "namespace prefix (one namespace per repetition)")
	selTier = "c" // tier=c: 200 of 2,000 (see labelFor)
)

// labelFor: half the objects are tier=a, the other half spread evenly over
// tier=b..f, so tier=c selects a tenth.
func labelFor(i int) string {
	if i%2 == 0 {
		return "a"
	}
	return string(rune('b' + (i/2)%5))
}

func restConfig(src string) (*rest.Config, error) {
	var cfg *rest.Config
	if strings.HasPrefix(src, "http://") || strings.HasPrefix(src, "https://") {
		cfg = &rest.Config{Host: src}
	} else {
		c, err := clientcmd.BuildConfigFromFlags("", src)
		if err != nil {
			return nil, err
		}
		cfg = c
	}
	cfg.QPS = -1 // no client-side rate limiter
	cfg.Burst = 1 << 20
	cfg.Timeout = 60 * time.Second
	cfg.UserAgent = "compare-upstream"
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

// result is a phase's outcome: its rate and the server's CPU per request.
type result struct{ rate, cpuMs float64 }

// measured runs a phase (timed or counted) and adds the CPU time the
// process pid spent meanwhile, per operation.
func measured(pid int, phase func() (ops int64, seconds float64, err error)) (result, error) {
	before := cpuSeconds(pid)
	ops, seconds, err := phase()
	if err != nil || ops == 0 {
		return result{}, err
	}
	return result{rate: float64(ops) / seconds, cpuMs: (cpuSeconds(pid) - before) * 1000 / float64(ops)}, nil
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

// timed runs fn from *workers goroutines until the deadline passes; it
// returns how many operations ran in how many seconds.
func timed(d time.Duration, fn func(w int, i int) error) (int64, float64, error) {
	var ops atomic.Int64
	var firstErr atomic.Value
	deadline := time.Now().Add(d)
	start := time.Now()
	var wg sync.WaitGroup
	for w := 0; w < *workers; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for i := 0; time.Now().Before(deadline); i++ {
				if err := fn(w, i); err != nil {
					firstErr.CompareAndSwap(nil, err)
					return
				}
				ops.Add(1)
			}
		}(w)
	}
	wg.Wait()
	el := time.Since(start).Seconds()
	if e, ok := firstErr.Load().(error); ok {
		return 0, 0, e
	}
	return ops.Load(), el, nil
}

// counted runs fn for i in [0,total) spread over the workers; it returns
// total and the seconds it took.
func counted(total int, fn func(i int) error) (int64, float64, error) {
	var next atomic.Int64
	var firstErr atomic.Value
	start := time.Now()
	var wg sync.WaitGroup
	for w := 0; w < *workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1)) - 1
				if i >= total {
					return
				}
				if err := fn(i); err != nil {
					firstErr.CompareAndSwap(nil, err)
					return
				}
			}
		}()
	}
	wg.Wait()
	el := time.Since(start).Seconds()
	if e, ok := firstErr.Load().(error); ok {
		return 0, 0, e
	}
	return int64(total), el, nil
}

var rows = []string{
	"create",
	"get",
	"update",
	"list all 2,000, consistent (rv unset)",
	"list all 2,000, rv=0",
	"list selected 200 of 2,000, consistent",
	"list selected 200 of 2,000, rv=0",
	"delete",
}

func run(ctx context.Context, t *target, rep int) (map[string]result, error) {
	c := t.client
	nsName := fmt.Sprintf("%s-%d", *ns, rep)
	if _, err := c.CoreV1().Namespaces().Create(ctx, &corev1.Namespace{ObjectMeta: metav1.ObjectMeta{Name: nsName}}, metav1.CreateOptions{}); err != nil {
		return nil, fmt.Errorf("namespace %s: %w", nsName, err)
	}
	cms := c.CoreV1().ConfigMaps(nsName)
	name := func(i int) string { return fmt.Sprintf("cm-%05d", i) }
	out := map[string]result{}
	objs := make([]*corev1.ConfigMap, *n)
	var err error

	out["create"], err = measured(t.pid, func() (int64, float64, error) {
		return counted(*n, func(i int) error {
			o, err := cms.Create(ctx, &corev1.ConfigMap{
				ObjectMeta: metav1.ObjectMeta{Name: name(i), Labels: map[string]string{"tier": labelFor(i), "app": "compare"}},
				Data:       map[string]string{"key": fmt.Sprintf("value-%d", i), "other": "some configuration text"},
			}, metav1.CreateOptions{})
			objs[i] = o
			return err
		})
	})
	if err != nil {
		return nil, fmt.Errorf("create: %w", err)
	}

	rnd := make([]*rand.Rand, *workers)
	for w := range rnd {
		rnd[w] = rand.New(rand.NewSource(int64(w + 1)))
	}
	out["get"], err = measured(t.pid, func() (int64, float64, error) {
		return timed(*phase, func(w, _ int) error {
			_, err := cms.Get(ctx, name(rnd[w].Intn(*n)), metav1.GetOptions{})
			return err
		})
	})
	if err != nil {
		return nil, fmt.Errorf("get: %w", err)
	}

	// Worker w updates only objects i with i%workers == w, from the object the
	// last write returned: no conflicts, no read before the write.
	out["update"], err = measured(t.pid, func() (int64, float64, error) {
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

	list := func(row string, want int, opts metav1.ListOptions) error {
		r, err := measured(t.pid, func() (int64, float64, error) {
			return timed(*phase, func(_, _ int) error {
				l, err := cms.List(ctx, opts)
				if err == nil && len(l.Items) != want {
					err = fmt.Errorf("got %d items, want %d", len(l.Items), want)
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
	wantSel := 0
	for i := 0; i < *n; i++ {
		if labelFor(i) == selTier {
			wantSel++
		}
	}
	if err := list(rows[3], *n, metav1.ListOptions{}); err != nil {
		return nil, err
	}
	if err := list(rows[4], *n, metav1.ListOptions{ResourceVersion: "0"}); err != nil {
		return nil, err
	}
	if err := list(rows[5], wantSel, metav1.ListOptions{LabelSelector: sel}); err != nil {
		return nil, err
	}
	if err := list(rows[6], wantSel, metav1.ListOptions{LabelSelector: sel, ResourceVersion: "0"}); err != nil {
		return nil, err
	}

	out["delete"], err = measured(t.pid, func() (int64, float64, error) {
		return counted(*n, func(i int) error {
			return cms.Delete(ctx, name(i), metav1.DeleteOptions{})
		})
	})
	if err != nil {
		return nil, fmt.Errorf("delete: %w", err)
	}
	return out, nil
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

func main() {
	var ts targets
	flag.Var(&ts, "target", "NAME,PID,URL-or-kubeconfig (repeatable)")
	flag.Parse()
	if len(ts) == 0 {
		fmt.Fprintln(os.Stderr, "no -target")
		os.Exit(2)
	}
	ctx := context.Background()
	for _, t := range ts {
		cfg, err := restConfig(t.source)
		if err != nil {
			fatal(t.name, err)
		}
		if t.client, err = kubernetes.NewForConfig(cfg); err != nil {
			fatal(t.name, err)
		}
	}

	// Idle memory first, for every target, before any load.
	time.Sleep(*settle)
	idle := map[string][2]int{}
	for _, t := range ts {
		r, h := rss(t.pid)
		idle[t.name] = [2]int{r, h}
	}

	results := map[string]map[string][]float64{} // rates
	cpu := map[string]map[string][]float64{}     // server CPU ms per request
	after := map[string][2]int{}
	for _, t := range ts {
		results[t.name] = map[string][]float64{}
		cpu[t.name] = map[string][]float64{}
		for rep := 1; rep <= *reps; rep++ {
			fmt.Fprintf(os.Stderr, "%s: repetition %d/%d ...", t.name, rep, *reps)
			start := time.Now()
			r, err := run(ctx, t, rep)
			if err != nil {
				fatal(t.name, err)
			}
			fmt.Fprintf(os.Stderr, " %.0fs\n", time.Since(start).Seconds())
			for k, v := range r {
				results[t.name][k] = append(results[t.name][k], v.rate)
				cpu[t.name][k] = append(cpu[t.name][k], v.cpuMs)
			}
			if rep == *reps {
				r, h := rss(t.pid)
				after[t.name] = [2]int{r, h}
			}
		}
	}

	// The table: one column per target, then ours/upstream for every other target.
	var base *target
	for _, t := range ts {
		if t.name == "upstream" {
			base = t
		}
	}
	hdr := "| requests/s (median of %d) |"
	fmt.Printf(hdr, *reps)
	sep := "|---|"
	for _, t := range ts {
		fmt.Printf(" %s |", t.name)
		sep += "---|"
	}
	if base != nil {
		for _, t := range ts {
			if t != base {
				fmt.Printf(" %s/upstream |", t.name)
				sep += "---|"
			}
		}
	}
	fmt.Println()
	fmt.Println(sep)
	for _, row := range rows {
		fmt.Printf("| %s |", row)
		for _, t := range ts {
			fmt.Printf(" %s |", rate(median(results[t.name][row])))
		}
		if base != nil {
			b := median(results[base.name][row])
			for _, t := range ts {
				if t != base {
					fmt.Printf(" %.2f |", median(results[t.name][row])/b)
				}
			}
		}
		fmt.Println()
	}
	mem := func(label string, m map[string][2]int, idx int) {
		fmt.Printf("| %s |", label)
		for _, t := range ts {
			fmt.Printf(" %.0f MB |", float64(m[t.name][idx])/1024)
		}
		if base != nil {
			b := float64(m[base.name][idx])
			for _, t := range ts {
				if t != base {
					fmt.Printf(" %.2f |", float64(m[t.name][idx])/b)
				}
			}
		}
		fmt.Println()
	}
	mem("RSS idle, before the load (VmRSS)", idle, 0)
	mem("RSS after the load (VmRSS)", after, 0)
	mem("peak RSS (VmHWM)", after, 1)
	fmt.Println()

	// The server's CPU per request; the ratios are upstream's over each
	// other target's (how many times the CPU upstream spends), so that in
	// both tables a figure above 1 is in our favour.
	fmt.Printf("| server CPU ms per request (median of %d) |", *reps)
	for _, t := range ts {
		fmt.Printf(" %s |", t.name)
	}
	if base != nil {
		for _, t := range ts {
			if t != base {
				fmt.Printf(" upstream/%s |", t.name)
			}
		}
	}
	fmt.Println()
	fmt.Println(sep)
	for _, row := range rows {
		fmt.Printf("| %s |", row)
		for _, t := range ts {
			fmt.Printf(" %.3f |", median(cpu[t.name][row]))
		}
		if base != nil {
			b := median(cpu[base.name][row])
			for _, t := range ts {
				if t != base {
					fmt.Printf(" %.2f |", b/median(cpu[t.name][row]))
				}
			}
		}
		fmt.Println()
	}
	fmt.Println()
	fmt.Printf("Per repetition (every rate, in order; then the server's CPU ms per request):\n")
	for _, t := range ts {
		for _, row := range rows {
			fmt.Printf("  %-16s %-40s %v | %v\n", t.name, row, fmtAll(results[t.name][row]), fmtCPU(cpu[t.name][row]))
		}
	}
}

func fmtCPU(v []float64) string {
	s := make([]string, len(v))
	for i, x := range v {
		s[i] = strconv.FormatFloat(x, 'f', 3, 64)
	}
	return strings.Join(s, " ")
}

func rate(v float64) string {
	if v >= 100 {
		return strconv.FormatFloat(v, 'f', 0, 64)
	}
	return strconv.FormatFloat(v, 'f', 1, 64)
}

func fmtAll(v []float64) string {
	s := make([]string, len(v))
	for i, x := range v {
		s[i] = rate(x)
	}
	return strings.Join(s, " ")
}

func fatal(name string, err error) {
	fmt.Fprintf(os.Stderr, "\n%s: %v\n", name, err)
	os.Exit(1)
}
