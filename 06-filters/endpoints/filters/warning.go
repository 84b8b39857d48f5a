package filters

import (
	"net/http"
	"sync"
	"unicode/utf8"

	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/02-generic-server/warning"
)

// Warning headers are capped: past truncateAtTotalRunes runes of text in
// all, every warning of the response (those written already and those to
// come) is cut to truncateItemRunes runes, so a request that warns about
// each of thousands of fields cannot blow up the response headers.
// Upstream: the variables of the same names in
// k8s.io/apiserver/pkg/endpoints/filters/warning.go.
var (
	truncateAtTotalRunes = 4 * 1024
	truncateItemRunes    = 256
)

// WithWarningRecorder puts a recorder into every request's context, so
// that every handler and registry strategy can warn the client (kubectl
// prints "Warning: ..."): each text once, capped in size. It must sit
// inside the timeout filter, which hands the handler a writer of its own:
// the recorder then adds headers to that writer, which guards them,
// never to the connection's.
// Upstream: k8s.io/apiserver/pkg/endpoints/filters.WithWarningRecorder.
func WithWarningRecorder(handler http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		recorder := &recorder{writer: w, recorded: map[string]bool{}}
		handler.ServeHTTP(w, req.WithContext(warning.WithWarningRecorder(req.Context(), recorder)))
	})
}

type recordedWarning struct{ agent, text string }

// recorder is warning.Recorder for one response.
// Upstream: k8s.io/apiserver/pkg/endpoints/filters.recorder.
type recorder struct {
	lock       sync.Mutex
	recorded   map[string]bool   // texts already warned about
	ordered    []recordedWarning // in order, to replay them truncated
	written    int               // runes of text in the Warning headers
	truncating bool              // past truncateAtTotalRunes
	writer     http.ResponseWriter
}

// AddWarning adds one Warning header, unless text was warned about
// already or the cap has been reached.
// Upstream: k8s.io/apiserver/pkg/endpoints/filters.(*recorder).AddWarning.
func (r *recorder) AddWarning(agent, text string) {
	if text == "" {
		return
	}
	r.lock.Lock()
	defer r.lock.Unlock()
	if (r.truncating && r.written >= truncateAtTotalRunes) || r.recorded[text] {
		return
	}
	r.recorded[text] = true
	r.ordered = append(r.ordered, recordedWarning{agent: agent, text: text})

	if r.truncating {
		text = truncate(text)
	}
	runes := utf8.RuneCountInString(text)
	if r.written+runes <= truncateAtTotalRunes || r.truncating {
		r.written += runes
		r.writer.Header().Add("Warning", warning.NewWarningHeader(299, agent, text))
		return
	}
	r.replayTruncated()
}

// replayTruncated switches to truncating and rewrites every warning so
// far, each cut to truncateItemRunes.
func (r *recorder) replayTruncated() {
	r.truncating = true
	r.written = 0
	r.writer.Header().Del("Warning")
	klog.Errorf("exceeded max warning header size, truncating")
	for _, w := range r.ordered {
		text := truncate(w.text)
		r.written += utf8.RuneCountInString(text)
		r.writer.Header().Add("Warning", warning.NewWarningHeader(299, w.agent, text))
	}
}

// truncate cuts text to truncateItemRunes runes, on a rune boundary.
func truncate(text string) string {
	if utf8.RuneCountInString(text) <= truncateItemRunes {
		return text
	}
	return string([]rune(text)[:truncateItemRunes])
}
