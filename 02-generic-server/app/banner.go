package app

import (
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"time"

	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
)

// readyPollInterval is how often PrintBannerWhenReady asks /readyz: often
// enough that nobody waits for the banner, rarely enough to cost nothing
// (the checks are in-memory).
const readyPollInterval = 50 * time.Millisecond

// PrintBannerWhenReady starts a goroutine that waits until s's /readyz
// answers 200 and then writes banner to w; it gives up when ctx is done.
// Every stage from 03 on calls it in Run, after PrepareRun installed
// /readyz, so the banner (the command to try) is the last thing a
// newcomer sees under the start-up logs, and everything it suggests
// works when it appears. It asks the handler in-process, without a
// network: no port, certificate, credential, filter or audit event is
// involved, and the first green answer signals HasBeenReady as a probe's
// would.
// Upstream has no banner: kubeadm prints "Your Kubernetes control-plane
// has initialized successfully!" and the export KUBECONFIG line once its
// k8s.io/kubernetes/cmd/kubeadm/app/util/apiclient.(*KubeWaiter).WaitForControlPlaneComponents
// saw the API server healthy; this is that wait, done by the server itself.
func PrintBannerWhenReady(ctx context.Context, w io.Writer, s *server.GenericAPIServer, banner string) {
	go func() {
		if waitForReady(ctx, s.Handler.NonGoRestfulMux) {
			fmt.Fprint(w, banner)
		}
	}()
}

// waitForReady polls GET /readyz on readyz until it answers 200 (true)
// or ctx is done (false).
func waitForReady(ctx context.Context, readyz http.Handler) bool {
	ticker := time.NewTicker(readyPollInterval)
	defer ticker.Stop()
	for {
		rec := httptest.NewRecorder()
		readyz.ServeHTTP(rec, httptest.NewRequestWithContext(ctx, http.MethodGet, "/readyz", nil))
		if rec.Code == http.StatusOK {
			return true
		}
		select {
		case <-ctx.Done():
			return false
		case <-ticker.C:
		}
	}
}

// ListenerURL is scheme://host:port of a bound listener, as a client on
// this machine dials it: 0.0.0.0 and :: become the loopback. Banners show
// it, so a --secure-port=0 or --insecure-port=0's real port is printed.
func ListenerURL(scheme string, ln net.Listener) string {
	address := ln.Addr().String()
	if host, port, err := server.LoopbackHostPort(address); err == nil {
		address = net.JoinHostPort(host, port)
	}
	return scheme + "://" + address
}
