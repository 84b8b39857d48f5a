package webhook

import (
	"bytes"
	"context"
	"crypto/tls"
	"crypto/x509"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"

	"github.com/kube-rebuilt/apiserver/07-authn-authz/util/kubeconfig"
)

// GenericWebhook posts JSON to the server of a kubeconfig.
// Upstream: k8s.io/apiserver/pkg/util/webhook.GenericWebhook.
type GenericWebhook struct {
	// server is the kubeconfig's server URL, without a trailing slash.
	server string
	// token, when set, is sent as a bearer token.
	token string
	// client carries the kubeconfig's CA and client certificate.
	client *http.Client
}

// NewGenericWebhook reads the kubeconfig at kubeconfigFile; each call
// waits at most timeout for its answer.
// Upstream: k8s.io/apiserver/pkg/util/webhook.NewGenericWebhook (with
// LoadKubeconfig).
func NewGenericWebhook(kubeconfigFile string, timeout time.Duration) (*GenericWebhook, error) {
	config, err := kubeconfig.LoadFromFile(kubeconfigFile)
	if err != nil {
		return nil, fmt.Errorf("webhook kubeconfig: %w", err)
	}
	return NewGenericWebhookFromConfig(config, timeout)
}

// NewGenericWebhookFromConfig is NewGenericWebhook with the kubeconfig
// already read.
// Upstream: k8s.io/apiserver/pkg/util/webhook.NewGenericWebhook, which
// takes the rest.Config a kubeconfig makes.
func NewGenericWebhookFromConfig(config *kubeconfig.Config, timeout time.Duration) (*GenericWebhook, error) {
	cluster, user, err := currentContext(config)
	if err != nil {
		return nil, err
	}
	tlsConfig, err := tlsConfigFor(cluster, user)
	if err != nil {
		return nil, err
	}
	return &GenericWebhook{
		server: strings.TrimSuffix(cluster.Server, "/"),
		token:  user.Token,
		client: &http.Client{Timeout: timeout, Transport: &http.Transport{TLSClientConfig: tlsConfig}},
	}, nil
}

// Post sends in as JSON to path and decodes the 2xx answer into out; any
// other status is an error carrying the answer's body.
// Upstream: the Create of the typed clients the review webhooks use
// (tokenReviewV1Client, subjectAccessReviewV1Client).
func (w *GenericWebhook) Post(ctx context.Context, path string, in, out any) error {
	body, err := json.Marshal(in)
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, w.server+path, bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json")
	if w.token != "" {
		req.Header.Set("Authorization", "Bearer "+w.token)
	}
	resp, err := w.client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	if err != nil {
		return err
	}
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		return fmt.Errorf("POST %s: %s: %s", path, resp.Status, bytes.TrimSpace(data))
	}
	if err := json.Unmarshal(data, out); err != nil {
		return fmt.Errorf("POST %s: decoding the answer: %w", path, err)
	}
	return nil
}

// currentContext returns the cluster and user of config's current
// context.
// Upstream: k8s.io/client-go/tools/clientcmd.DirectClientConfig.ClientConfig.
func currentContext(config *kubeconfig.Config) (kubeconfig.Cluster, kubeconfig.AuthInfo, error) {
	var ctx *kubeconfig.Context
	for i := range config.Contexts {
		if config.Contexts[i].Name == config.CurrentContext {
			ctx = &config.Contexts[i].Context
		}
	}
	if ctx == nil {
		return kubeconfig.Cluster{}, kubeconfig.AuthInfo{}, fmt.Errorf("kubeconfig: context %q not found", config.CurrentContext)
	}
	var cluster *kubeconfig.Cluster
	for i := range config.Clusters {
		if config.Clusters[i].Name == ctx.Cluster {
			cluster = &config.Clusters[i].Cluster
		}
	}
	if cluster == nil || cluster.Server == "" {
		return kubeconfig.Cluster{}, kubeconfig.AuthInfo{}, fmt.Errorf("kubeconfig: cluster %q not found or has no server", ctx.Cluster)
	}
	var user kubeconfig.AuthInfo // a context may name no user
	for _, u := range config.AuthInfos {
		if u.Name == ctx.AuthInfo {
			user = u.AuthInfo
		}
	}
	return *cluster, user, nil
}

// tlsConfigFor trusts the cluster's CA (the system roots when it has
// none) and presents the user's client certificate, if any.
// Upstream: k8s.io/client-go/transport.TLSConfigFor.
func tlsConfigFor(cluster kubeconfig.Cluster, user kubeconfig.AuthInfo) (*tls.Config, error) {
	c := &tls.Config{
		MinVersion:         tls.VersionTLS12,
		ServerName:         cluster.TLSServerName,
		InsecureSkipVerify: cluster.InsecureSkipTLSVerify,
	}
	if len(cluster.CertificateAuthorityData) > 0 {
		pool := x509.NewCertPool()
		if !pool.AppendCertsFromPEM(cluster.CertificateAuthorityData) {
			return nil, errors.New("kubeconfig: certificate-authority-data holds no certificate")
		}
		c.RootCAs = pool
	}
	if len(user.ClientCertificateData) > 0 || len(user.ClientKeyData) > 0 {
		cert, err := tls.X509KeyPair(user.ClientCertificateData, user.ClientKeyData)
		if err != nil {
			return nil, fmt.Errorf("kubeconfig: client certificate: %w", err)
		}
		c.Certificates = []tls.Certificate{cert}
	}
	return c, nil
}
