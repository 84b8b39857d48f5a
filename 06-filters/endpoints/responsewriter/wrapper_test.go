package responsewriter

import (
	"bufio"
	"net"
	"net/http"
	"net/http/httptest"
	"testing"
)

type decorator struct{ http.ResponseWriter }

func (d decorator) Unwrap() http.ResponseWriter { return d.ResponseWriter }

type plainWriter struct{ http.ResponseWriter }

type hijackableRecorder struct{ *httptest.ResponseRecorder }

func (hijackableRecorder) Hijack() (net.Conn, *bufio.ReadWriter, error) { return nil, nil, nil }

func TestWrapForHTTP1Or2(t *testing.T) {
	tests := []struct {
		name                  string
		inner                 http.ResponseWriter
		wantFlush, wantHijack bool
	}{
		{"neither", plainWriter{httptest.NewRecorder()}, false, false},
		{"flusher (HTTP/2)", httptest.NewRecorder(), true, false},
		{"flusher and hijacker (HTTP/1.1)", hijackableRecorder{httptest.NewRecorder()}, true, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := WrapForHTTP1Or2(decorator{tt.inner})
			_, gotFlush := w.(http.Flusher)
			_, gotHijack := w.(http.Hijacker)
			if gotFlush != tt.wantFlush || gotHijack != tt.wantHijack {
				t.Errorf("got Flusher=%v Hijacker=%v; want %v %v", gotFlush, gotHijack, tt.wantFlush, tt.wantHijack)
			}
			if got := GetOriginal(w); got != tt.inner {
				t.Errorf("GetOriginal: got %T; want %T", got, tt.inner)
			}
		})
	}
}

func TestFlushReachesInner(t *testing.T) {
	rec := httptest.NewRecorder()
	WrapForHTTP1Or2(decorator{rec}).(http.Flusher).Flush()
	if !rec.Flushed {
		t.Errorf("got Flushed=false; want true")
	}
}
