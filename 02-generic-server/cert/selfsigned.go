package cert

import (
	"bytes"
	"crypto/rand"
	"crypto/rsa"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"fmt"
	"math"
	"math/big"
	"net"
	"time"
)

const (
	// CertificateBlockType is the PEM block type of a certificate.
	CertificateBlockType = "CERTIFICATE"
	// RSAPrivateKeyBlockType is the PEM block type of a PKCS#1 RSA key.
	RSAPrivateKeyBlockType = "RSA PRIVATE KEY"
)

// GenerateSelfSignedCertKey makes a one-year CA named "<host>-ca@<unix time>"
// and a serving certificate for host, alternateIPs and alternateDNS signed by
// it. It returns the serving certificate followed by the CA certificate (so a
// client can trust the CA taken from the same file) and the serving key, all
// PEM-encoded.
// Upstream: k8s.io/client-go/util/cert.GenerateSelfSignedCertKeyWithFixtures.
func GenerateSelfSignedCertKey(host string, alternateIPs []net.IP, alternateDNS []string) ([]byte, []byte, error) {
	// valid an hour earlier to avoid flakes due to clock skew
	validFrom := time.Now().Add(-time.Hour)
	maxAge := 365 * 24 * time.Hour

	caKey, caDER, err := newCA(host, validFrom, maxAge)
	if err != nil {
		return nil, nil, err
	}
	caCert, err := x509.ParseCertificate(caDER)
	if err != nil {
		return nil, nil, fmt.Errorf("parse generated ca: %w", err)
	}
	key, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		return nil, nil, fmt.Errorf("generate serving key: %w", err)
	}
	template, err := servingTemplate(host, alternateIPs, alternateDNS, validFrom, maxAge)
	if err != nil {
		return nil, nil, err
	}
	der, err := x509.CreateCertificate(rand.Reader, template, caCert, &key.PublicKey, caKey)
	if err != nil {
		return nil, nil, fmt.Errorf("sign serving certificate: %w", err)
	}

	var certPEM, keyPEM bytes.Buffer
	_ = pem.Encode(&certPEM, &pem.Block{Type: CertificateBlockType, Bytes: der})
	_ = pem.Encode(&certPEM, &pem.Block{Type: CertificateBlockType, Bytes: caDER})
	_ = pem.Encode(&keyPEM, &pem.Block{Type: RSAPrivateKeyBlockType, Bytes: x509.MarshalPKCS1PrivateKey(key)})
	return certPEM.Bytes(), keyPEM.Bytes(), nil
}

// newCA creates the self-signed CA key and certificate.
func newCA(host string, validFrom time.Time, maxAge time.Duration) (*rsa.PrivateKey, []byte, error) {
	key, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		return nil, nil, fmt.Errorf("generate ca key: %w", err)
	}
	serial, err := randomSerial()
	if err != nil {
		return nil, nil, err
	}
	template := &x509.Certificate{
		SerialNumber:          serial,
		Subject:               pkix.Name{CommonName: fmt.Sprintf("%s-ca@%d", host, time.Now().Unix())},
		NotBefore:             validFrom,
		NotAfter:              validFrom.Add(maxAge),
		KeyUsage:              x509.KeyUsageKeyEncipherment | x509.KeyUsageDigitalSignature | x509.KeyUsageCertSign,
		BasicConstraintsValid: true,
		IsCA:                  true,
	}
	der, err := x509.CreateCertificate(rand.Reader, template, template, &key.PublicKey, key)
	if err != nil {
		return nil, nil, fmt.Errorf("self-sign ca: %w", err)
	}
	return key, der, nil
}

// servingTemplate describes the serving certificate: host is an IP or a DNS
// name, the alternates are added as they are.
func servingTemplate(host string, ips []net.IP, dns []string, validFrom time.Time, maxAge time.Duration) (*x509.Certificate, error) {
	serial, err := randomSerial()
	if err != nil {
		return nil, err
	}
	t := &x509.Certificate{
		SerialNumber:          serial,
		Subject:               pkix.Name{CommonName: fmt.Sprintf("%s@%d", host, time.Now().Unix())},
		NotBefore:             validFrom,
		NotAfter:              validFrom.Add(maxAge),
		KeyUsage:              x509.KeyUsageKeyEncipherment | x509.KeyUsageDigitalSignature,
		ExtKeyUsage:           []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
		BasicConstraintsValid: true,
	}
	if ip := net.ParseIP(host); ip != nil {
		t.IPAddresses = append(t.IPAddresses, ip)
	} else {
		t.DNSNames = append(t.DNSNames, host)
	}
	t.IPAddresses = append(t.IPAddresses, ips...)
	t.DNSNames = append(t.DNSNames, dns...)
	return t, nil
}

// randomSerial returns a uniform random serial number in [1, MaxInt64).
func randomSerial() (*big.Int, error) {
	n, err := rand.Int(rand.Reader, big.NewInt(math.MaxInt64-1))
	if err != nil {
		return nil, fmt.Errorf("generate serial number: %w", err)
	}
	return n.Add(n, big.NewInt(1)), nil
}
