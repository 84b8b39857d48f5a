package server

import (
	"crypto/tls"
	"crypto/x509"
	"testing"
)

// TestTLSConfigClientCA: a client CA makes the server ask for a client
// certificate without requiring or verifying one (the authenticator
// verifies it); without one it asks for none.
func TestTLSConfigClientCA(t *testing.T) {
	pool := x509.NewCertPool()
	tests := []struct {
		name     string
		clientCA *x509.CertPool
		wantAuth tls.ClientAuthType
	}{
		{"no client CA", nil, tls.NoClientCert},
		{"client CA", pool, tls.RequestClientCert},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := &SecureServingInfo{Cert: &tls.Certificate{}, ClientCA: tt.clientCA}
			c, err := s.tlsConfig()
			if err != nil {
				t.Fatal(err)
			}
			if c.ClientAuth != tt.wantAuth || c.ClientCAs != tt.clientCA {
				t.Errorf("got ClientAuth %v, ClientCAs %p; want %v, %p", c.ClientAuth, c.ClientCAs, tt.wantAuth, tt.clientCA)
			}
		})
	}
}
