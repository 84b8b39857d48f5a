package embedded

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"sync"
	"time"

	clientv3 "go.etcd.io/etcd/client/v3"
	"go.etcd.io/etcd/server/v3/embed"
	"go.etcd.io/etcd/server/v3/storage/wal"
	"go.uber.org/zap"
	"go.uber.org/zap/zapcore"
)

// Options say how to run the embedded etcd.
type Options struct {
	// DataDir keeps the member's data; the same directory gives back the
	// same keys and revisions after a restart.
	DataDir string
	// ClientURL, when set (http://127.0.0.1:2379), also serves etcd's
	// client API there for etcdctl. Empty means no TCP listener at all.
	ClientURL string
	// StartTimeout bounds the whole start, from the data directory's
	// check to the member serving; a minute when 0.
	StartTimeout time.Duration
	// LockWait is how long the start waits for another process to let go
	// of the data directory before it says so; 3 seconds when 0.
	LockWait time.Duration
	// Cluster makes the member one of several; its zero value is a
	// cluster of one with no peer port at all.
	Cluster Cluster
}

// Cluster says which cluster the member belongs to, in the words of
// etcd's own flags (--name, --initial-advertise-peer-urls and
// --listen-peer-urls, --initial-cluster, --initial-cluster-state).
// Upstream: none in kube-apiserver; etcd's embed.Config fields Name,
// ListenPeerUrls, AdvertisePeerUrls, InitialCluster and ClusterState, the
// shape k3s gives its embedded etcd.
type Cluster struct {
	// Name is the member's name in the cluster ("kube-apiserver" when
	// empty).
	Name string
	// PeerURL is where the member listens for, and is reached by, its
	// peers (http://127.0.0.1:2380). Empty: a member alone, no peer port.
	PeerURL string
	// InitialCluster lists every member of a new cluster as
	// name=peerURL pairs, comma separated ("a=http://127.0.0.1:2380,...");
	// empty means this member alone. A member that restarts on its data
	// reads its cluster from there and ignores it.
	InitialCluster string
	// InitialClusterState is "new" (every member of InitialCluster starts
	// together) or "existing" (this member joins a running cluster that
	// already lists it, after etcdctl member add). Empty means "new".
	InitialClusterState string
	// InitialClusterToken is mixed into the member and cluster IDs of a
	// new cluster ("kube-apiserver" when empty). Two clusters made at
	// the same peer URLs with the same token get the same IDs, and a
	// member of the first, restarted on its old data, would be taken in
	// by the second; give each new cluster its own token.
	InitialClusterToken string
}

// defaultClusterToken is InitialClusterToken's default.
const defaultClusterToken = "kube-apiserver"

// alone reports whether the member has no peers.
func (c Cluster) alone() bool { return c.PeerURL == "" }

// Etcd is a running embedded etcd member and a gRPC client to it over a
// unix socket that only this process knows.
type Etcd struct {
	etcd      *embed.Etcd
	client    *clientv3.Client
	socketDir string
	log       *klogCore

	closeOnce sync.Once
	closeErr  error
}

// Start checks the data directory, starts etcd in-process, waits until
// it serves and connects a client to it. It returns when ctx is done
// (a SIGTERM during a long start), the start takes longer than
// StartTimeout, or etcd fails; the caller must Close what it returns.
func Start(ctx context.Context, opts Options) (*Etcd, error) {
	opts = withDefaults(opts)
	ctx, cancel := context.WithTimeout(ctx, opts.StartTimeout)
	defer cancel()
	if err := checkDataDir(ctx, opts.DataDir, opts.LockWait); err != nil {
		return nil, startError(ctx, opts, err, "")
	}
	socketDir, err := os.MkdirTemp("", "kube-etcd-")
	if err != nil {
		return nil, fmt.Errorf("embedded etcd socket directory: %w", err)
	}
	core := newKlogCore(zapcore.DebugLevel)
	e, err := startMember(ctx, opts, socketDir, core)
	if err != nil {
		os.RemoveAll(socketDir)
		return nil, startError(ctx, opts, err, core.LastWarning())
	}
	client, err := newClient(socketURL(socketDir))
	if err != nil {
		e.Close()
		os.RemoveAll(socketDir)
		return nil, err
	}
	return &Etcd{etcd: e, client: client, socketDir: socketDir, log: core}, nil
}

// withDefaults fills in the zero durations of opts.
func withDefaults(opts Options) Options {
	if opts.StartTimeout == 0 {
		opts.StartTimeout = time.Minute
	}
	if opts.LockWait == 0 {
		opts.LockWait = 3 * time.Second
	}
	return opts
}

// startError says why a start ended early: the caller gave up, the
// start took too long (quoting etcd's last warning, which says what it
// waited for: peers of a new cluster, a cluster ID that does not match),
// or err.
func startError(ctx context.Context, opts Options, err error, lastWarning string) error {
	switch {
	case !errors.Is(err, context.Canceled) && !errors.Is(err, context.DeadlineExceeded):
		return err
	case errors.Is(context.Cause(ctx), context.DeadlineExceeded):
		why := "a long write-ahead log to replay, or a slow disk"
		if !opts.Cluster.alone() {
			why = "a new cluster waits for a quorum of the members of --etcd-initial-cluster: start the others; " +
				"or the peers belong to another cluster"
		}
		if lastWarning != "" {
			why += "; etcd's last warning: " + lastWarning
		}
		return fmt.Errorf("embedded etcd in %s did not start within %v (%s; raise the verbosity with -v=2 to see all of etcd's log)",
			opts.DataDir, opts.StartTimeout, why)
	default:
		return fmt.Errorf("embedded etcd start in %s abandoned: %w", opts.DataDir, context.Cause(ctx))
	}
}

// startMember runs embed.StartEtcd, which blocks while etcd opens its
// database and replays its log, in a goroutine of its own, so that a
// cancelled ctx (a SIGTERM) ends the wait; a member that comes up after
// that is closed at once.
func startMember(ctx context.Context, opts Options, socketDir string, core *klogCore) (*embed.Etcd, error) {
	cfg, err := newConfig(opts, socketDir, core)
	if err != nil {
		return nil, err
	}
	done := make(chan startResult, 1)
	go func() {
		e, err := embed.StartEtcd(cfg)
		done <- startResult{e, err}
	}()
	var e *embed.Etcd
	select {
	case s := <-done:
		if s.err != nil {
			return nil, fmt.Errorf("start embedded etcd in %s: %w", opts.DataDir, s.err)
		}
		e = s.e
	case <-ctx.Done():
		go closeLate(done)
		return nil, ctx.Err()
	}
	select {
	case <-e.Server.ReadyNotify():
		return e, nil
	case err := <-e.Err():
		core.stopping.Store(true)
		abandon(e)
		return nil, fmt.Errorf("embedded etcd in %s failed: %w", opts.DataDir, err)
	case <-ctx.Done():
		core.stopping.Store(true) // keeps the last warning from before the stop
		abandon(e)
		return nil, ctx.Err()
	}
}

// abandon stops a member that may never have become ready: a member of
// a cluster waiting for a quorum that does not come. embed.Etcd.Close
// alone would wait forever there: it first waits for the client
// servers, which wait until the member is ready or stopping, and only
// then stops the member. Stopping it first lets them go.
func abandon(e *embed.Etcd) {
	e.Server.HardStop()
	e.Close()
}

// startResult is what embed.StartEtcd returned.
type startResult struct {
	e   *embed.Etcd
	err error
}

// closeLate closes a member whose start finished after nobody waited.
func closeLate(done <-chan startResult) {
	if r := <-done; r.e != nil {
		abandon(r.e)
	}
}

// newConfig builds a one-member config with no peer listener, serving
// its client API on the unix socket in socketDir (and on ClientURL).
func newConfig(opts Options, socketDir string, core zapcore.Core) (*embed.Config, error) {
	if opts.DataDir == "" {
		return nil, fmt.Errorf("embedded etcd needs a data directory")
	}
	cfg := embed.NewConfig()
	cfg.Dir = opts.DataDir
	cfg.ZapLoggerBuilder = embed.NewZapLoggerBuilder(zap.New(core, zap.AddCaller()))
	if err := applyCluster(cfg, opts.Cluster); err != nil {
		return nil, err
	}
	// No etcd users, so no auth tokens: "simple" ones warn at every start.
	cfg.AuthToken = ""
	// The JSON gateway would dial the member's own socket: nobody here
	// uses it.
	cfg.EnableGRPCGateway = false
	socket := socketURL(socketDir)
	cfg.ListenClientUrls = []url.URL{socket}
	cfg.AdvertiseClientUrls = []url.URL{socket}
	if opts.ClientURL == "" {
		// gRPC alone on the socket; etcd's HTTP endpoints (health,
		// metrics) on a second one, so no connection is sniffed to tell
		// them apart, and etcd has no reason to warn that it serves both
		// on one port.
		cfg.ListenClientHttpUrls = []url.URL{{Scheme: "unix", Path: filepath.Join(socketDir, "http.sock")}}
		return cfg, nil
	}
	// A client URL for people serves both, as a standalone etcd does:
	// etcdctl speaks gRPC, curl .../health and scripts speak HTTP.
	u, err := url.Parse(opts.ClientURL)
	if err != nil {
		return nil, fmt.Errorf("embedded etcd client URL: %w", err)
	}
	cfg.ListenClientUrls = append(cfg.ListenClientUrls, *u)
	cfg.AdvertiseClientUrls = append(cfg.AdvertiseClientUrls, *u)
	return cfg, nil
}

// applyCluster sets the member's name, peer listener and initial
// cluster: none for a member alone, whose restart elects itself at once
// (shortenElection).
func applyCluster(cfg *embed.Config, c Cluster) error {
	cfg.Name = memberName
	if c.Name != "" {
		cfg.Name = c.Name
	}
	if c.alone() {
		cfg.InitialCluster = cfg.InitialClusterFromName(cfg.Name)
		cfg.ListenPeerUrls = nil
		if wal.Exist(filepath.Join(cfg.Dir, "member", "wal")) {
			shortenElection(cfg)
		}
		return nil
	}
	peer, err := url.Parse(c.PeerURL)
	if err != nil {
		return fmt.Errorf("embedded etcd peer URL: %w", err)
	}
	cfg.ListenPeerUrls = []url.URL{*peer}
	cfg.AdvertisePeerUrls = []url.URL{*peer}
	cfg.InitialCluster = c.InitialCluster
	if cfg.InitialCluster == "" {
		cfg.InitialCluster = cfg.Name + "=" + c.PeerURL
	}
	cfg.InitialClusterToken = defaultClusterToken
	if c.InitialClusterToken != "" {
		cfg.InitialClusterToken = c.InitialClusterToken
	}
	cfg.ClusterState = embed.ClusterStateFlagNew
	if c.InitialClusterState != "" {
		cfg.ClusterState = c.InitialClusterState
	}
	return nil
}

// shortenElection makes a member that restarts elect itself within 10 to
// 100 ms instead of 0.1 to 1 s. A member alone elects itself when its
// election timer runs out; etcd fast-forwards all but one tick of it at
// start, but raft draws the timeout between one and two election
// timeouts, so with etcd's defaults (100 ms ticks, 1 s) every restart
// waited half a second on average, for nobody (07-authn-authz/BENCHMARKS.md).
// With no peer there are no heartbeats to send or miss and no vote to
// split; the pair's only other use here is the lease minimum TTL (1.5
// election timeouts: 150 ms; ours live minutes). A new member keeps
// the defaults: electing itself within 10 ms, before it has applied its
// own bootstrap membership, made etcd log "failed to update storage
// version ... missing term information" at error level on most first
// starts. etcd requires the election timeout to be at least five ticks.
func shortenElection(cfg *embed.Config) {
	cfg.TickMs = 10
	cfg.ElectionMs = 100
}

// memberName names the member in etcd's log and membership. A data
// directory made under another name (etcd's "default") restarts as well:
// a member that restarts reads its identity from its write-ahead log.
const memberName = "kube-apiserver"

// socketURL is the client URL of the unix socket in dir. The directory
// is made by os.MkdirTemp, readable by this user only: no other process
// of another user can talk to the member.
func socketURL(dir string) url.URL {
	return url.URL{Scheme: "unix", Path: filepath.Join(dir, "etcd.sock")}
}

// newClient dials the member over gRPC, as any external client does. Its
// own log goes to the server's at error level, as upstream's etcd client
// logs (k8s.io/apiserver/pkg/storage/storagebackend/factory).
func newClient(socket url.URL) (*clientv3.Client, error) {
	client, err := clientv3.New(clientv3.Config{
		Endpoints:   []string{socket.String()},
		DialTimeout: 20 * time.Second,
		Logger:      zap.New(newKlogCore(zapcore.ErrorLevel), zap.AddCaller()),
	})
	if err != nil {
		return nil, fmt.Errorf("connect to embedded etcd at %s: %w", socket.Path, err)
	}
	return client, nil
}

// Client is the client of the member; it is closed by Close.
func (e *Etcd) Client() *clientv3.Client { return e.client }

// Close closes the client and stops the member, flushing its data. A
// second Close does nothing and returns the first one's error.
func (e *Etcd) Close() error {
	e.closeOnce.Do(func() { e.closeErr = e.close() })
	return e.closeErr
}

func (e *Etcd) close() error {
	err := e.client.Close()
	e.log.stopping.Store(true)
	e.etcd.Close()
	os.RemoveAll(e.socketDir)
	if err != nil && !errors.Is(err, context.Canceled) {
		return fmt.Errorf("close embedded etcd client: %w", err)
	}
	return nil
}
