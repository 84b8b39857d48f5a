package v1

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

// HeaderAuditID is the header that carries a request's audit ID: a
// client may send one, the server always answers with it.
// Upstream: k8s.io/apiserver/pkg/apis/audit/v1.HeaderAuditID.
const HeaderAuditID = "Audit-ID"

// Level is how much of a request an event records.
// Upstream: k8s.io/apiserver/pkg/apis/audit/v1.Level.
type Level string

// The levels, least first.
const (
	// LevelNone: no event at all.
	LevelNone Level = "None"
	// LevelMetadata: who, what, when, the response code; no bodies.
	LevelMetadata Level = "Metadata"
	// LevelRequest: metadata and the request object.
	LevelRequest Level = "Request"
	// LevelRequestResponse: metadata and both objects.
	LevelRequestResponse Level = "RequestResponse"
)

// Stage is the point of a request's handling at which an event is written.
// Upstream: k8s.io/apiserver/pkg/apis/audit/v1.Stage.
type Stage string

// The stages, in the order a request passes them.
const (
	// StageRequestReceived: as soon as the audit filter sees the request.
	StageRequestReceived Stage = "RequestReceived"
	// StageResponseStarted: the headers are sent, the body is not done;
	// long-running requests (watch, proxy) only.
	StageResponseStarted Stage = "ResponseStarted"
	// StageResponseComplete: the response is sent.
	StageResponseComplete Stage = "ResponseComplete"
	// StagePanic: the handler panicked.
	StagePanic Stage = "Panic"
)

// Event is one audit record of one request at one stage.
// Upstream: k8s.io/apiserver/pkg/apis/audit/v1.Event.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type Event struct {
	metav1.TypeMeta `json:",inline"`
	// Level is the level the policy chose for the request.
	Level Level `json:"level"`
	// AuditID is the request's ID, shared by all its events.
	AuditID metav1.UID `json:"auditID"`
	// Stage is the stage this event was written at.
	Stage Stage `json:"stage"`
	// RequestURI is the URI the client sent.
	RequestURI string `json:"requestURI"`
	// Verb is the API verb, or the lowercase HTTP method of a
	// non-resource request.
	Verb string `json:"verb"`
	// User is the authenticated user.
	User UserInfo `json:"user"`
	// ImpersonatedUser is the user the request acted as, when the
	// authenticated user impersonated another (stage 07's
	// WithImpersonation sets it).
	ImpersonatedUser *UserInfo `json:"impersonatedUser,omitempty"`
	// SourceIPs are the client's address and the proxies', client first.
	SourceIPs []string `json:"sourceIPs,omitempty"`
	// UserAgent is the client's User-Agent header.
	UserAgent string `json:"userAgent,omitempty"`
	// ObjectRef names the object of a resource request.
	ObjectRef *ObjectReference `json:"objectRef,omitempty"`
	// ResponseStatus is the response's code, and the Status's message
	// and reason when the response was one.
	ResponseStatus *metav1.Status `json:"responseStatus,omitempty"`
	// RequestObject is the request body as JSON (levels Request and up).
	RequestObject *runtime.RawExtension `json:"requestObject,omitempty"`
	// ResponseObject is the response body as JSON (RequestResponse).
	ResponseObject *runtime.RawExtension `json:"responseObject,omitempty"`
	// RequestReceivedTimestamp is when the request reached the server.
	RequestReceivedTimestamp metav1.MicroTime `json:"requestReceivedTimestamp"`
	// StageTimestamp is when the request reached this stage.
	StageTimestamp metav1.MicroTime `json:"stageTimestamp"`
	// Annotations are notes from the request's handlers (authorization
	// decisions, admission ...), keyed by a domain-qualified name.
	Annotations map[string]string `json:"annotations,omitempty"`
}

// EventList is a list of events.
// Upstream: k8s.io/apiserver/pkg/apis/audit/v1.EventList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type EventList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Event `json:"items"`
}

// UserInfo is who sent a request; it has the JSON form of
// authentication.k8s.io/v1 UserInfo.
// Upstream: k8s.io/api/authentication/v1.UserInfo.
type UserInfo struct {
	// Username is the user's name.
	Username string `json:"username,omitempty"`
	// UID is the user's unique ID.
	UID string `json:"uid,omitempty"`
	// Groups are the user's groups.
	Groups []string `json:"groups,omitempty"`
	// Extra is whatever else the authenticator knew.
	Extra map[string][]string `json:"extra,omitempty"`
}

// ObjectReference names the object of a resource request.
// Upstream: k8s.io/apiserver/pkg/apis/audit/v1.ObjectReference.
type ObjectReference struct {
	Resource        string     `json:"resource,omitempty"`
	Namespace       string     `json:"namespace,omitempty"`
	Name            string     `json:"name,omitempty"`
	UID             metav1.UID `json:"uid,omitempty"`
	APIGroup        string     `json:"apiGroup,omitempty"`
	APIVersion      string     `json:"apiVersion,omitempty"`
	ResourceVersion string     `json:"resourceVersion,omitempty"`
	Subresource     string     `json:"subresource,omitempty"`
}

// Policy says which requests are audited, and how much: the first rule
// that matches a request gives its level; a request no rule matches is
// not audited. Upstream: k8s.io/apiserver/pkg/apis/audit/v1.Policy.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type Policy struct {
	metav1.TypeMeta `json:",inline"`
	// ObjectMeta is there for symmetry with other kinds; nothing reads it.
	metav1.ObjectMeta `json:"metadata,omitempty"`
	// Rules are tried in order; the first match wins.
	Rules []PolicyRule `json:"rules"`
	// OmitStages are stages no rule writes events for.
	OmitStages []Stage `json:"omitStages,omitempty"`
	// OmitManagedFields drops metadata.managedFields from the objects
	// of every rule that does not say otherwise.
	OmitManagedFields bool `json:"omitManagedFields,omitempty"`
}

// PolicyRule matches requests by their attributes; every field set must
// match. Upstream: k8s.io/apiserver/pkg/apis/audit/v1.PolicyRule.
type PolicyRule struct {
	// Level is the level of the requests this rule matches.
	Level Level `json:"level"`
	// Users match the user's name; empty matches all.
	Users []string `json:"users,omitempty"`
	// UserGroups match any of the user's groups; empty matches all.
	UserGroups []string `json:"userGroups,omitempty"`
	// Verbs match the request's verb; empty matches all.
	Verbs []string `json:"verbs,omitempty"`
	// Resources match resource requests; "pods/log" a subresource,
	// "*/status" any resource's, "pods/*" any of pods'.
	Resources []GroupResources `json:"resources,omitempty"`
	// Namespaces match resource requests in them; "" is cluster-scoped.
	Namespaces []string `json:"namespaces,omitempty"`
	// NonResourceURLs match non-resource paths; a trailing "*" is a prefix.
	NonResourceURLs []string `json:"nonResourceURLs,omitempty"`
	// OmitStages are stages this rule writes no events for, on top of
	// the policy's.
	OmitStages []Stage `json:"omitStages,omitempty"`
	// OmitManagedFields overrides the policy's when set.
	OmitManagedFields *bool `json:"omitManagedFields,omitempty"`
}

// GroupResources names resources of one API group.
// Upstream: k8s.io/apiserver/pkg/apis/audit/v1.GroupResources.
type GroupResources struct {
	// Group is the API group; "" is the core group, "*" any group.
	Group string `json:"group,omitempty"`
	// Resources are the resources; empty means all of the group.
	Resources []string `json:"resources,omitempty"`
	// ResourceNames are object names; empty means all.
	ResourceNames []string `json:"resourceNames,omitempty"`
}
