// Command sample-apiserver is stage 07's aggregated API server: stage
// 05's sample server (wardle.example.com: flunders and fischers, over
// HTTPS from its own etcd) secured as upstream's is. It trusts the user
// that kube-apiserver's aggregator names in X-Remote-* headers when they
// come with the front-proxy client certificate, and asks kube-apiserver
// with a SubjectAccessReview whether that user may do what they ask (and
// with a TokenReview who a bearer token sent to it directly belongs to).
// Against `go run ./07-authn-authz` (PKI in .data/pki):
//
//	go run ./07-authn-authz/sample-apiserver \
//	  --requestheader-client-ca-file=.data/pki/front-proxy-ca.crt \
//	  --requestheader-allowed-names=front-proxy-client \
//	  --client-ca-file=.data/pki/ca.crt \
//	  --authentication-kubeconfig=.data/pki/admin.conf \
//	  --authorization-kubeconfig=.data/pki/admin.conf
//	kubectl --kubeconfig .data/pki/admin.conf apply -f 05-aggregator/sample-apiserver/artifacts/apiservice.yaml
//	kubectl --kubeconfig .data/pki/admin.conf get flunders -A
//
// Upstream: k8s.io/sample-apiserver/main.go.
package main

import (
	"os"

	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	genericserver "github.com/kube-rebuilt/apiserver/02-generic-server/server"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/sample-apiserver/cmd/server"
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
