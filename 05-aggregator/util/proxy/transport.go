package proxy

import (
	"crypto/tls"
	"crypto/x509"
	"errors"
	"fmt"
	"net/http"
	"strings"
)

// TLSConfig is the TLS configuration for talking to an aggregated API
// server: verify its serving certificate against caBundle (the system
// roots if empty) unless insecure, expect serverName in it
// ("<service>.<namespace>.svc", the name the backend's certificate is
// issued for, whatever address we dial), and present clientCert (the
// front-proxy client certificate, may be nil) so the backend trusts the
// X-Remote-* identity headers. A caBundle together with insecure is an
// error, as is a caBundle without a single PEM certificate.
// Upstream: k8s.io/client-go/transport.TLSConfigFor, fed by
// k8s.io/kube-aggregator/pkg/controllers/status/remote.BuildTransportConfig.
func TLSConfig(caBundle []byte, insecure bool, serverName string, clientCert *tls.Certificate) (*tls.Config, error) {
	if len(caBundle) > 0 && insecure {
		return nil, errors.New("specifying a root certificates file with the insecure flag is not allowed")
	}
	cfg := &tls.Config{
		MinVersion:         tls.VersionTLS12, // client-go's floor
		InsecureSkipVerify: insecure,         //nolint:gosec // the APIService asked for it
		ServerName:         serverName,
	}
	if len(caBundle) > 0 {
		pool := x509.NewCertPool()
		if !pool.AppendCertsFromPEM(caBundle) {
			return nil, errors.New("unable to load root certificates: unable to parse bytes as PEM block")
		}
		cfg.RootCAs = pool
	}
	if clientCert != nil {
		cert := *clientCert
		// A func rather than Certificates: the certificate is sent even
		// when the backend's CertificateRequest names CAs it does not
		// chain to, as client-go does; the backend decides.
		cfg.GetClientCertificate = func(*tls.CertificateRequestInfo) (*tls.Certificate, error) { return &cert, nil }
	}
	return cfg, nil
}

// The request-header authentication headers: a backend that trusts the
// client certificate reads the user from them.
// Upstream: k8s.io/apiserver/pkg/server/options.RequestHeaderAuthenticationOptions defaults.
const (
	headerUser        = "X-Remote-User"
	headerUID         = "X-Remote-Uid"
	headerGroup       = "X-Remote-Group"
	headerExtraPrefix = "X-Remote-Extra-"
)

// SetAuthProxyHeaders tells the backend who is asking: it deletes every
// X-Remote-User, -Uid, -Group and -Extra-* header the client sent (a
// client must never choose its identity), then sets X-Remote-User, one
// X-Remote-Group per group, X-Remote-Uid if uid is set, and one
// X-Remote-Extra-<key> per extra value, the key percent-escaped so any
// string is a legal header name.
// Upstream: k8s.io/client-go/transport.SetAuthProxyHeaders.
func SetAuthProxyHeaders(req *http.Request, username, uid string, groups []string, extra map[string][]string) {
	for key := range req.Header {
		canonical := http.CanonicalHeaderKey(key)
		if canonical == headerUser || canonical == headerUID || canonical == headerGroup ||
			strings.HasPrefix(canonical, headerExtraPrefix) {
			delete(req.Header, key)
		}
	}
	req.Header.Set(headerUser, username)
	if uid != "" {
		req.Header.Set(headerUID, uid)
	}
	for _, group := range groups {
		req.Header.Add(headerGroup, group)
	}
	for key, values := range extra {
		for _, value := range values {
			req.Header.Add(headerExtraPrefix+headerKeyEscape(key), value)
		}
	}
}

// headerKeyEscape percent-escapes every byte of key that may not appear
// in a header name (RFC 7230 token), and '%' itself, so the backend can
// unescape it.
// Upstream: k8s.io/client-go/transport.headerKeyEscape.
func headerKeyEscape(key string) string {
	var b strings.Builder
	for i := 0; i < len(key); i++ {
		c := key[i]
		if c == '%' || !isTokenByte(c) {
			fmt.Fprintf(&b, "%%%02X", c)
			continue
		}
		b.WriteByte(c)
	}
	return b.String()
}

// isTokenByte reports whether c may appear in an HTTP token.
func isTokenByte(c byte) bool {
	switch {
	case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9':
		return true
	}
	return strings.IndexByte("!#$%&'*+-.^_`|~", c) >= 0
}
