package serviceaccount

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	apiserverserviceaccount "github.com/kube-rebuilt/apiserver/02-generic-server/authentication/serviceaccount"
)

// The token lifetimes the TokenRequest API works with.
// Upstream: k8s.io/kubernetes/pkg/serviceaccount (constants).
const (
	// WarnOnlyBoundTokenExpirationSeconds is the lifetime a pod's
	// projected token asks for when the server extends it.
	WarnOnlyBoundTokenExpirationSeconds = 60*60 + 7
	// ExpirationExtensionSeconds is how long such a token really lives.
	ExpirationExtensionSeconds = 24 * 365 * 60 * 60
)

// now and newUUID are replaced by tests.
var (
	now     = time.Now
	newUUID = uuid.NewString
)

// privateClaims are the "kubernetes.io" claims of a token.
// Upstream: k8s.io/kubernetes/pkg/serviceaccount.privateClaims.
type privateClaims struct {
	Kubernetes kubernetes `json:"kubernetes.io,omitempty"`
}

// kubernetes says whose token it is and what it is bound to.
// Upstream: k8s.io/kubernetes/pkg/serviceaccount.kubernetes (without the
// webhook configurations and attestations).
type kubernetes struct {
	Namespace string       `json:"namespace,omitempty"`
	Svcacct   ref          `json:"serviceaccount,omitempty"`
	Pod       *ref         `json:"pod,omitempty"`
	Secret    *ref         `json:"secret,omitempty"`
	Node      *ref         `json:"node,omitempty"`
	WarnAfter *NumericDate `json:"warnafter,omitempty"`
}

// ref names an object and pins its UID.
// Upstream: k8s.io/kubernetes/pkg/serviceaccount.ref.
type ref struct {
	Name string `json:"name,omitempty"`
	UID  string `json:"uid,omitempty"`
}

// Claims are the claims of a token for sa, valid from now for
// expirationSeconds, for audience, with a fresh jti, bound to a pod (and
// the node it runs on) or to a secret. warnafter, if not 0, is when, in
// seconds from now, using the token starts to count as stale.
// node is the node's metadata: stage 07 has no Node type.
// Upstream: k8s.io/kubernetes/pkg/serviceaccount.Claims (with the
// ServiceAccountTokenJTI and ServiceAccountTokenPodNodeInfo gates on and
// node binding without a pod, webhook binding and attestations left out).
func Claims(sa core.ServiceAccount, pod *core.Pod, secret *core.Secret, node *metav1.ObjectMeta, expirationSeconds, warnafter int64, audience []string) (*JWTClaims, any, error) {
	if secret != nil && (node != nil || pod != nil) {
		return nil, nil, errors.New("internal error, token can only be bound to one object type")
	}
	if node != nil && pod == nil {
		return nil, nil, errors.New("token bound to a Node object alone is not supported")
	}
	now := now()
	sc := &JWTClaims{
		Subject:   apiserverserviceaccount.MakeUsername(sa.Namespace, sa.Name),
		Audience:  Audience(audience),
		IssuedAt:  NewNumericDate(now),
		NotBefore: NewNumericDate(now),
		Expiry:    NewNumericDate(now.Add(time.Duration(expirationSeconds) * time.Second)),
		ID:        newUUID(),
	}
	pc := &privateClaims{Kubernetes: kubernetes{
		Namespace: sa.Namespace,
		Svcacct:   ref{Name: sa.Name, UID: string(sa.UID)},
	}}
	switch {
	case pod != nil:
		pc.Kubernetes.Pod = &ref{Name: pod.Name, UID: string(pod.UID)}
		if node != nil {
			pc.Kubernetes.Node = &ref{Name: node.Name, UID: string(node.UID)}
		}
	case secret != nil:
		pc.Kubernetes.Secret = &ref{Name: secret.Name, UID: string(secret.UID)}
	}
	if warnafter != 0 {
		pc.Kubernetes.WarnAfter = NewNumericDate(now.Add(time.Duration(warnafter) * time.Second))
	}
	return sc, pc, nil
}

// ServiceAccountTokenGetter finds the objects a token names, so that a
// token dies with its service account, pod or secret. The app backs it
// with the core storage (upstream: informers' listers, falling back to
// storage).
// Upstream: k8s.io/kubernetes/pkg/serviceaccount.ServiceAccountTokenGetter
// (without GetNode and the webhook configurations).
type ServiceAccountTokenGetter interface {
	GetServiceAccount(ctx context.Context, namespace, name string) (*corev1.ServiceAccount, error)
	GetPod(ctx context.Context, namespace, name string) (*corev1.Pod, error)
	GetSecret(ctx context.Context, namespace, name string) (*corev1.Secret, error)
}

// NewValidator is the Validator of tokens this server issues, backed by
// getter. Pass it to JWTTokenAuthenticator.
// Upstream: k8s.io/kubernetes/pkg/serviceaccount.NewValidator.
func NewValidator(getter ServiceAccountTokenGetter) Validator[privateClaims] {
	return &validator{getter: getter}
}

// validator is NewValidator's Validator.
// Upstream: k8s.io/kubernetes/pkg/serviceaccount.validator.
type validator struct {
	getter ServiceAccountTokenGetter
}

var _ Validator[privateClaims] = &validator{}

// Validate checks the time claims, then that the service account and the
// bound pod or secret exist with the token's UIDs and were not deleted
// more than a leeway ago.
// Upstream: k8s.io/kubernetes/pkg/serviceaccount.(*validator).Validate.
func (v *validator) Validate(ctx context.Context, _ string, public *JWTClaims, private *privateClaims) (*apiserverserviceaccount.ServiceAccountInfo, error) {
	nowTime := now()
	if err := validateTimeClaims(public, nowTime); err != nil {
		return nil, err
	}
	k := &private.Kubernetes
	if k.Node != nil && k.Pod == nil {
		return nil, errors.New("token is bound to a Node object, which this server cannot validate")
	}
	invalidIfDeletedBefore := nowTime.Add(-DefaultLeeway)
	if err := v.checkServiceAccount(ctx, k, invalidIfDeletedBefore); err != nil {
		return nil, err
	}
	if err := v.checkSecret(ctx, k, invalidIfDeletedBefore); err != nil {
		return nil, err
	}
	if err := v.checkPod(ctx, k, invalidIfDeletedBefore); err != nil {
		return nil, err
	}
	info := &apiserverserviceaccount.ServiceAccountInfo{
		Namespace: k.Namespace, Name: k.Svcacct.Name, UID: k.Svcacct.UID,
		CredentialID: credentialIDForJTI(public.ID),
	}
	if k.Pod != nil {
		info.PodName, info.PodUID = k.Pod.Name, k.Pod.UID
		if k.Node != nil {
			info.NodeName, info.NodeUID = k.Node.Name, k.Node.UID
		}
	}
	return info, nil
}

// validateTimeClaims words validateTime's errors as upstream does.
// Upstream: the switch at the top of (*validator).Validate.
func validateTimeClaims(public *JWTClaims, now time.Time) error {
	switch err := public.validateTime(now, DefaultLeeway); err {
	case nil:
		return nil
	case ErrExpired:
		return errors.New("service account token has expired")
	case ErrNotValidYet:
		return errors.New("service account token is not valid yet")
	case ErrIssuedInTheFuture:
		return errors.New("service account token is issued in the future")
	default:
		return errors.New("service account token claims could not be validated due to unexpected validation error")
	}
}

// checkServiceAccount: the service account exists, has the token's UID
// and is not being deleted for longer than the leeway.
// Upstream: part of (*validator).Validate.
func (v *validator) checkServiceAccount(ctx context.Context, k *kubernetes, deletedBefore time.Time) error {
	sa, err := v.getter.GetServiceAccount(ctx, k.Namespace, k.Svcacct.Name)
	if err != nil {
		return err
	}
	if string(sa.UID) != k.Svcacct.UID {
		return fmt.Errorf("service account UID (%s) does not match claim (%s)", sa.UID, k.Svcacct.UID)
	}
	if deleted(sa.DeletionTimestamp, deletedBefore) {
		return fmt.Errorf("service account %s/%s has been deleted", k.Namespace, k.Svcacct.Name)
	}
	return nil
}

// checkSecret: the bound secret, if any, still stands.
// Upstream: part of (*validator).Validate.
func (v *validator) checkSecret(ctx context.Context, k *kubernetes, deletedBefore time.Time) error {
	if k.Secret == nil {
		return nil
	}
	secret, err := v.getter.GetSecret(ctx, k.Namespace, k.Secret.Name)
	if err != nil {
		return errors.New("service account token has been invalidated")
	}
	if string(secret.UID) != k.Secret.UID {
		return fmt.Errorf("secret UID (%s) does not match service account secret ref claim (%s)", secret.UID, k.Secret.UID)
	}
	if deleted(secret.DeletionTimestamp, deletedBefore) {
		return errors.New("service account token has been invalidated")
	}
	return nil
}

// checkPod: the bound pod, if any, still stands.
// Upstream: part of (*validator).Validate.
func (v *validator) checkPod(ctx context.Context, k *kubernetes, deletedBefore time.Time) error {
	if k.Pod == nil {
		return nil
	}
	pod, err := v.getter.GetPod(ctx, k.Namespace, k.Pod.Name)
	if err != nil {
		return errors.New("service account token has been invalidated")
	}
	if string(pod.UID) != k.Pod.UID {
		return fmt.Errorf("pod UID (%s) does not match service account pod ref claim (%s)", pod.UID, k.Pod.UID)
	}
	if deleted(pod.DeletionTimestamp, deletedBefore) {
		return errors.New("service account token has been invalidated")
	}
	return nil
}

// deleted reports whether a deletion was requested before t.
func deleted(ts *metav1.Time, t time.Time) bool {
	return ts != nil && ts.Time.Before(t)
}

// credentialIDForJTI is the credential ID of a token with jti.
// Upstream: k8s.io/apiserver/pkg/authentication/token/jwt.CredentialIDForJTI.
func credentialIDForJTI(jti string) string {
	if jti == "" {
		return ""
	}
	return "JTI=" + jti
}
