// Package v1 is version v1 of the apps group, the one kubectl speaks:
// Deployment, ReplicaSet, StatefulSet, DaemonSet and ControllerRevision with upstream's JSON names and protobuf
// numbers, their defaults, and their conversions to the internal types of
// package apps.
//
// Conversion does real work here: replicas are *int32 on the wire and
// int32 inside, a rolling update's bounds are pointers on the wire and
// values inside, and the internal DeploymentSpec.RollbackTo, which apps/v1
// has no field for, travels in the deprecated.deployment.rollback.to
// annotation. Compare package apps/v1beta1, which has the field and
// different defaults.
//
// Stage 01 adds it. Upstream: k8s.io/api/apps/v1 (types) and
// k8s.io/kubernetes/pkg/apis/apps/v1 (defaults, conversions).
// A daemon set's internal TemplateGeneration travels in the
// deprecated.daemonset.template.generation annotation, as RollbackTo does.
// Left out: StatefulSetSpec.volumeClaimTemplates (field 4), until the core
// group carries PersistentVolumeClaim.
//
// +k8s:deepcopy-gen=package
// +k8s:defaulter-gen=TypeMeta
// +k8s:conversion-gen=github.com/kube-rebuilt/apiserver/01-scheme/apis/apps
// +k8s:protobuf-gen=package
package v1

//go:generate go run github.com/kube-rebuilt/apiserver/01-scheme/code-generator/cmd/codegen .
