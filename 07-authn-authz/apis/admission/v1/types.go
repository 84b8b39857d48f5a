package v1

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	authenticationv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/authentication/v1"
)

// GroupName is the admission group.
// Upstream: k8s.io/api/admission/v1.GroupName.
const GroupName = "admission.k8s.io"

// AdmissionReview is the body of a webhook call: the server sends one
// with Request set, the webhook answers with Response set (and the same
// apiVersion and kind).
// Upstream: k8s.io/api/admission/v1.AdmissionReview.
type AdmissionReview struct {
	metav1.TypeMeta `json:""`
	// Request is what is being admitted; set by the server.
	Request *AdmissionRequest `json:"request,omitempty"`
	// Response is the webhook's decision; set by the webhook.
	Response *AdmissionResponse `json:"response,omitempty"`
}

// AdmissionRequest describes one admission call.
// Upstream: k8s.io/api/admission/v1.AdmissionRequest.
type AdmissionRequest struct {
	// UID identifies this call (not the object); the response echoes it.
	UID metav1.UID `json:"uid"`
	// Kind is the kind of Object, in the version sent.
	Kind GroupVersionKind `json:"kind"`
	// Resource is the resource being acted on, in the version sent.
	Resource GroupVersionResource `json:"resource"`
	// SubResource is "status", "scale"... or "".
	SubResource string `json:"subResource,omitempty"`
	// RequestKind is the kind of the original request (it differs from
	// Kind when the object was converted for an Equivalent match).
	RequestKind *GroupVersionKind `json:"requestKind,omitempty"`
	// RequestResource is the resource of the original request.
	RequestResource *GroupVersionResource `json:"requestResource,omitempty"`
	// RequestSubResource is the subresource of the original request.
	RequestSubResource string `json:"requestSubResource,omitempty"`
	// Name is the object's name; empty on a create with generateName.
	Name string `json:"name,omitempty"`
	// Namespace is the object's namespace, if it has one.
	Namespace string `json:"namespace,omitempty"`
	// Operation is CREATE, UPDATE, DELETE or CONNECT.
	Operation Operation `json:"operation"`
	// UserInfo is the requesting user.
	UserInfo authenticationv1.UserInfo `json:"userInfo"`
	// Object is the new object; absent on a delete.
	Object runtime.RawExtension `json:"object,omitempty"`
	// OldObject is the stored object, for an update or a delete.
	OldObject runtime.RawExtension `json:"oldObject,omitempty"`
	// DryRun says nothing will be stored.
	DryRun *bool `json:"dryRun,omitempty"`
	// Options are the CreateOptions, UpdateOptions or DeleteOptions.
	Options runtime.RawExtension `json:"options,omitempty"`
}

// AdmissionResponse is a webhook's decision.
// Upstream: k8s.io/api/admission/v1.AdmissionResponse.
type AdmissionResponse struct {
	// UID must be the request's UID.
	UID metav1.UID `json:"uid"`
	// Allowed says whether the request may proceed.
	Allowed bool `json:"allowed"`
	// Result says why a request is denied: its code and message reach
	// the client.
	Result *metav1.Status `json:"status,omitempty"`
	// Patch is a JSON patch (RFC 6902) to apply to the object; mutating
	// webhooks only.
	Patch []byte `json:"patch,omitempty"`
	// PatchType is "JSONPatch", the only kind there is.
	PatchType *PatchType `json:"patchType,omitempty"`
	// AuditAnnotations are recorded in the audit event, each key
	// prefixed with the webhook's name.
	AuditAnnotations map[string]string `json:"auditAnnotations,omitempty"`
	// Warnings reach the client as Warning headers.
	// +listType=atomic
	Warnings []string `json:"warnings,omitempty"`
}

// PatchType is the form of AdmissionResponse.Patch.
// Upstream: k8s.io/api/admission/v1.PatchType.
type PatchType string

// PatchTypeJSONPatch is RFC 6902 JSON Patch.
// Upstream: k8s.io/api/admission/v1.PatchTypeJSONPatch.
const PatchTypeJSONPatch PatchType = "JSONPatch"

// Operation is the operation of an AdmissionRequest.
// Upstream: k8s.io/api/admission/v1.Operation.
type Operation string

// The operations.
// Upstream: k8s.io/api/admission/v1 (constants).
const (
	Create  Operation = "CREATE"
	Update  Operation = "UPDATE"
	Delete  Operation = "DELETE"
	Connect Operation = "CONNECT"
)

// GroupVersionKind is a kind as JSON: {"group", "version", "kind"}.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.GroupVersionKind (our
// metav1 does not have it yet; only this package needs it).
type GroupVersionKind struct {
	Group   string `json:"group"`
	Version string `json:"version"`
	Kind    string `json:"kind"`
}

// GroupVersionResource is a resource as JSON: {"group", "version", "resource"}.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.GroupVersionResource.
type GroupVersionResource struct {
	Group    string `json:"group"`
	Version  string `json:"version"`
	Resource string `json:"resource"`
}
