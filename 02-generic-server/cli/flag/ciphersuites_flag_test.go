package flag

import (
	"crypto/tls"
	"slices"
	"testing"
)

func TestTLSVersion(t *testing.T) {
	for name, want := range map[string]uint16{"": 0, "VersionTLS12": tls.VersionTLS12, "VersionTLS13": tls.VersionTLS13} {
		if got, err := TLSVersion(name); err != nil || got != want {
			t.Errorf("TLSVersion(%q): got %d, %v; want %d", name, got, err, want)
		}
	}
	if _, err := TLSVersion("TLS1.3"); err == nil || err.Error() != `unknown tls version "TLS1.3"` {
		t.Errorf("TLSVersion(TLS1.3): got %v; want unknown tls version", err)
	}
}

func TestTLSCipherSuites(t *testing.T) {
	got, err := TLSCipherSuites([]string{"TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256", "TLS_RSA_WITH_RC4_128_SHA"})
	want := []uint16{tls.TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256, tls.TLS_RSA_WITH_RC4_128_SHA}
	if err != nil || !slices.Equal(got, want) {
		t.Errorf("got %v, %v; want %v", got, err, want)
	}
	if _, err := TLSCipherSuites([]string{"TLS_NOPE"}); err == nil || err.Error() != "cipher suite TLS_NOPE not supported or doesn't exist" {
		t.Errorf("unknown suite: got %v; want upstream's error", err)
	}
}
