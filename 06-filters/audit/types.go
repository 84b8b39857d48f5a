package audit

import (
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
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
	EvaluatePolicyRule(attrs authorizer.Attributes) RequestAuditConfig
}
