package v1

import (
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// Event reports something that happened to an object, in the shape the
// events.k8s.io API gives it (client-go's new event recorder, which
// kube-scheduler and kube-controller-manager use, writes these).
// Upstream: k8s.io/api/events/v1.Event.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type Event struct {
	metav1.TypeMeta `json:",inline"`
	// ObjectMeta is the standard object metadata.
	metav1.ObjectMeta `json:"metadata" protobuf:"bytes,1,opt,name=metadata"`
	// EventTime is when the event was first observed; required.
	EventTime metav1.MicroTime `json:"eventTime" protobuf:"bytes,2,opt,name=eventTime"`
	// Series is the data of an event that repeats.
	Series *EventSeries `json:"series,omitempty" protobuf:"bytes,3,opt,name=series"`
	// ReportingController is the controller that emitted the event.
	ReportingController string `json:"reportingController,omitempty" protobuf:"bytes,4,opt,name=reportingController"`
	// ReportingInstance is the controller's instance.
	ReportingInstance string `json:"reportingInstance,omitempty" protobuf:"bytes,5,opt,name=reportingInstance"`
	// Action is what was done, or failed.
	Action string `json:"action,omitempty" protobuf:"bytes,6,name=action"`
	// Reason is why the action was taken.
	Reason string `json:"reason,omitempty" protobuf:"bytes,7,name=reason"`
	// Regarding is the object the event is about (core: involvedObject).
	Regarding corev1.ObjectReference `json:"regarding,omitempty" protobuf:"bytes,8,opt,name=regarding"`
	// Related is a second object involved.
	Related *corev1.ObjectReference `json:"related,omitempty" protobuf:"bytes,9,opt,name=related"`
	// Note is a human-readable description (core: message).
	Note string `json:"note,omitempty" protobuf:"bytes,10,opt,name=note"`
	// Type is Normal or Warning.
	Type string `json:"type,omitempty" protobuf:"bytes,11,opt,name=type"`
	// DeprecatedSource is core's source.
	DeprecatedSource corev1.EventSource `json:"deprecatedSource,omitempty" protobuf:"bytes,12,opt,name=deprecatedSource"`
	// DeprecatedFirstTimestamp is core's firstTimestamp.
	DeprecatedFirstTimestamp metav1.Time `json:"deprecatedFirstTimestamp,omitempty" protobuf:"bytes,13,opt,name=deprecatedFirstTimestamp"`
	// DeprecatedLastTimestamp is core's lastTimestamp.
	DeprecatedLastTimestamp metav1.Time `json:"deprecatedLastTimestamp,omitempty" protobuf:"bytes,14,opt,name=deprecatedLastTimestamp"`
	// DeprecatedCount is core's count.
	DeprecatedCount int32 `json:"deprecatedCount,omitempty" protobuf:"varint,15,opt,name=deprecatedCount"`
}

// EventSeries is the data of an event that repeats.
// Upstream: k8s.io/api/events/v1.EventSeries.
type EventSeries struct {
	// Count is how many times it happened.
	Count int32 `json:"count" protobuf:"varint,1,opt,name=count"`
	// LastObservedTime is when it last happened.
	LastObservedTime metav1.MicroTime `json:"lastObservedTime" protobuf:"bytes,2,opt,name=lastObservedTime"`
}

// EventList is a list of Events.
// Upstream: k8s.io/api/events/v1.EventList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type EventList struct {
	metav1.TypeMeta `json:",inline"`
	// ListMeta is the standard list metadata.
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Items are the events.
	Items []Event `json:"items" protobuf:"bytes,2,rep,name=items"`
}
