package flowcontrol

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// Wildcards of the policy rules: each matches every value of its field.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol (constants).
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
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol (constants).
const (
	PriorityLevelConfigurationNameExempt   = "exempt"
	PriorityLevelConfigurationNameCatchAll = "catch-all"
	FlowSchemaNameExempt                   = "exempt"
	FlowSchemaNameCatchAll                 = "catch-all"
)

// The condition types the config controller writes (a later part).
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol (constants).
const (
	FlowSchemaConditionDangling                          = "Dangling"
	PriorityLevelConfigurationConditionConcurrencyShared = "ConcurrencyShared"
)

// FlowSchemaMaxMatchingPrecedence is the largest matchingPrecedence.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol.FlowSchemaMaxMatchingPrecedence.
const FlowSchemaMaxMatchingPrecedence int32 = 10000

// FlowSchema sorts requests into flows: the matching FlowSchema with the
// lowest matchingPrecedence wins, and names the priority level.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol.FlowSchema.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type FlowSchema struct {
	metav1.TypeMeta
	// ObjectMeta is the standard object metadata.
	metav1.ObjectMeta
	// Spec says which requests match and where they go.
	Spec FlowSchemaSpec
	// Status carries the Dangling condition.
	Status FlowSchemaStatus
}

// FlowSchemaList is a list of FlowSchemas.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol.FlowSchemaList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type FlowSchemaList struct {
	metav1.TypeMeta
	metav1.ListMeta
	Items []FlowSchema
}

// FlowSchemaSpec says which requests a FlowSchema matches and how.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol.FlowSchemaSpec.
type FlowSchemaSpec struct {
	// PriorityLevelConfiguration names the priority level of the
	// matched requests.
	PriorityLevelConfiguration PriorityLevelConfigurationReference
	// MatchingPrecedence orders FlowSchemas: lower is tried first;
	// 1..10000, defaulted to 1000.
	MatchingPrecedence int32
	// DistinguisherMethod splits the matched requests into flows: by user
	// or by namespace; nil puts them all in one flow.
	DistinguisherMethod *FlowDistinguisherMethod
	// Rules match a request when one of them does; none matches nothing.
	Rules []PolicyRulesWithSubjects
}

// FlowDistinguisherMethodType is ByUser or ByNamespace.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol.FlowDistinguisherMethodType.
type FlowDistinguisherMethodType string

// The distinguisher methods.
const (
	FlowDistinguisherMethodByUserType      FlowDistinguisherMethodType = "ByUser"
	FlowDistinguisherMethodByNamespaceType FlowDistinguisherMethodType = "ByNamespace"
)

// FlowDistinguisherMethod says how to split matched requests into flows.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol.FlowDistinguisherMethod.
type FlowDistinguisherMethod struct {
	// Type is ByUser or ByNamespace.
	Type FlowDistinguisherMethodType
}

// PriorityLevelConfigurationReference names a priority level.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol.PriorityLevelConfigurationReference.
type PriorityLevelConfigurationReference struct {
	// Name of the PriorityLevelConfiguration.
	Name string
}

// PolicyRulesWithSubjects matches a request whose sender is one of the
// subjects and whose target one of the rules matches.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol.PolicyRulesWithSubjects.
type PolicyRulesWithSubjects struct {
	// Subjects are the users, groups and service accounts matched.
	Subjects []Subject
	// ResourceRules match resource requests.
	ResourceRules []ResourcePolicyRule
	// NonResourceRules match requests for other paths.
	NonResourceRules []NonResourcePolicyRule
}

// Subject is a user, a group or a service account.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol.Subject.
type Subject struct {
	// Kind is User, Group or ServiceAccount; the field of that name is set.
	Kind SubjectKind
	// User is the user, when Kind is User.
	User *UserSubject
	// Group is the group, when Kind is Group.
	Group *GroupSubject
	// ServiceAccount is the service account, when Kind is ServiceAccount.
	ServiceAccount *ServiceAccountSubject
}

// SubjectKind is User, Group or ServiceAccount.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol.SubjectKind.
type SubjectKind string

// The subject kinds.
const (
	SubjectKindUser           SubjectKind = "User"
	SubjectKindGroup          SubjectKind = "Group"
	SubjectKindServiceAccount SubjectKind = "ServiceAccount"
)

// UserSubject is a user by name ("*" for all).
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol.UserSubject.
type UserSubject struct {
	// Name of the user.
	Name string
}

// GroupSubject is a group by name.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol.GroupSubject.
type GroupSubject struct {
	// Name of the group.
	Name string
}

// ServiceAccountSubject is a service account ("*" for all of a namespace).
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol.ServiceAccountSubject.
type ServiceAccountSubject struct {
	// Namespace of the service account.
	Namespace string
	// Name of the service account, or "*".
	Name string
}

// ResourcePolicyRule matches resource requests by verb, group, resource
// and namespace (or cluster scope).
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol.ResourcePolicyRule.
type ResourcePolicyRule struct {
	// Verbs matched, or "*".
	Verbs []string
	// APIGroups matched ("" is the core group), or "*".
	APIGroups []string
	// Resources matched ("pods", "pods/log"), or "*".
	Resources []string
	// ClusterScope matches requests for cluster-scoped objects too.
	ClusterScope bool
	// Namespaces matched, or "*" for every namespace.
	Namespaces []string
}

// NonResourcePolicyRule matches requests for paths outside the APIs.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol.NonResourcePolicyRule.
type NonResourcePolicyRule struct {
	// Verbs matched (lower-case HTTP methods), or "*".
	Verbs []string
	// NonResourceURLs matched ("/healthz", "/metrics/*"), or "*".
	NonResourceURLs []string
}

// FlowSchemaStatus is the observed state of a FlowSchema.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol.FlowSchemaStatus.
type FlowSchemaStatus struct {
	// Conditions of the FlowSchema.
	Conditions []FlowSchemaCondition
}

// FlowSchemaCondition is one condition of a FlowSchema.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol.FlowSchemaCondition.
type FlowSchemaCondition struct {
	// Type of the condition (Dangling).
	Type FlowSchemaConditionType
	// Status is True, False or Unknown.
	Status ConditionStatus
	// LastTransitionTime is when Status last changed.
	LastTransitionTime metav1.Time
	// Reason is a CamelCase word for the last transition.
	Reason string
	// Message says more, for humans.
	Message string
}

// FlowSchemaConditionType names a condition of a FlowSchema.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol.FlowSchemaConditionType.
type FlowSchemaConditionType string

// PriorityLevelConfiguration is one priority level: its share of the
// server's seats and what happens to requests beyond them.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol.PriorityLevelConfiguration.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type PriorityLevelConfiguration struct {
	metav1.TypeMeta
	// ObjectMeta is the standard object metadata.
	metav1.ObjectMeta
	// Spec is the level's configuration.
	Spec PriorityLevelConfigurationSpec
	// Status carries the level's conditions.
	Status PriorityLevelConfigurationStatus
}

// PriorityLevelConfigurationList is a list of PriorityLevelConfigurations.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol.PriorityLevelConfigurationList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type PriorityLevelConfigurationList struct {
	metav1.TypeMeta
	metav1.ListMeta
	Items []PriorityLevelConfiguration
}

// PriorityLevelConfigurationSpec is Exempt (never limited) or Limited.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol.PriorityLevelConfigurationSpec.
type PriorityLevelConfigurationSpec struct {
	// Type is Exempt or Limited; only "exempt" may be Exempt.
	Type PriorityLevelEnablement
	// Limited is set when Type is Limited.
	Limited *LimitedPriorityLevelConfiguration
	// Exempt may be set when Type is Exempt.
	Exempt *ExemptPriorityLevelConfiguration
}

// PriorityLevelEnablement is Exempt or Limited.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol.PriorityLevelEnablement.
type PriorityLevelEnablement string

// The priority level types.
const (
	PriorityLevelEnablementExempt  PriorityLevelEnablement = "Exempt"
	PriorityLevelEnablementLimited PriorityLevelEnablement = "Limited"
)

// LimitedPriorityLevelConfiguration is a limited level's share of the
// seats, what it lends and borrows, and how it handles excess.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol.LimitedPriorityLevelConfiguration.
type LimitedPriorityLevelConfiguration struct {
	// NominalConcurrencyShares is the level's share of the server's
	// concurrency limit; defaulted to 30.
	NominalConcurrencyShares int32
	// LimitResponse says what happens to requests beyond the seats.
	LimitResponse LimitResponse
	// LendablePercent of the nominal seats other levels may borrow;
	// 0..100, defaulted to 0.
	LendablePercent *int32
	// BorrowingLimitPercent caps what the level borrows, in percent of
	// its nominal seats; nil is no limit.
	BorrowingLimitPercent *int32
}

// ExemptPriorityLevelConfiguration is what an exempt level lends to
// others; its own requests are never limited.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol.ExemptPriorityLevelConfiguration.
type ExemptPriorityLevelConfiguration struct {
	// NominalConcurrencyShares counts toward the other levels' division
	// of the seats; defaulted to 0.
	NominalConcurrencyShares *int32
	// LendablePercent of those seats others may borrow; defaulted to 0.
	LendablePercent *int32
}

// LimitResponse is Queue (with its queuing configuration) or Reject.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol.LimitResponse.
type LimitResponse struct {
	// Type is Queue or Reject.
	Type LimitResponseType
	// Queuing is set when Type is Queue.
	Queuing *QueuingConfiguration
}

// LimitResponseType is Queue or Reject.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol.LimitResponseType.
type LimitResponseType string

// The limit responses.
const (
	LimitResponseTypeQueue  LimitResponseType = "Queue"
	LimitResponseTypeReject LimitResponseType = "Reject"
)

// QueuingConfiguration shapes a level's queues: shuffle sharding deals
// each flow a hand of handSize queues out of queues, and a request joins
// the shortest queue of its hand.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol.QueuingConfiguration.
type QueuingConfiguration struct {
	// Queues is the number of queues; defaulted to 64.
	Queues int32
	// HandSize is the number of queues a flow may use; defaulted to 8.
	HandSize int32
	// QueueLengthLimit is how many requests a queue holds; defaulted to 50.
	QueueLengthLimit int32
}

// PriorityLevelConfigurationConditionType names a condition of a level.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol.PriorityLevelConfigurationConditionType.
type PriorityLevelConfigurationConditionType string

// PriorityLevelConfigurationStatus is the observed state of a level.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol.PriorityLevelConfigurationStatus.
type PriorityLevelConfigurationStatus struct {
	// Conditions of the level.
	Conditions []PriorityLevelConfigurationCondition
}

// PriorityLevelConfigurationCondition is one condition of a level.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol.PriorityLevelConfigurationCondition.
type PriorityLevelConfigurationCondition struct {
	// Type of the condition.
	Type PriorityLevelConfigurationConditionType
	// Status is True, False or Unknown.
	Status ConditionStatus
	// LastTransitionTime is when Status last changed.
	LastTransitionTime metav1.Time
	// Reason is a CamelCase word for the last transition.
	Reason string
	// Message says more, for humans.
	Message string
}

// ConditionStatus is True, False or Unknown.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol.ConditionStatus.
type ConditionStatus string

// The condition statuses.
const (
	ConditionTrue    ConditionStatus = "True"
	ConditionFalse   ConditionStatus = "False"
	ConditionUnknown ConditionStatus = "Unknown"
)
