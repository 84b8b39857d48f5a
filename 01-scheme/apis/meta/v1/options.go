package v1

// ListOptions are the query parameters of a list or watch.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.ListOptions.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ListOptions struct {
	// TypeMeta gives the kind and apiVersion.
	TypeMeta `json:",inline"`
	// LabelSelector restricts the list by labels (package labels).
	LabelSelector string `json:"labelSelector,omitempty" protobuf:"bytes,1,opt,name=labelSelector"`
	// FieldSelector restricts the list by fields (package fields).
	FieldSelector string `json:"fieldSelector,omitempty" protobuf:"bytes,2,opt,name=fieldSelector"`
	// Field 6 (includeUninitialized) is retired.

	// Watch turns the list into a stream of changes.
	Watch bool `json:"watch,omitempty" protobuf:"varint,3,opt,name=watch"`
	// AllowWatchBookmarks asks for BOOKMARK events.
	AllowWatchBookmarks bool `json:"allowWatchBookmarks,omitempty" protobuf:"varint,9,opt,name=allowWatchBookmarks"`
	// ResourceVersion bounds which versions may serve the request.
	ResourceVersion string `json:"resourceVersion,omitempty" protobuf:"bytes,4,opt,name=resourceVersion"`
	// ResourceVersionMatch says how ResourceVersion applies to a list.
	ResourceVersionMatch ResourceVersionMatch `json:"resourceVersionMatch,omitempty" protobuf:"bytes,10,opt,name=resourceVersionMatch,casttype=ResourceVersionMatch"`
	// TimeoutSeconds bounds the duration of the call.
	TimeoutSeconds *int64 `json:"timeoutSeconds,omitempty" protobuf:"varint,5,opt,name=timeoutSeconds"`
	// Limit is the most items to return; ListMeta.Continue asks for more.
	Limit int64 `json:"limit,omitempty" protobuf:"varint,7,opt,name=limit"`
	// Continue is the token of the next page.
	Continue string `json:"continue,omitempty" protobuf:"bytes,8,opt,name=continue"`
	// SendInitialEvents starts a watch with ADDED events for the current
	// state, ended by a bookmark annotated InitialEventsAnnotationKey.
	SendInitialEvents *bool `json:"sendInitialEvents,omitempty" protobuf:"varint,11,opt,name=sendInitialEvents"`
	// ShardSelector restricts a list or watch to a hash shard (alpha).
	ShardSelector string `json:"shardSelector,omitempty" protobuf:"bytes,15,opt,name=shardSelector"`
}

// InitialEventsAnnotationKey marks the bookmark that ends the initial
// events of a watch with sendInitialEvents=true; kubectl waits for it.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.InitialEventsAnnotationKey.
const InitialEventsAnnotationKey = "k8s.io/initial-events-end"

// ResourceVersionMatch says how a list's resourceVersion applies.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.ResourceVersionMatch.
type ResourceVersionMatch string

// The values of ResourceVersionMatch.
const (
	// ResourceVersionMatchNotOlderThan: data at least as new as the
	// resourceVersion.
	ResourceVersionMatchNotOlderThan ResourceVersionMatch = "NotOlderThan"
	// ResourceVersionMatchExact: data at exactly the resourceVersion.
	ResourceVersionMatchExact ResourceVersionMatch = "Exact"
)

// GetOptions are the query parameters of a get.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.GetOptions.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type GetOptions struct {
	// TypeMeta gives the kind and apiVersion.
	TypeMeta `json:",inline"`
	// ResourceVersion bounds which versions may serve the request.
	ResourceVersion string `json:"resourceVersion,omitempty" protobuf:"bytes,1,opt,name=resourceVersion"`
	// Field 2 (includeUninitialized) is retired.
}

// DeletionPropagation says what happens to an object's dependents when it
// is deleted. Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.DeletionPropagation.
type DeletionPropagation string

// The values of DeletionPropagation.
const (
	// DeletePropagationOrphan leaves the dependents alone.
	DeletePropagationOrphan DeletionPropagation = "Orphan"
	// DeletePropagationBackground deletes the object now and its
	// dependents later, through the garbage collector.
	DeletePropagationBackground DeletionPropagation = "Background"
	// DeletePropagationForeground keeps the object (with the
	// foregroundDeletion finalizer) until its blocking dependents are gone.
	DeletePropagationForeground DeletionPropagation = "Foreground"
)

// DryRunAll is the only dryRun value: run every stage, persist nothing.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.DryRunAll.
const DryRunAll = "All"

// DeleteOptions are the body (or query parameters) of a delete.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.DeleteOptions.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type DeleteOptions struct {
	// TypeMeta gives the kind and apiVersion.
	TypeMeta `json:",inline"`
	// GracePeriodSeconds before the object is deleted; 0 means now, nil
	// the type's default.
	GracePeriodSeconds *int64 `json:"gracePeriodSeconds,omitempty" protobuf:"varint,1,opt,name=gracePeriodSeconds"`
	// Preconditions must hold, or the delete fails with 409 Conflict.
	Preconditions *Preconditions `json:"preconditions,omitempty" protobuf:"bytes,2,opt,name=preconditions"`
	// OrphanDependents is the deprecated form of PropagationPolicy.
	OrphanDependents *bool `json:"orphanDependents,omitempty" protobuf:"varint,3,opt,name=orphanDependents"`
	// PropagationPolicy is Orphan, Background or Foreground.
	PropagationPolicy *DeletionPropagation `json:"propagationPolicy,omitempty" protobuf:"varint,4,opt,name=propagationPolicy"`
	// DryRun, if ["All"], persists nothing.
	// +listType=atomic
	DryRun []string `json:"dryRun,omitempty" protobuf:"bytes,5,rep,name=dryRun"`
	// IgnoreStoreReadErrorWithClusterBreakingPotential deletes an object
	// that cannot be read from storage (unsafe).
	IgnoreStoreReadErrorWithClusterBreakingPotential *bool `json:"ignoreStoreReadErrorWithClusterBreakingPotential,omitempty" protobuf:"varint,6,opt,name=ignoreStoreReadErrorWithClusterBreakingPotential"`
}

// The values of the fieldValidation query parameter.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.FieldValidationIgnore.
const (
	// FieldValidationIgnore drops unknown fields silently.
	FieldValidationIgnore = "Ignore"
	// FieldValidationWarn drops them with a warning header (the default).
	FieldValidationWarn = "Warn"
	// FieldValidationStrict fails the request.
	FieldValidationStrict = "Strict"
)

// CreateOptions are the query parameters of a create.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.CreateOptions.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type CreateOptions struct {
	// TypeMeta gives the kind and apiVersion.
	TypeMeta `json:",inline"`
	// DryRun, if ["All"], persists nothing.
	// +listType=atomic
	DryRun []string `json:"dryRun,omitempty" protobuf:"bytes,1,rep,name=dryRun"`
	// Field 2 (includeUninitialized) is retired.

	// FieldManager names the actor making the change.
	FieldManager string `json:"fieldManager,omitempty" protobuf:"bytes,3,name=fieldManager"`
	// FieldValidation is Ignore, Warn or Strict.
	FieldValidation string `json:"fieldValidation,omitempty" protobuf:"bytes,4,name=fieldValidation"`
}

// PatchOptions are the query parameters of a patch.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.PatchOptions.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type PatchOptions struct {
	// TypeMeta gives the kind and apiVersion.
	TypeMeta `json:",inline"`
	// DryRun, if ["All"], persists nothing.
	// +listType=atomic
	DryRun []string `json:"dryRun,omitempty" protobuf:"bytes,1,rep,name=dryRun"`
	// Force makes an apply take over fields other managers own.
	Force *bool `json:"force,omitempty" protobuf:"varint,2,opt,name=force"`
	// FieldManager names the actor; required for apply patches.
	FieldManager string `json:"fieldManager,omitempty" protobuf:"bytes,3,name=fieldManager"`
	// FieldValidation is Ignore, Warn or Strict.
	FieldValidation string `json:"fieldValidation,omitempty" protobuf:"bytes,4,name=fieldValidation"`
}

// ApplyOptions are PatchOptions as an apply sees them.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.ApplyOptions.
type ApplyOptions struct {
	// TypeMeta gives the kind and apiVersion.
	TypeMeta `json:",inline"`
	// DryRun, if ["All"], persists nothing.
	// +listType=atomic
	DryRun []string `json:"dryRun,omitempty" protobuf:"bytes,1,rep,name=dryRun"`
	// Force makes the apply take over fields other managers own.
	Force bool `json:"force" protobuf:"varint,2,opt,name=force"`
	// FieldManager names the actor.
	FieldManager string `json:"fieldManager" protobuf:"bytes,3,name=fieldManager"`
}

// ToPatchOptions returns the same options as PatchOptions.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.ApplyOptions.ToPatchOptions.
func (o ApplyOptions) ToPatchOptions() PatchOptions {
	return PatchOptions{DryRun: o.DryRun, Force: &o.Force, FieldManager: o.FieldManager}
}

// UpdateOptions are the query parameters of an update.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.UpdateOptions.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type UpdateOptions struct {
	// TypeMeta gives the kind and apiVersion.
	TypeMeta `json:",inline"`
	// DryRun, if ["All"], persists nothing.
	// +listType=atomic
	DryRun []string `json:"dryRun,omitempty" protobuf:"bytes,1,rep,name=dryRun"`
	// FieldManager names the actor making the change.
	FieldManager string `json:"fieldManager,omitempty" protobuf:"bytes,2,name=fieldManager"`
	// FieldValidation is Ignore, Warn or Strict.
	FieldValidation string `json:"fieldValidation,omitempty" protobuf:"bytes,3,name=fieldValidation"`
}

// Preconditions must hold before an update or delete is carried out.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.Preconditions.
type Preconditions struct {
	// UID the object must have.
	UID *UID `json:"uid,omitempty" protobuf:"bytes,1,opt,name=uid,casttype=k8s.io/apimachinery/pkg/types.UID"`
	// ResourceVersion the object must have.
	ResourceVersion *string `json:"resourceVersion,omitempty" protobuf:"bytes,2,opt,name=resourceVersion"`
}
