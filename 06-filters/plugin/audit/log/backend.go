package log

import (
	"fmt"
	"io"
	"strings"
	"sync"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	auditv1 "github.com/kube-rebuilt/apiserver/06-filters/apis/audit/v1"
	"github.com/kube-rebuilt/apiserver/06-filters/audit"
)

const (
	// FormatLegacy writes events as one line of text each.
	FormatLegacy = "legacy"
	// FormatJson writes events as one JSON object per line.
	FormatJson = "json"
	// PluginName names this backend in flags and logs.
	PluginName = "log"
)

// AllowedFormats are the formats the backend knows.
// Upstream: k8s.io/apiserver/plugin/pkg/audit/log.AllowedFormats.
var AllowedFormats = []string{FormatLegacy, FormatJson}

type backend struct {
	// mu keeps lines whole: concurrent requests write concurrently.
	mu      sync.Mutex
	out     io.Writer
	format  string
	encoder runtime.Encoder
}

var _ audit.Backend = (*backend)(nil)

// NewBackend returns a backend writing to out in format, encoding JSON
// events as groupVersion (audit.k8s.io/v1).
// Upstream: k8s.io/apiserver/plugin/pkg/audit/log.NewBackend.
func NewBackend(out io.Writer, format string, groupVersion schema.GroupVersion) audit.Backend {
	return &backend{out: out, format: format, encoder: audit.Codecs.LegacyCodec(groupVersion)}
}

// ProcessEvents writes each event; it reports whether all were written.
// Upstream: k8s.io/apiserver/plugin/pkg/audit/log.(*backend).ProcessEvents.
func (b *backend) ProcessEvents(events ...*auditv1.Event) bool {
	success := true
	for _, ev := range events {
		success = b.logEvent(ev) && success
	}
	return success
}

// logEvent formats ev and writes it as one line.
// Upstream: k8s.io/apiserver/plugin/pkg/audit/log.(*backend).logEvent.
func (b *backend) logEvent(ev *auditv1.Event) bool {
	var line string
	switch b.format {
	case FormatLegacy:
		line = audit.EventString(ev) + "\n"
	case FormatJson:
		bs, err := runtime.Encode(b.encoder, ev)
		if err != nil {
			handlePluginError(err, ev)
			return false
		}
		line = strings.TrimRight(string(bs), "\n") + "\n"
	default:
		handlePluginError(fmt.Errorf("log format %q is not in list of known formats (%s)",
			b.format, strings.Join(AllowedFormats, ",")), ev)
		return false
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if _, err := io.WriteString(b.out, line); err != nil {
		handlePluginError(err, ev)
		return false
	}
	return true
}

// handlePluginError logs an event that could not be written.
// Upstream: k8s.io/apiserver/pkg/audit.HandlePluginError.
func handlePluginError(err error, ev *auditv1.Event) {
	klog.Errorf("Error in audit plugin '%s' affecting 1 audit events: %v\nImpacted events:\n%s",
		PluginName, err, audit.EventString(ev))
}

// Run does nothing: writes happen in ProcessEvents.
func (b *backend) Run(stopCh <-chan struct{}) error { return nil }

// Shutdown closes the writer if it is a file (or a rotating logger).
func (b *backend) Shutdown() {
	if c, ok := b.out.(io.Closer); ok && !isStdStream(b.out) {
		_ = c.Close()
	}
}

// String is the plugin's name.
func (b *backend) String() string { return PluginName }
