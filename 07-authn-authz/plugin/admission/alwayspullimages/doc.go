// Package alwayspullimages is the AlwaysPullImages admission plugin: it
// sets every container's imagePullPolicy to Always, and refuses a pod
// whose policy is anything else. On a cluster shared by tenants, an image
// a node has pulled once can otherwise be run by any pod on that node
// without the registry credentials; pulling every time makes the kubelet
// check them.
//
// It both mutates and validates: a mutating webhook running after it
// could set the policy back, and the validation (which runs after every
// mutation) catches that.
//
// Stage 07 adds it; it is off by default, as upstream (it costs a pull
// per start). Upstream: k8s.io/kubernetes/plugin/pkg/admission/alwayspullimages.
//
// Left out: ephemeral containers and image volumes (our core types have
// neither). Upstream refuses with an aggregate of one Forbidden per
// container; we refuse with one Forbidden listing each bad field.
package alwayspullimages
