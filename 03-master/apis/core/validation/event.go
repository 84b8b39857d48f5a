package validation

import (
	genericvalidation "github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
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

// ValidateEventCreate checks a core/v1 event: metadata, the involved
// object's namespace matching the event's, and the lengths of the short
// fields (upstream requires reportingController, action ... only on
// events with an eventTime; we check the lengths always).
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateEventCreate
// (legacyValidateEvent, the rules for events written through core/v1).
func ValidateEventCreate(event *core.Event) field.ErrorList {
	allErrs := genericvalidation.ValidateObjectMeta(&event.ObjectMeta, true, genericvalidation.NameIsDNSSubdomain, metadataPath)
	return append(allErrs, legacyValidateEvent(event)...)
}

// ValidateEventUpdate checks an update's metadata and the new event.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.ValidateEventUpdate.
func ValidateEventUpdate(newEvent, oldEvent *core.Event) field.ErrorList {
	allErrs := validateObjectMetaUpdate(&newEvent.ObjectMeta, &oldEvent.ObjectMeta)
	return append(allErrs, legacyValidateEvent(newEvent)...)
}

// legacyValidateEvent holds the rules of a core/v1 event.
// Upstream: k8s.io/kubernetes/pkg/apis/core/validation.legacyValidateEvent.
func legacyValidateEvent(event *core.Event) field.ErrorList {
	var allErrs field.ErrorList
	nsPath := field.NewPath("involvedObject", "namespace")
	if len(event.InvolvedObject.Namespace) == 0 {
		// a cluster-scoped object's events go to default
		if event.Namespace != metav1.NamespaceDefault && event.Namespace != "" {
			allErrs = append(allErrs, field.Invalid(nsPath, event.InvolvedObject.Namespace, "does not match event.namespace"))
		}
	} else if event.Namespace != event.InvolvedObject.Namespace {
		allErrs = append(allErrs, field.Invalid(nsPath, event.InvolvedObject.Namespace, "does not match event.namespace"))
	}
	if len(event.ReportingInstance) > ReportingInstanceLengthLimit {
		allErrs = append(allErrs, field.Invalid(field.NewPath("reportingInstance"), "", "can have at most 128 characters"))
	}
	if len(event.Action) > ActionLengthLimit {
		allErrs = append(allErrs, field.Invalid(field.NewPath("action"), "", "can have at most 128 characters"))
	}
	if len(event.Reason) > ReasonLengthLimit {
		allErrs = append(allErrs, field.Invalid(field.NewPath("reason"), "", "can have at most 128 characters"))
	}
	if len(event.Message) > NoteLengthLimit {
		allErrs = append(allErrs, field.Invalid(field.NewPath("message"), "", "can have at most 1024 characters"))
	}
	return allErrs
}
