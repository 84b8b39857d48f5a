package framework

import (
	"crypto/tls"
	"crypto/x509"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// TokenFile is the name, in a Secure stage's data directory, of the
// --token-auth-file the harness writes: one line per TokenUsers entry.
const TokenFile = "tokens.csv"

// PKIDir returns the directory a Secure stage keeps its PKI in (its
// --cert-dir): ca.crt, apiserver.crt, admin.crt and admin.key, admin.conf.
func PKIDir(dataDir string) string { return filepath.Join(dataDir, "certificates") }

// TokenUser is a user a Secure stage authenticates by bearer token.
type TokenUser struct {
	Token, Name, UID string
	Groups           []string
}

// TokenUsers are the users of every Secure stage's token file. A scenario
// finds each token in $<NAME>_TOKEN ($ALICE_TOKEN, $BOB_TOKEN). Neither is
// granted anything: only system:basic-user, system:discovery and
// system:public-info-viewer, as every authenticated user.
var TokenUsers = []TokenUser{
	{Token: "alice-token", Name: "alice", UID: "alice-uid"},
	{Token: "bob-token", Name: "bob", UID: "bob-uid", Groups: []string{"team-a"}},
}

// TokenEnv is the environment variable that hands a scenario u's token.
func (u TokenUser) TokenEnv() string { return strings.ToUpper(u.Name) + "_TOKEN" }

// WriteTokenFile writes TokenUsers into <dataDir>/tokens.csv in the
// format of --token-auth-file: token,user,uid[,"group1,group2"].
func WriteTokenFile(dataDir string) error {
	var b strings.Builder
	for _, u := range TokenUsers {
		// No fourth column without groups: an empty one would be the
		// group "" (upstream's tokenfile splits it on commas).
		fmt.Fprintf(&b, "%s,%s,%s", u.Token, u.Name, u.UID)
		if len(u.Groups) > 0 {
			fmt.Fprintf(&b, ",%q", strings.Join(u.Groups, ","))
		}
		b.WriteString("\n")
	}
	if err := os.MkdirAll(dataDir, 0o755); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dataDir, TokenFile), []byte(b.String()), 0o600)
}

// adminTLSConfig reads the PKI a Secure stage made in pkiDir: it trusts
// ca.crt and presents admin.crt (kubernetes-admin, system:masters). It
// fails while the server has not written them yet.
// AdminTLSConfig trusts the PKI's CA and presents its admin certificate.
func AdminTLSConfig(pkiDir string) (*tls.Config, error) {
	ca, err := os.ReadFile(filepath.Join(pkiDir, "ca.crt"))
	if err != nil {
		return nil, err
	}
	roots := x509.NewCertPool()
	if !roots.AppendCertsFromPEM(ca) {
		return nil, fmt.Errorf("%s: no certificate", filepath.Join(pkiDir, "ca.crt"))
	}
	cert, err := tls.LoadX509KeyPair(filepath.Join(pkiDir, "admin.crt"), filepath.Join(pkiDir, "admin.key"))
	if err != nil {
		return nil, err
	}
	return &tls.Config{RootCAs: roots, Certificates: []tls.Certificate{cert}}, nil
}

// adminTransport is an http.RoundTripper that talks to a Secure stage as
// kubernetes-admin, reading the PKI on first use: the server makes it at
// start-up, after the harness has started polling /readyz.
type adminTransport struct {
	pkiDir string
	t      *http.Transport
}

func (a *adminTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	if a.t == nil {
		cfg, err := AdminTLSConfig(a.pkiDir)
		if err != nil {
			return nil, fmt.Errorf("no PKI yet: %w", err)
		}
		a.t = &http.Transport{TLSClientConfig: cfg, ForceAttemptHTTP2: true}
	}
	return a.t.RoundTrip(req)
}

// HTTPClient returns a client for raw requests to s.URL: plain HTTP up to
// stage 06; for a Secure stage, HTTPS trusting its CA and presenting the
// admin's certificate. It is for the harness's own probes and for tests
// that need the raw HTTP answer; other tests talk through real clients.
func (s *Server) HTTPClient() *http.Client {
	s.clientOnce.Do(func() {
		s.client = &http.Client{}
		if s.Stage.Secure {
			cfg, err := AdminTLSConfig(PKIDir(s.DataDir))
			if err != nil {
				// The server is ready, so its PKI exists: requests fail
				// with this error, which says why.
				s.client.Transport = &adminTransport{pkiDir: PKIDir(s.DataDir)}
				return
			}
			s.client.Transport = &http.Transport{TLSClientConfig: cfg, ForceAttemptHTTP2: true}
		}
	})
	return s.client
}

// readyzClient is the client that polls /readyz while the process starts.
func (s *Server) readyzClient() *http.Client {
	if s.Stage.Secure {
		return &http.Client{Timeout: time.Second, Transport: &adminTransport{pkiDir: PKIDir(s.DataDir)}}
	}
	return &http.Client{Timeout: time.Second}
}
