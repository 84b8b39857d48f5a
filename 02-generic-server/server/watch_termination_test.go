package server

import (
	"net/http"
	"testing"
	"time"
)

// startWatchLikeServer serves /watch as stage 06's watch termination filter
// and the watch handler do together: counted in WatchRequestWaitGroup, it
// ends when the ServerShutdownSignal fires if honorSignal, or after 2s.
// endedBy receives "signal" or "timeout".
func startWatchLikeServer(t *testing.T, grace time.Duration, honorSignal bool) (*runningServer, chan struct{}, chan string) {
	t.Helper()
	c := newTestConfig(t)
	c.ShutdownWatchTerminationGracePeriod = grace
	// A watch is long-running: the non-long-running wait group ignores it.
	c.LongRunningFunc = func(r *http.Request) bool { return r.URL.Path == "/watch" }
	s, err := c.Complete().New("test", NewEmptyDelegate())
	if err != nil {
		t.Fatal(err)
	}
	started, endedBy := make(chan struct{}, 1), make(chan string, 1)
	signal := c.ServerShutdownSignal()
	s.Handler.NonGoRestfulMux.HandleFunc("/watch", func(w http.ResponseWriter, _ *http.Request) {
		if err := c.WatchRequestWaitGroup.Add(1); err != nil {
			w.WriteHeader(http.StatusServiceUnavailable)
			return
		}
		defer c.WatchRequestWaitGroup.Done()
		w.WriteHeader(http.StatusOK)
		w.(http.Flusher).Flush()
		started <- struct{}{}
		shuttingDown := signal.ShuttingDown()
		if !honorSignal {
			shuttingDown = nil
		}
		select {
		case <-shuttingDown:
			endedBy <- "signal"
		case <-time.After(2 * time.Second):
			endedBy <- "timeout"
		}
	})
	return startServer(t, s), started, endedBy
}

func TestWatchesEndAndDrainDuringShutdown(t *testing.T) {
	rs, started, endedBy := startWatchLikeServer(t, time.Minute, true)
	result := getAsync(t, rs.url+"/watch")
	<-started
	rs.stop()
	if err := rs.wait(t); err != nil {
		t.Errorf("Run: got %v; want nil", err)
	}
	select {
	case got := <-endedBy:
		if got != "signal" {
			t.Errorf("the watch ended by %s; want by the shutdown signal", got)
		}
	default:
		t.Error("Run returned before the watch ended; want it to wait for the watch")
	}
	<-result
}

func TestWatchTerminationGracePeriodBoundsTheWait(t *testing.T) {
	rs, started, endedBy := startWatchLikeServer(t, 50*time.Millisecond, false)
	result := getAsync(t, rs.url+"/watch")
	<-started
	rs.stop()
	// The watch ignores the signal: after the grace period, shutdown
	// stops waiting for it and goes on (http.Server.Shutdown then closes
	// the connection at its own timeout).
	<-rs.s.lifecycleSignals.InFlightRequestsDrained.Signaled()
	select {
	case got := <-endedBy:
		t.Errorf("the watch ended (by %s) before InFlightRequestsDrained; want the grace period to cut the wait short", got)
	default:
	}
	if got := <-endedBy; got != "timeout" {
		t.Errorf("the watch ended by %s; want by its own timeout (it ignores the signal)", got)
	}
	<-result
	if err := rs.wait(t); err != nil {
		t.Errorf("Run: got %v; want nil", err)
	}
}
