package framework

import (
	"os"
	"path/filepath"
	"testing"

	"k8s.io/client-go/rest"
	"k8s.io/client-go/tools/clientcmd"
	clientcmdapi "k8s.io/client-go/tools/clientcmd/api"
)

// WriteKubeconfig writes a kubeconfig to path whose one context points at
// serverURL over plain HTTP, with no credentials (kubectl sends no bearer
// token to an http:// server anyway) and the default namespace.
func WriteKubeconfig(tb testing.TB, path, serverURL string) {
	tb.Helper()
	cfg := clientcmdapi.NewConfig()
	cfg.Clusters["e2e"] = &clientcmdapi.Cluster{Server: serverURL}
	cfg.AuthInfos["e2e"] = &clientcmdapi.AuthInfo{}
	cfg.Contexts["e2e"] = &clientcmdapi.Context{Cluster: "e2e", AuthInfo: "e2e", Namespace: "default"}
	cfg.CurrentContext = "e2e"
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		tb.Fatalf("writing kubeconfig: %v", err)
	}
	if err := clientcmd.WriteToFile(*cfg, path); err != nil {
		tb.Fatalf("writing kubeconfig: %v", err)
	}
}

// WriteKubeconfig writes a kubeconfig for this server to path: up to
// stage 06 as the package function does; for a Secure stage, one context
// pointing at s.URL over HTTPS, trusting the server's CA (CAFile), with
// the admin's client certificate and key (kubernetes-admin in
// system:masters, from the PKI's admin.crt and admin.key, the ones in the
// server's own admin.conf) and the default namespace.
func (s *Server) WriteKubeconfig(tb testing.TB, path string) {
	tb.Helper()
	if !s.Stage.Secure {
		WriteKubeconfig(tb, path, s.URL)
		return
	}
	pki := PKIDir(s.DataDir)
	cfg := clientcmdapi.NewConfig()
	cfg.Clusters["e2e"] = &clientcmdapi.Cluster{Server: s.URL, CertificateAuthority: s.CAFile}
	cfg.AuthInfos["e2e"] = &clientcmdapi.AuthInfo{
		ClientCertificate: filepath.Join(pki, "admin.crt"),
		ClientKey:         filepath.Join(pki, "admin.key"),
	}
	cfg.Contexts["e2e"] = &clientcmdapi.Context{Cluster: "e2e", AuthInfo: "e2e", Namespace: "default"}
	cfg.CurrentContext = "e2e"
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		tb.Fatalf("writing kubeconfig: %v", err)
	}
	if err := clientcmd.WriteToFile(*cfg, path); err != nil {
		tb.Fatalf("writing kubeconfig: %v", err)
	}
}

// Kubeconfig writes a kubeconfig for this server (WriteKubeconfig) into a
// directory of tb's own and returns its path.
func (s *Server) Kubeconfig(tb testing.TB) string {
	tb.Helper()
	path := filepath.Join(tb.TempDir(), "kubeconfig")
	s.WriteKubeconfig(tb, path)
	return path
}

// RESTConfig returns a client-go configuration for this server, loaded the
// way kubectl loads one: from a kubeconfig file of tb's own (for a Secure
// stage, the admin's: see WriteKubeconfig).
func (s *Server) RESTConfig(tb testing.TB) *rest.Config {
	tb.Helper()
	cfg, err := clientcmd.BuildConfigFromFlags("", s.Kubeconfig(tb))
	if err != nil {
		tb.Fatalf("loading kubeconfig: %v", err)
	}
	cfg.UserAgent = "kube-rebuilt-e2e/" + tb.Name()
	// Tests create objects in bursts; client-go's default client-side rate
	// limit (5 QPS) would only slow them down.
	cfg.QPS, cfg.Burst = 1000, 1000
	return cfg
}

// AnonymousRESTConfig returns a client-go configuration for this server
// with no credentials: for a Secure stage, HTTPS trusting its CA and
// nothing else (the server takes the request as system:anonymous, or,
// with a BearerToken set, as that token's user); up to stage 06 the same
// as RESTConfig.
func (s *Server) AnonymousRESTConfig(tb testing.TB) *rest.Config {
	tb.Helper()
	if !s.Stage.Secure {
		return s.RESTConfig(tb)
	}
	return &rest.Config{
		Host:            s.URL,
		TLSClientConfig: rest.TLSClientConfig{CAFile: s.CAFile},
		UserAgent:       "kube-rebuilt-e2e/" + tb.Name(),
		QPS:             1000,
		Burst:           1000,
	}
}
