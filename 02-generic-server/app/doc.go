// Package app is the command of stage 02: flags -> options -> config ->
// server -> run, the way cmd/kube-apiserver/app does it.
//
//	NewAPIServerCommand   the cobra command: parse flags, Complete, Validate, Run
//	NewServerRunOptions   every option group with its defaults
//	(*ServerRunOptions).Complete / CompletedOptions.Validate
//	NewConfig             options -> server.Config
//	CreateServerChain     config -> the chain of servers (one server in stage 02)
//	InstallDemoAPIs       configmaps, namespaces and deployments, from memory
//	Run                   chain -> PrepareRun -> RunWithContext
//	PrintBannerWhenReady  what later stages print for a newcomer, once /readyz is green
//
// main.go and the tests call the same functions. Later stages reuse the
// options and NewConfig and build longer chains.
//
// Stage 02 adds it.
//
// Upstream counterparts: k8s.io/kubernetes/cmd/kube-apiserver/app
// (server.go, options/options.go, options/completion.go,
// options/validation.go, config.go) and the generic half of
// k8s.io/kubernetes/pkg/controlplane/apiserver (BuildGenericConfig).
// The demo resources (demo.go, demo_deployments.go; their Table columns in
// 02-generic-server/printers) mirror
// k8s.io/kubernetes/pkg/registry/{core,apps}/... and pkg/printers; stage
// 03 replaces them with etcd-backed registries.
// Left out: every flag group of later stages (etcd, authentication,
// authorization, admission, audit, API enablement ...), logging
// configuration beyond -v, feature gates, and the aggregator,
// kube-apiserver and extensions servers of the chain.
package app
