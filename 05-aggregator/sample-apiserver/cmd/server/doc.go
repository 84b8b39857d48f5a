// Package server is the sample API server's command: its options (HTTPS,
// its own etcd, generic and feature flags) and the cobra command that
// takes them through the sequence every stage follows:
//
//	WardleServerOptions   flags, defaults: https://127.0.0.1:8443, etcd data in .data/sample-apiserver/etcd
//	Complete              the self-signed certificate in .data/sample-apiserver/certificates
//	Validate              every flag problem at once
//	RunWardleServer       etcd up -> Config -> Complete -> New -> PrepareRun -> RunWithContext -> etcd down
//
// Stage 05 adds it. Upstream: k8s.io/sample-apiserver/pkg/cmd/server
// (start.go: WardleServerOptions, NewCommandStartWardleServer,
// RunWardleServer).
// Left out: upstream's RecommendedOptions parts that need stage 07 —
// delegated authentication and authorization (reading the requestheader
// and client CA from kube-system, asking kube-apiserver for TokenReviews
// and SubjectAccessReviews), admission (BanFlunder) and the loopback
// client config; and the emulation-version flags.
package server
