// Command 04-extensions is stage 04 of kube-apiserver, rebuilt layer by
// layer: the master of stage 03 in front of the extensions server, which
// serves CustomResourceDefinitions (apiextensions.k8s.io/v1) and the
// custom resources they define, and a not-found handler at the end of
// the chain. Same flags as stage 03: embedded etcd in .data/etcd, plain
// HTTP on 127.0.0.1:8080, HTTPS on 127.0.0.1:6443.
//
//	go run ./04-extensions
//	kubectl -s http://127.0.0.1:8080 apply -f 04-extensions/app/testdata/kubectl-demo/crontab-crd.yaml
//	kubectl -s http://127.0.0.1:8080 get crontabs
//
// Read chapters/04-extensions.md.
package main

import (
	"os"

	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
	"github.com/kube-rebuilt/apiserver/04-extensions/app"
)

func main() {
	// Stage 04 logs at -v=1 unless told otherwise, as stages 02 and 03.
	klog.SetVerbosity(1)

	ctx := server.SetupSignalContext()
	command := app.NewAPIServerCommand()
	if err := command.ExecuteContext(ctx); err != nil {
		os.Exit(1)
	}
}
