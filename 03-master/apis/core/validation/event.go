package validation

import (
	"fmt"
	"reflect"
	"time"

	genericvalidation "github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
)

// The limits of an event's short fields.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ReportingInstanceLengthLimit and its siblings.
const (
	ReportingInstanceLengthLimit = 128
	ActionLengthLimit            = 128
	ReasonLengthLimit            = 128
	NoteLengthLimit              = 1024
)

// The API versions whose events get only the legacy rules: core/v1 and
// events.k8s.io/v1beta1 (which we do not serve). Every other request
// version, events.k8s.io/v1 first, gets the strict ones too.
// Upstream: k8s.io/api/core/v1.SchemeGroupVersion, k8s.io/api/events/v1beta1.SchemeGroupVersion.
var (
	coreV1GroupVersion        = schema.GroupVersion{Version: "v1"}
	eventsV1beta1GroupVersion = schema.GroupVersion{Group: "events.k8s.io", Version: "v1beta1"}
)

// ValidateEventCreate checks a new event. Every event gets its metadata
// checked and the legacy rules (legacyValidateEvent); one written through
// events.k8s.io/v1 must also have an eventTime, a Normal or Warning type,
// a valid series, and none of the fields that API calls deprecated
// (firstTimestamp, lastTimestamp, count, source). The request's version is
// the handler's (request.RequestInfo); the zero version is strict.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateEventCreate
// (whose core/v1 path leaves the metadata to the caller).
func ValidateEventCreate(event *core.Event, requestVersion schema.GroupVersion) field.ErrorList {
	allErrs := genericvalidation.ValidateObjectMeta(&event.ObjectMeta, true, genericvalidation.NameIsDNSSubdomain, metadataPath)
	allErrs = append(allErrs, legacyValidateEvent(event, requestVersion)...)
	if requestVersion == coreV1GroupVersion || requestVersion == eventsV1beta1GroupVersion {
		return allErrs
	}
	allErrs = append(allErrs, validateV1EventSeries(event)...)
	if event.EventTime.IsZero() {
		allErrs = append(allErrs, field.Required(field.NewPath("eventTime"), ""))
	}
	if event.Type != core.EventTypeNormal && event.Type != core.EventTypeWarning {
		allErrs = append(allErrs, field.Invalid(field.NewPath("type"), "", fmt.Sprintf("has invalid value: %v", event.Type)))
	}
	if !event.FirstTimestamp.IsZero() {
		allErrs = append(allErrs, field.Invalid(field.NewPath("firstTimestamp"), "", "needs to be unset"))
	}
	if !event.LastTimestamp.IsZero() {
		allErrs = append(allErrs, field.Invalid(field.NewPath("lastTimestamp"), "", "needs to be unset"))
	}
	if event.Count != 0 {
		allErrs = append(allErrs, field.Invalid(field.NewPath("count"), "", "needs to be unset"))
	}
	if event.Source.Component != "" || event.Source.Host != "" {
		allErrs = append(allErrs, field.Invalid(field.NewPath("source"), "", "needs to be unset"))
	}
	return allErrs
}

// ValidateEventUpdate checks an update's metadata and the legacy rules;
// through events.k8s.io/v1, an event is immutable but for its series
// (and eventTime below a microsecond, which clients truncate).
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateEventUpdate.
func ValidateEventUpdate(newEvent, oldEvent *core.Event, requestVersion schema.GroupVersion) field.ErrorList {
	allErrs := validateObjectMetaUpdate(&newEvent.ObjectMeta, &oldEvent.ObjectMeta)
	allErrs = append(allErrs, legacyValidateEvent(newEvent, requestVersion)...)
	if requestVersion == coreV1GroupVersion || requestVersion == eventsV1beta1GroupVersion {
		return allErrs
	}
	if !reflect.DeepEqual(newEvent.Series, oldEvent.Series) {
		allErrs = append(allErrs, validateV1EventSeries(newEvent)...)
	}
	immutable := func(newVal, oldVal any, name string) {
		allErrs = append(allErrs, genericvalidation.ValidateImmutableField(newVal, oldVal, field.NewPath(name))...)
	}
	immutable(newEvent.InvolvedObject, oldEvent.InvolvedObject, "involvedObject")
	immutable(newEvent.Reason, oldEvent.Reason, "reason")
	immutable(newEvent.Message, oldEvent.Message, "message")
	immutable(newEvent.Source, oldEvent.Source, "source")
	immutable(newEvent.FirstTimestamp, oldEvent.FirstTimestamp, "firstTimestamp")
	immutable(newEvent.LastTimestamp, oldEvent.LastTimestamp, "lastTimestamp")
	immutable(newEvent.Count, oldEvent.Count, "count")
	immutable(newEvent.Reason, oldEvent.Reason, "reason")
	immutable(newEvent.Type, oldEvent.Type, "type")
	if !newEvent.EventTime.Truncate(time.Microsecond).UTC().Equal(oldEvent.EventTime.Truncate(time.Microsecond).UTC()) {
		immutable(newEvent.EventTime, oldEvent.EventTime, "eventTime")
	}
	immutable(newEvent.Action, oldEvent.Action, "action")
	immutable(newEvent.Related, oldEvent.Related, "related")
	immutable(newEvent.ReportingController, oldEvent.ReportingController, "reportingController")
	immutable(newEvent.ReportingInstance, oldEvent.ReportingInstance, "reportingInstance")
	return allErrs
}

// validateV1EventSeries requires a series to count at least 2 and to
// have a last observed time.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.validateV1EventSeries.
func validateV1EventSeries(event *core.Event) field.ErrorList {
	var allErrs field.ErrorList
	if event.Series != nil {
		if event.Series.Count < 2 {
			allErrs = append(allErrs, field.Invalid(field.NewPath("series.count"), "", "should be at least 2"))
		}
		if event.Series.LastObservedTime.IsZero() {
			allErrs = append(allErrs, field.Required(field.NewPath("series.lastObservedTime"), ""))
		}
	}
	return allErrs
}

// legacyValidateEvent holds the rules every event passes. An old-style
// event (no eventTime) must be in its involved object's namespace (or
// default, or none, for a cluster-scoped object). A new-style one (with
// an eventTime, what client-go's events.k8s.io recorder writes) may
// concern a cluster-scoped object only from default or kube-system, and
// needs a qualified-name reportingController (reportingComponent, as
// core/v1 calls it), a reportingInstance, an action and a reason, each
// within its length limit.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.legacyValidateEvent.
func legacyValidateEvent(event *core.Event, requestVersion schema.GroupVersion) field.ErrorList {
	var allErrs field.ErrorList
	reportingControllerFieldName := "reportingController"
	if requestVersion == coreV1GroupVersion {
		reportingControllerFieldName = "reportingComponent"
	}
	nsPath := field.NewPath("involvedObject", "namespace")
	if event.EventTime.IsZero() {
		if len(event.InvolvedObject.Namespace) == 0 {
			if event.Namespace != metav1.NamespaceNone && event.Namespace != metav1.NamespaceDefault {
				allErrs = append(allErrs, field.Invalid(nsPath, event.InvolvedObject.Namespace, "does not match event.namespace"))
			}
		} else if event.Namespace != event.InvolvedObject.Namespace {
			allErrs = append(allErrs, field.Invalid(nsPath, event.InvolvedObject.Namespace, "does not match event.namespace"))
		}
		return allErrs
	}
	if len(event.InvolvedObject.Namespace) == 0 && event.Namespace != metav1.NamespaceDefault && event.Namespace != metav1.NamespaceSystem {
		allErrs = append(allErrs, field.Invalid(nsPath, event.InvolvedObject.Namespace, "does not match event.namespace"))
	}
	if len(event.ReportingController) == 0 {
		allErrs = append(allErrs, field.Required(field.NewPath(reportingControllerFieldName), ""))
	}
	for _, msg := range validation.IsQualifiedName(event.ReportingController) {
		allErrs = append(allErrs, field.Invalid(field.NewPath(reportingControllerFieldName), event.ReportingController, msg))
	}
	if len(event.ReportingInstance) == 0 {
		allErrs = append(allErrs, field.Required(field.NewPath("reportingInstance"), ""))
	}
	if len(event.ReportingInstance) > ReportingInstanceLengthLimit {
		allErrs = append(allErrs, field.Invalid(field.NewPath("reportingInstance"), "", fmt.Sprintf("can have at most %v characters", ReportingInstanceLengthLimit)))
	}
	if len(event.Action) == 0 {
		allErrs = append(allErrs, field.Required(field.NewPath("action"), ""))
	}
	if len(event.Action) > ActionLengthLimit {
		allErrs = append(allErrs, field.Invalid(field.NewPath("action"), "", fmt.Sprintf("can have at most %v characters", ActionLengthLimit)))
	}
	if len(event.Reason) == 0 {
		allErrs = append(allErrs, field.Required(field.NewPath("reason"), ""))
	}
	if len(event.Reason) > ReasonLengthLimit {
		allErrs = append(allErrs, field.Invalid(field.NewPath("reason"), "", fmt.Sprintf("can have at most %v characters", ReasonLengthLimit)))
	}
	if len(event.Message) > NoteLengthLimit {
		allErrs = append(allErrs, field.Invalid(field.NewPath("message"), "", fmt.Sprintf("can have at most %v characters", NoteLengthLimit)))
	}
	return allErrs
}
