package healthz

import (
	"bytes"
	"fmt"
	"net/http"
	"strings"
	"sync"

	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
)

// mux is the part of a mux InstallPathHandler needs.
type mux interface {
	Handle(pattern string, handler http.Handler)
}

// InstallHandler installs checks at /healthz.
// Upstream: k8s.io/apiserver/pkg/server/healthz.InstallHandler.
func InstallHandler(mux mux, checks ...HealthChecker) {
	InstallPathHandler(mux, "/healthz", checks...)
}

// InstallReadyzHandler installs checks at /readyz.
// Upstream: k8s.io/apiserver/pkg/server/healthz.InstallReadyzHandler.
func InstallReadyzHandler(mux mux, checks ...HealthChecker) {
	InstallPathHandler(mux, "/readyz", checks...)
}

// InstallLivezHandler installs checks at /livez.
// Upstream: k8s.io/apiserver/pkg/server/healthz.InstallLivezHandler.
func InstallLivezHandler(mux mux, checks ...HealthChecker) {
	InstallPathHandler(mux, "/livez", checks...)
}

// InstallPathHandler installs checks at path, plus path/<name> per check.
// Upstream: k8s.io/apiserver/pkg/server/healthz.InstallPathHandler.
func InstallPathHandler(mux mux, path string, checks ...HealthChecker) {
	InstallPathHandlerWithHealthyFunc(mux, path, nil, checks...)
}

// InstallPathHandlerWithHealthyFunc is InstallPathHandler that also calls
// firstTimeHealthy the first time every check passes; the server uses it to
// signal HasBeenReady. With no checks, ping is installed.
// Upstream: k8s.io/apiserver/pkg/server/healthz.InstallPathHandlerWithHealthyFunc.
func InstallPathHandlerWithHealthyFunc(mux mux, path string, firstTimeHealthy func(), checks ...HealthChecker) {
	if len(checks) == 0 {
		klog.V(5).Info("No default health checks specified. Installing the ping handler.")
		checks = []HealthChecker{PingHealthz}
	}
	klog.V(5).Infof("Installing health checkers for (%v): %v", path, formatQuoted(checkerNames(checks...)...))

	name := strings.Split(strings.TrimPrefix(path, "/"), "/")[0]
	mux.Handle(path, handleRootHealth(name, firstTimeHealthy, checks...))
	for _, check := range checks {
		mux.Handle(fmt.Sprintf("%s/%v", path, check.Name()), adaptCheckToHandler(check.Check))
	}
}

// handleRootHealth runs every check not excluded by ?exclude=. On failure it
// answers 500 and always lists the checks, withholding the reasons (the
// endpoint is public) but logging them. On success it answers "ok", or the
// list with ?verbose.
// Upstream: k8s.io/apiserver/pkg/server/healthz.handleRootHealth.
func handleRootHealth(name string, firstTimeHealthy func(), checks ...HealthChecker) http.HandlerFunc {
	var notifyOnce sync.Once
	return func(w http.ResponseWriter, r *http.Request) {
		out, failed, failedLog := runChecks(r, checks)
		if len(failed) > 0 {
			klog.V(2).Infof("%s check failed: %s\n%v", strings.Join(failed, ","), name, failedLog)
			http.Error(w, fmt.Sprintf("%s%s check failed", out, name), http.StatusInternalServerError)
			return
		}
		if firstTimeHealthy != nil {
			notifyOnce.Do(firstTimeHealthy)
		}
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		w.Header().Set("X-Content-Type-Options", "nosniff")
		if _, found := r.URL.Query()["verbose"]; !found {
			fmt.Fprint(w, "ok")
			return
		}
		fmt.Fprintf(w, "%s%s check passed\n", out, name)
	}
}

// runChecks runs the checks in order and returns the public per-check
// output, the names that failed and the detailed failures for the log.
func runChecks(r *http.Request, checks []HealthChecker) (string, []string, string) {
	excluded := map[string]bool{}
	for _, e := range r.URL.Query()["exclude"] {
		excluded[e] = true
	}
	var out, failedLog bytes.Buffer
	var failed []string
	for _, check := range checks {
		if excluded[check.Name()] {
			delete(excluded, check.Name())
			fmt.Fprintf(&out, "[+]%s excluded: ok\n", check.Name())
			continue
		}
		if err := check.Check(r); err != nil {
			fmt.Fprintf(&out, "[-]%s failed: reason withheld\n", check.Name())
			fmt.Fprintf(&failedLog, "[-]%s failed: %v\n", check.Name(), err)
			failed = append(failed, check.Name())
			continue
		}
		fmt.Fprintf(&out, "[+]%s ok\n", check.Name())
	}
	if len(excluded) > 0 {
		unknown := sortedKeys(excluded)
		fmt.Fprintf(&out, "warn: some health checks cannot be excluded: no matches for %s\n", formatQuoted(unknown...))
		klog.Warningf("cannot exclude some health checks, no health checks are installed matching %s", formatQuoted(unknown...))
	}
	return out.String(), failed, failedLog.String()
}

// adaptCheckToHandler serves a single check: "ok", or 500 with the reason.
// Upstream: k8s.io/apiserver/pkg/server/healthz.adaptCheckToHandler.
func adaptCheckToHandler(c func(r *http.Request) error) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if err := c(r); err != nil {
			http.Error(w, fmt.Sprintf("internal server error: %v", err), http.StatusInternalServerError)
			return
		}
		fmt.Fprint(w, "ok")
	}
}
