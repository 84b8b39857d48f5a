package framework

import (
	"fmt"
	"net/http"
	"strings"
	"sync"

	"k8s.io/client-go/rest"
)

// Exchange is one HTTP request a client sent and the head of the answer.
type Exchange struct {
	Method string
	// URL is the path and query, for example
	// /api/v1/namespaces/default/configmaps?limit=500.
	URL         string
	Accept      string
	ContentType string
	// Status is the response's status code, 0 if the request failed.
	Status int
	// ResponseType is the response's Content-Type.
	ResponseType string
}

// String formats e as one line, as kubectl -v=6 would.
func (e Exchange) String() string {
	return fmt.Sprintf("%s %s -> %d %s", e.Method, e.URL, e.Status, e.ResponseType)
}

// Recorder records what a client sends and receives, so a test can check
// that a client really used the wire feature under test (protobuf,
// aggregated discovery, watch-list) instead of silently falling back to
// another one.
type Recorder struct {
	mu        sync.Mutex
	exchanges []Exchange
}

// Wrap makes cfg's transport record into r, and returns cfg.
func (r *Recorder) Wrap(cfg *rest.Config) *rest.Config {
	cfg.Wrap(func(rt http.RoundTripper) http.RoundTripper {
		return roundTripperFunc(func(req *http.Request) (*http.Response, error) {
			e := Exchange{
				Method:      req.Method,
				URL:         req.URL.RequestURI(),
				Accept:      req.Header.Get("Accept"),
				ContentType: req.Header.Get("Content-Type"),
			}
			resp, err := rt.RoundTrip(req)
			if err == nil {
				e.Status = resp.StatusCode
				e.ResponseType = resp.Header.Get("Content-Type")
			}
			r.mu.Lock()
			r.exchanges = append(r.exchanges, e)
			r.mu.Unlock()
			return resp, err
		})
	})
	return cfg
}

// Exchanges returns what was recorded so far whose path (before any
// query) has the given prefix.
func (r *Recorder) Exchanges(pathPrefix string) []Exchange {
	r.mu.Lock()
	defer r.mu.Unlock()
	var out []Exchange
	for _, e := range r.exchanges {
		if strings.HasPrefix(e.URL, pathPrefix) {
			out = append(out, e)
		}
	}
	return out
}

// Reset forgets what was recorded.
func (r *Recorder) Reset() {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.exchanges = nil
}

// Format lists exchanges one per line, for failure messages.
func Format(exchanges []Exchange) string {
	var b strings.Builder
	for _, e := range exchanges {
		fmt.Fprintf(&b, "\n\t%s", e)
	}
	if b.Len() == 0 {
		return " (none)"
	}
	return b.String()
}

type roundTripperFunc func(*http.Request) (*http.Response, error)

func (f roundTripperFunc) RoundTrip(req *http.Request) (*http.Response, error) { return f(req) }
