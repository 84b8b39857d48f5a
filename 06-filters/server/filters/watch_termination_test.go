package filters

import (
	"net/http"
	"net/http/httptest"
	"testing"

	genericrequest "github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/waitgroup"
)

type closedSignal chan struct{}

func (s closedSignal) ShuttingDown() <-chan struct{} { return s }

func TestWithWatchTerminationDuringShutdown(t *testing.T) {
	var wg waitgroup.SafeWaitGroup
	signal := closedSignal(make(chan struct{}))
	var gotSignal genericrequest.ServerShutdownSignal
	h := WithWatchTerminationDuringShutdown(http.HandlerFunc(func(_ http.ResponseWriter, req *http.Request) {
		gotSignal = genericrequest.ServerShutdownSignalFrom(req.Context())
	}), signal, &wg)
	resolver := &genericrequest.RequestInfoFactory{APIPrefixes: []string{"api", "apis"}, GrouplessAPIPrefixes: []string{"api"}}
	serve := func(url string) *httptest.ResponseRecorder {
		req := httptest.NewRequest("GET", url, nil)
		info, _ := resolver.NewRequestInfo(req)
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req.WithContext(genericrequest.WithRequestInfo(req.Context(), info)))
		return rec
	}

	serve("/api/v1/pods")
	if gotSignal != nil {
		t.Errorf("a list: got the shutdown signal; want none")
	}
	serve("/api/v1/pods?watch=true")
	if gotSignal == nil {
		t.Errorf("a watch: got no shutdown signal; want one")
	}
	wg.Wait() // shutdown begins waiting: new watches are refused
	if rec := serve("/api/v1/pods?watch=true"); rec.Code != http.StatusServiceUnavailable || rec.Header().Get("Retry-After") != "1" {
		t.Errorf("a watch during shutdown: got %d Retry-After=%q; want 503 and 1", rec.Code, rec.Header().Get("Retry-After"))
	}
}
