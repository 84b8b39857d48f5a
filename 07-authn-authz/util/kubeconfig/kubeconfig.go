package kubeconfig

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"sigs.k8s.io/yaml"

	"github.com/kube-rebuilt/apiserver/07-authn-authz/util/pkiutil"
)

// DefaultServer is where stage 07 serves by default: kube-apiserver's
// --secure-port 6443 on loopback.
// Upstream: k8s.io/kubernetes/cmd/kubeadm/app/constants.KubeAPIServerPort (6443).
const DefaultServer = "https://127.0.0.1:6443"

// AdminKubeConfigFileName is the admin kubeconfig's file name.
// Upstream: k8s.io/kubernetes/cmd/kubeadm/app/constants.AdminKubeConfigFileName.
const AdminKubeConfigFileName = "admin.conf"

// CreateBasic returns a kubeconfig with one cluster, clusterName at
// serverURL trusting caCert, and one context, userName@clusterName,
// current; the user's credentials are for the caller to add.
// Upstream: k8s.io/kubernetes/cmd/kubeadm/app/util/kubeconfig.CreateBasic.
func CreateBasic(serverURL, clusterName, userName string, caCert []byte) *Config {
	contextName := fmt.Sprintf("%s@%s", userName, clusterName)
	return &Config{
		Kind:           "Config",
		APIVersion:     "v1",
		Clusters:       []NamedCluster{{Name: clusterName, Cluster: Cluster{Server: serverURL, CertificateAuthorityData: caCert}}},
		Contexts:       []NamedContext{{Name: contextName, Context: Context{Cluster: clusterName, AuthInfo: userName}}},
		AuthInfos:      []NamedAuthInfo{},
		CurrentContext: contextName,
	}
}

// CreateWithCerts is CreateBasic with userName authenticating by the
// PEM client certificate and key.
// Upstream: k8s.io/kubernetes/cmd/kubeadm/app/util/kubeconfig.CreateWithCerts.
func CreateWithCerts(serverURL, clusterName, userName string, caCert, clientKey, clientCert []byte) *Config {
	config := CreateBasic(serverURL, clusterName, userName, caCert)
	config.AuthInfos = append(config.AuthInfos, NamedAuthInfo{
		Name:     userName,
		AuthInfo: AuthInfo{ClientKeyData: clientKey, ClientCertificateData: clientCert},
	})
	return config
}

// Write is config as YAML.
// Upstream: k8s.io/client-go/tools/clientcmd.Write.
func Write(config *Config) ([]byte, error) {
	return yaml.Marshal(config)
}

// Load parses a kubeconfig; it rejects fields it does not know, so a
// typo does not silently drop a credential.
// Upstream: k8s.io/client-go/tools/clientcmd.Load.
func Load(data []byte) (*Config, error) {
	config := &Config{}
	if err := yaml.UnmarshalStrict(data, config); err != nil {
		return nil, fmt.Errorf("couldn't get version/kind; json parse error: %w", err)
	}
	return config, nil
}

// LoadFromFile reads and parses the kubeconfig at filename.
// Upstream: k8s.io/client-go/tools/clientcmd.LoadFromFile.
func LoadFromFile(filename string) (*Config, error) {
	data, err := os.ReadFile(filename)
	if err != nil {
		return nil, err
	}
	return Load(data)
}

// WriteToDisk writes config to filename, readable only by its owner: it
// holds a private key.
// Upstream: k8s.io/kubernetes/cmd/kubeadm/app/util/kubeconfig.WriteToDisk.
func WriteToDisk(filename string, config *Config) error {
	data, err := Write(config)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(filename), 0o755); err != nil {
		return err
	}
	return os.WriteFile(filename, data, 0o600)
}

// CreateAdminKubeConfigFile writes <pkiPath>/admin.conf for
// kubernetes-admin at serverURL, with the CA and admin certificate that
// pkiutil.CreatePKIAssets made in pkiPath, and returns its path. An
// existing file is kept if it trusts the same CA and is an error if it
// does not (the certificates were made again under it).
// Upstream: k8s.io/kubernetes/cmd/kubeadm/app/phases/kubeconfig.createKubeConfigFileIfNotExists.
func CreateAdminKubeConfigFile(pkiPath, serverURL string) (string, error) {
	caPEM, err := os.ReadFile(filepath.Join(pkiPath, pkiutil.CACertAndKeyBaseName+".crt"))
	if err != nil {
		return "", err
	}
	filename := filepath.Join(pkiPath, AdminKubeConfigFileName)
	if existing, err := LoadFromFile(filename); err == nil {
		return filename, checkSameCA(filename, existing, caPEM)
	} else if !errors.Is(err, os.ErrNotExist) {
		return "", err
	}
	certPath, keyPath := pkiutil.PathsForCertAndKey(pkiPath, pkiutil.AdminCertAndKeyBaseName)
	certPEM, err := os.ReadFile(certPath)
	if err != nil {
		return "", err
	}
	keyPEM, err := os.ReadFile(keyPath)
	if err != nil {
		return "", err
	}
	config := CreateWithCerts(serverURL, "kubernetes", pkiutil.AdminCertCommonName, caPEM, keyPEM, certPEM)
	return filename, WriteToDisk(filename, config)
}

// checkSameCA fails unless one of config's clusters trusts caPEM.
// Upstream: k8s.io/kubernetes/cmd/kubeadm/app/phases/kubeconfig.validateKubeConfig (the CA check).
func checkSameCA(filename string, config *Config, caPEM []byte) error {
	for _, c := range config.Clusters {
		if bytes.Equal(c.Cluster.CertificateAuthorityData, caPEM) {
			return nil
		}
	}
	return fmt.Errorf("a kubeconfig file %q exists already but has got the wrong CA cert", filename)
}
