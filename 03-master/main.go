// Command 03-master is stage 03 of kube-apiserver, rebuilt layer by layer:
// the master. It serves the core group (/api/v1: namespaces, pods,
// configmaps, secrets, services, serviceaccounts, endpoints, events) and
// apps (/apis/apps/v1 and v1beta1: deployments, replicasets) from etcd,
// embedded in the process with its data in .data/etcd (kept across
// restarts), through stage 02's generic server, on plain HTTP
// (127.0.0.1:8080) and HTTPS (127.0.0.1:6443).
//
//	go run ./03-master
//	kubectl -s http://127.0.0.1:8080 get ns
//	kubectl -s http://127.0.0.1:8080 create deployment web --image=nginx
//
// Read chapters/03-master.md.
package main

import (
	"os"

	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
	"github.com/kube-rebuilt/apiserver/03-master/app"
)

func main() {
	// Stage 03 logs at -v=1 unless told otherwise, as stage 02.
	klog.SetVerbosity(1)

	ctx := server.SetupSignalContext()
	command := app.NewAPIServerCommand()
	if err := command.ExecuteContext(ctx); err != nil {
		os.Exit(1)
	}
}
