package server_test

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	genericrequest "github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	genericserver "github.com/kube-rebuilt/apiserver/02-generic-server/server"
	"github.com/kube-rebuilt/apiserver/06-filters/apis/flowcontrol/bootstrap"
	"github.com/kube-rebuilt/apiserver/06-filters/registry/flowcontrol/ensurer"
	"github.com/kube-rebuilt/apiserver/06-filters/server"
	utilflowcontrol "github.com/kube-rebuilt/apiserver/06-filters/util/flowcontrol"
	fcrequest "github.com/kube-rebuilt/apiserver/06-filters/util/flowcontrol/request"
)

// The load test's shape. Every request takes loadServiceTime in the
// handler (a sleep: the test measures queuing, not the CPU).
// kube-apiserver's default 600 seats give global-default, where both
// users land, a nominal 49 (37 at start: it may lend half, and starts
// having lent half of that); a list of 150 ConfigMaps takes 2 seats.
// The request timeout of 200ms lets a noisy list wait 50ms in its queue;
// the quiet user's gets ask ?timeout=10s, so a busy machine cannot make
// them time out in their queue (2.5s).
const (
	loadServerCL       = 600
	loadServiceTime    = 10 * time.Millisecond
	loadRequestTimeout = 200 * time.Millisecond
	loadNoisyWorkers   = 128
	loadQuietRequests  = 150
)

// TestPriorityAndFairnessProtectsAQuietUser is the load test of issue 13,
// checked for what holds however busy the machine: a noisy user floods
// lists from 128 goroutines while a quiet user sends gets one after
// another, both through stage 06's chain with the bootstrap
// configuration. With APF none of the quiet user's requests is refused,
// while the noisy user's excess is refused with 429. With APF off, the
// same flood against max-in-flight (the same seats for reads) refuses
// the quiet user's requests too. How fast the quiet user is served is
// BenchmarkPriorityAndFairnessQuietUser's business: timing goals live in
// benchmarks.
func TestPriorityAndFairnessProtectsAQuietUser(t *testing.T) {
	if testing.Short() {
		t.Skip("a load test")
	}
	r := runLoadTest(t, loadQuietRequests)
	r.log(t)
	if r.withAPF.quiet.refused != 0 {
		t.Errorf("APF on: %d of the quiet user's %d requests refused; want none", r.withAPF.quiet.refused, r.withAPF.quiet.sent)
	}
	if r.withAPF.noisyRefused.Load() == 0 {
		t.Errorf("APF on: none of the noisy user's %d requests refused; want some 429s", r.withAPF.noisySent.Load())
	}
	if 10*r.withoutAPF.quiet.refused < r.withoutAPF.quiet.sent {
		t.Errorf("APF off: only %d of the quiet user's %d requests refused; want at least a tenth (starved)", r.withoutAPF.quiet.refused, r.withoutAPF.quiet.sent)
	}
}

// BenchmarkPriorityAndFairnessQuietUser runs the load test b.N times and
// reports the quiet user's p99 latency unloaded and under the flood with
// APF (and their ratio: issue 13 wants it within 2), the share of the
// noisy user's requests refused, and, with APF off, the share of the
// quiet user's requests refused:
//
//	go test -run '^$' -bench PriorityAndFairnessQuietUser -count 3 ./06-filters/server/
func BenchmarkPriorityAndFairnessQuietUser(b *testing.B) {
	var ratio, unloaded, flooded, noisyRefused, starved float64
	for b.Loop() {
		r := runLoadTest(b, loadQuietRequests)
		u, f := r.unloaded.percentile(99), r.withAPF.quiet.percentile(99)
		unloaded += float64(u.Microseconds()) / 1e3
		flooded += float64(f.Microseconds()) / 1e3
		ratio += float64(f) / float64(u)
		noisyRefused += 100 * float64(r.withAPF.noisyRefused.Load()) / float64(r.withAPF.noisySent.Load())
		starved += 100 * float64(r.withoutAPF.quiet.refused) / float64(r.withoutAPF.quiet.sent)
	}
	n := float64(b.N)
	b.ReportMetric(unloaded/n, "quiet-unloaded-p99-ms")
	b.ReportMetric(flooded/n, "quiet-flooded-p99-ms")
	b.ReportMetric(ratio/n, "p99-ratio")
	b.ReportMetric(noisyRefused/n, "noisy-refused-%")
	b.ReportMetric(starved/n, "apf-off-quiet-refused-%")
}

// loadResult is one run: the quiet user alone, then under the flood with
// APF and with max-in-flight.
type loadResult struct {
	unloaded            *latencies
	withAPF, withoutAPF *flood
}

func runLoadTest(tb testing.TB, quietRequests int) loadResult {
	old := klog.SetOutput(io.Discard)
	tb.Cleanup(func() { klog.SetOutput(old) })
	apf := startLoadServer(tb, true)
	var r loadResult
	r.unloaded = runQuiet(tb, apf.URL, quietRequests)
	r.withAPF = runWithNoise(tb, apf.URL, quietRequests)
	r.withoutAPF = runWithNoise(tb, startLoadServer(tb, false).URL, quietRequests)
	return r
}

func (r loadResult) log(tb testing.TB) {
	tb.Logf("quiet user: unloaded p50 %v p99 %v; flooded, APF on: p50 %v p99 %v, %d/%d refused; APF off: %d/%d refused",
		r.unloaded.percentile(50), r.unloaded.percentile(99), r.withAPF.quiet.percentile(50), r.withAPF.quiet.percentile(99),
		r.withAPF.quiet.refused, r.withAPF.quiet.sent, r.withoutAPF.quiet.refused, r.withoutAPF.quiet.sent)
	tb.Logf("noisy user: APF on %d/%d refused; APF off %d/%d refused",
		r.withAPF.noisyRefused.Load(), r.withAPF.noisySent.Load(), r.withoutAPF.noisyRefused.Load(), r.withoutAPF.noisySent.Load())
}

// startLoadServer serves stage 06's chain around a handler that sleeps
// loadServiceTime; the user is the X-Test-User header (standing in for
// stage 07's authentication). With apf false, max-in-flight limits reads
// to global-default's share of APF's seats.
func startLoadServer(t testing.TB, apf bool) *httptest.Server {
	t.Helper()
	gc := genericserver.NewConfig(legacyscheme.Codecs)
	gc.RequestTimeout = loadRequestTimeout
	c := server.NewHandlerChainConfig()
	c.Security.Authentication = func(h http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			u := &user.DefaultInfo{Name: r.Header.Get("X-Test-User"), Groups: []string{user.AllAuthenticated}}
			h.ServeHTTP(w, r.WithContext(genericrequest.WithUser(r.Context(), u)))
		})
	}
	if apf {
		pls := ensurer.InternalPriorityLevelConfigurations(slices.Concat(
			bootstrap.MandatoryPriorityLevelConfigurations, bootstrap.SuggestedPriorityLevelConfigurations))
		fss := ensurer.InternalFlowSchemas(slices.Concat(bootstrap.MandatoryFlowSchemas, bootstrap.SuggestedFlowSchemas))
		c.FlowControl = utilflowcontrol.NewTestable(loadServerCL, pls, fss)
		c.StorageObjectCountTracker = fcrequest.NewStorageObjectCountTracker()
		c.StorageObjectCountTracker.Set("configmaps", 150)
	} else {
		c.MaxRequestsInFlight, c.MaxMutatingRequestsInFlight = 37, 37
	}
	if err := c.ApplyTo(gc); err != nil {
		t.Fatal(err)
	}
	inner := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		time.Sleep(loadServiceTime)
		w.Header().Set("Content-Type", "application/json")
		_, _ = io.WriteString(w, `{}`)
	})
	srv := httptest.NewServer(c.BuildHandlerChain(inner, gc))
	t.Cleanup(srv.Close)
	return srv
}

// latencies are one user's answered requests.
type latencies struct {
	sent, refused int
	served        []time.Duration
}

func (l *latencies) percentile(p int) time.Duration {
	if len(l.served) == 0 {
		return 0
	}
	sorted := slices.Clone(l.served)
	slices.Sort(sorted)
	return sorted[min(len(sorted)-1, len(sorted)*p/100)]
}

// loadClient keeps enough idle connections for the flood.
var loadClient = &http.Client{Transport: &http.Transport{MaxIdleConns: 256, MaxIdleConnsPerHost: 256}, Timeout: 10 * time.Second}

// get sends one request as who and returns its code.
func get(t testing.TB, url, who string) int {
	req, _ := http.NewRequestWithContext(context.Background(), http.MethodGet, url, nil)
	req.Header.Set("X-Test-User", who)
	resp, err := loadClient.Do(req)
	if err != nil {
		t.Errorf("%s: %v", who, err)
		return 0
	}
	_, _ = io.Copy(io.Discard, resp.Body)
	_ = resp.Body.Close()
	return resp.StatusCode
}

// runQuiet sends n gets one after another as the quiet user.
func runQuiet(t testing.TB, base string, n int) *latencies {
	l := &latencies{}
	for i := range n {
		start := time.Now()
		code := get(t, fmt.Sprintf("%s/api/v1/namespaces/default/configmaps/quiet-%d?timeout=10s", base, i), "quiet")
		l.sent++
		switch code {
		case http.StatusOK:
			l.served = append(l.served, time.Since(start))
		case http.StatusTooManyRequests:
			l.refused++
		default:
			t.Errorf("quiet get: got %d; want 200 or 429", code)
		}
	}
	return l
}

// flood is one run of the quiet user under the noisy user's flood.
type flood struct {
	quiet                   *latencies
	noisySent, noisyRefused atomic.Int64
}

// runWithNoise floods lists as the noisy user while the quiet user runs.
// A refused noisy worker pauses a millisecond, as a client would.
func runWithNoise(t testing.TB, base string, quietRequests int) *flood {
	f := &flood{}
	ctx, stop := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	for range loadNoisyWorkers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for ctx.Err() == nil {
				code := get(t, base+"/api/v1/namespaces/default/configmaps", "noisy")
				f.noisySent.Add(1)
				if code == http.StatusTooManyRequests {
					f.noisyRefused.Add(1)
					time.Sleep(time.Millisecond)
				}
			}
		}()
	}
	time.Sleep(2 * loadRequestTimeout) // the flood fills the seats and queues
	f.quiet = runQuiet(t, base, quietRequests)
	stop()
	wg.Wait()
	return f
}
