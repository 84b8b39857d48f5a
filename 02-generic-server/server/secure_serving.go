package server

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
)

const defaultKeepAlivePeriod = 3 * time.Minute

// SecureServingInfo is an HTTPS listener and its certificate.
// Upstream: k8s.io/apiserver/pkg/server.SecureServingInfo, whose Cert and
// ClientCA are dynamiccertificates providers that reload changed files
// and which also carries SNI certificates; ours load once.
type SecureServingInfo struct {
	// Listener is bound already; port 0 was resolved to a real port.
	Listener net.Listener
	// Cert is the serving certificate (and chain).
	Cert *tls.Certificate
	// ClientCA, when set, makes the server ask clients for a certificate
	// (and name these CAs as acceptable), without verifying it or
	// requiring one: stage 07's x509 authenticator verifies it, and a
	// client without one may still authenticate another way. Nil asks
	// for none, as stages 02–06 serve.
	ClientCA *x509.CertPool
	// MinTLSVersion overrides the minimum TLS version (default TLS 1.2).
	MinTLSVersion uint16
	// CipherSuites overrides Go's default cipher suites.
	CipherSuites []uint16
	// HTTP2MaxStreamsPerConnection limits streams per client connection;
	// zero means 100, what Go's HTTP/2 client allows itself.
	HTTP2MaxStreamsPerConnection int
	// DisableHTTP2 serves HTTP/1.1 only.
	DisableHTTP2 bool
}

// tlsConfig is the TLS configuration to serve with.
// Upstream: k8s.io/apiserver/pkg/server.(*SecureServingInfo).tlsConfig.
func (s *SecureServingInfo) tlsConfig() (*tls.Config, error) {
	if s.Cert == nil {
		return nil, errors.New("secure serving needs a certificate")
	}
	tlsConfig := &tls.Config{
		// Can't use SSLv3 because of POODLE and BEAST
		// Can't use TLSv1.0 because of POODLE and BEAST using CBC cipher
		// Can't use TLSv1.1 because of RC4 cipher usage
		MinVersion:   tls.VersionTLS12,
		NextProtos:   []string{"h2", "http/1.1"},
		Certificates: []tls.Certificate{*s.Cert},
	}
	if s.ClientCA != nil {
		// Populate PeerCertificates in requests, but don't reject
		// connections without certificates.
		tlsConfig.ClientAuth = tls.RequestClientCert
		tlsConfig.ClientCAs = s.ClientCA
	}
	if s.DisableHTTP2 {
		klog.Info("Forcing use of http/1.1 only")
		tlsConfig.NextProtos = []string{"http/1.1"}
	}
	if s.MinTLSVersion > 0 {
		tlsConfig.MinVersion = s.MinTLSVersion
	}
	if len(s.CipherSuites) > 0 {
		tlsConfig.CipherSuites = s.CipherSuites
	}
	return tlsConfig, nil
}

// Serve starts serving HTTPS in the background and returns at once. It
// fails only if the TLS configuration is incomplete. stoppedCh closes when
// the graceful http.Server.Shutdown is done, listenerStoppedCh when the
// listener is closed.
// Upstream: k8s.io/apiserver/pkg/server.(*SecureServingInfo).Serve.
func (s *SecureServingInfo) Serve(handler http.Handler, shutdownTimeout time.Duration, stopCh <-chan struct{}) (<-chan struct{}, <-chan struct{}, error) {
	if s.Listener == nil {
		return nil, nil, errors.New("listener must not be nil")
	}
	tlsConfig, err := s.tlsConfig()
	if err != nil {
		return nil, nil, err
	}
	secureServer := &http.Server{
		Addr:              s.Listener.Addr().String(),
		Handler:           handler,
		MaxHeaderBytes:    1 << 20,
		TLSConfig:         tlsConfig,
		IdleTimeout:       90 * time.Second, // matches http.DefaultTransport keep-alive timeout
		ReadHeaderTimeout: 32 * time.Second, // just shy of requestTimeoutUpperBound
		ErrorLog:          log.New(&tlsHandshakeErrorWriter{os.Stderr}, "", 0),
	}
	configureHTTP2(secureServer, s.HTTP2MaxStreamsPerConnection, s.DisableHTTP2)

	klog.Infof("Serving securely on %s", secureServer.Addr)
	return RunServer(secureServer, s.Listener, shutdownTimeout, stopCh)
}

// configureHTTP2 applies upstream's HTTP/2 settings: at most 100 streams per
// connection by default, and 256 KiB frames and per-stream buffers, big
// enough for 99% of API objects in one frame, small enough that a buffer
// per stream times the streams stays affordable.
func configureHTTP2(srv *http.Server, maxStreams int, disable bool) {
	protocols := new(http.Protocols)
	protocols.SetHTTP1(true)
	protocols.SetHTTP2(!disable)
	srv.Protocols = protocols
	if disable {
		return
	}
	const resourceBody99Percentile = 256 * 1024
	if maxStreams <= 0 {
		maxStreams = 100
	}
	srv.HTTP2 = &http.HTTP2Config{
		MaxConcurrentStreams:          maxStreams,
		MaxReceiveBufferPerStream:     resourceBody99Percentile,
		MaxReadFrameSize:              resourceBody99Percentile,
		MaxReceiveBufferPerConnection: resourceBody99Percentile * maxStreams,
	}
}

// RunServer serves on ln in a goroutine until stopCh closes, then shuts the
// server down gracefully, waiting at most shutDownTimeout for requests in
// flight. It returns at once with two channels: stoppedCh closes when
// Shutdown returned, listenerStoppedCh when Serve returned.
// Upstream: k8s.io/apiserver/pkg/server.RunServer.
func RunServer(server *http.Server, ln net.Listener, shutDownTimeout time.Duration, stopCh <-chan struct{}) (<-chan struct{}, <-chan struct{}, error) {
	if ln == nil {
		return nil, nil, errors.New("listener must not be nil")
	}
	serverShutdownCh, listenerStoppedCh := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(serverShutdownCh)
		<-stopCh
		ctx, cancel := context.WithTimeout(context.Background(), shutDownTimeout)
		defer cancel()
		if err := server.Shutdown(ctx); err != nil {
			klog.Errorf("Failed to shutdown server: %v", err)
		}
	}()
	go func() {
		defer close(listenerStoppedCh)
		var listener net.Listener = tcpKeepAliveListener{ln}
		if server.TLSConfig != nil {
			listener = tls.NewListener(listener, server.TLSConfig)
		}
		err := server.Serve(listener)
		msg := fmt.Sprintf("Stopped listening on %s", ln.Addr().String())
		select {
		case <-stopCh:
			klog.Info(msg)
		default:
			panic(fmt.Sprintf("%s due to error: %v", msg, err))
		}
	}()
	return serverShutdownCh, listenerStoppedCh, nil
}

// tcpKeepAliveListener turns on TCP keep-alive for accepted connections, so
// dead peers (a laptop closed mid-watch) are noticed eventually.
// Upstream: k8s.io/apiserver/pkg/server.tcpKeepAliveListener.
type tcpKeepAliveListener struct {
	net.Listener
}

func (ln tcpKeepAliveListener) Accept() (net.Conn, error) {
	c, err := ln.Listener.Accept()
	if err != nil {
		return nil, err
	}
	if tc, ok := c.(*net.TCPConn); ok {
		_ = tc.SetKeepAlive(true)
		_ = tc.SetKeepAlivePeriod(defaultKeepAlivePeriod)
	}
	return c, nil
}

// tlsHandshakeErrorWriter demotes TLS handshake errors (port scanners,
// curl without -k) to -v=5 and passes other server errors through.
// Upstream: k8s.io/apiserver/pkg/server.tlsHandshakeErrorWriter.
type tlsHandshakeErrorWriter struct {
	out io.Writer
}

const tlsHandshakeErrorPrefix = "http: TLS handshake error"

func (w *tlsHandshakeErrorWriter) Write(p []byte) (int, error) {
	if strings.Contains(string(p), tlsHandshakeErrorPrefix) {
		klog.V(5).Info(string(p))
		return len(p), nil
	}
	return w.out.Write(p)
}
