package storage

import (
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	apiserverserviceaccount "github.com/kube-rebuilt/apiserver/02-generic-server/authentication/serviceaccount"
	genericapirequest "github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/warning"
	"github.com/kube-rebuilt/apiserver/06-filters/audit"
	authenticationapi "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/authentication"
	authenticationvalidation "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/authentication/validation"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/authentication/authenticator"
	token "github.com/kube-rebuilt/apiserver/07-authn-authz/serviceaccount"
)

// gvk is the kind of the subresource: authentication's, not core's.
// Upstream: k8s.io/kubernetes/pkg/registry/core/serviceaccount/storage.gvk.
var gvk = schema.GroupVersionKind{Group: "authentication.k8s.io", Version: "v1", Kind: "TokenRequest"}

// TokenREST issues tokens for service accounts.
// Upstream: k8s.io/kubernetes/pkg/registry/core/serviceaccount/storage.TokenREST.
type TokenREST struct {
	svcaccts, pods, secrets      rest.Getter
	issuer                       token.TokenGenerator
	auds                         authenticator.Audiences
	maxExpirationSeconds         int64
	extendExpiration             bool
	maxExtendedExpirationSeconds int64
}

// The storage's abilities, checked at compile time.
var (
	_ rest.NamedCreater             = &TokenREST{}
	_ rest.GroupVersionKindProvider = &TokenREST{}
)

// NewTokenREST issues tokens with issuer for the service accounts in
// svcaccts, bound to pods or secrets found in pods and secrets (03's
// Stores). auds are the API server's audiences, the default of a request
// that names none. maxExpirationSeconds, if not 0, caps lifetimes;
// extendExpiration gives a pod's projected token (asking for
// token.WarnOnlyBoundTokenExpirationSeconds) maxExtendedExpirationSeconds
// instead, with a warnafter claim.
// Upstream: the TokenREST literal of k8s.io/kubernetes/pkg/registry/core/serviceaccount/storage.NewREST.
func NewTokenREST(svcaccts, pods, secrets rest.Getter, issuer token.TokenGenerator, auds authenticator.Audiences,
	maxExpirationSeconds int64, extendExpiration bool, maxExtendedExpirationSeconds int64) *TokenREST {
	return &TokenREST{svcaccts: svcaccts, pods: pods, secrets: secrets, issuer: issuer, auds: auds,
		maxExpirationSeconds: maxExpirationSeconds, extendExpiration: extendExpiration, maxExtendedExpirationSeconds: maxExtendedExpirationSeconds}
}

// New returns an empty TokenRequest.
// Upstream: k8s.io/kubernetes/pkg/registry/core/serviceaccount/storage.(*TokenREST).New.
func (r *TokenREST) New() runtime.Object { return &authenticationapi.TokenRequest{} }

// Destroy does nothing.
// Upstream: k8s.io/kubernetes/pkg/registry/core/serviceaccount/storage.(*TokenREST).Destroy.
func (r *TokenREST) Destroy() {}

// GroupVersionKind is authentication.k8s.io/v1 TokenRequest, whatever
// group the subresource is served in.
// Upstream: k8s.io/kubernetes/pkg/registry/core/serviceaccount/storage.(*TokenREST).GroupVersionKind.
func (r *TokenREST) GroupVersionKind(schema.GroupVersion) schema.GroupVersionKind { return gvk }

// Create issues a token for service account name in the request's
// namespace.
// Upstream: k8s.io/kubernetes/pkg/registry/core/serviceaccount/storage.(*TokenREST).Create.
func (r *TokenREST) Create(ctx context.Context, name string, obj runtime.Object, createValidation rest.ValidateObjectFunc, options *metav1.CreateOptions) (runtime.Object, error) {
	req, ok := obj.(*authenticationapi.TokenRequest)
	if !ok {
		return nil, errors.NewBadRequest(fmt.Sprintf("not a TokenRequest: %#v", obj))
	}
	svcacct, err := r.serviceAccount(ctx, name, req)
	if err != nil {
		return nil, err
	}
	nowTime := time.Now()
	r.complete(req, svcacct, nowTime)
	if errs := authenticationvalidation.ValidateTokenRequest(req); len(errs) != 0 {
		return nil, errors.NewInvalid(gvk.GroupKind(), "", errs)
	}
	if createValidation != nil {
		if err := createValidation(ctx, obj.DeepCopyObject()); err != nil {
			return nil, err
		}
	}
	pod, secret, err := r.boundObject(ctx, name, req.Spec.BoundObjectRef)
	if err != nil {
		return nil, err
	}
	return r.issue(ctx, req, svcacct, pod, secret, nowTime)
}

// serviceAccount checks the request's name, namespace and UID against
// the URL and the stored service account, and returns the latter.
// Upstream: the first part of (*TokenREST).Create.
func (r *TokenREST) serviceAccount(ctx context.Context, name string, req *authenticationapi.TokenRequest) (*core.ServiceAccount, error) {
	namespace, ok := genericapirequest.NamespaceFrom(ctx)
	if !ok {
		return nil, errors.NewBadRequest("namespace is required")
	}
	if len(req.Name) > 0 && req.Name != name {
		errs := field.ErrorList{field.Invalid(field.NewPath("metadata").Child("name"), req.Name, "must match the service account name if specified")}
		return nil, errors.NewInvalid(gvk.GroupKind(), name, errs)
	}
	if len(req.Namespace) > 0 && req.Namespace != namespace {
		errs := field.ErrorList{field.Invalid(field.NewPath("metadata").Child("namespace"), req.Namespace, "must match the service account namespace if specified")}
		return nil, errors.NewInvalid(gvk.GroupKind(), name, errs)
	}
	obj, err := r.svcaccts.Get(ctx, name, &metav1.GetOptions{})
	if err != nil {
		return nil, err
	}
	svcacct := obj.(*core.ServiceAccount)
	if len(req.UID) > 0 && req.UID != svcacct.UID {
		return nil, errors.NewConflict(schema.GroupResource{Group: gvk.Group, Resource: gvk.Kind}, name,
			fmt.Errorf("the UID in the token request (%s) does not match the UID of the service account (%s)", req.UID, svcacct.UID))
	}
	return svcacct, nil
}

// complete fills in the defaults: the API audiences, the service
// account's name, namespace and UID, the time; and clears the status.
// Upstream: the middle part of (*TokenREST).Create.
func (r *TokenREST) complete(req *authenticationapi.TokenRequest, svcacct *core.ServiceAccount, now time.Time) {
	if len(req.Spec.Audiences) == 0 {
		req.Spec.Audiences = r.auds
	}
	req.Name, req.Namespace, req.UID = svcacct.Name, svcacct.Namespace, svcacct.UID
	req.CreationTimestamp = metav1.NewTime(now)
	req.Status = authenticationapi.TokenRequestStatus{}
}

// boundObject finds the pod or secret the token is to be bound to, and
// checks the reference's UID. A pod must run as the service account.
// Upstream: the BoundObjectRef switch of (*TokenREST).Create.
func (r *TokenREST) boundObject(ctx context.Context, saName string, ref *authenticationapi.BoundObjectReference) (*core.Pod, *core.Secret, error) {
	if ref == nil {
		return nil, nil, nil
	}
	var pod *core.Pod
	var secret *core.Secret
	var uid metav1.UID
	refGVK := schema.FromAPIVersionAndKind(ref.APIVersion, ref.Kind)
	switch {
	case refGVK.Group == "" && refGVK.Kind == "Pod":
		obj, err := r.pods.Get(ctx, ref.Name, &metav1.GetOptions{})
		if err != nil {
			return nil, nil, err
		}
		pod = obj.(*core.Pod)
		if saName != pod.Spec.ServiceAccountName {
			return nil, nil, errors.NewBadRequest(fmt.Sprintf("cannot bind token for serviceaccount %q to pod running with different serviceaccount name.", saName))
		}
		uid = pod.UID
	case refGVK.Group == "" && refGVK.Kind == "Secret":
		obj, err := r.secrets.Get(ctx, ref.Name, &metav1.GetOptions{})
		if err != nil {
			return nil, nil, err
		}
		secret = obj.(*core.Secret)
		uid = secret.UID
	default:
		return nil, nil, errors.NewBadRequest(fmt.Sprintf("cannot bind token to object of type %s", refGVK.String()))
	}
	if ref.UID != "" && uid != ref.UID {
		return nil, nil, errors.NewConflict(schema.GroupResource{Group: refGVK.Group, Resource: refGVK.Kind}, ref.Name,
			fmt.Errorf("the UID in the bound object reference (%s) does not match the UID in record. The object might have been deleted and then recreated", ref.UID))
	}
	return pod, secret, nil
}

// issue caps or extends the lifetime, signs the claims and answers with
// the token and when it expires (the requested lifetime, even when the
// token was extended: the client refreshes on schedule).
// Upstream: the last part of (*TokenREST).Create.
func (r *TokenREST) issue(ctx context.Context, req *authenticationapi.TokenRequest, svcacct *core.ServiceAccount, pod *core.Pod, secret *core.Secret, now time.Time) (runtime.Object, error) {
	if r.maxExpirationSeconds > 0 && req.Spec.ExpirationSeconds > r.maxExpirationSeconds {
		warning.AddWarning(ctx, fmt.Sprintf("requested expiration of %d seconds shortened to %d seconds", req.Spec.ExpirationSeconds, r.maxExpirationSeconds))
		req.Spec.ExpirationSeconds = r.maxExpirationSeconds
	}
	var warnAfter int64
	exp := req.Spec.ExpirationSeconds
	if r.extendExpiration && pod != nil && exp == token.WarnOnlyBoundTokenExpirationSeconds && r.isKubeAudiences(req.Spec.Audiences) {
		warnAfter, exp = exp, r.maxExtendedExpirationSeconds
	}
	var node *metav1.ObjectMeta
	if pod != nil && pod.Spec.NodeName != "" {
		node = &metav1.ObjectMeta{Name: pod.Spec.NodeName}
	}
	sc, pc, err := token.Claims(*svcacct, pod, secret, node, exp, warnAfter, req.Spec.Audiences)
	if err != nil {
		return nil, err
	}
	tokdata, err := r.issuer.GenerateToken(ctx, sc, pc)
	if err != nil {
		return nil, errors.NewInternalError(fmt.Errorf("failed to generate token: %v", err))
	}
	out := req.DeepCopy()
	out.Status = authenticationapi.TokenRequestStatus{
		Token:               tokdata,
		ExpirationTimestamp: metav1.NewTime(now.Add(time.Duration(out.Spec.ExpirationSeconds) * time.Second)),
	}
	if sc.ID != "" {
		audit.AddAuditAnnotation(ctx, apiserverserviceaccount.IssuedCredentialIDAuditAnnotationKey, "JTI="+sc.ID)
	}
	return out, nil
}

// isKubeAudiences reports whether every audience is the API server's.
// Upstream: k8s.io/kubernetes/pkg/registry/core/serviceaccount/storage.(*TokenREST).isKubeAudiences.
func (r *TokenREST) isKubeAudiences(tokenAudience []string) bool {
	for _, aud := range tokenAudience {
		if !slices.Contains(r.auds, aud) {
			return false
		}
	}
	return true
}
