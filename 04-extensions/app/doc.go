// Package app is the command of stage 04: stage 03's flags and options,
// and a server chain of three, built right to left as upstream's
// CreateServerChain builds it:
//
//	not-found handler  <- extensions server (CRDs) <- master
//
// A request enters the master; what the master's director does not
// serve falls through to the extensions server, and what that does not
// serve reaches the not-found handler.
//
//	NewAPIServerCommand   the cobra command (stage 02's NewCommand over stage 03's options)
//	NewConfig             options -> the master's and the extensions server's configs
//	CreateServerChain     config -> not-found <- extensions <- master
//	Run                   etcd up -> chain -> PrepareRun -> RunWithContext -> etcd down
//
// Stage 04 adds it.
//
// Upstream counterparts: k8s.io/kubernetes/cmd/kube-apiserver/app
// (server.go: CreateServerChain; config.go: NewConfig, Config,
// CompletedConfig) and k8s.io/kubernetes/pkg/controlplane/apiserver.CreateAPIExtensionsConfig.
// Left out: the aggregator at the head of the chain (stage 05), and the
// apiextensions flags (--enable-... none are needed).
package app
