package factory

import (
	"context"
	"fmt"
	"sort"
	"sync"
	"time"

	"go.etcd.io/etcd/client/pkg/v3/transport"
	clientv3 "go.etcd.io/etcd/client/v3"

	"github.com/kube-rebuilt/apiserver/03-master/storage/etcd3"
	"github.com/kube-rebuilt/apiserver/03-master/storage/storagebackend"
	"github.com/kube-rebuilt/apiserver/03-master/storage/storagebackend/embedded"
)

// sharedClient is one backend's client, its compactor and, for the
// embedded etcd, the member; refs counts the resources using it.
type sharedClient struct {
	key           string
	client        *clientv3.Client
	embedded      *embedded.Etcd
	stopCompactor context.CancelFunc
	refs          int
}

// clients holds the backends in use. Upstream shares compactors the same
// way (compactors, keyed by the transport config); sharing the client
// also lets one embedded etcd serve every resource.
var (
	clientsLock sync.Mutex
	clients     = map[string]*sharedClient{}
)

// backendKey names a backend: its servers, or its data directory.
func backendKey(c storagebackend.Config) string {
	if len(c.Transport.ServerList) == 0 {
		return "embedded:" + c.EmbeddedDataDir
	}
	return fmt.Sprintf("%v|%s|%s|%s", c.Transport.ServerList, c.Transport.CertFile, c.Transport.KeyFile, c.Transport.TrustedCAFile)
}

// acquireClient returns the backend's shared client, opening it (and
// starting its compactor) on first use.
// Upstream: k8s.io/apiserver/pkg/storage/storagebackend/factory.newETCD3Storage.
func acquireClient(ctx context.Context, c storagebackend.Config) (*sharedClient, error) {
	clientsLock.Lock()
	defer clientsLock.Unlock()
	key := backendKey(c)
	if s, ok := clients[key]; ok {
		s.refs++
		return s, nil
	}
	s := &sharedClient{key: key, refs: 1}
	var err error
	if len(c.Transport.ServerList) == 0 {
		cluster := embedded.Cluster(c.EmbeddedCluster)
		s.embedded, err = embedded.Start(ctx, embedded.Options{DataDir: c.EmbeddedDataDir, ClientURL: c.EmbeddedClientURL, Cluster: cluster})
		if err == nil {
			s.client = s.embedded.Client()
		}
	} else {
		s.client, err = newETCD3Client(c.Transport)
	}
	if err != nil {
		return nil, err
	}
	compactorCtx, cancel := context.WithCancel(context.Background())
	s.stopCompactor = cancel
	etcd3.StartCompactor(compactorCtx, s.client, c.CompactionInterval)
	clients[key] = s
	return s, nil
}

// OpenBackends names the backends some storage still uses ("embedded:"
// and the data directory, or the server list): none once a server has
// stopped and released every storage. Tests check it; a backend left
// open is a leak, and an embedded etcd left running after its server.
func OpenBackends() []string {
	clientsLock.Lock()
	defer clientsLock.Unlock()
	keys := make([]string, 0, len(clients))
	for k := range clients {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// releaseClient drops one reference; the last one closes the client
// and stops the compactor and the embedded etcd.
func releaseClient(s *sharedClient) {
	clientsLock.Lock()
	defer clientsLock.Unlock()
	if s.refs--; s.refs > 0 {
		return
	}
	delete(clients, s.key)
	s.stopCompactor()
	if s.embedded != nil {
		_ = s.embedded.Close() // closes the client too
		return
	}
	_ = s.client.Close()
}

// newETCD3Client dials an external etcd, with TLS when files are given.
// Upstream: k8s.io/apiserver/pkg/storage/storagebackend/factory.newETCD3Client.
func newETCD3Client(c storagebackend.TransportConfig) (*clientv3.Client, error) {
	cfg := clientv3.Config{
		Endpoints:   c.ServerList,
		DialTimeout: 20 * time.Second,
	}
	if c.CertFile != "" || c.KeyFile != "" || c.TrustedCAFile != "" {
		tlsInfo := transport.TLSInfo{CertFile: c.CertFile, KeyFile: c.KeyFile, TrustedCAFile: c.TrustedCAFile}
		tlsConfig, err := tlsInfo.ClientConfig()
		if err != nil {
			return nil, fmt.Errorf("etcd TLS config: %w", err)
		}
		cfg.TLS = tlsConfig
	}
	client, err := clientv3.New(cfg)
	if err != nil {
		return nil, fmt.Errorf("connect to etcd %v: %w", c.ServerList, err)
	}
	return client, nil
}
