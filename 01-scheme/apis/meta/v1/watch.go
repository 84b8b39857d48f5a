package v1

import (
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/conversion"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// WatchEvent is one frame of a watch stream: {"type":"ADDED","object":{...}}.
// Type is ADDED, MODIFIED, DELETED, BOOKMARK or ERROR (then the object is
// a Status). It carries no kind of its own: GetObjectKind is empty.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.WatchEvent.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type WatchEvent struct {
	// Type of the event.
	Type string `json:"type" protobuf:"bytes,1,opt,name=type"`
	// Object is the new state (ADDED, MODIFIED), the last state
	// (DELETED), a bookmark's resourceVersion carrier, or a Status (ERROR).
	Object runtime.RawExtension `json:"object" protobuf:"bytes,2,opt,name=object"`
}

// GetObjectKind returns the empty ObjectKind: a watch event is framed
// without apiVersion and kind.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.(*WatchEvent).GetObjectKind.
func (e *WatchEvent) GetObjectKind() schema.ObjectKind { return schema.EmptyObjectKind }

// InternalEvent is the internal version of WatchEvent: the event with its
// object decoded. Upstream it is watch.Event (k8s.io/apimachinery/pkg/watch)
// under another name; until a watch package exists it declares the same
// two fields, with the event type as a plain string.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.InternalEvent.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type InternalEvent struct {
	// Type of the event.
	Type string
	// Object is the decoded object.
	Object runtime.Object
}

// GetObjectKind returns the empty ObjectKind.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.(*InternalEvent).GetObjectKind.
func (e *InternalEvent) GetObjectKind() schema.ObjectKind { return schema.EmptyObjectKind }

// Convert_v1_InternalEvent_To_v1_WatchEvent keeps a still-encoded object
// (a *runtime.Unknown) as raw bytes, else the object itself for the
// serializer to encode.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.Convert_v1_InternalEvent_To_v1_WatchEvent.
func Convert_v1_InternalEvent_To_v1_WatchEvent(in *InternalEvent, out *WatchEvent, s conversion.Scope) error {
	out.Type = in.Type
	switch t := in.Object.(type) {
	case *runtime.Unknown:
		out.Object.Raw = t.Raw
	case nil:
	default:
		out.Object.Object = in.Object
	}
	return nil
}

// Convert_v1_WatchEvent_To_v1_InternalEvent takes the decoded object if
// there is one, else wraps the raw JSON in a *runtime.Unknown.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.Convert_v1_WatchEvent_To_v1_InternalEvent.
func Convert_v1_WatchEvent_To_v1_InternalEvent(in *WatchEvent, out *InternalEvent, s conversion.Scope) error {
	out.Type = in.Type
	if in.Object.Object != nil {
		out.Object = in.Object.Object
	} else if in.Object.Raw != nil {
		out.Object = &runtime.Unknown{Raw: in.Object.Raw, ContentType: "application/json"}
	}
	return nil
}

// addWatchEventConversions registers both functions with the scheme.
func addWatchEventConversions(scheme *runtime.Scheme) error {
	if err := scheme.AddConversionFunc((*InternalEvent)(nil), (*WatchEvent)(nil), func(a, b interface{}, s conversion.Scope) error {
		return Convert_v1_InternalEvent_To_v1_WatchEvent(a.(*InternalEvent), b.(*WatchEvent), s)
	}); err != nil {
		return fmt.Errorf("registering InternalEvent to WatchEvent: %w", err)
	}
	if err := scheme.AddConversionFunc((*WatchEvent)(nil), (*InternalEvent)(nil), func(a, b interface{}, s conversion.Scope) error {
		return Convert_v1_WatchEvent_To_v1_InternalEvent(a.(*WatchEvent), b.(*InternalEvent), s)
	}); err != nil {
		return fmt.Errorf("registering WatchEvent to InternalEvent: %w", err)
	}
	return nil
}
