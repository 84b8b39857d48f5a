package v1

// Status is the body of every error response, and of the few successes
// that return no object (a delete of a collection, say). Its metadata
// field is always written: ListMeta is a struct, not a pointer.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.Status.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type Status struct {
	// TypeMeta gives the kind and apiVersion.
	TypeMeta `json:",inline"`
	// ListMeta is the standard list metadata; a Status usually leaves it
	// empty.
	ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Status is Success or Failure.
	Status string `json:"status,omitempty" protobuf:"bytes,2,opt,name=status"`
	// Message is for humans.
	Message string `json:"message,omitempty" protobuf:"bytes,3,opt,name=message"`
	// Reason is for machines; it refines, never overrides, the HTTP code.
	Reason StatusReason `json:"reason,omitempty" protobuf:"bytes,4,opt,name=reason,casttype=StatusReason"`
	// Details depend on the reason.
	Details *StatusDetails `json:"details,omitempty" protobuf:"bytes,5,opt,name=details"`
	// Code is the HTTP status code.
	Code int32 `json:"code,omitempty" protobuf:"varint,6,opt,name=code"`
}

// StatusDetails names the object a Status is about and lists the causes.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.StatusDetails.
type StatusDetails struct {
	// Name of the object.
	Name string `json:"name,omitempty" protobuf:"bytes,1,opt,name=name"`
	// Group of the object.
	Group string `json:"group,omitempty" protobuf:"bytes,2,opt,name=group"`
	// Kind of the object (often the resource, such as "pods").
	Kind string `json:"kind,omitempty" protobuf:"bytes,3,opt,name=kind"`
	// UID of the object.
	UID UID `json:"uid,omitempty" protobuf:"bytes,6,opt,name=uid,casttype=k8s.io/apimachinery/pkg/types.UID"`
	// Causes detail the failure, one per field problem.
	// +listType=atomic
	Causes []StatusCause `json:"causes,omitempty" protobuf:"bytes,4,rep,name=causes"`
	// RetryAfterSeconds suggests when to retry.
	RetryAfterSeconds int32 `json:"retryAfterSeconds,omitempty" protobuf:"varint,5,opt,name=retryAfterSeconds"`
}

// The values of Status.Status.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.StatusSuccess.
const (
	StatusSuccess = "Success"
	StatusFailure = "Failure"
)

// StatusReason says why a request failed; each reason has one HTTP code.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.StatusReason.
type StatusReason string

// The values of StatusReason, with the HTTP code each goes with.
const (
	StatusReasonUnknown               StatusReason = ""                      // 500
	StatusReasonUnauthorized          StatusReason = "Unauthorized"          // 401
	StatusReasonForbidden             StatusReason = "Forbidden"             // 403
	StatusReasonNotFound              StatusReason = "NotFound"              // 404
	StatusReasonAlreadyExists         StatusReason = "AlreadyExists"         // 409
	StatusReasonConflict              StatusReason = "Conflict"              // 409
	StatusReasonGone                  StatusReason = "Gone"                  // 410
	StatusReasonInvalid               StatusReason = "Invalid"               // 422
	StatusReasonServerTimeout         StatusReason = "ServerTimeout"         // 500
	StatusReasonStoreReadError        StatusReason = "StorageReadError"      // 500
	StatusReasonTimeout               StatusReason = "Timeout"               // 504
	StatusReasonTooManyRequests       StatusReason = "TooManyRequests"       // 429
	StatusReasonBadRequest            StatusReason = "BadRequest"            // 400
	StatusReasonMethodNotAllowed      StatusReason = "MethodNotAllowed"      // 405
	StatusReasonNotAcceptable         StatusReason = "NotAcceptable"         // 406
	StatusReasonRequestEntityTooLarge StatusReason = "RequestEntityTooLarge" // 413
	StatusReasonUnsupportedMediaType  StatusReason = "UnsupportedMediaType"  // 415
	StatusReasonInternalError         StatusReason = "InternalError"         // 500
	StatusReasonExpired               StatusReason = "Expired"               // 410
	StatusReasonServiceUnavailable    StatusReason = "ServiceUnavailable"    // 503
)

// StatusCause is one reason a request failed, usually one bad field.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.StatusCause.
type StatusCause struct {
	// Type is machine-readable; on the wire it is "reason".
	Type CauseType `json:"reason,omitempty" protobuf:"bytes,1,opt,name=reason,casttype=CauseType"`
	// Message is for humans.
	Message string `json:"message,omitempty" protobuf:"bytes,2,opt,name=message"`
	// Field is the JSON path of the field, such as "metadata.name".
	Field string `json:"field,omitempty" protobuf:"bytes,3,opt,name=field"`
}

// CauseType classifies a StatusCause.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.CauseType.
type CauseType string

// The values of CauseType.
const (
	CauseTypeFieldValueNotFound       CauseType = "FieldValueNotFound"
	CauseTypeFieldValueRequired       CauseType = "FieldValueRequired"
	CauseTypeFieldValueDuplicate      CauseType = "FieldValueDuplicate"
	CauseTypeFieldValueInvalid        CauseType = "FieldValueInvalid"
	CauseTypeFieldValueNotSupported   CauseType = "FieldValueNotSupported"
	CauseTypeForbidden                CauseType = "FieldValueForbidden"
	CauseTypeTooLong                  CauseType = "FieldValueTooLong"
	CauseTypeTooShort                 CauseType = "FieldValueTooShort"
	CauseTypeTooMany                  CauseType = "FieldValueTooMany"
	CauseTypeTooFew                   CauseType = "FieldValueTooFew"
	CauseTypeInternal                 CauseType = "InternalError"
	CauseTypeTypeInvalid              CauseType = "FieldValueTypeInvalid"
	CauseTypeUnexpectedServerResponse CauseType = "UnexpectedServerResponse"
	CauseTypeFieldManagerConflict     CauseType = "FieldManagerConflict"
	CauseTypeResourceVersionTooLarge  CauseType = "ResourceVersionTooLarge"
)
