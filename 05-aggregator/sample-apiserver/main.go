// Command sample-apiserver is stage 05's aggregated API server: a second,
// independent API server, built on stages 01–03 only, that serves
// upstream's sample group wardle.example.com (flunders and fischers) over
// HTTPS (127.0.0.1:8443, self-signed certificate) from its own etcd
// (embedded, data in .data/sample-apiserver/etcd).
//
//	go run ./05-aggregator/sample-apiserver
//	kubectl --server https://127.0.0.1:8443 --insecure-skip-tls-verify --token=unused apply -f 05-aggregator/sample-apiserver/artifacts/flunder.yaml
//	kubectl --server https://127.0.0.1:8443 --insecure-skip-tls-verify --token=unused get flunders -A
//
// (Any token does: the server authenticates nobody until stage 07, but
// kubectl asks for a user name on https when it has no credential.)
//
// kube-apiserver's aggregator reaches it through the APIServices of
// artifacts/apiservice.yaml.
//
// Upstream: k8s.io/sample-apiserver/main.go.
package main

import (
	"os"

	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	genericserver "github.com/kube-rebuilt/apiserver/02-generic-server/server"
	"github.com/kube-rebuilt/apiserver/05-aggregator/sample-apiserver/cmd/server"
)

func main() {
	// Like every stage, log at -v=1 unless told otherwise.
	klog.SetVerbosity(1)

	ctx := genericserver.SetupSignalContext()
	cmd := server.NewCommandStartWardleServer(server.NewWardleServerOptions())
	if err := cmd.ExecuteContext(ctx); err != nil {
		os.Exit(1)
	}
}
