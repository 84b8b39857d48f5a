package serviceaccount

import (
	"context"
	"crypto/rand"
	"crypto/rsa"
	"encoding/base64"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/authentication/authenticator"
)

func TestKeyIDStability(t *testing.T) {
	got, err := keyIDFromPublicKey(loadPublicKey(t))
	if err != nil {
		t.Fatal(err)
	}
	if got != upstreamKeyID {
		t.Errorf("got key ID %q; want upstream's %q", got, upstreamKeyID)
	}
}

func TestGenerateTokenShape(t *testing.T) {
	gen, err := JWTTokenGenerator("https://kubernetes.default.svc", loadKey(t))
	if err != nil {
		t.Fatal(err)
	}
	tok, err := gen.GenerateToken(context.Background(), &JWTClaims{Subject: "s", Issuer: "ignored"}, map[string]any{"x": 1})
	if err != nil {
		t.Fatal(err)
	}
	parts := strings.Split(tok, ".")
	if len(parts) != 3 {
		t.Fatalf("got %d parts; want 3", len(parts))
	}
	header, _ := base64.RawURLEncoding.DecodeString(parts[0])
	if want := `{"alg":"RS256","kid":"` + upstreamKeyID + `"}`; string(header) != want {
		t.Errorf("got header %s; want %s", header, want)
	}
	payload, _ := base64.RawURLEncoding.DecodeString(parts[1])
	if want := `{"iss":"https://kubernetes.default.svc","sub":"s","x":1}`; string(payload) != want {
		t.Errorf("got payload %s; want %s (the generator's issuer wins)", payload, want)
	}
}

// fixture is a signed-in world: a key, a service account, a pod.
type fixture struct {
	gen    TokenGenerator
	keys   PublicKeysGetter
	getter *fakeGetter
	sa     core.ServiceAccount
	pod    core.Pod
	secret core.Secret
}

func newFixture(t *testing.T) *fixture {
	key := loadKey(t)
	gen, err := JWTTokenGenerator("https://issuer", key)
	if err != nil {
		t.Fatal(err)
	}
	keys, err := StaticPublicKeysGetter([]any{key})
	if err != nil {
		t.Fatal(err)
	}
	f := &fixture{gen: gen, keys: keys,
		sa:     core.ServiceAccount{ObjectMeta: meta("ns", "sa", "sa-uid", nil)},
		pod:    core.Pod{ObjectMeta: meta("ns", "pod", "pod-uid", nil)},
		secret: core.Secret{ObjectMeta: meta("ns", "sec", "sec-uid", nil)},
	}
	f.getter = &fakeGetter{
		serviceAccounts: map[string]*corev1.ServiceAccount{"ns/sa": {ObjectMeta: f.sa.ObjectMeta}},
		pods:            map[string]*corev1.Pod{"ns/pod": {ObjectMeta: f.pod.ObjectMeta}},
		secrets:         map[string]*corev1.Secret{"ns/sec": {ObjectMeta: f.secret.ObjectMeta}},
	}
	return f
}

// token signs claims made by Claims.
func (f *fixture) token(t *testing.T, pod *core.Pod, secret *core.Secret, auds []string) string {
	t.Helper()
	pub, priv, err := Claims(f.sa, pod, secret, nil, 3600, 0, auds)
	if err != nil {
		t.Fatal(err)
	}
	tok, err := f.gen.GenerateToken(context.Background(), pub, priv)
	if err != nil {
		t.Fatal(err)
	}
	return tok
}

func TestAuthenticateToken(t *testing.T) {
	start := time.Unix(1_800_000_000, 0)
	fixedNow(t, start)
	newUUID = func() string { return "jti-1" }
	f := newFixture(t)
	api := authenticator.Audiences{"https://kubernetes.default.svc"}
	podToken := f.token(t, &f.pod, nil, api)
	tests := []struct {
		name       string
		token      string
		ctx        context.Context
		at         time.Time
		wantOK     bool
		wantErr    string
		wantExtras map[string][]string
		wantAuds   authenticator.Audiences
	}{
		{name: "pod-bound", token: podToken, ctx: context.Background(), at: start, wantOK: true,
			wantExtras: map[string][]string{"authentication.kubernetes.io/pod-name": {"pod"},
				"authentication.kubernetes.io/pod-uid": {"pod-uid"}, "authentication.kubernetes.io/credential-id": {"JTI=jti-1"}},
			wantAuds: api},
		{name: "within leeway after exp", token: podToken, ctx: context.Background(), at: start.Add(time.Hour + 59*time.Second), wantOK: true,
			wantExtras: map[string][]string{"authentication.kubernetes.io/pod-name": {"pod"},
				"authentication.kubernetes.io/pod-uid": {"pod-uid"}, "authentication.kubernetes.io/credential-id": {"JTI=jti-1"}},
			wantAuds: api},
		{name: "expired", token: podToken, ctx: context.Background(), at: start.Add(time.Hour + 61*time.Second), wantErr: "service account token has expired"},
		{name: "not valid yet", token: podToken, ctx: context.Background(), at: start.Add(-61 * time.Second), wantErr: "service account token is not valid yet"},
		{name: "audience not requested", token: podToken, ctx: authenticator.WithAudiences(context.Background(), authenticator.Audiences{"vault"}),
			at: start, wantErr: `token audiences ["https://kubernetes.default.svc"] is invalid for the target audiences ["vault"]`},
		{name: "audience requested", token: podToken, ctx: authenticator.WithAudiences(context.Background(), authenticator.Audiences{"x", "https://kubernetes.default.svc"}),
			at: start, wantOK: true, wantAuds: api, wantExtras: map[string][]string{"authentication.kubernetes.io/pod-name": {"pod"},
				"authentication.kubernetes.io/pod-uid": {"pod-uid"}, "authentication.kubernetes.io/credential-id": {"JTI=jti-1"}}},
		{name: "not a JWT", token: "abc", ctx: context.Background(), at: start},
		{name: "tampered payload", token: tamper(podToken), ctx: context.Background(), at: start, wantErr: "error in cryptographic primitive"},
		{name: "alg none", token: algNone(podToken), ctx: context.Background(), at: start, wantErr: `unexpected signature algorithm "none"; expected "RS256"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fixedNow(t, tt.at)
			auth := JWTTokenAuthenticator([]string{"https://issuer"}, f.keys, api, NewValidator(f.getter))
			resp, ok, err := auth.AuthenticateToken(tt.ctx, tt.token)
			if ok != tt.wantOK || errString(err) != tt.wantErr {
				t.Fatalf("got %v, %v; want %v, %q", ok, err, tt.wantOK, tt.wantErr)
			}
			if !ok {
				return
			}
			if got := resp.User.GetName(); got != "system:serviceaccount:ns:sa" {
				t.Errorf("got user %q; want system:serviceaccount:ns:sa", got)
			}
			if got, _ := json.Marshal(resp.User.GetExtra()); string(got) != mustJSON(tt.wantExtras) {
				t.Errorf("got extra %s; want %s", got, mustJSON(tt.wantExtras))
			}
			if got := resp.Audiences; mustJSON(got) != mustJSON(tt.wantAuds) {
				t.Errorf("got audiences %q; want %q", got, tt.wantAuds)
			}
		})
	}
}

func TestAuthenticateTokenIssuersAndKeys(t *testing.T) {
	fixedNow(t, time.Unix(1_800_000_000, 0))
	f := newFixture(t)
	tok := f.token(t, nil, nil, nil) // no audience: a legacy-style token
	otherKey, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		t.Fatal(err)
	}
	otherKeys, _ := StaticPublicKeysGetter([]any{&otherKey.PublicKey})
	tests := []struct {
		name    string
		issuers []string
		keys    PublicKeysGetter
		wantOK  bool
		wantErr string
	}{
		{"our issuer and key", []string{"https://other", "https://issuer"}, f.keys, true, ""},
		{"other issuer: not ours, no error", []string{"https://other"}, f.keys, false, ""},
		{"unknown kid", []string{"https://issuer"}, otherKeys, false, "invalid signature, no keys found"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			auth := JWTTokenAuthenticator(tt.issuers, tt.keys, authenticator.Audiences{"api"}, NewValidator(f.getter))
			resp, ok, err := auth.AuthenticateToken(context.Background(), tok)
			if ok != tt.wantOK || errString(err) != tt.wantErr {
				t.Fatalf("got %v, %v; want %v, %q", ok, err, tt.wantOK, tt.wantErr)
			}
			if ok && mustJSON(resp.Audiences) != `["api"]` {
				t.Errorf("got audiences %q; want the implicit [api]", resp.Audiences)
			}
		})
	}
}

// tamper changes the payload of a token and keeps its signature.
func tamper(tok string) string {
	parts := strings.Split(tok, ".")
	payload, _ := base64.RawURLEncoding.DecodeString(parts[1])
	payload = []byte(strings.Replace(string(payload), `"name":"sa"`, `"name":"sb"`, 1))
	return parts[0] + "." + base64.RawURLEncoding.EncodeToString(payload) + "." + parts[2]
}

// algNone rewrites a token's header to claim it is unsigned.
func algNone(tok string) string {
	parts := strings.Split(tok, ".")
	header := base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"none","kid":"` + upstreamKeyID + `"}`))
	return header + "." + parts[1] + "." + parts[2]
}

func errString(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

func mustJSON(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}
