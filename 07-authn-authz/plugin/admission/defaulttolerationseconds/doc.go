// Package defaulttolerationseconds is the DefaultTolerationSeconds
// admission plugin: every pod that does not say otherwise tolerates, for
// 300 seconds, the node.kubernetes.io/not-ready and
// node.kubernetes.io/unreachable NoExecute taints. The node lifecycle
// controller puts those taints on a node that stops reporting; a pod
// without these tolerations would be evicted at once, one with them is
// evicted after five minutes, long enough to ride out a kubelet restart.
//
// The two durations are kube-apiserver flags,
// --default-not-ready-toleration-seconds and
// --default-unreachable-toleration-seconds. Upstream keeps them in
// package variables that RegisterFlags binds, the one legacy way a plugin
// is configured by flags rather than by its admission configuration; we
// keep that shape so the flags read the same, at the cost of a global.
//
// Stage 07 adds it; it is on by default. Upstream:
// k8s.io/kubernetes/plugin/pkg/admission/defaulttolerationseconds.
package defaulttolerationseconds
