package server

import (
	"errors"
	"net"
	"net/http"
	"time"

	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
)

// DeprecatedInsecureServingInfo is a plain HTTP listener: no TLS, and (in
// every stage) no authentication or authorization on it.
//
// kube-apiserver served such a port until v1.19 (v1.20 stopped serving it,
// v1.24 deleted the flags). Upstream's Serve ignored graceful shutdown; ours
// serves through the same lifecycle as HTTPS, so Ctrl-C drains plain HTTP
// requests too. Stage 07 turns it off.
// Upstream: k8s.io/apiserver/pkg/server.DeprecatedInsecureServingInfo (v1.19).
type DeprecatedInsecureServingInfo struct {
	// Listener is bound already; port 0 was resolved to a real port.
	Listener net.Listener
	// Name, if set, appears in the "Serving ... insecurely" log line.
	Name string
}

// Serve starts serving plain HTTP in the background and returns at once,
// with the same two channels as SecureServingInfo.Serve.
// Upstream: k8s.io/apiserver/pkg/server.(*DeprecatedInsecureServingInfo).Serve.
func (s *DeprecatedInsecureServingInfo) Serve(handler http.Handler, shutdownTimeout time.Duration, stopCh <-chan struct{}) (<-chan struct{}, <-chan struct{}, error) {
	if s.Listener == nil {
		return nil, nil, errors.New("listener must not be nil")
	}
	insecureServer := &http.Server{
		Addr:              s.Listener.Addr().String(),
		Handler:           handler,
		MaxHeaderBytes:    1 << 20,
		IdleTimeout:       90 * time.Second,
		ReadHeaderTimeout: 32 * time.Second,
	}
	if len(s.Name) > 0 {
		klog.Infof("Serving %s insecurely on %s", s.Name, s.Listener.Addr())
	} else {
		klog.Infof("Serving insecurely on %s", s.Listener.Addr())
	}
	return RunServer(insecureServer, s.Listener, shutdownTimeout, stopCh)
}
