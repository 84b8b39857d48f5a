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

// Kubeconfig writes a kubeconfig for this server into a directory of tb's
// own and returns its path.
func (s *Server) Kubeconfig(tb testing.TB) string {
	tb.Helper()
	path := filepath.Join(tb.TempDir(), "kubeconfig")
	WriteKubeconfig(tb, path, s.URL)
	return path
}

// RESTConfig returns a client-go configuration for this server, loaded the
// way kubectl loads one: from a kubeconfig file of tb's own.
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
