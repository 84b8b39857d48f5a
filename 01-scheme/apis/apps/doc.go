// Package apps holds the internal types of the apps API group: Deployment,
// ReplicaSet, StatefulSet, DaemonSet and ControllerRevision (one file per
// kind besides types.go). Their shape is upstream's internal one, which differs
// from every external version: replica counts are plain int32 (versions
// use *int32 so defaulting can tell "unset" from 0), a rolling update's
// maxUnavailable and maxSurge are values rather than pointers, and
// DeploymentSpec still carries RollbackTo, which only apps/v1beta1 has on
// the wire (apps/v1 keeps it in an annotation).
//
// The internal Scale of the group is autoscaling.Scale, registered here
// under apps/__internal, as upstream does: apps/v1beta1's own Scale kind
// converts to it.
//
// Stage 01 adds it. Upstream: k8s.io/kubernetes/pkg/apis/apps.
// Left out: DeploymentRollback, and StatefulSetSpec.VolumeClaimTemplates
// (it holds core PersistentVolumeClaims, which this branch's core group
// does not carry).
//
// +k8s:deepcopy-gen=package
package apps

//go:generate go run github.com/kube-rebuilt/apiserver/01-scheme/code-generator/cmd/codegen .
