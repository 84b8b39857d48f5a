// Command etcd runs an embedded etcd that serves clients on one loopback
// port and keeps its data in one directory: the etcd that upstream's
// sample-apiserver README starts beside it ("etcd &"), for the e2e tests
// that run that server unmodified. It runs until SIGINT or SIGTERM.
//
//	etcd --data-dir=DIR --listen-client-urls=http://127.0.0.1:PORT
//
// It is built in this module, with the etcd version k8s.io/apiserver
// v0.37.2 requires, so it adds no dependency to the sample's build.
package main

import (
	"context"
	"flag"
	"fmt"
	"log"
	"net/url"
	"os"
	"os/signal"
	"syscall"

	"go.etcd.io/etcd/server/v3/embed"
	"go.uber.org/zap"
)

func main() {
	dataDir := flag.String("data-dir", "default.etcd", "where etcd keeps its data")
	clientURL := flag.String("listen-client-urls", "http://127.0.0.1:2379", "the one URL etcd serves clients on")
	flag.Parse()
	if err := run(*dataDir, *clientURL); err != nil {
		log.Fatal(err)
	}
}

// run starts etcd, says where it serves once it is ready, and stops it on
// a signal.
func run(dataDir, clientURL string) error {
	u, err := url.Parse(clientURL)
	if err != nil {
		return err
	}
	cfg := embed.NewConfig()
	cfg.Dir = dataDir
	cfg.ListenClientUrls, cfg.AdvertiseClientUrls = []url.URL{*u}, []url.URL{*u}
	// One member talks to no peer: no peer listener (and no port that
	// two tests running at once could both want).
	cfg.ListenPeerUrls = nil
	cfg.ZapLoggerBuilder = embed.NewZapLoggerBuilder(zap.NewNop())
	e, err := embed.StartEtcd(cfg)
	if err != nil {
		return fmt.Errorf("starting etcd: %w", err)
	}
	defer e.Close()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	select {
	case <-e.Server.ReadyNotify():
		fmt.Fprintf(os.Stderr, "etcd is serving clients on %s\n", clientURL)
	case err := <-e.Err():
		return err
	case <-ctx.Done():
		return nil
	}
	select {
	case err := <-e.Err():
		return err
	case <-ctx.Done():
		return nil
	}
}
