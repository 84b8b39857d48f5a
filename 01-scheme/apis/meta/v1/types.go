package v1

import "github.com/kube-rebuilt/apiserver/01-scheme/runtime"

// UID is a server-generated identifier, unique across time and space, of
// one object. Upstream: k8s.io/apimachinery/pkg/types.UID (in its own
// package upstream; declared here until one exists).
type UID string

// TypeMeta holds the kind and apiVersion of an object, the two fields a
// decoder reads first to find its Go type. Every API type embeds it inline.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.TypeMeta.
type TypeMeta struct {
	// Kind is the object's kind, CamelCase, such as Pod.
	Kind string `json:"kind,omitempty" protobuf:"bytes,1,opt,name=kind"`
	// APIVersion is the group and version, such as apps/v1, or v1 for the
	// core group.
	APIVersion string `json:"apiVersion,omitempty" protobuf:"bytes,2,opt,name=apiVersion"`
}

// ListMeta is the metadata of lists and of Status.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.ListMeta.
type ListMeta struct {
	// SelfLink is deprecated and no longer set.
	SelfLink string `json:"selfLink,omitempty" protobuf:"bytes,1,opt,name=selfLink"`
	// ResourceVersion is the version of the collection the list shows;
	// a watch from it sees every later change.
	ResourceVersion string `json:"resourceVersion,omitempty" protobuf:"bytes,2,opt,name=resourceVersion"`
	// Continue is set when a limit cut the list short: pass it back to
	// get the next page.
	Continue string `json:"continue,omitempty" protobuf:"bytes,3,opt,name=continue"`
	// RemainingItemCount estimates how many items the next pages hold.
	RemainingItemCount *int64 `json:"remainingItemCount,omitempty" protobuf:"bytes,4,opt,name=remainingItemCount"`
	// ShardInfo echoes the shard selector of a sharded list (alpha).
	ShardInfo *ShardInfo `json:"shardInfo,omitempty" protobuf:"bytes,5,opt,name=shardInfo"`
}

// ShardInfo names the shard a list response holds (alpha,
// ShardedListAndWatch). Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.ShardInfo.
type ShardInfo struct {
	// Selector is the request's shard selector.
	Selector string `json:"selector" protobuf:"bytes,1,opt,name=selector"`
}

// ObjectNameField is the field selector key of an object's name.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.ObjectNameField.
const ObjectNameField = "metadata.name"

// Finalizers the API server and garbage collector act on.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.FinalizerOrphanDependents.
const (
	FinalizerOrphanDependents = "orphan"
	FinalizerDeleteDependents = "foregroundDeletion"
)

// ObjectMeta is the metadata every persisted object has.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.ObjectMeta.
type ObjectMeta struct {
	// Name is unique within a namespace (or the cluster).
	Name string `json:"name,omitempty" protobuf:"bytes,1,opt,name=name"`
	// GenerateName is a prefix the server completes into a unique Name
	// when Name is empty.
	// +k8s:protobuf-gen:intern
	GenerateName string `json:"generateName,omitempty" protobuf:"bytes,2,opt,name=generateName"`
	// Namespace is the object's namespace; empty for cluster-scoped ones.
	// +k8s:protobuf-gen:intern
	Namespace string `json:"namespace,omitempty" protobuf:"bytes,3,opt,name=namespace"`
	// SelfLink is deprecated and no longer set.
	SelfLink string `json:"selfLink,omitempty" protobuf:"bytes,4,opt,name=selfLink"`
	// UID is set by the server on create and never changes.
	UID UID `json:"uid,omitempty" protobuf:"bytes,5,opt,name=uid,casttype=k8s.io/kubernetes/pkg/types.UID"`
	// ResourceVersion is the object's version (an etcd revision here);
	// an update that sends it back succeeds only if nobody wrote since.
	ResourceVersion string `json:"resourceVersion,omitempty" protobuf:"bytes,6,opt,name=resourceVersion"`
	// Generation counts changes to the desired state (spec).
	Generation int64 `json:"generation,omitempty" protobuf:"varint,7,opt,name=generation"`
	// CreationTimestamp is a timestamp the server takes from its own clock
	// when it creates the object; clients cannot set it.
	CreationTimestamp Time `json:"creationTimestamp,omitempty,omitzero" protobuf:"bytes,8,opt,name=creationTimestamp"` // omitzero: a zero time is left out of JSON, not written as null
	// DeletionTimestamp is set when a graceful deletion was requested.
	DeletionTimestamp *Time `json:"deletionTimestamp,omitempty" protobuf:"bytes,9,opt,name=deletionTimestamp"`
	// DeletionGracePeriodSeconds is the grace period of that deletion.
	DeletionGracePeriodSeconds *int64 `json:"deletionGracePeriodSeconds,omitempty" protobuf:"varint,10,opt,name=deletionGracePeriodSeconds"`
	// Labels are the key/value pairs selectors match.
	// +k8s:protobuf-gen:intern=keys,values
	Labels map[string]string `json:"labels,omitempty" protobuf:"bytes,11,rep,name=labels"`
	// Annotations are key/value pairs no selector reads.
	// +k8s:protobuf-gen:intern=keys
	Annotations map[string]string `json:"annotations,omitempty" protobuf:"bytes,12,rep,name=annotations"`
	// OwnerReferences name the objects this one depends on; the garbage
	// collector deletes it when they are all gone.
	// +listType=map
	// +listMapKey=uid
	OwnerReferences []OwnerReference `json:"ownerReferences,omitempty" patchStrategy:"merge" patchMergeKey:"uid" protobuf:"bytes,13,rep,name=ownerReferences"`
	// Finalizers must all be removed before a deletion completes.
	// +listType=set
	// +k8s:protobuf-gen:intern
	Finalizers []string `json:"finalizers,omitempty" patchStrategy:"merge" protobuf:"bytes,14,rep,name=finalizers"`
	// Field 15 (clusterName) is retired.

	// ManagedFields records which manager (kubectl, a controller) set
	// which fields: what server-side apply works from.
	// +listType=atomic
	ManagedFields []ManagedFieldsEntry `json:"managedFields,omitempty" protobuf:"bytes,17,rep,name=managedFields"`
}

// Well-known namespaces.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.NamespaceDefault.
const (
	// NamespaceDefault is where namespaced objects go when none is given.
	NamespaceDefault = "default"
	// NamespaceAll, in a request context, means every namespace.
	NamespaceAll = ""
	// NamespaceNone is the namespace of cluster-scoped objects.
	NamespaceNone = ""
	// NamespaceSystem holds the cluster's own components.
	NamespaceSystem = "kube-system"
	// NamespacePublic holds what everyone may read.
	NamespacePublic = "kube-public"
)

// OwnerReference points at an object this one depends on, in the same
// namespace or cluster-scoped. Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.OwnerReference.
//
// +structType=atomic
type OwnerReference struct {
	// APIVersion of the owner.
	// +k8s:protobuf-gen:intern
	APIVersion string `json:"apiVersion" protobuf:"bytes,5,opt,name=apiVersion"`
	// Kind of the owner.
	// +k8s:protobuf-gen:intern
	Kind string `json:"kind" protobuf:"bytes,1,opt,name=kind"`
	// Name of the owner.
	Name string `json:"name" protobuf:"bytes,3,opt,name=name"`
	// UID of the owner.
	UID UID `json:"uid" protobuf:"bytes,4,opt,name=uid,casttype=k8s.io/apimachinery/pkg/types.UID"`
	// Controller marks the one owner that manages this object.
	Controller *bool `json:"controller,omitempty" protobuf:"varint,6,opt,name=controller"`
	// BlockOwnerDeletion keeps a foreground-deleted owner until this
	// reference is gone.
	BlockOwnerDeletion *bool `json:"blockOwnerDeletion,omitempty" protobuf:"varint,7,opt,name=blockOwnerDeletion"`
}

// ManagedFieldsEntry says which fields one manager set, with which
// operation, in which version. Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.ManagedFieldsEntry.
type ManagedFieldsEntry struct {
	// Manager names the workflow (kubectl-client-side-apply, a controller).
	// +k8s:protobuf-gen:intern
	Manager string `json:"manager,omitempty" protobuf:"bytes,1,opt,name=manager"`
	// Operation is Apply or Update.
	// +k8s:protobuf-gen:intern
	Operation ManagedFieldsOperationType `json:"operation,omitempty" protobuf:"bytes,2,opt,name=operation,casttype=ManagedFieldsOperationType"`
	// APIVersion is the version the field set is written in.
	// +k8s:protobuf-gen:intern
	APIVersion string `json:"apiVersion,omitempty" protobuf:"bytes,3,opt,name=apiVersion"`
	// Time is when the entry last changed.
	Time *Time `json:"time,omitempty" protobuf:"bytes,4,opt,name=time"`
	// Field 5 (fields) is retired.

	// FieldsType is the format of the field set; only "FieldsV1" exists.
	// +k8s:protobuf-gen:intern
	FieldsType string `json:"fieldsType,omitempty" protobuf:"bytes,6,opt,name=fieldsType"`
	// FieldsV1 is the field set.
	FieldsV1 *FieldsV1 `json:"fieldsV1,omitempty" protobuf:"bytes,7,opt,name=fieldsV1"`
	// Subresource is the subresource the update went through ("" = main).
	// +k8s:protobuf-gen:intern
	Subresource string `json:"subresource,omitempty" protobuf:"bytes,8,opt,name=subresource"`
}

// ManagedFieldsOperationType is the operation that created a managed
// fields entry. Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.ManagedFieldsOperationType.
type ManagedFieldsOperationType string

// The operations of managed fields entries.
const (
	ManagedFieldsOperationApply  ManagedFieldsOperationType = "Apply"
	ManagedFieldsOperationUpdate ManagedFieldsOperationType = "Update"
)

// FieldsV1 is a set of fields as a trie in JSON ("f:metadata":{"f:labels":
// {...}}), kept as raw bytes: in JSON it is that object itself, in
// protobuf a bytes field. Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.FieldsV1.
type FieldsV1 struct {
	// Raw is the JSON object.
	Raw []byte `json:"-" protobuf:"bytes,1,opt,name=Raw"`
}

// List holds objects of any kinds, still encoded.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.List.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type List struct {
	// TypeMeta gives the kind and apiVersion.
	TypeMeta `json:",inline"`
	// ListMeta holds the list's resourceVersion and, when the list is paged,
	// the continue token.
	ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Items are the objects.
	Items []runtime.RawExtension `json:"items" protobuf:"bytes,2,rep,name=items"`
}

// Patch names the body of a PATCH request; its content type says which
// patch format it is. Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.Patch.
type Patch struct{}

// LabelSelector is a label selector in structured form, as in a
// Deployment's spec.selector: matchLabels and matchExpressions, ANDed. An
// empty selector matches everything, a nil one nothing.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.LabelSelector.
//
// +structType=atomic
type LabelSelector struct {
	// MatchLabels are key=value requirements.
	MatchLabels map[string]string `json:"matchLabels,omitempty" protobuf:"bytes,1,rep,name=matchLabels"`
	// MatchExpressions are set-based requirements.
	// +listType=atomic
	MatchExpressions []LabelSelectorRequirement `json:"matchExpressions,omitempty" protobuf:"bytes,2,rep,name=matchExpressions"`
}

// LabelSelectorRequirement is one set-based requirement: key, operator,
// values. Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.LabelSelectorRequirement.
type LabelSelectorRequirement struct {
	// Key is the label key.
	Key string `json:"key" protobuf:"bytes,1,opt,name=key"`
	// Operator is In, NotIn, Exists or DoesNotExist.
	Operator LabelSelectorOperator `json:"operator" protobuf:"bytes,2,opt,name=operator,casttype=LabelSelectorOperator"`
	// Values must be non-empty for In and NotIn, empty otherwise.
	// +listType=atomic
	Values []string `json:"values,omitempty" protobuf:"bytes,3,rep,name=values"`
}

// LabelSelectorOperator is the operator of a LabelSelectorRequirement.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.LabelSelectorOperator.
type LabelSelectorOperator string

// The operators of LabelSelectorRequirement.
const (
	LabelSelectorOpIn           LabelSelectorOperator = "In"
	LabelSelectorOpNotIn        LabelSelectorOperator = "NotIn"
	LabelSelectorOpExists       LabelSelectorOperator = "Exists"
	LabelSelectorOpDoesNotExist LabelSelectorOperator = "DoesNotExist"
)

// FieldSelectorRequirement is a field selector requirement in structured
// form. Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.FieldSelectorRequirement.
type FieldSelectorRequirement struct {
	// Key is the field path.
	Key string `json:"key" protobuf:"bytes,1,opt,name=key"`
	// Operator is In, NotIn, Exists or DoesNotExist.
	Operator FieldSelectorOperator `json:"operator" protobuf:"bytes,2,opt,name=operator,casttype=FieldSelectorOperator"`
	// Values must be non-empty for In and NotIn, empty otherwise.
	// +listType=atomic
	Values []string `json:"values,omitempty" protobuf:"bytes,3,rep,name=values"`
}

// FieldSelectorOperator is the operator of a FieldSelectorRequirement.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.FieldSelectorOperator.
type FieldSelectorOperator string

// The operators of FieldSelectorRequirement.
const (
	FieldSelectorOpIn           FieldSelectorOperator = "In"
	FieldSelectorOpNotIn        FieldSelectorOperator = "NotIn"
	FieldSelectorOpExists       FieldSelectorOperator = "Exists"
	FieldSelectorOpDoesNotExist FieldSelectorOperator = "DoesNotExist"
)

// Condition is one aspect of an object's state, for .status.conditions.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.Condition.
type Condition struct {
	// Type is the condition's name, CamelCase, such as Available.
	Type string `json:"type" protobuf:"bytes,1,opt,name=type"`
	// Status is True, False or Unknown.
	Status ConditionStatus `json:"status" protobuf:"bytes,2,opt,name=status"`
	// ObservedGeneration is the metadata.generation the status is about.
	ObservedGeneration int64 `json:"observedGeneration,omitempty" protobuf:"varint,3,opt,name=observedGeneration"`
	// LastTransitionTime is when Status last changed.
	LastTransitionTime Time `json:"lastTransitionTime" protobuf:"bytes,4,opt,name=lastTransitionTime"`
	// Reason is a CamelCase word for why.
	Reason string `json:"reason" protobuf:"bytes,5,opt,name=reason"`
	// Message says why, for humans.
	Message string `json:"message" protobuf:"bytes,6,opt,name=message"`
}

// ConditionStatus is True, False or Unknown.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.ConditionStatus.
type ConditionStatus string

// The values of ConditionStatus.
const (
	ConditionTrue    ConditionStatus = "True"
	ConditionFalse   ConditionStatus = "False"
	ConditionUnknown ConditionStatus = "Unknown"
)
