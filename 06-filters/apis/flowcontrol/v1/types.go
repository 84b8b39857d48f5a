package v1

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// Wildcards of the policy rules: each matches every value of its field.
// Upstream: k8s.io/api/flowcontrol/v1 (constants).
const (
	APIGroupAll    = "*"
	ResourceAll    = "*"
	VerbAll        = "*"
	NonResourceAll = "*"
	NameAll        = "*"
	NamespaceEvery = "*" // matches every particular namespace
)

// The names of the mandatory objects, which the server keeps as they are
// built in.
// Upstream: k8s.io/api/flowcontrol/v1 (constants).
const (
	PriorityLevelConfigurationNameExempt   = "exempt"
	PriorityLevelConfigurationNameCatchAll = "catch-all"
	FlowSchemaNameExempt                   = "exempt"
	FlowSchemaNameCatchAll                 = "catch-all"
)

// The condition types the config controller writes (a later part).
// Upstream: k8s.io/api/flowcontrol/v1 (constants).
const (
	FlowSchemaConditionDangling                          = "Dangling"
	PriorityLevelConfigurationConditionConcurrencyShared = "ConcurrencyShared"
)

// FlowSchemaMaxMatchingPrecedence is the largest matchingPrecedence.
// Upstream: k8s.io/api/flowcontrol/v1.FlowSchemaMaxMatchingPrecedence.
const FlowSchemaMaxMatchingPrecedence int32 = 10000

// AutoUpdateAnnotationKey says whether the server may overwrite the spec
// of a bootstrap object ("true") or must leave it alone ("false").
// Upstream: k8s.io/api/flowcontrol/v1.AutoUpdateAnnotationKey.
const AutoUpdateAnnotationKey = "apf.kubernetes.io/autoupdate-spec"

// FlowSchema sorts requests into flows: the matching FlowSchema with the
// lowest matchingPrecedence wins, and names the priority level.
// Upstream: k8s.io/api/flowcontrol/v1.FlowSchema.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type FlowSchema struct {
	metav1.TypeMeta `json:",inline"`
	// ObjectMeta is the standard object metadata.
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Spec says which requests match and where they go.
	Spec FlowSchemaSpec `json:"spec,omitempty" protobuf:"bytes,2,opt,name=spec"`
	// Status carries the Dangling condition.
	Status FlowSchemaStatus `json:"status,omitempty" protobuf:"bytes,3,opt,name=status"`
}

// FlowSchemaList is a list of FlowSchemas.
// Upstream: k8s.io/api/flowcontrol/v1.FlowSchemaList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type FlowSchemaList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	Items           []FlowSchema `json:"items" protobuf:"bytes,2,rep,name=items"`
}

// FlowSchemaSpec says which requests a FlowSchema matches and how.
// Upstream: k8s.io/api/flowcontrol/v1.FlowSchemaSpec.
type FlowSchemaSpec struct {
	// PriorityLevelConfiguration names the priority level of the
	// matched requests.
	PriorityLevelConfiguration PriorityLevelConfigurationReference `json:"priorityLevelConfiguration" protobuf:"bytes,1,opt,name=priorityLevelConfiguration"`
	// MatchingPrecedence orders FlowSchemas: lower is tried first;
	// 1..10000, defaulted to 1000.
	MatchingPrecedence int32 `json:"matchingPrecedence" protobuf:"varint,2,opt,name=matchingPrecedence"`
	// DistinguisherMethod splits the matched requests into flows: by user
	// or by namespace; nil puts them all in one flow.
	DistinguisherMethod *FlowDistinguisherMethod `json:"distinguisherMethod,omitempty" protobuf:"bytes,3,opt,name=distinguisherMethod"`
	// Rules match a request when one of them does; none matches nothing.
	Rules []PolicyRulesWithSubjects `json:"rules,omitempty" protobuf:"bytes,4,rep,name=rules"`
}

// FlowDistinguisherMethodType is ByUser or ByNamespace.
// Upstream: k8s.io/api/flowcontrol/v1.FlowDistinguisherMethodType.
type FlowDistinguisherMethodType string

// The distinguisher methods.
const (
	FlowDistinguisherMethodByUserType      FlowDistinguisherMethodType = "ByUser"
	FlowDistinguisherMethodByNamespaceType FlowDistinguisherMethodType = "ByNamespace"
)

// FlowDistinguisherMethod says how to split matched requests into flows.
// Upstream: k8s.io/api/flowcontrol/v1.FlowDistinguisherMethod.
type FlowDistinguisherMethod struct {
	// Type is ByUser or ByNamespace.
	Type FlowDistinguisherMethodType `json:"type" protobuf:"bytes,1,opt,name=type"`
}

// PriorityLevelConfigurationReference names a priority level.
// Upstream: k8s.io/api/flowcontrol/v1.PriorityLevelConfigurationReference.
type PriorityLevelConfigurationReference struct {
	// Name of the PriorityLevelConfiguration.
	Name string `json:"name" protobuf:"bytes,1,opt,name=name"`
}

// PolicyRulesWithSubjects matches a request whose sender is one of the
// subjects and whose target one of the rules matches.
// Upstream: k8s.io/api/flowcontrol/v1.PolicyRulesWithSubjects.
type PolicyRulesWithSubjects struct {
	// Subjects are the users, groups and service accounts matched.
	Subjects []Subject `json:"subjects" protobuf:"bytes,1,rep,name=subjects"`
	// ResourceRules match resource requests.
	ResourceRules []ResourcePolicyRule `json:"resourceRules,omitempty" protobuf:"bytes,2,opt,name=resourceRules"`
	// NonResourceRules match requests for other paths.
	NonResourceRules []NonResourcePolicyRule `json:"nonResourceRules,omitempty" protobuf:"bytes,3,opt,name=nonResourceRules"`
}

// Subject is a user, a group or a service account.
// Upstream: k8s.io/api/flowcontrol/v1.Subject.
type Subject struct {
	// Kind is User, Group or ServiceAccount; the field of that name is set.
	Kind SubjectKind `json:"kind" protobuf:"bytes,1,opt,name=kind"`
	// User is the user, when Kind is User.
	User *UserSubject `json:"user,omitempty" protobuf:"bytes,2,opt,name=user"`
	// Group is the group, when Kind is Group.
	Group *GroupSubject `json:"group,omitempty" protobuf:"bytes,3,opt,name=group"`
	// ServiceAccount is the service account, when Kind is ServiceAccount.
	ServiceAccount *ServiceAccountSubject `json:"serviceAccount,omitempty" protobuf:"bytes,4,opt,name=serviceAccount"`
}

// SubjectKind is User, Group or ServiceAccount.
// Upstream: k8s.io/api/flowcontrol/v1.SubjectKind.
type SubjectKind string

// The subject kinds.
const (
	SubjectKindUser           SubjectKind = "User"
	SubjectKindGroup          SubjectKind = "Group"
	SubjectKindServiceAccount SubjectKind = "ServiceAccount"
)

// UserSubject is a user by name ("*" for all).
// Upstream: k8s.io/api/flowcontrol/v1.UserSubject.
type UserSubject struct {
	// Name of the user.
	Name string `json:"name" protobuf:"bytes,1,opt,name=name"`
}

// GroupSubject is a group by name.
// Upstream: k8s.io/api/flowcontrol/v1.GroupSubject.
type GroupSubject struct {
	// Name of the group.
	Name string `json:"name" protobuf:"bytes,1,opt,name=name"`
}

// ServiceAccountSubject is a service account ("*" for all of a namespace).
// Upstream: k8s.io/api/flowcontrol/v1.ServiceAccountSubject.
type ServiceAccountSubject struct {
	// Namespace of the service account.
	Namespace string `json:"namespace" protobuf:"bytes,1,opt,name=namespace"`
	// Name of the service account, or "*".
	Name string `json:"name" protobuf:"bytes,2,opt,name=name"`
}

// ResourcePolicyRule matches resource requests by verb, group, resource
// and namespace (or cluster scope).
// Upstream: k8s.io/api/flowcontrol/v1.ResourcePolicyRule.
type ResourcePolicyRule struct {
	// Verbs matched, or "*".
	Verbs []string `json:"verbs" protobuf:"bytes,1,rep,name=verbs"`
	// APIGroups matched ("" is the core group), or "*".
	APIGroups []string `json:"apiGroups" protobuf:"bytes,2,rep,name=apiGroups"`
	// Resources matched ("pods", "pods/log"), or "*".
	Resources []string `json:"resources" protobuf:"bytes,3,rep,name=resources"`
	// ClusterScope matches requests for cluster-scoped objects too.
	ClusterScope bool `json:"clusterScope,omitempty" protobuf:"varint,4,opt,name=clusterScope"`
	// Namespaces matched, or "*" for every namespace.
	Namespaces []string `json:"namespaces" protobuf:"bytes,5,rep,name=namespaces"`
}

// NonResourcePolicyRule matches requests for paths outside the APIs.
// Upstream: k8s.io/api/flowcontrol/v1.NonResourcePolicyRule.
type NonResourcePolicyRule struct {
	// Verbs matched (lower-case HTTP methods), or "*".
	Verbs []string `json:"verbs" protobuf:"bytes,1,rep,name=verbs"`
	// NonResourceURLs matched ("/healthz", "/metrics/*"), or "*".
	NonResourceURLs []string `json:"nonResourceURLs" protobuf:"bytes,6,rep,name=nonResourceURLs"`
}

// FlowSchemaStatus is the observed state of a FlowSchema.
// Upstream: k8s.io/api/flowcontrol/v1.FlowSchemaStatus.
type FlowSchemaStatus struct {
	// Conditions of the FlowSchema.
	Conditions []FlowSchemaCondition `json:"conditions,omitempty" patchStrategy:"merge" patchMergeKey:"type" protobuf:"bytes,1,rep,name=conditions"`
}

// FlowSchemaCondition is one condition of a FlowSchema.
// Upstream: k8s.io/api/flowcontrol/v1.FlowSchemaCondition.
type FlowSchemaCondition struct {
	// Type of the condition (Dangling).
	Type FlowSchemaConditionType `json:"type,omitempty" protobuf:"bytes,1,opt,name=type"`
	// Status is True, False or Unknown.
	Status ConditionStatus `json:"status,omitempty" protobuf:"bytes,2,opt,name=status"`
	// LastTransitionTime is when Status last changed.
	LastTransitionTime metav1.Time `json:"lastTransitionTime,omitempty" protobuf:"bytes,3,opt,name=lastTransitionTime"`
	// Reason is a CamelCase word for the last transition.
	Reason string `json:"reason,omitempty" protobuf:"bytes,4,opt,name=reason"`
	// Message says more, for humans.
	Message string `json:"message,omitempty" protobuf:"bytes,5,opt,name=message"`
}

// FlowSchemaConditionType names a condition of a FlowSchema.
// Upstream: k8s.io/api/flowcontrol/v1.FlowSchemaConditionType.
type FlowSchemaConditionType string

// PriorityLevelConfiguration is one priority level: its share of the
// server's seats and what happens to requests beyond them.
// Upstream: k8s.io/api/flowcontrol/v1.PriorityLevelConfiguration.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type PriorityLevelConfiguration struct {
	metav1.TypeMeta `json:",inline"`
	// ObjectMeta is the standard object metadata.
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Spec is the level's configuration.
	Spec PriorityLevelConfigurationSpec `json:"spec,omitempty" protobuf:"bytes,2,opt,name=spec"`
	// Status carries the level's conditions.
	Status PriorityLevelConfigurationStatus `json:"status,omitempty" protobuf:"bytes,3,opt,name=status"`
}

// PriorityLevelConfigurationList is a list of PriorityLevelConfigurations.
// Upstream: k8s.io/api/flowcontrol/v1.PriorityLevelConfigurationList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type PriorityLevelConfigurationList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	Items           []PriorityLevelConfiguration `json:"items" protobuf:"bytes,2,rep,name=items"`
}

// PriorityLevelConfigurationSpec is Exempt (never limited) or Limited.
// Upstream: k8s.io/api/flowcontrol/v1.PriorityLevelConfigurationSpec.
type PriorityLevelConfigurationSpec struct {
	// Type is Exempt or Limited; only "exempt" may be Exempt.
	Type PriorityLevelEnablement `json:"type" protobuf:"bytes,1,opt,name=type"`
	// Limited is set when Type is Limited.
	Limited *LimitedPriorityLevelConfiguration `json:"limited,omitempty" protobuf:"bytes,2,opt,name=limited"`
	// Exempt may be set when Type is Exempt.
	Exempt *ExemptPriorityLevelConfiguration `json:"exempt,omitempty" protobuf:"bytes,3,opt,name=exempt"`
}

// PriorityLevelEnablement is Exempt or Limited.
// Upstream: k8s.io/api/flowcontrol/v1.PriorityLevelEnablement.
type PriorityLevelEnablement string

// The priority level types.
const (
	PriorityLevelEnablementExempt  PriorityLevelEnablement = "Exempt"
	PriorityLevelEnablementLimited PriorityLevelEnablement = "Limited"
)

// LimitedPriorityLevelConfiguration is a limited level's share of the
// seats, what it lends and borrows, and how it handles excess.
// Upstream: k8s.io/api/flowcontrol/v1.LimitedPriorityLevelConfiguration.
type LimitedPriorityLevelConfiguration struct {
	// NominalConcurrencyShares is the level's share of the server's
	// concurrency limit; defaulted to 30.
	NominalConcurrencyShares *int32 `json:"nominalConcurrencyShares" protobuf:"varint,1,opt,name=nominalConcurrencyShares"`
	// LimitResponse says what happens to requests beyond the seats.
	LimitResponse LimitResponse `json:"limitResponse,omitempty" protobuf:"bytes,2,opt,name=limitResponse"`
	// LendablePercent of the nominal seats other levels may borrow;
	// 0..100, defaulted to 0.
	LendablePercent *int32 `json:"lendablePercent,omitempty" protobuf:"varint,3,opt,name=lendablePercent"`
	// BorrowingLimitPercent caps what the level borrows, in percent of
	// its nominal seats; nil is no limit.
	BorrowingLimitPercent *int32 `json:"borrowingLimitPercent,omitempty" protobuf:"varint,4,opt,name=borrowingLimitPercent"`
}

// ExemptPriorityLevelConfiguration is what an exempt level lends to
// others; its own requests are never limited.
// Upstream: k8s.io/api/flowcontrol/v1.ExemptPriorityLevelConfiguration.
type ExemptPriorityLevelConfiguration struct {
	// NominalConcurrencyShares counts toward the other levels' division
	// of the seats; defaulted to 0.
	NominalConcurrencyShares *int32 `json:"nominalConcurrencyShares,omitempty" protobuf:"varint,1,opt,name=nominalConcurrencyShares"`
	// LendablePercent of those seats others may borrow; defaulted to 0.
	LendablePercent *int32 `json:"lendablePercent,omitempty" protobuf:"varint,2,opt,name=lendablePercent"`
}

// LimitResponse is Queue (with its queuing configuration) or Reject.
// Upstream: k8s.io/api/flowcontrol/v1.LimitResponse.
type LimitResponse struct {
	// Type is Queue or Reject.
	Type LimitResponseType `json:"type" protobuf:"bytes,1,opt,name=type"`
	// Queuing is set when Type is Queue.
	Queuing *QueuingConfiguration `json:"queuing,omitempty" protobuf:"bytes,2,opt,name=queuing"`
}

// LimitResponseType is Queue or Reject.
// Upstream: k8s.io/api/flowcontrol/v1.LimitResponseType.
type LimitResponseType string

// The limit responses.
const (
	LimitResponseTypeQueue  LimitResponseType = "Queue"
	LimitResponseTypeReject LimitResponseType = "Reject"
)

// QueuingConfiguration shapes a level's queues: shuffle sharding deals
// each flow a hand of handSize queues out of queues, and a request joins
// the shortest queue of its hand.
// Upstream: k8s.io/api/flowcontrol/v1.QueuingConfiguration.
type QueuingConfiguration struct {
	// Queues is the number of queues; defaulted to 64.
	Queues int32 `json:"queues" protobuf:"varint,1,opt,name=queues"`
	// HandSize is the number of queues a flow may use; defaulted to 8.
	HandSize int32 `json:"handSize" protobuf:"varint,2,opt,name=handSize"`
	// QueueLengthLimit is how many requests a queue holds; defaulted to 50.
	QueueLengthLimit int32 `json:"queueLengthLimit" protobuf:"varint,3,opt,name=queueLengthLimit"`
}

// PriorityLevelConfigurationConditionType names a condition of a level.
// Upstream: k8s.io/api/flowcontrol/v1.PriorityLevelConfigurationConditionType.
type PriorityLevelConfigurationConditionType string

// PriorityLevelConfigurationStatus is the observed state of a level.
// Upstream: k8s.io/api/flowcontrol/v1.PriorityLevelConfigurationStatus.
type PriorityLevelConfigurationStatus struct {
	// Conditions of the level.
	Conditions []PriorityLevelConfigurationCondition `json:"conditions,omitempty" patchStrategy:"merge" patchMergeKey:"type" protobuf:"bytes,1,rep,name=conditions"`
}

// PriorityLevelConfigurationCondition is one condition of a level.
// Upstream: k8s.io/api/flowcontrol/v1.PriorityLevelConfigurationCondition.
type PriorityLevelConfigurationCondition struct {
	// Type of the condition.
	Type PriorityLevelConfigurationConditionType `json:"type,omitempty" protobuf:"bytes,1,opt,name=type"`
	// Status is True, False or Unknown.
	Status ConditionStatus `json:"status,omitempty" protobuf:"bytes,2,opt,name=status"`
	// LastTransitionTime is when Status last changed.
	LastTransitionTime metav1.Time `json:"lastTransitionTime,omitempty" protobuf:"bytes,3,opt,name=lastTransitionTime"`
	// Reason is a CamelCase word for the last transition.
	Reason string `json:"reason,omitempty" protobuf:"bytes,4,opt,name=reason"`
	// Message says more, for humans.
	Message string `json:"message,omitempty" protobuf:"bytes,5,opt,name=message"`
}

// ConditionStatus is True, False or Unknown.
// Upstream: k8s.io/api/flowcontrol/v1.ConditionStatus.
type ConditionStatus string

// The condition statuses.
const (
	ConditionTrue    ConditionStatus = "True"
	ConditionFalse   ConditionStatus = "False"
	ConditionUnknown ConditionStatus = "Unknown"
)
