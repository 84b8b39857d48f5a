package metrics

import (
	"context"
	"strconv"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	"github.com/kube-rebuilt/apiserver/02-generic-server/metrics/legacyregistry"
)

// The step types: the mutating (admit) and validating (validate) halves.
// Upstream: k8s.io/apiserver/pkg/admission/metrics.stepValidate, stepAdmit.
const (
	stepValidate = "validate"
	stepAdmit    = "admit"
)

// The series, with upstream's names, help, labels and buckets.
// Upstream: k8s.io/apiserver/pkg/admission/metrics.newAdmissionMetrics.
var (
	stepLatency = prometheus.NewHistogramVec(prometheus.HistogramOpts{
		Namespace: "apiserver", Subsystem: "admission", Name: "step_admission_duration_seconds",
		Help:    "Admission sub-step latency histogram in seconds, broken out for each operation and API resource and step type (validate or admit).",
		Buckets: []float64{0.005, 0.025, 0.1, 0.5, 1.0, 2.5},
	}, []string{"type", "operation", "rejected"})
	controllerLatency = prometheus.NewHistogramVec(prometheus.HistogramOpts{
		Namespace: "apiserver", Subsystem: "admission", Name: "controller_admission_duration_seconds",
		Help:    "Admission controller latency histogram in seconds, identified by name and broken out for each operation and API resource and type (validate or admit).",
		Buckets: []float64{0.005, 0.025, 0.1, 0.5, 1.0, 2.5},
	}, []string{"name", "type", "operation", "rejected"})
	webhookLatency = prometheus.NewHistogramVec(prometheus.HistogramOpts{
		Namespace: "apiserver", Subsystem: "admission", Name: "webhook_admission_duration_seconds",
		Help:    "Admission webhook latency histogram in seconds, identified by name and broken out for each operation and API resource and type (validate or admit).",
		Buckets: []float64{0.005, 0.025, 0.1, 0.5, 1.0, 2.5, 10, 25},
	}, []string{"name", "type", "operation", "rejected"})
	webhookRejections = prometheus.NewCounterVec(prometheus.CounterOpts{
		Namespace: "apiserver", Subsystem: "admission", Name: "webhook_rejection_count",
		Help: "Admission webhook rejection count, identified by name and broken out for each admission type (validating or admit) and operation. Additional labels specify an error type (calling_webhook_error or apiserver_internal_error if an error occurred; no_error otherwise) and optionally a non-zero rejection code if the webhook rejects the request with an HTTP status code (honored by the apiserver when the code is greater or equal to 400). Codes greater than 600 are truncated to 600, to keep the metrics cardinality bounded.",
	}, []string{"name", "type", "operation", "error_type", "rejection_code"})
	webhookFailOpen = prometheus.NewCounterVec(prometheus.CounterOpts{
		Namespace: "apiserver", Subsystem: "admission", Name: "webhook_fail_open_count",
		Help: "Admission webhook fail open count, identified by name and broken out for each admission type (validating or admit).",
	}, []string{"name", "type"})
	webhookRequests = prometheus.NewCounterVec(prometheus.CounterOpts{
		Namespace: "apiserver", Subsystem: "admission", Name: "webhook_request_total",
		Help: "Admission webhook request total, identified by name and broken out for each admission type (validating or admit) and operation. Additional labels specify whether the request was rejected or not and an HTTP status code. Codes greater than 600 are truncated to 600, to keep the metrics cardinality bounded.",
	}, []string{"name", "type", "operation", "code", "rejected"})
)

var registerOnce sync.Once

// Register adds the series to the server's registry, once.
// Upstream: the metrics' registration in k8s.io/apiserver/pkg/admission/metrics.newAdmissionMetrics.
func Register() {
	registerOnce.Do(func() {
		legacyregistry.MustRegister(stepLatency, controllerLatency, webhookLatency,
			webhookRejections, webhookFailOpen, webhookRequests)
	})
}

// WebhookRejectionErrorType says why a webhook call refused a request.
// Upstream: k8s.io/apiserver/pkg/admission/metrics.WebhookRejectionErrorType.
type WebhookRejectionErrorType string

// The error types.
// Upstream: k8s.io/apiserver/pkg/admission/metrics.WebhookRejectionCallingWebhookError ...
const (
	WebhookRejectionCallingWebhookError    WebhookRejectionErrorType = "calling_webhook_error"
	WebhookRejectionAPIServerInternalError WebhookRejectionErrorType = "apiserver_internal_error"
	WebhookRejectionNoError                WebhookRejectionErrorType = "no_error"
)

// ObserveWebhook records one webhook call: its time, whether it refused,
// and the HTTP status code it answered with (0 when it did not answer).
// Upstream: k8s.io/apiserver/pkg/admission/metrics.(*AdmissionMetrics).ObserveWebhook.
func ObserveWebhook(name string, elapsed time.Duration, rejected bool, a admission.Attributes, stepType string, code int) {
	Register()
	op, rej := string(a.GetOperation()), strconv.FormatBool(rejected)
	webhookRequests.WithLabelValues(name, stepType, op, strconv.Itoa(capCode(code)), rej).Inc()
	webhookLatency.WithLabelValues(name, stepType, op, rej).Observe(elapsed.Seconds())
}

// ObserveWebhookRejection records a webhook's refusal and why.
// Upstream: k8s.io/apiserver/pkg/admission/metrics.(*AdmissionMetrics).ObserveWebhookRejection.
func ObserveWebhookRejection(name, stepType, operation string, errorType WebhookRejectionErrorType, rejectionCode int) {
	Register()
	webhookRejections.WithLabelValues(name, stepType, operation, string(errorType), strconv.Itoa(capCode(rejectionCode))).Inc()
}

// ObserveWebhookFailOpen records a failed call that failurePolicy Ignore
// let pass.
// Upstream: k8s.io/apiserver/pkg/admission/metrics.(*AdmissionMetrics).ObserveWebhookFailOpen.
func ObserveWebhookFailOpen(name, stepType string) {
	Register()
	webhookFailOpen.WithLabelValues(name, stepType).Inc()
}

// capCode keeps the code label's values few, as upstream.
func capCode(code int) int {
	if code > 600 {
		return 600
	}
	return code
}

// observer records one step or plugin.
type observer func(elapsed time.Duration, rejected bool, a admission.Attributes, stepType string)

// WithStepMetrics times the whole chain's Admit and Validate.
// Upstream: k8s.io/apiserver/pkg/admission/metrics.WithStepMetrics.
func WithStepMetrics(i admission.Interface) admission.Interface {
	Register()
	return withMetrics(i, func(elapsed time.Duration, rejected bool, a admission.Attributes, stepType string) {
		stepLatency.WithLabelValues(stepType, string(a.GetOperation()), strconv.FormatBool(rejected)).Observe(elapsed.Seconds())
	})
}

// WithControllerMetrics times one plugin, labelled with its name: the
// decorator admission.(*Plugins).NewFromPlugins wraps each plugin in.
// Upstream: k8s.io/apiserver/pkg/admission/metrics.WithControllerMetrics.
func WithControllerMetrics(i admission.Interface, name string) admission.Interface {
	Register()
	return withMetrics(i, func(elapsed time.Duration, rejected bool, a admission.Attributes, stepType string) {
		controllerLatency.WithLabelValues(name, stepType, string(a.GetOperation()), strconv.FormatBool(rejected)).Observe(elapsed.Seconds())
	})
}

// withMetrics wraps i so its Admit and Validate are timed. The wrapper
// keeps i's shape: a plugin that only validates stays one that only
// validates, so the chain does not call it in the mutating step.
// Upstream: k8s.io/apiserver/pkg/admission/metrics.WithMetrics, whose one
// wrapper type has both methods and skips a half the plugin lacks.
func withMetrics(i admission.Interface, observe observer) admission.Interface {
	m, mutates := i.(admission.MutationInterface)
	v, validates := i.(admission.ValidationInterface)
	h := handlerWithMetrics{Interface: i, mutating: m, validating: v, observe: observe}
	switch {
	case mutates && validates:
		return h
	case mutates:
		return mutatingWithMetrics{h}
	case validates:
		return validatingWithMetrics{h}
	}
	return i
}

// handlerWithMetrics times the halves of the plugin it wraps.
type handlerWithMetrics struct {
	admission.Interface
	mutating   admission.MutationInterface
	validating admission.ValidationInterface
	observe    observer
}

// Admit times the plugin's Admit.
// Upstream: k8s.io/apiserver/pkg/admission/metrics.pluginHandlerWithMetrics.Admit.
func (p handlerWithMetrics) Admit(ctx context.Context, a admission.Attributes, o admission.ObjectInterfaces) error {
	if !p.mutating.Handles(a.GetOperation()) {
		return nil
	}
	start := time.Now()
	err := p.mutating.Admit(ctx, a, o)
	p.observe(time.Since(start), err != nil, a, stepAdmit)
	return err
}

// Validate times the plugin's Validate.
// Upstream: k8s.io/apiserver/pkg/admission/metrics.pluginHandlerWithMetrics.Validate.
func (p handlerWithMetrics) Validate(ctx context.Context, a admission.Attributes, o admission.ObjectInterfaces) error {
	if !p.validating.Handles(a.GetOperation()) {
		return nil
	}
	start := time.Now()
	err := p.validating.Validate(ctx, a, o)
	p.observe(time.Since(start), err != nil, a, stepValidate)
	return err
}

// mutatingWithMetrics is a timed plugin that only mutates.
type mutatingWithMetrics struct{ h handlerWithMetrics }

func (p mutatingWithMetrics) Handles(op admission.Operation) bool { return p.h.Handles(op) }
func (p mutatingWithMetrics) Admit(ctx context.Context, a admission.Attributes, o admission.ObjectInterfaces) error {
	return p.h.Admit(ctx, a, o)
}

// validatingWithMetrics is a timed plugin that only validates.
type validatingWithMetrics struct{ h handlerWithMetrics }

func (p validatingWithMetrics) Handles(op admission.Operation) bool { return p.h.Handles(op) }
func (p validatingWithMetrics) Validate(ctx context.Context, a admission.Attributes, o admission.ObjectInterfaces) error {
	return p.h.Validate(ctx, a, o)
}
