// Package runtimeclass is the RuntimeClass admission plugin: it applies
// the RuntimeClass (node.k8s.io/v1) a new pod names in
// spec.runtimeClassName. As a mutating plugin it sets the pod's
// spec.overhead from the class's overhead.podFixed and merges the class's
// scheduling.nodeSelector and scheduling.tolerations into the pod's; as a
// validating plugin it checks the overhead still matches the class (a
// later webhook may have changed it). A pod naming a class that does not
// exist, giving an overhead of its own that differs from the class's, or
// whose node selector gives another value to a key the class selects on,
// is refused with 403 Forbidden. Pods without spec.runtimeClassName get
// no overhead; one that sets it anyway is refused.
//
// Only pod creates are looked at (a pod's class cannot change), never a
// subresource. The classes are read through a shared informer; a class
// the informer does not have yet (made a moment ago) is read live from
// the master's storage.
//
// Stage 07 adds it, on by default as upstream.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/runtimeclass, with
// its helper k8s.io/kubernetes/pkg/util/tolerations.MergeTolerations.
//
// Left out: nothing of the plugin's behaviour; the typed client and
// lister upstream is handed become our informer and informers.Get.
package runtimeclass
