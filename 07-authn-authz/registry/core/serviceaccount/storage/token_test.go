package storage

import (
	"context"
	"crypto/rand"
	"crypto/rsa"
	"encoding/base64"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	authenticationapi "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/authentication"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/authentication/authenticator"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/serviceaccount"
)

// memory is a storage of internal objects keyed by namespace/name.
type memory map[string]runtime.Object

func (m memory) Get(ctx context.Context, name string, _ *metav1.GetOptions) (runtime.Object, error) {
	if obj, ok := m[request.NamespaceValue(ctx)+"/"+name]; ok {
		return obj, nil
	}
	return nil, apierrors.NewNotFound(schema.GroupResource{Resource: "things"}, name)
}

// objects answers the validator from the same maps, converted by hand
// (metadata is all it reads).
type objects struct{ sa, pods, secrets memory }

func (o objects) GetServiceAccount(ctx context.Context, ns, name string) (*corev1.ServiceAccount, error) {
	obj, err := o.sa.Get(request.WithNamespace(ctx, ns), name, nil)
	if err != nil {
		return nil, err
	}
	return &corev1.ServiceAccount{ObjectMeta: obj.(*core.ServiceAccount).ObjectMeta}, nil
}

func (o objects) GetPod(ctx context.Context, ns, name string) (*corev1.Pod, error) {
	obj, err := o.pods.Get(request.WithNamespace(ctx, ns), name, nil)
	if err != nil {
		return nil, err
	}
	return &corev1.Pod{ObjectMeta: obj.(*core.Pod).ObjectMeta}, nil
}

func (o objects) GetSecret(context.Context, string, string) (*corev1.Secret, error) {
	return nil, errors.New("no secrets")
}

func TestTokenRequest(t *testing.T) {
	key, _ := rsa.GenerateKey(rand.Reader, 2048)
	const issuer = "https://kubernetes.default.svc"
	apiAuds := authenticator.Audiences{issuer}
	gen, _ := serviceaccount.JWTTokenGenerator(issuer, key)
	keys, _ := serviceaccount.StaticPublicKeysGetter([]any{key})
	world := objects{
		sa: memory{"ns/builder": &core.ServiceAccount{ObjectMeta: metav1.ObjectMeta{Namespace: "ns", Name: "builder", UID: "sa-uid"}}},
		pods: memory{
			"ns/build-1": &core.Pod{ObjectMeta: metav1.ObjectMeta{Namespace: "ns", Name: "build-1", UID: "pod-uid"},
				Spec: core.PodSpec{ServiceAccountName: "builder", NodeName: "node-a"}},
			"ns/other": &core.Pod{ObjectMeta: metav1.ObjectMeta{Namespace: "ns", Name: "other", UID: "o"}, Spec: core.PodSpec{ServiceAccountName: "default"}},
		},
	}
	tokens := serviceaccount.JWTTokenAuthenticator([]string{issuer}, keys, apiAuds, serviceaccount.NewValidator(world))
	r := NewTokenREST(world.sa, world.pods, memory{}, gen, apiAuds, 2*3600, true, 365*24*3600)
	pod := &authenticationapi.BoundObjectReference{Kind: "Pod", APIVersion: "v1", Name: "build-1"}
	tests := []struct {
		name      string
		saName    string
		req       authenticationapi.TokenRequest
		wantExp   time.Duration
		wantUser  string
		wantExtra string
		wantErr   string
		wantCode  int32
	}{
		{name: "plain", saName: "builder", req: authenticationapi.TokenRequest{Spec: authenticationapi.TokenRequestSpec{ExpirationSeconds: 3600}},
			wantExp: time.Hour, wantUser: "system:serviceaccount:ns:builder"},
		{name: "capped", saName: "builder", req: authenticationapi.TokenRequest{Spec: authenticationapi.TokenRequestSpec{ExpirationSeconds: 48 * 3600}},
			wantExp: 2 * time.Hour, wantUser: "system:serviceaccount:ns:builder"},
		{name: "pod-bound", saName: "builder", req: authenticationapi.TokenRequest{Spec: authenticationapi.TokenRequestSpec{ExpirationSeconds: 3600, BoundObjectRef: pod}},
			wantExp: time.Hour, wantUser: "system:serviceaccount:ns:builder", wantExtra: "node-a"},
		{name: "pod of another account", saName: "builder", req: authenticationapi.TokenRequest{Spec: authenticationapi.TokenRequestSpec{ExpirationSeconds: 3600,
			BoundObjectRef: &authenticationapi.BoundObjectReference{Kind: "Pod", APIVersion: "v1", Name: "other"}}},
			wantErr: `cannot bind token for serviceaccount "builder" to pod running with different serviceaccount name.`, wantCode: 400},
		{name: "stale pod UID", saName: "builder", req: authenticationapi.TokenRequest{Spec: authenticationapi.TokenRequestSpec{ExpirationSeconds: 3600,
			BoundObjectRef: &authenticationapi.BoundObjectReference{Kind: "Pod", APIVersion: "v1", Name: "build-1", UID: "old"}}},
			wantErr: "the UID in the bound object reference (old) does not match the UID in record", wantCode: 409},
		{name: "node binding", saName: "builder", req: authenticationapi.TokenRequest{Spec: authenticationapi.TokenRequestSpec{ExpirationSeconds: 3600,
			BoundObjectRef: &authenticationapi.BoundObjectReference{Kind: "Node", APIVersion: "v1", Name: "node-a"}}},
			wantErr: "cannot bind token to object of type /v1, Kind=Node", wantCode: 400},
		{name: "too short", saName: "builder", req: authenticationapi.TokenRequest{Spec: authenticationapi.TokenRequestSpec{ExpirationSeconds: 60}},
			wantErr: "may not specify a duration less than 10 minutes", wantCode: 422},
		{name: "other name", saName: "builder", req: authenticationapi.TokenRequest{ObjectMeta: metav1.ObjectMeta{Name: "x"}, Spec: authenticationapi.TokenRequestSpec{ExpirationSeconds: 3600}},
			wantErr: "must match the service account name if specified", wantCode: 422},
		{name: "stale service account UID", saName: "builder", req: authenticationapi.TokenRequest{ObjectMeta: metav1.ObjectMeta{UID: "old"}, Spec: authenticationapi.TokenRequestSpec{ExpirationSeconds: 3600}},
			wantErr: "the UID in the token request (old) does not match the UID of the service account (sa-uid)", wantCode: 409},
		{name: "no such service account", saName: "ghost", req: authenticationapi.TokenRequest{Spec: authenticationapi.TokenRequestSpec{ExpirationSeconds: 3600}},
			wantErr: "not found", wantCode: 404},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx := request.WithNamespace(context.Background(), "ns")
			before := time.Now().Truncate(time.Second)
			out, err := r.Create(ctx, tt.saName, &tt.req, nil, nil)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) || statusCode(err) != tt.wantCode {
					t.Fatalf("got %v (%d); want %q (%d)", err, statusCode(err), tt.wantErr, tt.wantCode)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			tr := out.(*authenticationapi.TokenRequest)
			if got := tr.Status.ExpirationTimestamp.Sub(before); got < tt.wantExp || got > tt.wantExp+2*time.Second {
				t.Errorf("got expiry in %v; want %v", got, tt.wantExp)
			}
			resp, ok, err := tokens.AuthenticateToken(context.Background(), tr.Status.Token)
			if !ok || err != nil || resp.User.GetName() != tt.wantUser {
				t.Fatalf("got %v, %v; want the token to authenticate as %s", ok, err, tt.wantUser)
			}
			if got := resp.User.GetExtra()["authentication.kubernetes.io/node-name"]; strings.Join(got, "") != tt.wantExtra {
				t.Errorf("got node name %q; want %q", got, tt.wantExtra)
			}
		})
	}
}

func TestExtendedExpiration(t *testing.T) {
	key, _ := rsa.GenerateKey(rand.Reader, 2048)
	gen, _ := serviceaccount.JWTTokenGenerator("https://i", key)
	sa := memory{"ns/sa": &core.ServiceAccount{ObjectMeta: metav1.ObjectMeta{Namespace: "ns", Name: "sa", UID: "u"}}}
	pods := memory{"ns/p": &core.Pod{ObjectMeta: metav1.ObjectMeta{Namespace: "ns", Name: "p", UID: "pu"}, Spec: core.PodSpec{ServiceAccountName: "sa"}}}
	r := NewTokenREST(sa, pods, memory{}, gen, authenticator.Audiences{"api"}, 0, true, 365*24*3600)
	req := &authenticationapi.TokenRequest{Spec: authenticationapi.TokenRequestSpec{ExpirationSeconds: serviceaccount.WarnOnlyBoundTokenExpirationSeconds,
		BoundObjectRef: &authenticationapi.BoundObjectReference{Kind: "Pod", APIVersion: "v1", Name: "p"}}}
	out, err := r.Create(request.WithNamespace(context.Background(), "ns"), "sa", req, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	tr := out.(*authenticationapi.TokenRequest)
	if got := time.Until(tr.Status.ExpirationTimestamp.Time); got > time.Hour+10*time.Second {
		t.Errorf("got status expiry in %v; want the requested hour and 7 seconds", got)
	}
	if !strings.Contains(payload(t, tr.Status.Token), `"warnafter":`) {
		t.Errorf("got no warnafter claim in %s; want one for an extended token", payload(t, tr.Status.Token))
	}
}

// payload decodes the middle part of a JWT.
func payload(t *testing.T, tok string) string {
	t.Helper()
	parts := strings.Split(tok, ".")
	b, err := base64.RawURLEncoding.DecodeString(parts[1])
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func statusCode(err error) int32 {
	var status *apierrors.StatusError
	if errors.As(err, &status) {
		return status.ErrStatus.Code
	}
	return 0
}
