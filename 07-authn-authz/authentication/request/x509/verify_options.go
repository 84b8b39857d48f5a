package x509

import (
	"crypto/x509"
	"encoding/pem"
	"fmt"
	"os"
)

// VerifyOptionFunc returns the options to verify a client certificate
// with, read at every request so the CAs can change; false means there
// are none yet, and the authenticator then does not recognise anyone.
// Upstream: k8s.io/apiserver/pkg/authentication/request/x509.VerifyOptionFunc.
type VerifyOptionFunc func() (x509.VerifyOptions, bool)

// StaticVerifierFn always returns opts.
// Upstream: k8s.io/apiserver/pkg/authentication/request/x509.StaticVerifierFn.
func StaticVerifierFn(opts x509.VerifyOptions) VerifyOptionFunc {
	return func() (x509.VerifyOptions, bool) { return opts, true }
}

// DefaultVerifyOptions asks for a certificate valid for client auth, at
// the current time; Roots is left nil (the system roots) for the caller
// to set.
// Upstream: k8s.io/apiserver/pkg/authentication/request/x509.DefaultVerifyOptions.
func DefaultVerifyOptions() x509.VerifyOptions {
	return x509.VerifyOptions{KeyUsages: []x509.ExtKeyUsage{x509.ExtKeyUsageClientAuth}}
}

// NewStaticVerifierFromFile reads the CA bundle at clientCA once
// (--client-ca-file) and verifies against it; an empty path is no
// verifier at all (nil, nil).
// Upstream: k8s.io/apiserver/pkg/authentication/request/x509.NewStaticVerifierFromFile.
func NewStaticVerifierFromFile(clientCA string) (VerifyOptionFunc, error) {
	if clientCA == "" {
		return nil, nil
	}
	opts := DefaultVerifyOptions()
	pool, err := newPool(clientCA)
	if err != nil {
		return nil, fmt.Errorf("error loading certs from  %s: %v", clientCA, err)
	}
	opts.Roots = pool
	return StaticVerifierFn(opts), nil
}

// newPool reads the PEM certificates in path into a pool; a file with
// none is an error.
// Upstream: k8s.io/client-go/util/cert.NewPool.
func newPool(path string) (*x509.CertPool, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	pool := x509.NewCertPool()
	found := false
	for block, rest := pem.Decode(data); block != nil; block, rest = pem.Decode(rest) {
		if block.Type != "CERTIFICATE" {
			continue
		}
		cert, err := x509.ParseCertificate(block.Bytes)
		if err != nil {
			return nil, err
		}
		pool.AddCert(cert)
		found = true
	}
	if !found {
		return nil, fmt.Errorf("data does not contain any valid RSA or ECDSA certificates")
	}
	return pool, nil
}

// StringSliceProvider returns a list of strings that may change, such
// as the allowed names of the front proxy.
// Upstream: k8s.io/apiserver/pkg/authentication/request/x509.StringSliceProvider.
type StringSliceProvider interface {
	// Value returns the current strings; callers must not change them.
	Value() []string
}

// StringSliceProviderFunc lets a plain function be a StringSliceProvider.
// Upstream: k8s.io/apiserver/pkg/authentication/request/x509.StringSliceProviderFunc.
type StringSliceProviderFunc func() []string

// Value calls d.
// Upstream: k8s.io/apiserver/pkg/authentication/request/x509.StringSliceProviderFunc.Value.
func (d StringSliceProviderFunc) Value() []string { return d() }

// StaticStringSlice is a StringSliceProvider that never changes.
// Upstream: k8s.io/apiserver/pkg/authentication/request/x509.StaticStringSlice.
type StaticStringSlice []string

// Value returns s.
// Upstream: k8s.io/apiserver/pkg/authentication/request/x509.StaticStringSlice.Value.
func (s StaticStringSlice) Value() []string { return s }
