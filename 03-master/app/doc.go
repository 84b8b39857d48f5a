// Package app is the command of stage 03: stage 02's flags plus the
// master's (--etcd-*, --runtime-config, --service-cluster-ip-range), and
// a server chain whose server is the master (controlplane.Instance) on
// etcd instead of stage 02's in-memory demo.
//
//	NewAPIServerCommand   the cobra command: parse flags, Complete, Validate, Run
//	NewServerRunOptions   stage 02's options, extended
//	NewConfig             options -> controlplane.Config (02's NewConfig inside)
//	CreateServerChain     config -> master -> not-found
//	Run                   etcd up (EtcdOptions.Complete) -> chain -> PrepareRun -> RunWithContext -> etcd down
//
// main.go and the tests call the same functions; stage 04 extends them.
//
// Stage 03 adds it.
//
// Upstream counterparts: k8s.io/kubernetes/cmd/kube-apiserver/app
// (server.go, config.go, options/) and
// k8s.io/kubernetes/pkg/controlplane/apiserver/options (the etcd and API
// enablement flags).
// Left out: every flag group of later stages (authentication,
// authorization, admission, audit), --storage-versions,
// --etcd-servers-overrides, encryption at rest, and the extensions and
// aggregator servers of the chain.
package app
