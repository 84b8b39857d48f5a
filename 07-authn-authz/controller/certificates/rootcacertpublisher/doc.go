// Package rootcacertpublisher writes the ConfigMap kube-root-ca.crt,
// whose ca.crt is the cluster's CA bundle, into every namespace, and
// writes it again when it is changed or deleted. Pods mount it (the
// ServiceAccount admission plugin's kube-api-access volume) to verify
// the API server when they call it.
//
// It is kube-controller-manager's job upstream, with the controller
// manager's root CA (--root-ca-file, else its client CA); we run it
// in-process, started by stage 07's post-start hook
// "start-root-ca-cert-publisher", publishing the API server's client CA
// bundle (--client-ca-file), else its serving CA. It reads the shared
// namespaces informer and an informer of the ConfigMaps named
// kube-root-ca.crt only (upstream's reads kube-controller-manager's
// informer of every ConfigMap: in-process, that would keep a second copy
// of every ConfigMap in the API server, about 1 KB each, and copy every
// ConfigMap event once more; 07-authn-authz/BENCHMARKS.md), and writes
// through the configmaps storage, so its writes skip admission.
//
// Stage 07 adds it. Upstream: k8s.io/kubernetes/pkg/controller/certificates/rootcacertpublisher.
//
// Left out: metrics, several workers, and the wait for a namespace's
// terminating cause (we read the phase from the informer instead).
package rootcacertpublisher
