package storage

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"math/big"
	"testing"
	"time"
)

// testKey is one P-256 key the fixtures sign with.
var testKey, _ = ecdsa.GenerateKey(elliptic.P256(), rand.Reader)

// csrDER is a PKCS#10 request for CN=demo, signed by testKey.
func csrDER() []byte {
	der, err := x509.CreateCertificateRequest(rand.Reader, &x509.CertificateRequest{Subject: pkix.Name{CommonName: "demo"}}, testKey)
	if err != nil {
		panic(err)
	}
	return der
}

// csrPEM is csrDER as a PEM CERTIFICATE REQUEST block.
func csrPEM() []byte {
	return pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE REQUEST", Bytes: csrDER()})
}

// caPEM is a self-signed CA certificate as a PEM CERTIFICATE block.
func caPEM() string {
	tmpl := &x509.Certificate{SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "test-ca"},
		NotBefore: time.Unix(1700000000, 0), NotAfter: time.Unix(1900000000, 0),
		IsCA: true, BasicConstraintsValid: true, KeyUsage: x509.KeyUsageCertSign}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &testKey.PublicKey, testKey)
	if err != nil {
		panic(err)
	}
	return string(pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}))
}

var _ = testing.T{}
