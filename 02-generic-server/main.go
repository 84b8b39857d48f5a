// Command 02-generic-server is stage 02 of kube-apiserver, rebuilt layer by
// layer: a generic API server serving, from memory, configmaps and
// namespaces (/api/v1) and deployments (/apis/apps/v1), with discovery and
// OpenAPI, so kubectl works against it. It also serves /, /version,
// /healthz, /livez, /readyz, /metrics and /debug/pprof/ on plain HTTP
// (127.0.0.1:8080) and HTTPS (127.0.0.1:6443, with a self-signed
// certificate generated on first start), and shuts down gracefully on
// Ctrl-C.
//
//	go run ./02-generic-server
//	curl -s localhost:8080/readyz?verbose
//	kubectl -s http://127.0.0.1:8080 api-resources
//
// Read chapters/02-generic-server.md.
package main

import (
	"os"

	"github.com/kube-rebuilt/apiserver/02-generic-server/app"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
)

func main() {
	// Stage 02 logs at -v=1 unless told otherwise, so the graceful-termination
	// events are visible. kube-apiserver's default is -v=0.
	klog.SetVerbosity(1)

	ctx := server.SetupSignalContext()
	command := app.NewAPIServerCommand()
	if err := command.ExecuteContext(ctx); err != nil {
		os.Exit(1)
	}
}
