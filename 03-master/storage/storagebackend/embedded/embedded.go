package embedded

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"time"

	clientv3 "go.etcd.io/etcd/client/v3"
	"go.etcd.io/etcd/server/v3/embed"
	"go.etcd.io/etcd/server/v3/etcdserver/api/v3client"
	"go.uber.org/zap"
)

// Options say how to run the embedded etcd.
type Options struct {
	// DataDir keeps the member's data; the same directory gives back the
	// same keys and revisions after a restart.
	DataDir string
	// ClientURL, when set (http://127.0.0.1:2379), also serves etcd's
	// client API there for etcdctl. Empty means no listener at all.
	ClientURL string
	// Logger receives etcd's logs; nil keeps it quiet.
	Logger *zap.Logger
	// StartTimeout bounds the wait for the member to be ready; 60s when 0.
	StartTimeout time.Duration
}

// Etcd is a running embedded etcd member and an in-process client to it.
type Etcd struct {
	etcd   *embed.Etcd
	client *clientv3.Client
}

// Start starts etcd in-process and waits until it serves. The caller
// must Close it.
func Start(ctx context.Context, opts Options) (*Etcd, error) {
	cfg, err := newConfig(opts)
	if err != nil {
		return nil, err
	}
	e, err := embed.StartEtcd(cfg)
	if err != nil {
		return nil, fmt.Errorf("start embedded etcd in %s: %w", opts.DataDir, err)
	}
	timeout := opts.StartTimeout
	if timeout == 0 {
		timeout = time.Minute
	}
	select {
	case <-e.Server.ReadyNotify():
	case err := <-e.Err():
		e.Close()
		return nil, fmt.Errorf("embedded etcd failed: %w", err)
	case <-time.After(timeout):
		e.Close()
		return nil, fmt.Errorf("embedded etcd not ready after %v", timeout)
	case <-ctx.Done():
		e.Close()
		return nil, fmt.Errorf("embedded etcd start: %w", ctx.Err())
	}
	return &Etcd{etcd: e, client: v3client.New(e.Server)}, nil
}

// newConfig builds a one-member config with no peer listener.
func newConfig(opts Options) (*embed.Config, error) {
	if opts.DataDir == "" {
		return nil, fmt.Errorf("embedded etcd needs a data directory")
	}
	cfg := embed.NewConfig()
	cfg.Dir = opts.DataDir
	logger := opts.Logger
	if logger == nil {
		logger = zap.NewNop()
	}
	cfg.ZapLoggerBuilder = embed.NewZapLoggerBuilder(logger)
	cfg.ListenPeerUrls = nil
	cfg.ListenClientUrls, cfg.AdvertiseClientUrls = nil, nil
	if opts.ClientURL != "" {
		u, err := url.Parse(opts.ClientURL)
		if err != nil {
			return nil, fmt.Errorf("embedded etcd client URL: %w", err)
		}
		cfg.ListenClientUrls = []url.URL{*u}
		cfg.AdvertiseClientUrls = []url.URL{*u}
	}
	return cfg, nil
}

// Client is the in-process client; it is closed by Close.
func (e *Etcd) Client() *clientv3.Client { return e.client }

// Endpoints lists the client URLs served, empty without ClientURL.
func (e *Etcd) Endpoints() []string {
	var out []string
	for _, l := range e.etcd.Clients {
		out = append(out, "http://"+l.Addr().String())
	}
	return out
}

// Close closes the client and stops the member, flushing its data.
func (e *Etcd) Close() error {
	err := e.client.Close()
	e.etcd.Close()
	// The in-process client reports the cancel of its own context on Close.
	if err != nil && !errors.Is(err, context.Canceled) {
		return fmt.Errorf("close embedded etcd client: %w", err)
	}
	return nil
}
