package metrics

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/kube-rebuilt/apiserver/06-filters/endpoints/responsewriter"
)

func TestResponseWriterDelegator(t *testing.T) {
	tests := []struct {
		name       string
		handler    func(w http.ResponseWriter)
		wantStatus int
		wantSize   int
	}{
		{name: "implicit 200", handler: func(w http.ResponseWriter) { _, _ = w.Write([]byte("hello")) }, wantStatus: 200, wantSize: 5},
		{name: "explicit code", handler: func(w http.ResponseWriter) {
			w.WriteHeader(http.StatusCreated)
			_, _ = w.Write([]byte("ab"))
			_, _ = w.Write([]byte("cd"))
		}, wantStatus: 201, wantSize: 4},
		{name: "nothing written", handler: func(w http.ResponseWriter) {}, wantStatus: 0, wantSize: 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := &ResponseWriterDelegator{ResponseWriter: httptest.NewRecorder()}
			tt.handler(responsewriter.WrapForHTTP1Or2(d))
			if got := d.Status(); got != tt.wantStatus {
				t.Errorf("got status %d; want %d", got, tt.wantStatus)
			}
			if got := d.ContentLength(); got != tt.wantSize {
				t.Errorf("got size %d; want %d", got, tt.wantSize)
			}
		})
	}
}

// TestResponseWriterDelegatorKeepsFlush: wrapped, it still flushes (a
// watch needs that) when the writer it wraps can.
func TestResponseWriterDelegatorKeepsFlush(t *testing.T) {
	rec := httptest.NewRecorder()
	w := responsewriter.WrapForHTTP1Or2(&ResponseWriterDelegator{ResponseWriter: rec})
	f, ok := w.(http.Flusher)
	if !ok {
		t.Fatal("got no http.Flusher; want one")
	}
	f.Flush()
	if !rec.Flushed {
		t.Error("got not flushed; want flushed")
	}
}
