package v1

import (
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/conversion"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

func init() {
	localSchemeBuilder.Register(AddFieldLabelConversionsForEvent)
}

// Convert_v1_Event_To_core_Event converts the fields with the same name,
// then the renamed ones.
// Upstream: k8s.io/kubernetes/pkg/apis/events/v1.Convert_v1_Event_To_core_Event.
func Convert_v1_Event_To_core_Event(in *Event, out *core.Event, s conversion.Scope) error {
	if err := autoConvert_v1_Event_To_core_Event(in, out, s); err != nil {
		return err
	}
	if err := corev1.Convert_v1_ObjectReference_To_core_ObjectReference(&in.Regarding, &out.InvolvedObject, s); err != nil {
		return err
	}
	if err := corev1.Convert_v1_EventSource_To_core_EventSource(&in.DeprecatedSource, &out.Source, s); err != nil {
		return err
	}
	out.Message = in.Note
	// The generated code copied the kind and apiVersion: an internal
	// object has none.
	out.TypeMeta = metav1.TypeMeta{}
	out.FirstTimestamp = in.DeprecatedFirstTimestamp
	out.LastTimestamp = in.DeprecatedLastTimestamp
	out.Count = in.DeprecatedCount
	return nil
}

// Convert_core_Event_To_v1_Event converts the fields with the same name,
// then the renamed ones.
// Upstream: k8s.io/kubernetes/pkg/apis/events/v1.Convert_core_Event_To_v1_Event.
func Convert_core_Event_To_v1_Event(in *core.Event, out *Event, s conversion.Scope) error {
	if err := autoConvert_core_Event_To_v1_Event(in, out, s); err != nil {
		return err
	}
	if err := corev1.Convert_core_ObjectReference_To_v1_ObjectReference(&in.InvolvedObject, &out.Regarding, s); err != nil {
		return err
	}
	if err := corev1.Convert_core_EventSource_To_v1_EventSource(&in.Source, &out.DeprecatedSource, s); err != nil {
		return err
	}
	out.Note = in.Message
	// The generated code copied the stored object's kind and apiVersion
	// (core's v1): an events.k8s.io/v1 item of a list carries none, as
	// upstream's (the encoder sets the top-level object's).
	out.TypeMeta = metav1.TypeMeta{}
	out.DeprecatedFirstTimestamp = in.FirstTimestamp
	out.DeprecatedLastTimestamp = in.LastTimestamp
	out.DeprecatedCount = in.Count
	return nil
}

// AddFieldLabelConversionsForEvent maps the field selectors of
// events.k8s.io/v1 ("regarding.name=web") to the fields core's event
// storage selects on ("involvedObject.name"); any other is refused.
// Upstream: k8s.io/kubernetes/pkg/apis/events/v1.AddFieldLabelConversionsForEvent.
func AddFieldLabelConversionsForEvent(scheme *runtime.Scheme) error {
	mapping := map[string]string{
		"reason":                    "reason",
		"regarding.kind":            "involvedObject.kind",
		"regarding.namespace":       "involvedObject.namespace",
		"regarding.name":            "involvedObject.name",
		"regarding.uid":             "involvedObject.uid",
		"regarding.apiVersion":      "involvedObject.apiVersion",
		"regarding.resourceVersion": "involvedObject.resourceVersion",
		"regarding.fieldPath":       "involvedObject.fieldPath",
		"reportingController":       "reportingComponent",
		"type":                      "type",
		"metadata.namespace":        "metadata.namespace",
		"metadata.name":             "metadata.name",
	}
	return scheme.AddFieldLabelConversionFunc(SchemeGroupVersion.WithKind("Event"),
		func(label, value string) (string, string, error) {
			mappedLabel, ok := mapping[label]
			if !ok {
				return "", "", fmt.Errorf("field label not supported: %s", label)
			}
			return mappedLabel, value, nil
		},
	)
}
