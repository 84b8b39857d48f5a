// Command 05-aggregator is stage 05 of kube-apiserver, rebuilt layer by
// layer: the complete chain, aggregator -> master -> extensions ->
// not-found. The aggregator serves APIServices (apiregistration.k8s.io/v1)
// and proxies the group-versions of remote ones to the API servers
// behind them; everything else goes down the chain as in stage 04. Same
// flags as stage 03, plus --proxy-client-cert-file,
// --proxy-client-key-file and --enable-aggregator-routing.
//
//	go run ./05-aggregator
//	go run ./05-aggregator/sample-apiserver            # a second API server
//	kubectl -s http://127.0.0.1:8080 apply -f 05-aggregator/sample-apiserver/artifacts/apiservice.yaml
//	kubectl -s http://127.0.0.1:8080 get flunders
//
// Read chapters/05-aggregator.md.
package main

import (
	"os"

	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
	"github.com/kube-rebuilt/apiserver/05-aggregator/app"
)

func main() {
	// Stage 05 logs at -v=1 unless told otherwise, as stages 02 to 04.
	klog.SetVerbosity(1)

	ctx := server.SetupSignalContext()
	command := app.NewAPIServerCommand()
	if err := command.ExecuteContext(ctx); err != nil {
		os.Exit(1)
	}
}
