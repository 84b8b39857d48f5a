package componentstatus

import (
	"context"
	"crypto/tls"
	"fmt"
	"io"
	"net"
	"net/http"
	"strconv"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
)

// probeTimeout bounds one probe.
// Upstream: k8s.io/kubernetes/pkg/registry/core/componentstatus.probeTimeOut.
const probeTimeout = 20 * time.Second

// Server is a component that can say whether it is healthy: True
// (healthy), False (answered unhealthy) or Unknown (did not answer), with
// what it said and why the probe failed.
// Upstream: k8s.io/kubernetes/pkg/registry/core/componentstatus.Server
// (whose probe.Result we express as the condition status directly).
type Server interface {
	DoServerCheck(ctx context.Context) (core.ConditionStatus, string, error)
}

// HTTPServer is a component probed by an HTTP(S) GET: a 2xx or 3xx
// answer is healthy, with its body as the message.
// Upstream: k8s.io/kubernetes/pkg/registry/core/componentstatus.HttpServer.
type HTTPServer struct {
	Addr        string
	Port        int
	Path        string
	EnableHTTPS bool
	TLSConfig   *tls.Config
}

// DoServerCheck GETs the server's path.
// Upstream: k8s.io/kubernetes/pkg/registry/core/componentstatus.(*HttpServer).DoServerCheck.
func (s *HTTPServer) DoServerCheck(ctx context.Context) (core.ConditionStatus, string, error) {
	scheme := "http"
	if s.EnableHTTPS {
		scheme = "https"
	}
	url := scheme + "://" + net.JoinHostPort(s.Addr, strconv.Itoa(s.Port)) + s.Path
	ctx, cancel := context.WithTimeout(ctx, probeTimeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return core.ConditionUnknown, "", fmt.Errorf("failed to construct probe request: %w", err)
	}
	client := &http.Client{Transport: &http.Transport{TLSClientConfig: s.TLSConfig}}
	resp, err := client.Do(req)
	if err != nil {
		return core.ConditionUnknown, "", err
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, 10*1024))
	if err != nil {
		return core.ConditionUnknown, "", err
	}
	if resp.StatusCode < http.StatusOK || resp.StatusCode >= http.StatusBadRequest {
		return core.ConditionFalse, string(body), fmt.Errorf("HTTP probe failed with statuscode: %d", resp.StatusCode)
	}
	return core.ConditionTrue, string(body), nil
}

// EtcdServer is the storage backend, probed by its health check.
// Upstream: k8s.io/kubernetes/pkg/registry/core/componentstatus.EtcdServer
// (which dials a fresh client per probe; ours shares the backend's).
type EtcdServer struct {
	// Check reads etcd once; nil error is healthy.
	Check func() error
}

// DoServerCheck runs the health check: "ok", or the check's error.
// Upstream: k8s.io/kubernetes/pkg/registry/core/componentstatus.(*EtcdServer).DoServerCheck.
func (s *EtcdServer) DoServerCheck(ctx context.Context) (core.ConditionStatus, string, error) {
	if err := s.Check(); err != nil {
		return core.ConditionFalse, "", err
	}
	return core.ConditionTrue, "ok", nil
}
