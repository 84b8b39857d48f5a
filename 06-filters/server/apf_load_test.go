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
// The request timeout of 200ms lets a request wait 50ms in its queue.
const (
	loadServerCL       = 600
	loadServiceTime    = 10 * time.Millisecond
	loadRequestTimeout = 200 * time.Millisecond
	loadNoisyWorkers   = 128
	loadQuietRequests  = 150
	// loadJitter is what the p99 may exceed twice the unloaded p99 by:
	// timer and scheduler granularity on a busy two-core machine.
	loadJitter = 5 * time.Millisecond
)

// TestPriorityAndFairnessProtectsAQuietUser is the load test of issue 13:
// a noisy user floods lists from 128 goroutines while a quiet user sends
// gets one after another, both through stage 06's chain with the
// bootstrap configuration. With APF the quiet user's p99 stays within
// twice its unloaded p99 (plus loadJitter) and none of its requests is
// refused, while the noisy user's excess is refused with 429. With APF
// off, the same flood against max-in-flight (the same seats for reads)
// refuses most of the quiet user's requests: starved.
func TestPriorityAndFairnessProtectsAQuietUser(t *testing.T) {
	if testing.Short() {
		t.Skip("a load test")
	}
	old := klog.SetOutput(io.Discard)
	t.Cleanup(func() { klog.SetOutput(old) })

	apf := startLoadServer(t, true)
	unloaded := runQuiet(t, apf.URL, loadQuietRequests/2)
	withAPF := runWithNoise(t, apf.URL)
	off := startLoadServer(t, false)
	withoutAPF := runWithNoise(t, off.URL)

	t.Logf("quiet user: unloaded p50 %v p99 %v; flooded, APF on: p50 %v p99 %v, %d/%d refused; APF off: %d/%d refused",
		unloaded.percentile(50), unloaded.percentile(99), withAPF.quiet.percentile(50), withAPF.quiet.percentile(99),
		withAPF.quiet.refused, withAPF.quiet.sent, withoutAPF.quiet.refused, withoutAPF.quiet.sent)
	t.Logf("noisy user: APF on %d/%d refused; APF off %d/%d refused",
		withAPF.noisyRefused.Load(), withAPF.noisySent.Load(), withoutAPF.noisyRefused.Load(), withoutAPF.noisySent.Load())

	if withAPF.quiet.refused != 0 {
		t.Errorf("APF on: %d of the quiet user's %d requests refused; want none", withAPF.quiet.refused, withAPF.quiet.sent)
	}
	if bound := 2*unloaded.percentile(99) + loadJitter; withAPF.quiet.percentile(99) > bound {
		t.Errorf("APF on: the quiet user's p99 is %v; want at most %v (twice the unloaded %v, plus %v)",
			withAPF.quiet.percentile(99), bound, unloaded.percentile(99), loadJitter)
	}
	if withAPF.noisyRefused.Load() == 0 {
		t.Errorf("APF on: none of the noisy user's %d requests refused; want some 429s", withAPF.noisySent.Load())
	}
	if 2*withoutAPF.quiet.refused < withoutAPF.quiet.sent {
		t.Errorf("APF off: only %d of the quiet user's %d requests refused; want most (starved)", withoutAPF.quiet.refused, withoutAPF.quiet.sent)
	}
}

// startLoadServer serves stage 06's chain around a handler that sleeps
// loadServiceTime; the user is the X-Test-User header (standing in for
// stage 07's authentication). With apf false, max-in-flight limits reads
// to global-default's share of APF's seats.
func startLoadServer(t *testing.T, apf bool) *httptest.Server {
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
func get(t *testing.T, url, who string) int {
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
func runQuiet(t *testing.T, base string, n int) *latencies {
	l := &latencies{}
	for i := range n {
		start := time.Now()
		code := get(t, fmt.Sprintf("%s/api/v1/namespaces/default/configmaps/quiet-%d", base, i), "quiet")
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
func runWithNoise(t *testing.T, base string) *flood {
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
	f.quiet = runQuiet(t, base, loadQuietRequests)
	stop()
	wg.Wait()
	return f
}
