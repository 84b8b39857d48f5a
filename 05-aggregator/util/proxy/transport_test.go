package proxy

import (
	"crypto/tls"
	"encoding/pem"
	"io"
	"log"
	"net/http"
	"net/http/httptest"
	"reflect"
	"strings"
	"testing"

	"github.com/kube-rebuilt/apiserver/02-generic-server/cert"
)

// keyPair makes a certificate for host signed by a fresh CA and returns
// it with the CA's PEM.
func keyPair(t *testing.T, host string) (tls.Certificate, []byte) {
	t.Helper()
	certPEM, keyPEM, err := cert.GenerateSelfSignedCertKey(host, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	pair, err := tls.X509KeyPair(certPEM, keyPEM)
	if err != nil {
		t.Fatal(err)
	}
	_, rest := pem.Decode(certPEM) // the serving certificate, then the CA
	return pair, rest
}

func TestTLSConfig(t *testing.T) {
	serving, caPEM := keyPair(t, "api.ns.svc")
	_, otherCA := keyPair(t, "api.ns.svc")
	client, _ := keyPair(t, "front-proxy-client")

	var gotClientCN string
	srv := httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		gotClientCN = ""
		if len(r.TLS.PeerCertificates) > 0 {
			gotClientCN = r.TLS.PeerCertificates[0].Subject.CommonName
		}
	}))
	srv.TLS = &tls.Config{Certificates: []tls.Certificate{serving}, ClientAuth: tls.RequestClientCert}
	srv.Config.ErrorLog = log.New(io.Discard, "", 0) // the refused handshakes are expected
	srv.StartTLS()
	defer srv.Close()

	tests := []struct {
		name       string
		ca         []byte
		insecure   bool
		serverName string
		client     *tls.Certificate
		wantConfig string // error building the config
		wantDial   bool
		wantClient bool
	}{
		{name: "ca bundle verifies", ca: caPEM, serverName: "api.ns.svc", wantDial: true},
		{name: "client certificate sent", ca: caPEM, serverName: "api.ns.svc", client: &client, wantDial: true, wantClient: true},
		{name: "wrong ca refused", ca: otherCA, serverName: "api.ns.svc"},
		{name: "wrong server name refused", ca: caPEM, serverName: "other.ns.svc"},
		{name: "no ca: system roots refuse", serverName: "api.ns.svc"},
		{name: "insecure", insecure: true, serverName: "api.ns.svc", wantDial: true},
		{name: "insecure with ca", ca: caPEM, insecure: true,
			wantConfig: "specifying a root certificates file with the insecure flag is not allowed"},
		{name: "garbage ca", ca: []byte("not a pem"),
			wantConfig: "unable to load root certificates: unable to parse bytes as PEM block"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg, err := TLSConfig(tt.ca, tt.insecure, tt.serverName, tt.client)
			if tt.wantConfig != "" {
				if err == nil || err.Error() != tt.wantConfig {
					t.Fatalf("got error %v; want %q", err, tt.wantConfig)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			c := &http.Client{Transport: &http.Transport{TLSClientConfig: cfg}}
			resp, err := c.Get(srv.URL)
			if gotDial := err == nil; gotDial != tt.wantDial {
				t.Fatalf("got dial error %v; want success %v", err, tt.wantDial)
			}
			if err != nil {
				return
			}
			resp.Body.Close()
			if got := strings.HasPrefix(gotClientCN, "front-proxy-client@"); got != tt.wantClient {
				t.Errorf("got client certificate CN %q; want one sent: %v", gotClientCN, tt.wantClient)
			}
		})
	}
}

func TestSetAuthProxyHeaders(t *testing.T) {
	req := httptest.NewRequest("GET", "/apis/wardle.example.com/v1alpha1", nil)
	req.Header.Set("X-Remote-User", "mallory")
	req.Header.Add("X-Remote-Group", "system:masters")
	req.Header.Set("X-Remote-Uid", "0")
	req.Header.Set("X-Remote-Extra-Scopes", "everything")
	req.Header["x-remote-extra-raw"] = []string{"not canonical"}
	req.Header.Set("Accept", "application/json")

	SetAuthProxyHeaders(req, "jane", "", []string{"dev", "system:authenticated"},
		map[string][]string{"scopes": {"a", "b"}, "example.com/key%1": {"v"}})

	want := http.Header{
		"Accept":                {"application/json"},
		"X-Remote-User":         {"jane"},
		"X-Remote-Group":        {"dev", "system:authenticated"},
		"X-Remote-Extra-Scopes": {"a", "b"},
		// Header.Add canonicalises the name: the escapes' hex digits
		// arrive lower case, and the backend unescapes either.
		"X-Remote-Extra-Example.com%2fkey%251": {"v"},
	}
	if !reflect.DeepEqual(req.Header, want) {
		t.Errorf("got headers %v; want %v", req.Header, want)
	}

	SetAuthProxyHeaders(req, "jane", "uid-1", nil, nil)
	if got := req.Header.Get("X-Remote-Uid"); got != "uid-1" {
		t.Errorf("got X-Remote-Uid %q; want uid-1", got)
	}
	if got := req.Header.Values("X-Remote-Group"); len(got) != 0 {
		t.Errorf("got groups %v left over; want none", got)
	}
}
