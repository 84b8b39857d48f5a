// Command 06-filters is stage 06 of kube-apiserver, rebuilt layer by
// layer: stage 05's complete chain of servers behind upstream's filters —
// request info, panic recovery, the request deadline and timeout, the
// max-in-flight limit, CORS, HSTS, Cache-Control, warnings, HTTP logging,
// audit and request metrics. Same flags as stage 05, plus
// --max-requests-inflight, --max-mutating-requests-inflight,
// --cors-allowed-origins, --strict-transport-security-directives,
// --shutdown-watch-termination-grace-period and the --audit-* flags.
//
//	go run ./06-filters --audit-policy-file 06-filters/app/testdata/audit-policy.yaml --audit-log-path .data/audit.log
//	kubectl -s http://127.0.0.1:8080 get ns
//	curl -s localhost:8080/metrics | grep apiserver_request_total
//
// Read chapters/06-filters.md.
package main

import (
	"os"

	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
	"github.com/kube-rebuilt/apiserver/06-filters/app"
)

func main() {
	// Stage 06 logs at -v=1 unless told otherwise, as stages 02 to 05;
	// -v=3 logs every request (WithHTTPLogging).
	klog.SetVerbosity(1)

	ctx := server.SetupSignalContext()
	command := app.NewAPIServerCommand()
	if err := command.ExecuteContext(ctx); err != nil {
		os.Exit(1)
	}
}
