package pkiutil

import (
	"crypto"
	"crypto/x509"
	"fmt"
	"net"
	"slices"

	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/02-generic-server/cert"
)

// Base names of the files CreatePKIAssets writes, and the common names
// clients and the server check.
// Upstream: k8s.io/kubernetes/cmd/kubeadm/app/constants (the *BaseName and *CommonName constants).
const (
	CACertAndKeyBaseName               = "ca"
	APIServerCertAndKeyBaseName        = "apiserver"
	AdminCertAndKeyBaseName            = "admin"
	FrontProxyCACertAndKeyBaseName     = "front-proxy-ca"
	FrontProxyClientCertAndKeyBaseName = "front-proxy-client"
	APIServerCertCommonName            = "kube-apiserver"
	AdminCertCommonName                = "kubernetes-admin"
	FrontProxyClientCertCommonName     = "front-proxy-client"
)

// KubeadmCert is one certificate of the PKI: its file base name, the CA
// that signs it (none for a CA) and what to put in it.
// Upstream: k8s.io/kubernetes/cmd/kubeadm/app/phases/certs.KubeadmCert.
type KubeadmCert struct {
	// BaseName names the files: <BaseName>.crt and <BaseName>.key.
	BaseName string
	// CAName is the BaseName of the signing CA; "" for a CA.
	CAName string
	// Config is the certificate's content.
	Config CertConfig
}

// Certificates returns the PKI in creation order, CAs before what they
// sign: the cluster CA, the serving certificate (SANs from
// APIServerAltNames), the admin client, the front-proxy CA and client.
// Upstream: k8s.io/kubernetes/cmd/kubeadm/app/phases/certs.GetDefaultCertList.
func Certificates(firstServiceIP net.IP, advertise ...net.IP) []KubeadmCert {
	client := []x509.ExtKeyUsage{x509.ExtKeyUsageClientAuth}
	return []KubeadmCert{
		{BaseName: CACertAndKeyBaseName, Config: CertConfig{CommonName: "kubernetes"}},
		{BaseName: APIServerCertAndKeyBaseName, CAName: CACertAndKeyBaseName, Config: CertConfig{
			CommonName: APIServerCertCommonName,
			AltNames:   APIServerAltNames(firstServiceIP, advertise...),
			Usages:     []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
		}},
		{BaseName: AdminCertAndKeyBaseName, CAName: CACertAndKeyBaseName, Config: CertConfig{
			CommonName: AdminCertCommonName, Organization: []string{user.SystemPrivilegedGroup}, Usages: client,
		}},
		{BaseName: FrontProxyCACertAndKeyBaseName, Config: CertConfig{CommonName: "front-proxy-ca"}},
		{BaseName: FrontProxyClientCertAndKeyBaseName, CAName: FrontProxyCACertAndKeyBaseName, Config: CertConfig{
			CommonName: FrontProxyClientCertCommonName, Usages: client,
		}},
	}
}

// APIServerAltNames are the names clients reach the API server by: from
// this machine (127.0.0.1, ::1, localhost), from a pod (the kubernetes
// Service's names and its ClusterIP, the first IP of the service range),
// and from the rest of the cluster (the advertise address, which the
// Service's endpoints list: one per replica).
// Upstream: k8s.io/kubernetes/cmd/kubeadm/app/util/pkiutil.GetAPIServerAltNames.
func APIServerAltNames(firstServiceIP net.IP, advertise ...net.IP) AltNames {
	names := AltNames{
		DNSNames: []string{"localhost", "kubernetes", "kubernetes.default", "kubernetes.default.svc", "kubernetes.default.svc.cluster.local"},
		IPs:      []net.IP{net.ParseIP("127.0.0.1"), net.IPv6loopback},
	}
	for _, ip := range append([]net.IP{firstServiceIP}, advertise...) {
		if ip != nil && !ip.IsUnspecified() && !slices.ContainsFunc(names.IPs, ip.Equal) {
			names.IPs = append(names.IPs, ip)
		}
	}
	return names
}

// CreatePKIAssets makes every certificate of Certificates in pkiPath that
// is not there yet and loads the others. A certificate without its key,
// or a key without its certificate, is an error, and so is a leaf that
// its CA (perhaps just made again) did not sign: regenerating silently
// would strand every client that trusts the old files.
// Upstream: k8s.io/kubernetes/cmd/kubeadm/app/phases/certs.CreatePKIAssets.
func CreatePKIAssets(pkiPath string, firstServiceIP net.IP, advertise ...net.IP) error {
	type pair struct {
		cert *x509.Certificate
		key  crypto.Signer
	}
	made := map[string]pair{}
	for _, kc := range Certificates(firstServiceIP, advertise...) {
		var ca *x509.Certificate
		var caKey crypto.Signer
		if kc.CAName != "" {
			ca, caKey = made[kc.CAName].cert, made[kc.CAName].key
		}
		c, key, err := loadOrCreate(pkiPath, kc, ca, caKey)
		if err != nil {
			return err
		}
		made[kc.BaseName] = pair{c, key}
	}
	return nil
}

// loadOrCreate returns kc's pair from pkiPath, or makes and writes it.
// Upstream: the loops of k8s.io/kubernetes/cmd/kubeadm/app/phases/certs.CreatePKIAssets
// (createCACertAndKeyFiles, writeCertificateFilesIfNotExist).
func loadOrCreate(pkiPath string, kc KubeadmCert, ca *x509.Certificate, caKey crypto.Signer) (*x509.Certificate, crypto.Signer, error) {
	certPath, keyPath := PathsForCertAndKey(pkiPath, kc.BaseName)
	exists, err := cert.CanReadCertAndKey(certPath, keyPath)
	if err != nil {
		return nil, nil, err
	}
	if exists {
		return loadExisting(pkiPath, kc, ca)
	}
	var c *x509.Certificate
	var key crypto.Signer
	if ca == nil {
		c, key, err = NewCertificateAuthority(&kc.Config)
	} else {
		c, key, err = NewCertAndKey(ca, caKey, &kc.Config)
	}
	if err != nil {
		return nil, nil, fmt.Errorf("failure while creating %s certificate: %w", kc.BaseName, err)
	}
	if err := WriteCertAndKey(pkiPath, kc.BaseName, c, key); err != nil {
		return nil, nil, fmt.Errorf("failure while saving %s certificate and key: %w", kc.BaseName, err)
	}
	return c, key, nil
}

// loadExisting loads kc's pair and, for a leaf, checks ca signed it.
// Upstream: k8s.io/kubernetes/cmd/kubeadm/app/phases/certs.validateSignedCertWithCA.
func loadExisting(pkiPath string, kc KubeadmCert, ca *x509.Certificate) (*x509.Certificate, crypto.Signer, error) {
	c, key, err := TryLoadCertAndKeyFromDisk(pkiPath, kc.BaseName)
	if err != nil {
		return nil, nil, fmt.Errorf("failure loading %s certificate: %w", kc.BaseName, err)
	}
	if ca != nil {
		if err := c.CheckSignatureFrom(ca); err != nil {
			return nil, nil, fmt.Errorf("certificate %s is not signed by corresponding CA: %w", kc.BaseName, err)
		}
	}
	return c, key, nil
}
