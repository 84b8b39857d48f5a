package options

import (
	"context"
	"fmt"
	"net"
)

// CreateListener listens on addr ("host:port"; port 0 picks a free port)
// and returns the listener and the port it really got.
// Upstream: k8s.io/apiserver/pkg/server/options.CreateListener.
func CreateListener(network, addr string, config net.ListenConfig) (net.Listener, int, error) {
	if len(network) == 0 {
		network = "tcp"
	}
	ln, err := config.Listen(context.TODO(), network, addr)
	if err != nil {
		return nil, 0, fmt.Errorf("failed to listen on %v: %w", addr, err)
	}
	tcpAddr, ok := ln.Addr().(*net.TCPAddr)
	if !ok {
		_ = ln.Close()
		return nil, 0, fmt.Errorf("invalid listen address: %q", ln.Addr().String())
	}
	return ln, tcpAddr.Port, nil
}
