package warning

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"sync"
)

// warningRecorderKey holds the request's Recorder.
type warningRecorderKey struct{}

// Recorder receives the warnings of one request. Stage 06's
// WithWarningRecorder filter puts one into every request's context that
// also caps their total size; until then the handlers that warn put in
// the plain one of EnsureWarningRecorder.
// Upstream: k8s.io/apiserver/pkg/warning.Recorder.
type Recorder interface {
	// AddWarning adds a warning from agent ("-" for the server itself).
	AddWarning(agent, text string)
}

// WithWarningRecorder returns a copy of ctx carrying recorder.
// Upstream: k8s.io/apiserver/pkg/warning.WithWarningRecorder.
func WithWarningRecorder(ctx context.Context, recorder Recorder) context.Context {
	return context.WithValue(ctx, warningRecorderKey{}, recorder)
}

// EnsureWarningRecorder returns ctx if it carries a Recorder already (the
// one stage 06's filter put there), or a copy with a recorder writing each
// text once into w's headers.
// Upstream has no such function: its filter chain always installs the
// recorder; stage 02's handlers call this because stage 02 has no chain.
func EnsureWarningRecorder(ctx context.Context, w http.ResponseWriter) context.Context {
	if _, ok := ctx.Value(warningRecorderKey{}).(Recorder); ok {
		return ctx
	}
	return WithWarningRecorder(ctx, &warningRecorder{header: w.Header(), seen: map[string]bool{}})
}

// AddWarning adds `Warning: 299 - "text"` to the response, as kubectl
// prints it ("Warning: unknown field ..."). Without a recorder it does
// nothing. Upstream: k8s.io/apiserver/pkg/warning.AddWarning (which also
// takes the agent, always "-" here).
func AddWarning(ctx context.Context, text string) {
	r, ok := ctx.Value(warningRecorderKey{}).(Recorder)
	if !ok || text == "" {
		return
	}
	r.AddWarning("-", text)
}

// warningRecorder adds Warning headers to a response, each text once.
type warningRecorder struct {
	mu     sync.Mutex
	header http.Header
	seen   map[string]bool
}

func (r *warningRecorder) AddWarning(agent, text string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.seen[text] {
		return
	}
	r.seen[text] = true
	r.header.Add("Warning", NewWarningHeader(299, agent, text))
}

// NewWarningHeader formats an RFC 7234 warning: code, agent, quoted text.
// Upstream: k8s.io/apimachinery/pkg/util/net.NewWarningHeader (which also
// checks that code has three digits and agent no spaces; every caller here
// passes 299 and "-").
func NewWarningHeader(code int, agent, text string) string {
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
