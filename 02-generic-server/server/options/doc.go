// Package options turns command-line flags into a server.Config. Each
// group of flags is a struct with the same four methods:
//
//	NewXOptions()            defaults
//	AddFlags(fs)             register the flags (bound to the struct's fields)
//	Validate() []error       every problem at once, each naming its flag
//	ApplyTo(*server.Config)  fill the config (and bind listeners)
//
// Stage 02 adds ServerRunOptions (generic: request timeout, shutdown),
// SecureServingOptions (--bind-address, --secure-port, --cert-dir,
// --tls-cert-file, --tls-private-key-file, with a generated self-signed
// certificate when none is given), DeprecatedInsecureServingOptions
// (--insecure-bind-address, --insecure-port) and FeatureOptions
// (--profiling, --contention-profiling).
//
// Upstream counterpart: k8s.io/apiserver/pkg/server/options. Left out:
// SNI certificates, cipher-suite and TLS-version flags, port sharing,
// PROXY protocol, and the many options of later
// stages (etcd, authentication, authorization, admission, audit ...).
package options
