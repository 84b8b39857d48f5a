// Package rest is the autoscaling group's storage provider: the
// controlplane asks it for the group's APIGroupInfo (horizontal pod
// autoscalers with status at v2, the preferred version, and at v1, both
// on one storage) and installs it under /apis/autoscaling. The group's
// Scale kind is served by the /scale subresources of other groups.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/registry/autoscaling/rest.
// Left out: nothing of v2 and v1; upstream serves no other version by default.
package rest
