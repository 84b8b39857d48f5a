package v1

import (
	"fmt"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// The impersonation headers a client sends to act as another user.
// Upstream: k8s.io/api/authentication/v1 (constants).
const (
	ImpersonateUserHeader            = "Impersonate-User"
	ImpersonateGroupHeader           = "Impersonate-Group"
	ImpersonateUIDHeader             = "Impersonate-Uid"
	ImpersonateUserExtraHeaderPrefix = "Impersonate-Extra-"
)

// TokenReview asks whether a token authenticates, and as whom. The
// answer may be cached by the asker.
// Upstream: k8s.io/api/authentication/v1.TokenReview.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type TokenReview struct {
	metav1.TypeMeta `json:",inline"`
	// ObjectMeta is the standard object metadata.
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Spec is the token to review.
	Spec TokenReviewSpec `json:"spec" protobuf:"bytes,2,opt,name=spec"`
	// Status is the server's answer.
	Status TokenReviewStatus `json:"status,omitempty" protobuf:"bytes,3,opt,name=status"`
}

// TokenReviewSpec is the token and the audiences it must be good for.
// Upstream: k8s.io/api/authentication/v1.TokenReviewSpec.
type TokenReviewSpec struct {
	// Token is the opaque bearer token.
	Token string `json:"token,omitempty" protobuf:"bytes,1,opt,name=token"`
	// Audiences the token must be meant for (at least one); empty means
	// the API server's own.
	// +listType=atomic
	Audiences []string `json:"audiences,omitempty" protobuf:"bytes,2,rep,name=audiences"`
}

// TokenReviewStatus is the answer to a TokenReview.
// Upstream: k8s.io/api/authentication/v1.TokenReviewStatus.
type TokenReviewStatus struct {
	// Authenticated is true if the token is good.
	Authenticated bool `json:"authenticated,omitempty" protobuf:"varint,1,opt,name=authenticated"`
	// User is who the token authenticates as.
	User UserInfo `json:"user,omitempty" protobuf:"bytes,2,opt,name=user"`
	// Audiences are the requested audiences the token is good for.
	// +listType=atomic
	Audiences []string `json:"audiences,omitempty" protobuf:"bytes,4,rep,name=audiences"`
	// Error says why the token could not be checked.
	Error string `json:"error,omitempty" protobuf:"bytes,3,opt,name=error"`
}

// UserInfo is a user as an authenticator sees it.
// Upstream: k8s.io/api/authentication/v1.UserInfo.
type UserInfo struct {
	// Username is the user's name.
	Username string `json:"username,omitempty" protobuf:"bytes,1,opt,name=username"`
	// UID identifies the user across time.
	UID string `json:"uid,omitempty" protobuf:"bytes,2,opt,name=uid"`
	// Groups are the user's groups.
	// +listType=atomic
	Groups []string `json:"groups,omitempty" protobuf:"bytes,3,rep,name=groups"`
	// Extra is what else the authenticator knows.
	Extra map[string]ExtraValue `json:"extra,omitempty" protobuf:"bytes,4,rep,name=extra"`
}

// ExtraValue is a value of UserInfo.Extra. As a named slice it is its own
// protobuf message wrapping a repeated string.
// Upstream: k8s.io/api/authentication/v1.ExtraValue.
type ExtraValue []string

// String prints the values as fmt prints a []string.
// Upstream: k8s.io/api/authentication/v1.ExtraValue.String.
func (t ExtraValue) String() string {
	return fmt.Sprintf("%v", []string(t))
}

// TokenRequest asks for a service account token: the serviceaccounts/token
// subresource.
// Upstream: k8s.io/api/authentication/v1.TokenRequest.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type TokenRequest struct {
	metav1.TypeMeta `json:",inline"`
	// ObjectMeta is the standard object metadata.
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Spec is what the token is for.
	Spec TokenRequestSpec `json:"spec" protobuf:"bytes,2,opt,name=spec"`
	// Status holds the token.
	Status TokenRequestStatus `json:"status,omitempty" protobuf:"bytes,3,opt,name=status"`
}

// TokenRequestSpec is what the token is for and how long it lives.
// Upstream: k8s.io/api/authentication/v1.TokenRequestSpec.
type TokenRequestSpec struct {
	// Audiences the token is meant for; empty means the API server's.
	// +listType=atomic
	Audiences []string `json:"audiences" protobuf:"bytes,1,rep,name=audiences"`
	// ExpirationSeconds is the requested lifetime; defaulted to an hour.
	ExpirationSeconds *int64 `json:"expirationSeconds" protobuf:"varint,4,opt,name=expirationSeconds"`
	// BoundObjectRef, if set, makes the token die with a pod or secret.
	BoundObjectRef *BoundObjectReference `json:"boundObjectRef" protobuf:"bytes,3,opt,name=boundObjectRef"`
	// Attestations are claims the server vouches for in the token.
	Attestations map[string]AttestationValue `json:"attestations,omitempty" protobuf:"bytes,5,rep,name=attestations"`
}

// AttestationValue is a value of TokenRequestSpec.Attestations.
// Upstream: k8s.io/api/authentication/v1.AttestationValue.
type AttestationValue []string

// String prints the values as fmt prints a []string.
// Upstream: k8s.io/api/authentication/v1.AttestationValue.String.
func (a AttestationValue) String() string {
	return fmt.Sprintf("%v", []string(a))
}

// TokenRequestStatus is the token and when it expires.
// Upstream: k8s.io/api/authentication/v1.TokenRequestStatus.
type TokenRequestStatus struct {
	// Token is the signed token.
	Token string `json:"token" protobuf:"bytes,1,opt,name=token"`
	// ExpirationTimestamp is when the token stops working.
	ExpirationTimestamp metav1.Time `json:"expirationTimestamp" protobuf:"bytes,2,opt,name=expirationTimestamp"`
}

// BoundObjectReference names the object a token is bound to.
// Upstream: k8s.io/api/authentication/v1.BoundObjectReference.
type BoundObjectReference struct {
	// Kind is Pod, Secret or Node.
	Kind string `json:"kind,omitempty" protobuf:"bytes,1,opt,name=kind"`
	// APIVersion is the object's API version.
	APIVersion string `json:"apiVersion,omitempty" protobuf:"bytes,2,opt,name=apiVersion"`
	// Name is the object's name.
	Name string `json:"name,omitempty" protobuf:"bytes,3,opt,name=name"`
	// UID is the object's UID.
	UID metav1.UID `json:"uid,omitempty" protobuf:"bytes,4,opt,name=uID,casttype=k8s.io/apimachinery/pkg/types.UID"`
}

// SelfSubjectReview asks who the sender of the request is: kubectl auth
// whoami.
// Upstream: k8s.io/api/authentication/v1.SelfSubjectReview.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type SelfSubjectReview struct {
	metav1.TypeMeta `json:",inline"`
	// ObjectMeta is the standard object metadata.
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Status is filled in by the server.
	Status SelfSubjectReviewStatus `json:"status,omitempty" protobuf:"bytes,2,opt,name=status"`
}

// SelfSubjectReviewStatus is the sender, as authenticated.
// Upstream: k8s.io/api/authentication/v1.SelfSubjectReviewStatus.
type SelfSubjectReviewStatus struct {
	// UserInfo is the sender's user.
	UserInfo UserInfo `json:"userInfo,omitempty" protobuf:"bytes,1,opt,name=userInfo"`
}
