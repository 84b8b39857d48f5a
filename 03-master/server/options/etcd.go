package options

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/spf13/pflag"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"

	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server/healthz"
	"github.com/kube-rebuilt/apiserver/03-master/storage/storagebackend"
	"github.com/kube-rebuilt/apiserver/03-master/storage/storagebackend/factory"
)

// DefaultEtcdPathPrefix is the default of --etcd-prefix: every key starts
// with it, /registry/configmaps/default/foo.
// Upstream: k8s.io/kubernetes/pkg/kubeapiserver/options.DefaultEtcdPathPrefix.
const DefaultEtcdPathPrefix = "/registry"

// DefaultEtcdDataDir is the default of --etcd-data-dir, relative to the
// working directory: run from the repository's root, the data lands in
// /.data/, which .gitignore ignores. Upstream has no embedded etcd; etcd's
// own default is "<name>.etcd" in the working directory. The slash works
// on Windows too.
const DefaultEtcdDataDir = ".data/etcd"

// The names of the etcd health checks, as upstream's. "etcd" is on /healthz,
// /livez and /readyz; "etcd-readiness" only on /readyz. Both read a key
// from etcd; upstream's differ in their timeouts (--etcd-healthcheck-timeout,
// --etcd-readycheck-timeout), ours only in name.
const (
	EtcdHealthCheckName = "etcd"
	EtcdReadyCheckName  = "etcd-readiness"
)

// EtcdOptions are the --etcd-* flags: where objects are stored. With no
// --etcd-servers, etcd runs embedded in the process.
// Upstream: k8s.io/apiserver/pkg/server/options.EtcdOptions.
type EtcdOptions struct {
	// StorageConfig is filled by the flags and handed to the storage
	// factory by the master.
	StorageConfig storagebackend.Config
	// EnableWatchCache puts a watch cache in front of every resource's
	// storage (--watch-cache, default true, as upstream).
	EnableWatchCache bool
	// WatchCacheSizes are --watch-cache-sizes, resource[.group]#size
	// (configmaps#1000,deployments.apps#500): 0 turns the resource's
	// watch cache off, as upstream; a positive size fixes its ring of
	// events (upstream ignores it: its ring sizes itself).
	WatchCacheSizes []string
	// EnableGarbageCollection (--enable-garbage-collector) makes a delete
	// honour its propagation policy with the orphan and foregroundDeletion
	// finalizers, which kube-controller-manager's garbage collector acts
	// on. Upstream's default is true; ours is false, since no stage runs a
	// garbage collector and the finalizers would keep their objects for
	// ever: turn it on when a kube-controller-manager runs against the
	// server, as the flag's help says upstream.
	EnableGarbageCollection bool

	// healthCheck and readyCheck are set by Complete and served by the
	// checks ApplyTo adds.
	healthCheck func() error
	readyCheck  func() error
	// complete guards ApplyTo, as upstream's: the checks must exist first.
	complete bool
}

// NewEtcdOptions returns options starting from backendConfig (a copy is
// kept), with our embedded etcd's data directory defaulted to
// DefaultEtcdDataDir.
// Upstream: k8s.io/apiserver/pkg/server/options.NewEtcdOptions.
func NewEtcdOptions(backendConfig *storagebackend.Config) *EtcdOptions {
	options := &EtcdOptions{StorageConfig: *backendConfig, EnableWatchCache: true}
	if options.StorageConfig.EmbeddedDataDir == "" {
		options.StorageConfig.EmbeddedDataDir = DefaultEtcdDataDir
	}
	return options
}

// AddFlags registers the etcd flags: upstream's --etcd-servers,
// --etcd-prefix, --etcd-cafile, --etcd-certfile, --etcd-keyfile and
// --etcd-compaction-interval, --watch-cache and --watch-cache-sizes, and our --etcd-data-dir
// and --etcd-client-url.
// Upstream: k8s.io/apiserver/pkg/server/options.(*EtcdOptions).AddFlags.
func (s *EtcdOptions) AddFlags(fs *pflag.FlagSet) {
	if s == nil {
		return
	}
	c := &s.StorageConfig
	fs.StringSliceVar(&c.Transport.ServerList, "etcd-servers", c.Transport.ServerList, ""+
		"List of etcd servers to connect with (scheme://ip:port), comma separated. "+
		"If empty, etcd runs embedded in this process, with its data in --etcd-data-dir.")
	fs.StringVar(&c.Prefix, "etcd-prefix", c.Prefix,
		"The prefix to prepend to all resource paths in etcd.")
	fs.StringVar(&c.Transport.KeyFile, "etcd-keyfile", c.Transport.KeyFile,
		"SSL key file used to secure etcd communication.")
	fs.StringVar(&c.Transport.CertFile, "etcd-certfile", c.Transport.CertFile,
		"SSL certification file used to secure etcd communication.")
	fs.StringVar(&c.Transport.TrustedCAFile, "etcd-cafile", c.Transport.TrustedCAFile,
		"SSL Certificate Authority file used to secure etcd communication.")
	fs.DurationVar(&c.CompactionInterval, "etcd-compaction-interval", c.CompactionInterval,
		"The interval of compaction requests. If 0, the compaction request from apiserver is disabled.")
	fs.StringVar(&c.EmbeddedDataDir, "etcd-data-dir", c.EmbeddedDataDir, ""+
		"Directory of the embedded etcd's data, used when --etcd-servers is empty. "+
		"A relative path is relative to the working directory. "+
		"The same directory gives back the same objects after a restart; delete it to start empty.")
	fs.StringVar(&c.EmbeddedClientURL, "etcd-client-url", c.EmbeddedClientURL, ""+
		"If set (http://127.0.0.1:2379), the embedded etcd also serves its client API on this URL, "+
		"for etcdctl. Empty: the embedded etcd opens no port at all.")
	cl := &c.EmbeddedCluster
	fs.StringVar(&cl.Name, "etcd-name", cl.Name, ""+
		"The embedded etcd member's name in its cluster (etcd's --name); empty: kube-apiserver.")
	fs.StringVar(&cl.PeerURL, "etcd-peer-url", cl.PeerURL, ""+
		"If set (http://127.0.0.1:2380), the embedded etcd listens there for the other members of its cluster "+
		"and is reached by them there (etcd's --listen-peer-urls and --initial-advertise-peer-urls). "+
		"Empty: a cluster of one, no peer port.")
	fs.StringVar(&cl.InitialCluster, "etcd-initial-cluster", cl.InitialCluster, ""+
		"Every member of a new embedded etcd cluster as name=peer-URL pairs, comma separated "+
		"(etcd's --initial-cluster), this one included: a=http://127.0.0.1:2380,b=http://127.0.0.1:2381,c=http://127.0.0.1:2382. "+
		"Ignored when the member restarts on its data.")
	fs.StringVar(&cl.InitialClusterState, "etcd-initial-cluster-state", cl.InitialClusterState, ""+
		"new: the members of --etcd-initial-cluster start together; existing: this member joins a running cluster "+
		"that already lists it (etcdctl member add). Empty: new.")
	fs.StringVar(&cl.InitialClusterToken, "etcd-initial-cluster-token", cl.InitialClusterToken, ""+
		"Mixed into the IDs of a new embedded etcd cluster (etcd's --initial-cluster-token); every member of the cluster "+
		"must be given the same. Give each new cluster its own, so that a member of an older cluster at the same "+
		"peer URLs is refused rather than taken in. Empty: kube-apiserver.")
	fs.BoolVar(&s.EnableGarbageCollection, "enable-garbage-collector", s.EnableGarbageCollection, ""+
		"Enables the generic garbage collector. MUST be synced with the corresponding flag "+
		"of the kube-controller-manager. Off by default here (upstream: on), since no stage runs one.")
	fs.BoolVar(&s.EnableWatchCache, "watch-cache", s.EnableWatchCache,
		"Enable watch caching in the apiserver")
	fs.StringSliceVar(&s.WatchCacheSizes, "watch-cache-sizes", s.WatchCacheSizes, ""+
		"Watch cache size settings for some resources, comma separated. "+
		"The individual setting format: resource[.group]#size, where resource is lowercase plural (no version), "+
		"group is omitted for resources of apiVersion v1 and included for others, and size is a number of events. "+
		"A size of 0 turns the watch cache off for that resource; another size fixes its history "+
		"(by default it grows and shrinks to hold about 75s of events). Only consulted if --watch-cache is enabled.")
}

// ParseWatchCacheSizes turns --watch-cache-sizes into a size per
// resource, refusing an entry that is not resource[.group]#size with a
// size of 0 or more.
// Upstream: k8s.io/apiserver/pkg/server/options.ParseWatchCacheSizes.
func ParseWatchCacheSizes(cacheSizes []string) (map[schema.GroupResource]int, error) {
	sizes := make(map[schema.GroupResource]int, len(cacheSizes))
	for _, c := range cacheSizes {
		resource, value, ok := strings.Cut(c, "#")
		if !ok || resource == "" || strings.Contains(value, "#") {
			return nil, fmt.Errorf("invalid value of watch cache size: %s", c)
		}
		size, err := strconv.Atoi(value)
		if err != nil {
			return nil, fmt.Errorf("invalid size of watch cache size: %s", c)
		}
		if size < 0 {
			return nil, fmt.Errorf("watch cache size cannot be negative: %s", c)
		}
		sizes[schema.ParseGroupResource(resource)] = size
	}
	return sizes, nil
}

// Validate checks the URLs, that a client certificate comes with its key,
// that the embedded etcd has a data directory, that the compaction
// interval is not negative and that --watch-cache-sizes parses. Each error names its flag.
// Upstream: k8s.io/apiserver/pkg/server/options.(*EtcdOptions).Validate,
// which requires --etcd-servers; ours may be empty.
func (s *EtcdOptions) Validate() []error {
	if s == nil {
		return nil
	}
	var errs []error
	if len(s.StorageConfig.Transport.ServerList) == 0 {
		errs = append(errs, s.validateEmbedded()...)
	} else {
		errs = append(errs, s.validateExternal()...)
	}
	if s.StorageConfig.CompactionInterval < 0 {
		errs = append(errs, fmt.Errorf("--etcd-compaction-interval can not be negative value"))
	}
	if _, err := ParseWatchCacheSizes(s.WatchCacheSizes); err != nil {
		errs = append(errs, fmt.Errorf("--watch-cache-sizes: %w", err))
	}
	return errs
}

// validateExternal checks the flags of an external etcd.
func (s *EtcdOptions) validateExternal() []error {
	var errs []error
	t := s.StorageConfig.Transport
	for _, server := range t.ServerList {
		if !isURL(server, "http", "https") {
			errs = append(errs, fmt.Errorf("--etcd-servers must be a list of URLs (scheme://ip:port), got %q", server))
		}
	}
	if (t.CertFile == "") != (t.KeyFile == "") {
		errs = append(errs, fmt.Errorf("--etcd-certfile and --etcd-keyfile must be given together"))
	}
	if s.StorageConfig.EmbeddedClientURL != "" {
		errs = append(errs, fmt.Errorf("--etcd-client-url serves the embedded etcd; it can not be used with --etcd-servers"))
	}
	if s.StorageConfig.EmbeddedCluster != (storagebackend.EmbeddedClusterConfig{}) {
		errs = append(errs, fmt.Errorf("--etcd-name, --etcd-peer-url and --etcd-initial-cluster* make the embedded etcd a cluster member; they can not be used with --etcd-servers"))
	}
	return errs
}

// validateEmbedded checks the flags of the embedded etcd, and that no
// flag of an external etcd is given in vain.
func (s *EtcdOptions) validateEmbedded() []error {
	var errs []error
	c := s.StorageConfig
	if c.EmbeddedDataDir == "" {
		errs = append(errs, fmt.Errorf("--etcd-data-dir must not be empty when --etcd-servers is empty (embedded etcd)"))
	}
	// the embedded etcd serves plain HTTP only, and needs a port to listen on
	if c.EmbeddedClientURL != "" {
		if u, err := url.Parse(c.EmbeddedClientURL); err != nil || u.Scheme != "http" || u.Hostname() == "" || u.Port() == "" {
			errs = append(errs, fmt.Errorf("--etcd-client-url must be an http URL with a port (http://127.0.0.1:2379), got %q", c.EmbeddedClientURL))
		}
	}
	if t := c.Transport; t.CertFile != "" || t.KeyFile != "" || t.TrustedCAFile != "" {
		errs = append(errs, fmt.Errorf("--etcd-cafile, --etcd-certfile and --etcd-keyfile need --etcd-servers; the embedded etcd does not use them"))
	}
	return append(errs, validateEmbeddedCluster(c.EmbeddedCluster)...)
}

// validateEmbeddedCluster checks the cluster flags before etcd does, so a
// wrong --etcd-initial-cluster is a clear error at once rather than a
// member waiting for peers that never answer.
func validateEmbeddedCluster(c storagebackend.EmbeddedClusterConfig) []error {
	var errs []error
	if c.PeerURL == "" {
		if c.InitialCluster != "" || c.InitialClusterState != "" || c.InitialClusterToken != "" {
			errs = append(errs, fmt.Errorf("--etcd-initial-cluster, --etcd-initial-cluster-state and --etcd-initial-cluster-token need --etcd-peer-url"))
		}
		return errs
	}
	if u, err := url.Parse(c.PeerURL); err != nil || u.Scheme != "http" || u.Hostname() == "" || u.Port() == "" {
		errs = append(errs, fmt.Errorf("--etcd-peer-url must be an http URL with a port (http://127.0.0.1:2380), got %q", c.PeerURL))
	}
	if c.InitialClusterState != "" && c.InitialClusterState != "new" && c.InitialClusterState != "existing" {
		errs = append(errs, fmt.Errorf("--etcd-initial-cluster-state must be new or existing, got %q", c.InitialClusterState))
	}
	if c.InitialCluster == "" {
		return errs
	}
	name := c.Name
	if name == "" {
		name = "kube-apiserver"
	}
	found := false
	for _, member := range strings.Split(c.InitialCluster, ",") {
		n, peer, ok := strings.Cut(member, "=")
		if !ok || n == "" || !isURL(peer, "http") {
			errs = append(errs, fmt.Errorf("--etcd-initial-cluster: %q is not name=http://host:port", member))
			continue
		}
		if n == name {
			found = true
			if peer != c.PeerURL {
				errs = append(errs, fmt.Errorf("--etcd-initial-cluster gives member %q the peer URL %s, but --etcd-peer-url is %s", n, peer, c.PeerURL))
			}
		}
	}
	if !found {
		errs = append(errs, fmt.Errorf("--etcd-initial-cluster does not list this member, %q (--etcd-name)", name))
	}
	return errs
}

// isURL reports whether s parses as a URL with one of schemes and a host.
func isURL(s string, schemes ...string) bool {
	u, err := url.Parse(s)
	return err == nil && slices.Contains(schemes, u.Scheme) && u.Host != ""
}

// Complete connects to etcd, starting the embedded one (and waiting until
// it is ready) when --etcd-servers is empty, so the server never serves
// without its storage. It returns the DestroyFunc that lets etcd go: the
// stage's Run must defer it, so it runs after the server's own Destroy
// released the storage of every resource; the last release closes the
// embedded etcd, flushing its data. Calling it twice is safe.
// Upstream: k8s.io/apiserver/pkg/server/options.(*EtcdOptions).Complete,
// which sets up encryption instead; upstream's health check clients are
// closed when the server has drained (Config.DrainedNotify). We cannot do
// that here: that signal fires on a goroutine of its own, and the process
// might exit before the embedded etcd has finished closing.
func (s *EtcdOptions) Complete(ctx context.Context) (factory.DestroyFunc, error) {
	if s == nil {
		return func() {}, nil
	}
	healthCheck, destroyHealthCheck, err := factory.CreateHealthCheck(ctx, s.StorageConfig)
	if err != nil {
		return nil, fmt.Errorf("etcd: %w", err)
	}
	// The same backend (one shared client), another timeout: upstream's
	// CreateReadyCheck.
	readyConfig := s.StorageConfig
	readyConfig.HealthcheckTimeout = storagebackend.DefaultReadinessTimeout
	readyCheck, destroyReadyCheck, err := factory.CreateHealthCheck(ctx, readyConfig)
	if err != nil {
		destroyHealthCheck()
		return nil, fmt.Errorf("etcd readiness check: %w", err)
	}
	s.healthCheck, s.readyCheck, s.complete = healthCheck, readyCheck, true

	var once sync.Once
	return func() {
		once.Do(func() {
			destroyReadyCheck()
			destroyHealthCheck()
		})
	}, nil
}

// ApplyTo adds the etcd health checks to c. It must follow Complete.
// Like upstream's it mutates c, never the receiver.
// Upstream: k8s.io/apiserver/pkg/server/options.(*EtcdOptions).ApplyTo,
// which also sets c.RESTOptionsGetter; our master reads StorageConfig.
func (s *EtcdOptions) ApplyTo(c *server.Config) error {
	if s == nil {
		return nil
	}
	if !s.complete {
		return fmt.Errorf("EtcdOptions.ApplyTo called without completion")
	}
	s.addEtcdHealthEndpoint(c)
	return nil
}

// addEtcdHealthEndpoint adds "etcd" to /healthz, /livez and /readyz, and
// "etcd-readiness" to /readyz.
// Upstream: k8s.io/apiserver/pkg/server/options.(*EtcdOptions).addEtcdHealthEndpoint.
func (s *EtcdOptions) addEtcdHealthEndpoint(c *server.Config) {
	healthCheck, readyCheck := s.healthCheck, s.readyCheck
	c.AddHealthChecks(healthz.NamedCheck(EtcdHealthCheckName, func(*http.Request) error {
		return healthCheck()
	}))
	c.AddReadyzChecks(healthz.NamedCheck(EtcdReadyCheckName, func(*http.Request) error {
		return readyCheck()
	}))
}
