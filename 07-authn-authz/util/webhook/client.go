package webhook

import (
	"bytes"
	"context"
	"crypto/tls"
	"crypto/x509"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"sync"
	"time"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
)

// ServiceReference names the Service an admission webhook runs behind.
// Upstream: k8s.io/apiserver/pkg/util/webhook.ClientConfigService.
type ServiceReference struct {
	Name      string
	Namespace string
	Path      string
	Port      int32
}

// ClientConfig says where a webhook is and which CAs sign its serving
// certificate: exactly one of URL and Service.
// Upstream: k8s.io/apiserver/pkg/util/webhook.ClientConfig.
type ClientConfig struct {
	// Name is the webhook's name, for errors.
	Name     string
	URL      string
	Service  *ServiceReference
	CABundle []byte
}

// ServiceResolver turns a Service into the URL to dial.
// Upstream: k8s.io/apiserver/pkg/util/webhook.ServiceResolver.
type ServiceResolver interface {
	ResolveEndpoint(namespace, name string, port int32) (*url.URL, error)
}

// DefaultServiceResolver resolves a Service by its cluster DNS name,
// https://<name>.<namespace>.svc:<port>: what a server running in the
// cluster dials.
// Upstream: k8s.io/apiserver/pkg/util/webhook.defaultServiceResolver.
type DefaultServiceResolver struct{}

// ResolveEndpoint returns https://<name>.<namespace>.svc:<port>.
// Upstream: k8s.io/apiserver/pkg/util/webhook.defaultServiceResolver.ResolveEndpoint.
func (DefaultServiceResolver) ResolveEndpoint(namespace, name string, port int32) (*url.URL, error) {
	if namespace == "" || name == "" {
		return nil, fmt.Errorf("cannot resolve empty service namespace or name")
	}
	return &url.URL{Scheme: "https", Host: net.JoinHostPort(name+"."+namespace+".svc", fmt.Sprint(port))}, nil
}

// ClientManager makes the HTTPS clients of admission webhooks, one per
// CA bundle and server name (cached: a webhook is called on every
// matching request, and each new client would dial a new connection).
// Upstream: k8s.io/apiserver/pkg/util/webhook.ClientManager, whose cache
// is keyed by the whole ClientConfig and holds client-go REST clients.
type ClientManager struct {
	// ServiceResolver resolves service references; nil means
	// DefaultServiceResolver.
	ServiceResolver ServiceResolver

	mu      sync.Mutex
	clients map[string]*http.Client
}

// HookClient returns the client and URL to POST to for cc.
// Upstream: k8s.io/apiserver/pkg/util/webhook.(*ClientManager).HookClient.
func (cm *ClientManager) HookClient(cc ClientConfig) (*http.Client, *url.URL, error) {
	target, serverName, err := cm.resolve(cc)
	if err != nil {
		return nil, nil, err
	}
	key := string(cc.CABundle) + "\x00" + serverName
	cm.mu.Lock()
	defer cm.mu.Unlock()
	if client, ok := cm.clients[key]; ok {
		return client, target, nil
	}
	tlsConfig := &tls.Config{MinVersion: tls.VersionTLS12, ServerName: serverName}
	if len(cc.CABundle) > 0 {
		pool := x509.NewCertPool()
		if !pool.AppendCertsFromPEM(cc.CABundle) {
			return nil, nil, fmt.Errorf("unable to load root certificates: no certificates in caBundle")
		}
		tlsConfig.RootCAs = pool
	}
	// no client-wide timeout: each call carries its webhook's deadline
	client := &http.Client{Transport: &http.Transport{
		TLSClientConfig:     tlsConfig,
		Proxy:               http.ProxyFromEnvironment,
		TLSHandshakeTimeout: 10 * time.Second,
		MaxIdleConnsPerHost: 25,
	}}
	if cm.clients == nil {
		cm.clients = map[string]*http.Client{}
	}
	cm.clients[key] = client
	return client, target, nil
}

// resolve returns the URL to POST to and the name the serving
// certificate must carry: the URL's host, or <name>.<namespace>.svc for
// a service (whatever address the resolver picked).
// Upstream: the URL and ServerName parts of (*ClientManager).HookClient.
func (cm *ClientManager) resolve(cc ClientConfig) (*url.URL, string, error) {
	if cc.Service == nil {
		u, err := url.Parse(cc.URL)
		if err != nil {
			return nil, "", fmt.Errorf("invalid webhook url: %w", err)
		}
		return u, u.Hostname(), nil
	}
	resolver := cm.ServiceResolver
	if resolver == nil {
		resolver = DefaultServiceResolver{}
	}
	svc := cc.Service
	u, err := resolver.ResolveEndpoint(svc.Namespace, svc.Name, svc.Port)
	if err != nil {
		return nil, "", err
	}
	target := *u
	target.Path = svc.Path
	return &target, svc.Name + "." + svc.Namespace + ".svc", nil
}

// PostJSON POSTs in as JSON to target and decodes a 2xx answer into out;
// ctx's deadline bounds the whole exchange. Any other status becomes a
// StatusError with that code: the body's Status if it is one, else
// client-go's message for a body it cannot read.
// Upstream: the client-go rest.Request Do(ctx).Into(response) the
// dispatchers call.
func PostJSON(ctx context.Context, client *http.Client, target *url.URL, in, out any) error {
	body, err := json.Marshal(in)
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, target.String(), bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, */*")
	resp, err := client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	// a webhook answer is small; 3 MiB is upstream's request body limit
	data, err := io.ReadAll(io.LimitReader(resp.Body, 3<<20))
	if err != nil {
		return err
	}
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		return statusErrorFor(resp.StatusCode, data)
	}
	if err := json.Unmarshal(data, out); err != nil {
		return fmt.Errorf("couldn't decode the webhook response: %w", err)
	}
	return nil
}

// statusErrorFor is the error of a non-2xx answer.
// Upstream: k8s.io/client-go/rest.(*Request).transformUnstructuredResponseError.
func statusErrorFor(code int, body []byte) error {
	var status struct {
		Kind    string `json:"kind"`
		Message string `json:"message"`
	}
	message := fmt.Sprintf("the server responded with the status code %d but did not return more information", code)
	if json.Unmarshal(body, &status) == nil && status.Kind == "Status" && status.Message != "" {
		message = status.Message
	}
	return &apierrors.StatusError{ErrStatus: metav1.Status{Status: metav1.StatusFailure, Code: int32(code), Message: message}}
}
