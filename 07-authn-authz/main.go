// Command 07-authn-authz is stage 07 of kube-apiserver, rebuilt layer by
// layer, the complete server: stage 06's chain of servers and filters,
// secure by default — HTTPS only, client certificates, bearer tokens,
// front-proxy headers, anonymous requests, impersonation and
// authorization (AlwaysAllow, AlwaysDeny, RBAC). At first start it makes
// its certificates and an admin kubeconfig in .data/pki. Same flags as
// stage 06 without --insecure-port and --insecure-bind-address, plus
// --authorization-mode, --anonymous-auth, --client-ca-file,
// --token-auth-file, --api-audiences and the --requestheader-* flags.
//
//	go run ./07-authn-authz --authorization-mode AlwaysAllow
//	export KUBECONFIG=$PWD/.data/pki/admin.conf
//	kubectl get ns
//	curl -k https://127.0.0.1:6443/version
//
// Read chapters/07-authn-authz.md.
package main

import (
	"os"

	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/app"
)

func main() {
	// Stage 07 logs at -v=1 unless told otherwise, as stages 02 to 06.
	klog.SetVerbosity(1)

	ctx := server.SetupSignalContext()
	command := app.NewAPIServerCommand()
	if err := command.ExecuteContext(ctx); err != nil {
		os.Exit(1)
	}
}
