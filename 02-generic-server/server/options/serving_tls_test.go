package options

import (
	"crypto/tls"
	"net"
	"slices"
	"testing"

	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
)

// --tls-min-version and --tls-cipher-suites reach the serving info; a
// name Go does not know is a start-up error.
func TestSecureServingTLSFlags(t *testing.T) {
	newOptions := func(t *testing.T) *SecureServingOptions {
		o := NewSecureServingOptions()
		o.ServerCert.CertDirectory = t.TempDir()
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { ln.Close() })
		o.Listener = ln
		if err := o.MaybeDefaultWithSelfSignedCerts("localhost", nil, nil); err != nil {
			t.Fatal(err)
		}
		return o
	}
	o := newOptions(t)
	o.MinTLSVersion, o.CipherSuites = "VersionTLS13", []string{"TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256"}
	var info *server.SecureServingInfo
	if err := o.ApplyTo(&info); err != nil {
		t.Fatal(err)
	}
	if info.MinTLSVersion != tls.VersionTLS13 || !slices.Equal(info.CipherSuites, []uint16{tls.TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256}) {
		t.Errorf("got min %x, suites %v; want TLS 1.3 and the one suite", info.MinTLSVersion, info.CipherSuites)
	}
	bad := newOptions(t)
	bad.MinTLSVersion = "TLS13"
	if err := bad.ApplyTo(&info); err == nil {
		t.Errorf("--tls-min-version TLS13: got no error; want one")
	}
}
