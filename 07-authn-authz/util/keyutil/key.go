package keyutil

import (
	"crypto"
	"crypto/rand"
	"crypto/rsa"
	"crypto/x509"
	"encoding/pem"
	"errors"
	"fmt"
	"os"
	"path/filepath"
)

// The PEM block types of keys.
// Upstream: k8s.io/client-go/util/keyutil (constants).
const (
	RSAPrivateKeyBlockType = "RSA PRIVATE KEY"
	PrivateKeyBlockType    = "PRIVATE KEY"
	PublicKeyBlockType     = "PUBLIC KEY"
)

// The file names of the service account key pair in the PKI directory.
// Upstream: k8s.io/kubernetes/cmd/kubeadm/app/constants
// (ServiceAccountPrivateKeyName, ServiceAccountPublicKeyName).
const (
	ServiceAccountPrivateKeyName = "sa.key"
	ServiceAccountPublicKeyName  = "sa.pub"
)

// PrivateKeyFromFile reads an RSA private key from a PEM file.
// Upstream: k8s.io/client-go/util/keyutil.PrivateKeyFromFile.
func PrivateKeyFromFile(file string) (*rsa.PrivateKey, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	key, err := ParsePrivateKeyPEM(data)
	if err != nil {
		return nil, fmt.Errorf("error reading private key file %s: %w", file, err)
	}
	return key, nil
}

// PublicKeysFromFile reads every RSA public key of a PEM file.
// Upstream: k8s.io/client-go/util/keyutil.PublicKeysFromFile.
func PublicKeysFromFile(file string) ([]any, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	keys, err := ParsePublicKeysPEM(data)
	if err != nil {
		return nil, fmt.Errorf("error reading public key file %s: %w", file, err)
	}
	return keys, nil
}

// ParsePrivateKeyPEM returns the first RSA private key of keyData, in
// PKCS#1 ("RSA PRIVATE KEY") or PKCS#8 ("PRIVATE KEY") form.
// Upstream: k8s.io/client-go/util/keyutil.ParsePrivateKeyPEM.
func ParsePrivateKeyPEM(keyData []byte) (*rsa.PrivateKey, error) {
	for {
		var block *pem.Block
		block, keyData = pem.Decode(keyData)
		if block == nil {
			return nil, errors.New("data does not contain a valid RSA private key")
		}
		if block.Type != RSAPrivateKeyBlockType && block.Type != PrivateKeyBlockType {
			continue
		}
		if key, err := parseRSAPrivateKey(block.Bytes); err == nil {
			return key, nil
		}
	}
}

// ParsePublicKeysPEM returns the RSA public keys of keyData: of public
// key blocks, of private key blocks and of certificates, in order.
// Upstream: k8s.io/client-go/util/keyutil.ParsePublicKeysPEM.
func ParsePublicKeysPEM(keyData []byte) ([]any, error) {
	keys := []any{}
	for {
		var block *pem.Block
		block, keyData = pem.Decode(keyData)
		if block == nil {
			break
		}
		if private, err := parseRSAPrivateKey(block.Bytes); err == nil {
			keys = append(keys, &private.PublicKey)
		} else if public, err := parseRSAPublicKey(block.Bytes); err == nil {
			keys = append(keys, public)
		}
	}
	if len(keys) == 0 {
		return nil, errors.New("data does not contain any valid RSA public keys")
	}
	return keys, nil
}

// parseRSAPrivateKey reads PKCS#1 or PKCS#8 DER.
// Upstream: k8s.io/client-go/util/keyutil.parseRSAPrivateKey.
func parseRSAPrivateKey(der []byte) (*rsa.PrivateKey, error) {
	if key, err := x509.ParsePKCS1PrivateKey(der); err == nil {
		return key, nil
	}
	parsed, err := x509.ParsePKCS8PrivateKey(der)
	if err != nil {
		return nil, err
	}
	key, ok := parsed.(*rsa.PrivateKey)
	if !ok {
		return nil, errors.New("data doesn't contain valid RSA Private Key")
	}
	return key, nil
}

// parseRSAPublicKey reads PKIX DER or a certificate.
// Upstream: k8s.io/client-go/util/keyutil.parseRSAPublicKey.
func parseRSAPublicKey(der []byte) (*rsa.PublicKey, error) {
	parsed, err := x509.ParsePKIXPublicKey(der)
	if err != nil {
		cert, certErr := x509.ParseCertificate(der)
		if certErr != nil {
			return nil, err
		}
		parsed = cert.PublicKey
	}
	key, ok := parsed.(*rsa.PublicKey)
	if !ok {
		return nil, errors.New("data doesn't contain valid RSA Public Key")
	}
	return key, nil
}

// MarshalPrivateKeyToPEM is key in PKCS#1 PEM.
// Upstream: k8s.io/client-go/util/keyutil.MarshalPrivateKeyToPEM (RSA only).
func MarshalPrivateKeyToPEM(key *rsa.PrivateKey) []byte {
	return pem.EncodeToMemory(&pem.Block{Type: RSAPrivateKeyBlockType, Bytes: x509.MarshalPKCS1PrivateKey(key)})
}

// MarshalPublicKeyToPEM is key in PKIX PEM.
// Upstream: k8s.io/kubernetes/cmd/kubeadm/app/util/pkiutil.EncodePublicKeyPEM.
func MarshalPublicKeyToPEM(key crypto.PublicKey) ([]byte, error) {
	der, err := x509.MarshalPKIXPublicKey(key)
	if err != nil {
		return nil, err
	}
	return pem.EncodeToMemory(&pem.Block{Type: PublicKeyBlockType, Bytes: der}), nil
}

// CreateServiceAccountKeyAndPublicKeyFiles writes sa.key (mode 0600) and
// sa.pub in certsDir, a new RSA-2048 pair, unless sa.key exists and
// loads; a sa.key that exists but does not load is an error, never
// overwritten.
// Upstream: k8s.io/kubernetes/cmd/kubeadm/app/phases/certs.CreateServiceAccountKeyAndPublicKeyFiles.
func CreateServiceAccountKeyAndPublicKeyFiles(certsDir string) error {
	keyPath := filepath.Join(certsDir, ServiceAccountPrivateKeyName)
	if _, err := PrivateKeyFromFile(keyPath); err == nil {
		return nil
	} else if !os.IsNotExist(err) {
		return fmt.Errorf("file %s existed but it could not be loaded properly: %w", ServiceAccountPrivateKeyName, err)
	}
	key, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		return err
	}
	public, err := MarshalPublicKeyToPEM(&key.PublicKey)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(certsDir, 0o755); err != nil {
		return err
	}
	if err := os.WriteFile(keyPath, MarshalPrivateKeyToPEM(key), 0o600); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(certsDir, ServiceAccountPublicKeyName), public, 0o644)
}
