// Package embedded runs etcd inside the API server process, so a stage
// starts with nothing installed: the server talks to it through an
// in-process client (no sockets), keeps its data in a directory across
// restarts, and can optionally serve a client URL so etcdctl can look at
// the keys.
//
// Stage 03 (03-master) adds it.
//
// Upstream: none in k8s.io/apiserver; the integration test framework's
// k8s.io/kubernetes/test/utils/ktesting/etcd and etcd's own
// go.etcd.io/etcd/server/v3/embed examples are the closest. A real
// cluster runs etcd as its own process; --etcd-servers does that here.
//
// Left out: peer listeners (one member only), TLS on the optional client URL.
package embedded
