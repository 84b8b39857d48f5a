package authentication

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// The impersonation headers a client sends to act as another user.
// Upstream: k8s.io/kubernetes/pkg/apis/authentication (constants).
const (
	ImpersonateUserHeader            = "Impersonate-User"
	ImpersonateUIDHeader             = "Impersonate-Uid"
	ImpersonateGroupHeader           = "Impersonate-Group"
	ImpersonateUserExtraHeaderPrefix = "Impersonate-Extra-"
)

// TokenReview asks whether a token authenticates, and as whom.
// Upstream: k8s.io/kubernetes/pkg/apis/authentication.TokenReview.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type TokenReview struct {
	metav1.TypeMeta
	metav1.ObjectMeta
	// Spec is the token to review.
	Spec TokenReviewSpec
	// Status is the server's answer.
	Status TokenReviewStatus
}

// TokenReviewSpec is the token and the audiences it must be good for.
// Upstream: k8s.io/kubernetes/pkg/apis/authentication.TokenReviewSpec.
type TokenReviewSpec struct {
	// Token is the opaque bearer token.
	Token string
	// Audiences the token must be meant for; empty means the API server's.
	Audiences []string
}

// TokenReviewStatus is whether the token authenticated, as whom, and
// for which of the requested audiences.
// Upstream: k8s.io/kubernetes/pkg/apis/authentication.TokenReviewStatus.
type TokenReviewStatus struct {
	Authenticated bool
	User          UserInfo
	Audiences     []string
	Error         string
}

// UserInfo is a user as an authenticator sees it.
// Upstream: k8s.io/kubernetes/pkg/apis/authentication.UserInfo.
type UserInfo struct {
	Username string
	UID      string
	Groups   []string
	Extra    map[string]ExtraValue
}

// ExtraValue is a value of UserInfo.Extra: a list of strings.
// Upstream: k8s.io/kubernetes/pkg/apis/authentication.ExtraValue.
type ExtraValue []string

// TokenRequest asks for a service account token: the serviceaccounts/token
// subresource.
// Upstream: k8s.io/kubernetes/pkg/apis/authentication.TokenRequest.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type TokenRequest struct {
	metav1.TypeMeta
	metav1.ObjectMeta
	Spec   TokenRequestSpec
	Status TokenRequestStatus
}

// TokenRequestSpec is what the token is for and how long it lives.
// Upstream: k8s.io/kubernetes/pkg/apis/authentication.TokenRequestSpec.
type TokenRequestSpec struct {
	// Audiences the token is meant for; empty means the API server's.
	Audiences []string
	// ExpirationSeconds is the requested lifetime; v1 defaults it to an hour.
	ExpirationSeconds int64
	// BoundObjectRef, if set, makes the token die with a pod or secret.
	BoundObjectRef *BoundObjectReference
	// Attestations are claims the server vouches for in the token (only
	// for webhook-bound tokens upstream, which no stage issues).
	Attestations map[string]AttestationValue
}

// AttestationValue is a value of TokenRequestSpec.Attestations.
// Upstream: k8s.io/kubernetes/pkg/apis/authentication.AttestationValue.
type AttestationValue []string

// TokenRequestStatus is the token and when it expires.
// Upstream: k8s.io/kubernetes/pkg/apis/authentication.TokenRequestStatus.
type TokenRequestStatus struct {
	Token               string
	ExpirationTimestamp metav1.Time
}

// BoundObjectReference names the object a token is bound to.
// Upstream: k8s.io/kubernetes/pkg/apis/authentication.BoundObjectReference.
type BoundObjectReference struct {
	Kind       string
	APIVersion string
	Name       string
	UID        metav1.UID
}

// SelfSubjectReview asks who the sender of the request is.
// Upstream: k8s.io/kubernetes/pkg/apis/authentication.SelfSubjectReview.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type SelfSubjectReview struct {
	metav1.TypeMeta
	metav1.ObjectMeta
	Status SelfSubjectReviewStatus
}

// SelfSubjectReviewStatus is the sender, as authenticated.
// Upstream: k8s.io/kubernetes/pkg/apis/authentication.SelfSubjectReviewStatus.
type SelfSubjectReviewStatus struct {
	UserInfo UserInfo
}
