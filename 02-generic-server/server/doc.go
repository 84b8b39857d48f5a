// Package server is the generic API server every later server is built
// from: the kube-apiserver of stage 03, the extensions server of stage 04
// and the aggregator of stage 05 are each a GenericAPIServer with their
// own APIs installed, chained by delegation.
//
// The life of a server, in the order a reader meets it:
//
//	config := server.NewConfig(codecs)              // defaults
//	options.ApplyTo(config)                          // flags -> config (package options)
//	completed := config.Complete()                   // derived fields; only Complete makes a CompletedConfig
//	s, err := completed.New("name", delegate)        // handler, director, hooks, health, routes
//	err = s.PrepareRun().RunWithContext(ctx)         // serve until ctx is done, then shut down gracefully
//
// Stage 02 adds it. Files: config.go (Config, NewConfig, Complete),
// config_new.go (New), genericapiserver.go (GenericAPIServer, PrepareRun),
// delegation.go (DelegationTarget), handler.go (APIServerHandler and the
// director), status.go (the Status of go-restful's errors),
// handler_chain.go (DefaultBuildHandlerChain), hooks.go and hooks_run.go,
// healthz.go, lifecycle_signals.go, run.go (the graceful shutdown),
// run_nonblocking.go (starting the listeners), secure_serving.go,
// deprecated_insecure_serving.go, signal.go; part 2 adds apigroup.go
// (APIGroupInfo, InstallAPIGroups, InstallLegacyAPIGroup: storage to
// routes and discovery) and openapi.go (/openapi/v2 and /openapi/v3).
//
// Upstream counterpart: k8s.io/apiserver/pkg/server at Kubernetes v1.37.
// Left out here (some arrive in later stages): authentication and
// authorization (07), the admission plugins (07; Config.AdmissionControl
// is here, nil until then), the full filter chain (06),
// audit, priority and fairness, tracing, storage version management, the
// loopback client and its token, dynamic certificate reloading, SNI
// certificates, the debug socket, feature gates and emulated versions.
package server
