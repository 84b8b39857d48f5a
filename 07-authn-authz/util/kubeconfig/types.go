package kubeconfig

// Config is a kubeconfig file.
// Upstream: k8s.io/client-go/tools/clientcmd/api/v1.Config.
type Config struct {
	Kind       string `json:"kind,omitempty"`
	APIVersion string `json:"apiVersion,omitempty"`
	// Preferences are kubectl's display preferences; always empty here.
	Preferences Preferences `json:"preferences"`
	// Clusters are the servers, by name.
	Clusters []NamedCluster `json:"clusters"`
	// AuthInfos are the credentials, by name.
	AuthInfos []NamedAuthInfo `json:"users"`
	// Contexts pair a cluster and a user, by name.
	Contexts []NamedContext `json:"contexts"`
	// CurrentContext is the context used when none is asked for.
	CurrentContext string `json:"current-context"`
}

// Preferences are kubectl's display preferences.
// Upstream: k8s.io/client-go/tools/clientcmd/api/v1.Preferences.
type Preferences struct {
	Colors bool `json:"colors,omitempty"`
}

// NamedCluster is a Cluster and its name.
// Upstream: k8s.io/client-go/tools/clientcmd/api/v1.NamedCluster.
type NamedCluster struct {
	Name    string  `json:"name"`
	Cluster Cluster `json:"cluster"`
}

// Cluster is how to reach a server and how to trust it.
// Upstream: k8s.io/client-go/tools/clientcmd/api/v1.Cluster.
type Cluster struct {
	// Server is the server's URL: https://127.0.0.1:6443.
	Server string `json:"server"`
	// TLSServerName is the name to verify the serving certificate for,
	// when it differs from Server's host.
	TLSServerName string `json:"tls-server-name,omitempty"`
	// InsecureSkipTLSVerify skips verifying the serving certificate.
	InsecureSkipTLSVerify bool `json:"insecure-skip-tls-verify,omitempty"`
	// CertificateAuthorityData are the PEM CAs to verify the server
	// with; base64 in the file.
	CertificateAuthorityData []byte `json:"certificate-authority-data,omitempty"`
}

// NamedAuthInfo is an AuthInfo and its name.
// Upstream: k8s.io/client-go/tools/clientcmd/api/v1.NamedAuthInfo.
type NamedAuthInfo struct {
	Name     string   `json:"name"`
	AuthInfo AuthInfo `json:"user"`
}

// AuthInfo is a credential.
// Upstream: k8s.io/client-go/tools/clientcmd/api/v1.AuthInfo.
type AuthInfo struct {
	// ClientCertificateData is a PEM client certificate; base64 in the file.
	ClientCertificateData []byte `json:"client-certificate-data,omitempty"`
	// ClientKeyData is its PEM key; base64 in the file.
	ClientKeyData []byte `json:"client-key-data,omitempty"`
	// Token is a bearer token.
	Token string `json:"token,omitempty"`
}

// NamedContext is a Context and its name.
// Upstream: k8s.io/client-go/tools/clientcmd/api/v1.NamedContext.
type NamedContext struct {
	Name    string  `json:"name"`
	Context Context `json:"context"`
}

// Context pairs a cluster and a user by name.
// Upstream: k8s.io/client-go/tools/clientcmd/api/v1.Context.
type Context struct {
	Cluster   string `json:"cluster"`
	AuthInfo  string `json:"user"`
	Namespace string `json:"namespace,omitempty"`
}
