package storagebackend

import (
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// The defaults of Config.
// Upstream: k8s.io/apiserver/pkg/storage/storagebackend.DefaultCompactInterval.
const (
	DefaultCompactInterval    = 5 * time.Minute
	DefaultHealthcheckTimeout = 2 * time.Second
	DefaultReadinessTimeout   = 2 * time.Second
)

// TransportConfig says how to reach an external etcd.
// Upstream: k8s.io/apiserver/pkg/storage/storagebackend.TransportConfig.
type TransportConfig struct {
	// ServerList is the etcd client URLs (--etcd-servers); empty means
	// the embedded etcd.
	ServerList []string
	// KeyFile and CertFile are the client certificate (--etcd-keyfile,
	// --etcd-certfile).
	KeyFile  string
	CertFile string
	// TrustedCAFile verifies etcd's serving certificate (--etcd-cafile).
	TrustedCAFile string
}

// Config is the storage backend configuration.
// Upstream: k8s.io/apiserver/pkg/storage/storagebackend.Config.
type Config struct {
	// Prefix goes in front of every key (--etcd-prefix, "/registry").
	Prefix string
	// Transport reaches an external etcd.
	Transport TransportConfig
	// EmbeddedDataDir is the embedded etcd's data directory
	// (--etcd-data-dir), used when Transport.ServerList is empty.
	EmbeddedDataDir string
	// EmbeddedClientURL, when set, also serves the embedded etcd's client
	// API there, for etcdctl.
	EmbeddedClientURL string
	// EmbeddedCluster makes the embedded etcd one member of a cluster
	// (--etcd-name, --etcd-peer-url, --etcd-initial-cluster,
	// --etcd-initial-cluster-state); zero: a cluster of one.
	EmbeddedCluster EmbeddedClusterConfig
	// Codec encodes objects for storage (protobuf for built-in types).
	Codec runtime.Codec
	// CompactionInterval is how often etcd is compacted
	// (--etcd-compaction-interval); 0 turns compaction off.
	CompactionInterval time.Duration
	// HealthcheckTimeout bounds the /healthz etcd check.
	HealthcheckTimeout time.Duration
}

// ConfigForResource is a Config for one resource.
// Upstream: k8s.io/apiserver/pkg/storage/storagebackend.ConfigForResource.
type ConfigForResource struct {
	// Config is the shared configuration.
	Config
	// GroupResource is the resource stored.
	GroupResource schema.GroupResource
}

// ForResource specializes the Config for one resource.
// Upstream: k8s.io/apiserver/pkg/storage/storagebackend.(*Config).ForResource.
func (config *Config) ForResource(resource schema.GroupResource) *ConfigForResource {
	return &ConfigForResource{Config: *config, GroupResource: resource}
}

// NewDefaultConfig returns a Config with upstream's defaults.
// Upstream: k8s.io/apiserver/pkg/storage/storagebackend.NewDefaultConfig.
func NewDefaultConfig(prefix string, codec runtime.Codec) *Config {
	return &Config{
		Prefix:             prefix,
		Codec:              codec,
		CompactionInterval: DefaultCompactInterval,
		HealthcheckTimeout: DefaultHealthcheckTimeout,
	}
}

// EmbeddedClusterConfig says which etcd cluster the embedded member
// belongs to; see embedded.Cluster, which it is handed to.
// Upstream: none; etcd's --name, --initial-advertise-peer-urls,
// --initial-cluster, --initial-cluster-state and --initial-cluster-token.
type EmbeddedClusterConfig struct {
	Name                string
	PeerURL             string
	InitialCluster      string
	InitialClusterState string
	InitialClusterToken string
}
