package audit

import (
	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	auditv1 "github.com/kube-rebuilt/apiserver/06-filters/apis/audit/v1"
)

// Sink takes events. ProcessEvents reports whether all were processed.
// Upstream: k8s.io/apiserver/pkg/audit.Sink.
type Sink interface {
	// ProcessEvents handles events; it must not keep or change them
	// after it returns, because the caller reuses them.
	ProcessEvents(events ...*auditv1.Event) bool
}

// Backend is a Sink with a life: Run starts it (it must not block),
// Shutdown flushes and stops it, String names it in logs.
// Upstream: k8s.io/apiserver/pkg/audit.Backend.
type Backend interface {
	Sink
	Run(stopCh <-chan struct{}) error
	Shutdown()
	String() string
}

// RequestAuditConfig is what the policy decided for one request.
// Upstream: k8s.io/apiserver/pkg/audit.RequestAuditConfig.
type RequestAuditConfig struct {
	// Level is how much to record.
	Level auditv1.Level
	// OmitStages are the stages to write no event for.
	OmitStages []auditv1.Stage
	// OmitManagedFields drops metadata.managedFields from the objects.
	OmitManagedFields bool
}

// PolicyRuleEvaluator picks the audit configuration of a request.
// Upstream: k8s.io/apiserver/pkg/audit.PolicyRuleEvaluator.
type PolicyRuleEvaluator interface {
	EvaluatePolicyRule(attrs Attributes) RequestAuditConfig
}

// Attributes is what a policy rule can match on. It is the subset of
// stage 07's authorizer.Attributes that audit reads, so that type
// satisfies it unchanged. Upstream: the policy evaluator takes
// k8s.io/apiserver/pkg/authorization/authorizer.Attributes.
type Attributes interface {
	GetUser() user.Info
	GetVerb() string
	IsResourceRequest() bool
	GetPath() string
	GetNamespace() string
	GetResource() string
	GetSubresource() string
	GetName() string
	GetAPIGroup() string
	GetAPIVersion() string
}

// AttributesRecord is a plain Attributes.
// Upstream: k8s.io/apiserver/pkg/authorization/authorizer.AttributesRecord.
type AttributesRecord struct {
	User            user.Info
	Verb            string
	ResourceRequest bool
	Path            string
	Namespace       string
	Resource        string
	Subresource     string
	Name            string
	APIGroup        string
	APIVersion      string
}

var _ Attributes = AttributesRecord{}

func (a AttributesRecord) GetUser() user.Info      { return a.User }
func (a AttributesRecord) GetVerb() string         { return a.Verb }
func (a AttributesRecord) IsResourceRequest() bool { return a.ResourceRequest }
func (a AttributesRecord) GetPath() string         { return a.Path }
func (a AttributesRecord) GetNamespace() string    { return a.Namespace }
func (a AttributesRecord) GetResource() string     { return a.Resource }
func (a AttributesRecord) GetSubresource() string  { return a.Subresource }
func (a AttributesRecord) GetName() string         { return a.Name }
func (a AttributesRecord) GetAPIGroup() string     { return a.APIGroup }
func (a AttributesRecord) GetAPIVersion() string   { return a.APIVersion }
