package audit

import (
	"context"
	"errors"
	"sync"
	"time"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	auditv1 "github.com/kube-rebuilt/apiserver/06-filters/apis/audit/v1"
)

type auditKey struct{}

// AuditContext collects the audit event of one request. WithAuditInit
// puts an empty one into the request's context; WithAudit initialises it
// with the policy's decision and the sink, fills it in and writes it at
// each stage. Every method is safe on a nil *AuditContext (auditing off).
// Upstream: k8s.io/apiserver/pkg/audit.AuditContext.
type AuditContext struct {
	// lock guards everything below: the handler, the response writer
	// and a long-running request's goroutines touch the event at once.
	lock        sync.Mutex
	initialized bool
	config      RequestAuditConfig
	sink        Sink
	event       auditv1.Event
}

// WithAuditContext returns a copy of parent with a new, empty
// AuditContext, or parent itself if it has one already.
// Upstream: k8s.io/apiserver/pkg/audit.WithAuditContext.
func WithAuditContext(parent context.Context) context.Context {
	if AuditContextFrom(parent) != nil {
		return parent
	}
	return context.WithValue(parent, auditKey{}, &AuditContext{})
}

// AuditContextFrom returns the request's AuditContext, or nil.
// Upstream: k8s.io/apiserver/pkg/audit.AuditContextFrom.
func AuditContextFrom(ctx context.Context) *AuditContext {
	ac, _ := ctx.Value(auditKey{}).(*AuditContext)
	return ac
}

// WithAuditID stores id as the audit ID of the request's AuditContext;
// without one it does nothing. Upstream: k8s.io/apiserver/pkg/audit.WithAuditID.
func WithAuditID(ctx context.Context, id metav1.UID) {
	if ac := AuditContextFrom(ctx); ac != nil && id != "" {
		ac.visitEvent(func(ev *auditv1.Event) { ev.AuditID = id })
	}
}

// AuditIDFrom returns the request's audit ID, and whether it has one.
// Upstream: k8s.io/apiserver/pkg/audit.AuditIDFrom.
func AuditIDFrom(ctx context.Context) (metav1.UID, bool) {
	ac := AuditContextFrom(ctx)
	if ac == nil {
		return "", false
	}
	id := ac.AuditID()
	return id, id != ""
}

// AuditID returns the audit ID, "" if none was set.
// Upstream: k8s.io/apiserver/pkg/audit.(*AuditContext).AuditID.
func (ac *AuditContext) AuditID() metav1.UID {
	var id metav1.UID
	ac.visitEvent(func(ev *auditv1.Event) { id = ev.AuditID })
	return id
}

// Enabled reports whether the request is audited: it has an
// AuditContext whose level, once decided, is not None. Before the
// policy is evaluated the answer is yes, so annotations added early
// are kept. Upstream: k8s.io/apiserver/pkg/audit.(*AuditContext).Enabled.
func (ac *AuditContext) Enabled() bool {
	if ac == nil {
		return false
	}
	ac.lock.Lock()
	defer ac.lock.Unlock()
	return !ac.initialized || ac.config.Level != auditv1.LevelNone
}

// Init records the policy's decision and the sink; it may be called once.
// Upstream: k8s.io/apiserver/pkg/audit.(*AuditContext).Init.
func (ac *AuditContext) Init(config RequestAuditConfig, sink Sink) error {
	ac.lock.Lock()
	defer ac.lock.Unlock()
	if ac.initialized {
		return errors.New("audit context was already initialized")
	}
	ac.config, ac.sink, ac.initialized = config, sink, true
	ac.event.Level = config.Level
	return nil
}

// Config returns the policy's decision (zero before Init).
func (ac *AuditContext) Config() RequestAuditConfig {
	if ac == nil {
		return RequestAuditConfig{}
	}
	ac.lock.Lock()
	defer ac.lock.Unlock()
	return ac.config
}

// visitEvent runs f on the event under the lock; nothing on a nil ac.
func (ac *AuditContext) visitEvent(f func(ev *auditv1.Event)) {
	if ac == nil {
		return
	}
	ac.lock.Lock()
	defer ac.lock.Unlock()
	f(&ac.event)
}

// VisitEvent runs f on the event under the lock, so the filter can fill
// in what it learns (status, bodies). f must not keep the pointer.
func (ac *AuditContext) VisitEvent(f func(ev *auditv1.Event)) { ac.visitEvent(f) }

// ProcessEventStage writes the event at stage to the sink, unless the
// stage is omitted or the context is not initialised; it reports
// whether the sink took it. Upstream: k8s.io/apiserver/pkg/audit.(*AuditContext).ProcessEventStage.
func (ac *AuditContext) ProcessEventStage(ctx context.Context, stage auditv1.Stage) bool {
	if ac == nil {
		return true
	}
	ac.lock.Lock()
	defer ac.lock.Unlock()
	if !ac.initialized || ac.sink == nil || ac.config.Level == auditv1.LevelNone {
		return true
	}
	for _, omit := range ac.config.OmitStages {
		if stage == omit {
			return true
		}
	}
	ac.event.Stage = stage
	ac.event.StageTimestamp = metav1.NewMicroTime(time.Now())
	if stage == auditv1.StageRequestReceived {
		ac.event.StageTimestamp = ac.event.RequestReceivedTimestamp
	}
	return ac.sink.ProcessEvents(&ac.event)
}

// SetEventResponseStatusCode records the response's code, keeping the
// rest of a status already recorded.
// Upstream: k8s.io/apiserver/pkg/audit.(*AuditContext).SetEventResponseStatusCode.
func (ac *AuditContext) SetEventResponseStatusCode(code int32) {
	ac.visitEvent(func(ev *auditv1.Event) {
		if ev.ResponseStatus == nil {
			ev.ResponseStatus = &metav1.Status{}
		}
		ev.ResponseStatus.Code = code
	})
}

// SetEventResponseStatus replaces the recorded response status.
// Upstream: k8s.io/apiserver/pkg/audit.(*AuditContext).SetEventResponseStatus.
func (ac *AuditContext) SetEventResponseStatus(status *metav1.Status) {
	ac.visitEvent(func(ev *auditv1.Event) { ev.ResponseStatus = status })
}

// GetEventResponseStatus returns the recorded response status, or nil.
// Upstream: k8s.io/apiserver/pkg/audit.(*AuditContext).GetEventResponseStatus.
func (ac *AuditContext) GetEventResponseStatus() *metav1.Status {
	var status *metav1.Status
	ac.visitEvent(func(ev *auditv1.Event) { status = ev.ResponseStatus })
	return status
}

// AddAuditAnnotation adds key=value to the request's audit event. A key
// already set keeps its first value (a warning is logged), as upstream.
// Annotations added before the policy is evaluated are kept.
// Upstream: k8s.io/apiserver/pkg/audit.AddAuditAnnotation.
func AddAuditAnnotation(ctx context.Context, key, value string) {
	ac := AuditContextFrom(ctx)
	if !ac.Enabled() {
		return
	}
	ac.visitEvent(func(ev *auditv1.Event) { addAnnotation(ev, key, value) })
}

// AddAuditAnnotationsMap adds each of annotations.
// Upstream: k8s.io/apiserver/pkg/audit.AddAuditAnnotationsMap.
func AddAuditAnnotationsMap(ctx context.Context, annotations map[string]string) {
	ac := AuditContextFrom(ctx)
	if !ac.Enabled() {
		return
	}
	ac.visitEvent(func(ev *auditv1.Event) {
		for k, v := range annotations {
			addAnnotation(ev, k, v)
		}
	})
}

// addAnnotation sets key unless it is set already.
// Upstream: k8s.io/apiserver/pkg/audit.addAuditAnnotationLocked.
func addAnnotation(ev *auditv1.Event, key, value string) {
	if ev.Annotations == nil {
		ev.Annotations = map[string]string{}
	}
	if old, ok := ev.Annotations[key]; ok && old != value {
		klogWarning(ev.AuditID, key, old, value)
		return
	}
	ev.Annotations[key] = value
}
