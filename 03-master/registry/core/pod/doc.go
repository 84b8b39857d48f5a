// Package pod holds the strategies of pods and pods/status: a new pod is
// Pending with generation 1 and its QOS class (status.qosClass, from its
// containers' cpu and memory requests and limits, kept for good); a main-resource update keeps the status and
// may change only images, activeDeadlineSeconds and tolerations; a status
// update keeps the spec; a delete is graceful, immediate for a pod no
// kubelet runs. Field selectors may name spec.nodeName, status.phase ...
//
// Stage 03 (the master) adds it.
//
// Upstream: k8s.io/kubernetes/pkg/registry/core/pod.
//
// Left out: pod-level resources in the QOS class, dropping disabled fields, the
// binding, eviction, log, exec, attach, portforward, proxy, ephemeral
// containers and resize subresources, and pod security warnings.
package pod
