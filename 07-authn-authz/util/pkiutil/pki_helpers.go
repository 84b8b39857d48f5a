package pkiutil

import (
	"crypto"
	"crypto/rand"
	"crypto/rsa"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"errors"
	"fmt"
	"math"
	"math/big"
	"net"
	"os"
	"path/filepath"
	"slices"
	"time"

	"github.com/kube-rebuilt/apiserver/02-generic-server/cert"
)

// Validity periods of the certificates made here.
// Upstream: k8s.io/kubernetes/cmd/kubeadm/app/constants.CertificateValidityPeriod and CACertificateValidityPeriod.
const (
	CertificateValidityPeriod   = 365 * 24 * time.Hour
	CACertificateValidityPeriod = 10 * 365 * 24 * time.Hour
)

// AltNames are the subject alternative names of a serving certificate:
// the host names and addresses clients may dial it by.
// Upstream: k8s.io/client-go/util/cert.AltNames.
type AltNames struct {
	DNSNames []string
	IPs      []net.IP
}

// CertConfig describes a certificate to make.
// Upstream: k8s.io/kubernetes/cmd/kubeadm/app/util/pkiutil.CertConfig.
type CertConfig struct {
	// CommonName is the subject CN: the user name of a client certificate.
	CommonName string
	// Organization is the subject O: the groups of a client certificate.
	Organization []string
	// AltNames are a serving certificate's SANs.
	AltNames AltNames
	// Usages are the extended key usages: server auth, client auth.
	Usages []x509.ExtKeyUsage
}

// NewCertificateAuthority makes a key and a self-signed CA certificate
// for it, valid ten years from now.
// Upstream: k8s.io/kubernetes/cmd/kubeadm/app/util/pkiutil.NewCertificateAuthority.
func NewCertificateAuthority(cfg *CertConfig) (*x509.Certificate, crypto.Signer, error) {
	key, err := newPrivateKey()
	if err != nil {
		return nil, nil, fmt.Errorf("unable to create private key while generating CA certificate: %w", err)
	}
	serial, err := newSerial()
	if err != nil {
		return nil, nil, err
	}
	now := time.Now().UTC()
	tmpl := &x509.Certificate{
		SerialNumber:          serial,
		Subject:               pkix.Name{CommonName: cfg.CommonName, Organization: cfg.Organization},
		DNSNames:              []string{cfg.CommonName},
		NotBefore:             now,
		NotAfter:              now.Add(CACertificateValidityPeriod),
		KeyUsage:              x509.KeyUsageKeyEncipherment | x509.KeyUsageDigitalSignature | x509.KeyUsageCertSign,
		BasicConstraintsValid: true,
		IsCA:                  true,
	}
	c, err := createCertificate(tmpl, tmpl, key.Public(), key)
	if err != nil {
		return nil, nil, fmt.Errorf("unable to create self-signed CA certificate: %w", err)
	}
	return c, key, nil
}

// NewCertAndKey makes a key and a certificate for it signed by caCert,
// valid a year from the CA's start. A CommonName is required.
// Upstream: k8s.io/kubernetes/cmd/kubeadm/app/util/pkiutil.NewCertAndKey (with NewSignedCert).
func NewCertAndKey(caCert *x509.Certificate, caKey crypto.Signer, cfg *CertConfig) (*x509.Certificate, crypto.Signer, error) {
	if len(cfg.Usages) == 0 {
		return nil, nil, errors.New("must specify at least one ExtKeyUsage")
	}
	if cfg.CommonName == "" {
		return nil, nil, errors.New("must specify a CommonName")
	}
	key, err := newPrivateKey()
	if err != nil {
		return nil, nil, fmt.Errorf("unable to create private key: %w", err)
	}
	serial, err := newSerial()
	if err != nil {
		return nil, nil, err
	}
	tmpl := &x509.Certificate{
		SerialNumber:          serial,
		Subject:               pkix.Name{CommonName: cfg.CommonName, Organization: cfg.Organization},
		DNSNames:              removeDuplicates(cfg.AltNames.DNSNames),
		IPAddresses:           cfg.AltNames.IPs,
		NotBefore:             caCert.NotBefore,
		NotAfter:              caCert.NotBefore.Add(CertificateValidityPeriod),
		KeyUsage:              x509.KeyUsageKeyEncipherment | x509.KeyUsageDigitalSignature,
		ExtKeyUsage:           cfg.Usages,
		BasicConstraintsValid: true,
	}
	c, err := createCertificate(tmpl, caCert, key.Public(), caKey)
	if err != nil {
		return nil, nil, fmt.Errorf("unable to sign certificate: %w", err)
	}
	return c, key, nil
}

// removeDuplicates is names without repeats, in first-seen order.
// Upstream: k8s.io/kubernetes/cmd/kubeadm/app/util/pkiutil.RemoveDuplicateAltNames.
func removeDuplicates(names []string) []string {
	var ret []string
	for _, n := range names {
		if !slices.Contains(ret, n) {
			ret = append(ret, n)
		}
	}
	return ret
}

// createCertificate signs tmpl and parses the result.
func createCertificate(tmpl, parent *x509.Certificate, pub crypto.PublicKey, signer crypto.Signer) (*x509.Certificate, error) {
	der, err := x509.CreateCertificate(rand.Reader, tmpl, parent, pub, signer)
	if err != nil {
		return nil, err
	}
	return x509.ParseCertificate(der)
}

// newPrivateKey makes an RSA-2048 key.
// Upstream: k8s.io/kubernetes/cmd/kubeadm/app/util/pkiutil.GeneratePrivateKey (RSA-2048, the default).
func newPrivateKey() (crypto.Signer, error) {
	return rsa.GenerateKey(rand.Reader, 2048)
}

// newSerial is a uniformly random serial number in [1, MaxInt64).
// Upstream: the start of k8s.io/kubernetes/cmd/kubeadm/app/util/pkiutil.NewSignedCert.
func newSerial() (*big.Int, error) {
	n, err := rand.Int(rand.Reader, big.NewInt(math.MaxInt64-1))
	if err != nil {
		return nil, fmt.Errorf("generate serial number: %w", err)
	}
	return n.Add(n, big.NewInt(1)), nil
}

// EncodeCertPEM is cert as one PEM CERTIFICATE block.
// Upstream: k8s.io/kubernetes/cmd/kubeadm/app/util/pkiutil.EncodeCertPEM.
func EncodeCertPEM(c *x509.Certificate) []byte {
	return pem.EncodeToMemory(&pem.Block{Type: cert.CertificateBlockType, Bytes: c.Raw})
}

// EncodeKeyPEM is an RSA key as one PEM RSA PRIVATE KEY block.
// Upstream: k8s.io/client-go/util/keyutil.MarshalPrivateKeyToPEM (RSA only).
func EncodeKeyPEM(key crypto.Signer) ([]byte, error) {
	rsaKey, ok := key.(*rsa.PrivateKey)
	if !ok {
		return nil, fmt.Errorf("unsupported private key type %T: only RSA keys are supported", key)
	}
	return pem.EncodeToMemory(&pem.Block{Type: cert.RSAPrivateKeyBlockType, Bytes: x509.MarshalPKCS1PrivateKey(rsaKey)}), nil
}

// PathsForCertAndKey are <pkiPath>/<name>.crt and <pkiPath>/<name>.key.
// Upstream: k8s.io/kubernetes/cmd/kubeadm/app/util/pkiutil.PathsForCertAndKey.
func PathsForCertAndKey(pkiPath, name string) (string, string) {
	return filepath.Join(pkiPath, name+".crt"), filepath.Join(pkiPath, name+".key")
}

// WriteCertAndKey writes cert (mode 0644) and key (0600) as PEM.
// Upstream: k8s.io/kubernetes/cmd/kubeadm/app/util/pkiutil.WriteCertAndKey.
func WriteCertAndKey(pkiPath, name string, c *x509.Certificate, key crypto.Signer) error {
	keyPEM, err := EncodeKeyPEM(key)
	if err != nil {
		return err
	}
	certPath, keyPath := PathsForCertAndKey(pkiPath, name)
	if err := cert.WriteKey(keyPath, keyPEM); err != nil {
		return fmt.Errorf("unable to write private key to file %s: %w", keyPath, err)
	}
	if err := cert.WriteCert(certPath, EncodeCertPEM(c)); err != nil {
		return fmt.Errorf("unable to write certificate to file %s: %w", certPath, err)
	}
	return nil
}

// TryLoadCertAndKeyFromDisk reads the pair written by WriteCertAndKey;
// the certificate is the first in its file.
// Upstream: k8s.io/kubernetes/cmd/kubeadm/app/util/pkiutil.TryLoadCertAndKeyFromDisk.
func TryLoadCertAndKeyFromDisk(pkiPath, name string) (*x509.Certificate, crypto.Signer, error) {
	certPath, keyPath := PathsForCertAndKey(pkiPath, name)
	c, err := loadCert(certPath)
	if err != nil {
		return nil, nil, fmt.Errorf("failed to load certificate: %w", err)
	}
	key, err := loadKey(keyPath)
	if err != nil {
		return nil, nil, fmt.Errorf("failed to load key: %w", err)
	}
	return c, key, nil
}

// loadCert parses the first certificate of the PEM file at path.
// Upstream: k8s.io/client-go/util/cert.CertsFromFile (the first one).
func loadCert(path string) (*x509.Certificate, error) {
	block, err := readPEM(path, cert.CertificateBlockType)
	if err != nil {
		return nil, err
	}
	return x509.ParseCertificate(block.Bytes)
}

// loadKey parses the RSA key of the PEM file at path.
// Upstream: k8s.io/client-go/util/keyutil.PrivateKeyFromFile (RSA only).
func loadKey(path string) (crypto.Signer, error) {
	block, err := readPEM(path, cert.RSAPrivateKeyBlockType)
	if err != nil {
		return nil, err
	}
	return x509.ParsePKCS1PrivateKey(block.Bytes)
}

// readPEM returns the first block of type blockType in the file at path.
func readPEM(path, blockType string) (*pem.Block, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	for block, rest := pem.Decode(data); block != nil; block, rest = pem.Decode(rest) {
		if block.Type == blockType {
			return block, nil
		}
	}
	return nil, fmt.Errorf("%s: no %s PEM block found", path, blockType)
}
