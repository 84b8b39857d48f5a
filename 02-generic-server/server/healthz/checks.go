package healthz

import (
	"errors"
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
)

// HealthChecker is a named check. Check returns nil when healthy.
// Upstream: k8s.io/apiserver/pkg/server/healthz.HealthChecker.
type HealthChecker interface {
	Name() string
	Check(req *http.Request) error
}

// PingHealthz always passes: if it answers, the HTTP server is up.
// Upstream: k8s.io/apiserver/pkg/server/healthz.PingHealthz.
var PingHealthz HealthChecker = ping{}

type ping struct{}

func (ping) Name() string                { return "ping" }
func (ping) Check(_ *http.Request) error { return nil }

// LogHealthz fails when logging has been blocked for two minutes: a
// background loop flushes the log every minute and records when it last
// succeeded. A process stuck writing its log is not healthy.
// Upstream: k8s.io/apiserver/pkg/server/healthz.LogHealthz.
var LogHealthz HealthChecker = &logCheck{}

type logCheck struct {
	startOnce    sync.Once
	lastVerified atomic.Int64 // unix nanoseconds
}

func (l *logCheck) Name() string { return "log" }

func (l *logCheck) Check(_ *http.Request) error {
	l.startOnce.Do(func() {
		l.lastVerified.Store(time.Now().UnixNano())
		go func() {
			for range time.Tick(time.Minute) {
				klog.Flush()
				l.lastVerified.Store(time.Now().UnixNano())
			}
		}()
	})
	if time.Since(time.Unix(0, l.lastVerified.Load())) < 2*time.Minute {
		return nil
	}
	return errors.New("logging blocked")
}

// NamedCheck turns a function into a HealthChecker called name.
// Upstream: k8s.io/apiserver/pkg/server/healthz.NamedCheck.
func NamedCheck(name string, check func(r *http.Request) error) HealthChecker {
	return &healthzCheck{name, check}
}

type healthzCheck struct {
	name  string
	check func(r *http.Request) error
}

func (c *healthzCheck) Name() string                { return c.name }
func (c *healthzCheck) Check(r *http.Request) error { return c.check(r) }
