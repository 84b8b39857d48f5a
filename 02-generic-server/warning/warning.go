package warning

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"sync"
)

// warningRecorderKey holds the request's *warningRecorder.
type warningRecorderKey struct{}

// warningRecorder adds Warning headers to a response, each text once.
// Upstream: k8s.io/apiserver/pkg/endpoints/filters.recorder, which the
// WithWarningRecorder filter puts into every request's context; until
// stage 06 builds the filter chain, the handlers that warn (create, update,
// patch) put one there themselves, and so does stage 04's custom-resource
// handler for a deprecated version.
type warningRecorder struct {
	mu     sync.Mutex
	header http.Header
	seen   map[string]bool
}

// WithWarningRecorder returns ctx with a recorder writing into w's
// headers, or ctx itself if it has one already.
// Upstream: k8s.io/apiserver/pkg/endpoints/filters.WithWarningRecorder
// (a filter; ours works on the context, for the handlers to call).
func WithWarningRecorder(ctx context.Context, w http.ResponseWriter) context.Context {
	if _, ok := ctx.Value(warningRecorderKey{}).(*warningRecorder); ok {
		return ctx
	}
	return context.WithValue(ctx, warningRecorderKey{}, &warningRecorder{header: w.Header(), seen: map[string]bool{}})
}

// AddWarning adds `Warning: 299 - "text"` to the response, as kubectl
// prints it ("Warning: unknown field ..."). Without a recorder it does
// nothing. Upstream: k8s.io/apiserver/pkg/warning.AddWarning (which also
// takes the agent, always "-" here).
func AddWarning(ctx context.Context, text string) {
	r, ok := ctx.Value(warningRecorderKey{}).(*warningRecorder)
	if !ok || text == "" {
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.seen[text] {
		return
	}
	r.seen[text] = true
	r.header.Add("Warning", newWarningHeader(299, "-", text))
}

// newWarningHeader formats an RFC 7234 warning: code, agent, quoted text.
// Upstream: k8s.io/apimachinery/pkg/util/net.NewWarningHeader.
func newWarningHeader(code int, agent, text string) string {
	return fmt.Sprintf("%03d %s %s", code, agent, makeQuotedString(text))
}

// makeQuotedString quotes text, escaping backslashes and double quotes
// only; control characters become spaces.
// Upstream: k8s.io/apimachinery/pkg/util/net.makeQuotedString.
func makeQuotedString(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch {
		case r == '"' || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r < ' ' || r == 0x7f:
			b.WriteByte(' ')
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}
