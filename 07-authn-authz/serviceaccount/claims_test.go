package serviceaccount

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

func TestClaims(t *testing.T) {
	at := time.Unix(1_800_000_000, 0)
	fixedNow(t, at)
	newUUID = func() string { return "jti-1" }
	sa := core.ServiceAccount{ObjectMeta: meta("ns", "sa", "sa-uid", nil)}
	pod := &core.Pod{ObjectMeta: meta("ns", "pod", "pod-uid", nil)}
	secret := &core.Secret{ObjectMeta: meta("ns", "sec", "sec-uid", nil)}
	node := &metav1.ObjectMeta{Name: "n1", UID: "node-uid"}
	tests := []struct {
		name        string
		pod         *core.Pod
		secret      *core.Secret
		node        *metav1.ObjectMeta
		warnafter   int64
		wantPrivate string
		wantErr     string
	}{
		{name: "plain", wantPrivate: `{"kubernetes.io":{"namespace":"ns","serviceaccount":{"name":"sa","uid":"sa-uid"}}}`},
		{name: "pod and node", pod: pod, node: node, warnafter: 60,
			wantPrivate: `{"kubernetes.io":{"namespace":"ns","serviceaccount":{"name":"sa","uid":"sa-uid"},"pod":{"name":"pod","uid":"pod-uid"},"node":{"name":"n1","uid":"node-uid"},"warnafter":1800000060}}`},
		{name: "secret", secret: secret,
			wantPrivate: `{"kubernetes.io":{"namespace":"ns","serviceaccount":{"name":"sa","uid":"sa-uid"},"secret":{"name":"sec","uid":"sec-uid"}}}`},
		{name: "secret and pod", pod: pod, secret: secret, wantErr: "internal error, token can only be bound to one object type"},
		{name: "node alone", node: node, wantErr: "token bound to a Node object alone is not supported"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pub, priv, err := Claims(sa, tt.pod, tt.secret, tt.node, 600, tt.warnafter, []string{"api"})
			if errString(err) != tt.wantErr {
				t.Fatalf("got error %v; want %q", err, tt.wantErr)
			}
			if err != nil {
				return
			}
			if got, want := mustJSON(pub), `{"sub":"system:serviceaccount:ns:sa","aud":["api"],"exp":1800000600,"nbf":1800000000,"iat":1800000000,"jti":"jti-1"}`; got != want {
				t.Errorf("got public %s; want %s", got, want)
			}
			if got := mustJSON(priv); got != tt.wantPrivate {
				t.Errorf("got private %s; want %s", got, tt.wantPrivate)
			}
		})
	}
}

func TestValidatorBoundObjects(t *testing.T) {
	at := time.Unix(1_800_000_000, 0)
	fixedNow(t, at)
	longAgo, justNow := at.Add(-2*time.Minute), at.Add(-30*time.Second)
	sa := &corev1.ServiceAccount{ObjectMeta: meta("ns", "sa", "sa-uid", nil)}
	tests := []struct {
		name    string
		private string
		getter  *fakeGetter
		wantErr string
	}{
		{"service account gone", `{"namespace":"ns","serviceaccount":{"name":"sa","uid":"sa-uid"}}`,
			&fakeGetter{}, "not found"},
		{"service account recreated", `{"namespace":"ns","serviceaccount":{"name":"sa","uid":"old"}}`,
			&fakeGetter{serviceAccounts: map[string]*corev1.ServiceAccount{"ns/sa": sa}}, "service account UID (sa-uid) does not match claim (old)"},
		{"service account deleted long ago", `{"namespace":"ns","serviceaccount":{"name":"sa","uid":"sa-uid"}}`,
			&fakeGetter{serviceAccounts: map[string]*corev1.ServiceAccount{"ns/sa": {ObjectMeta: meta("ns", "sa", "sa-uid", &longAgo)}}},
			"service account ns/sa has been deleted"},
		{"service account deleted within leeway", `{"namespace":"ns","serviceaccount":{"name":"sa","uid":"sa-uid"}}`,
			&fakeGetter{serviceAccounts: map[string]*corev1.ServiceAccount{"ns/sa": {ObjectMeta: meta("ns", "sa", "sa-uid", &justNow)}}}, ""},
		{"pod gone", `{"namespace":"ns","serviceaccount":{"name":"sa","uid":"sa-uid"},"pod":{"name":"p","uid":"p1"}}`,
			&fakeGetter{serviceAccounts: map[string]*corev1.ServiceAccount{"ns/sa": sa}}, "service account token has been invalidated"},
		{"pod recreated", `{"namespace":"ns","serviceaccount":{"name":"sa","uid":"sa-uid"},"pod":{"name":"p","uid":"p1"}}`,
			&fakeGetter{serviceAccounts: map[string]*corev1.ServiceAccount{"ns/sa": sa},
				pods: map[string]*corev1.Pod{"ns/p": {ObjectMeta: meta("ns", "p", "p2", nil)}}},
			"pod UID (p2) does not match service account pod ref claim (p1)"},
		{"secret deleted", `{"namespace":"ns","serviceaccount":{"name":"sa","uid":"sa-uid"},"secret":{"name":"s","uid":"s1"}}`,
			&fakeGetter{serviceAccounts: map[string]*corev1.ServiceAccount{"ns/sa": sa},
				secrets: map[string]*corev1.Secret{"ns/s": {ObjectMeta: meta("ns", "s", "s1", &longAgo)}}},
			"service account token has been invalidated"},
		{"secret recreated", `{"namespace":"ns","serviceaccount":{"name":"sa","uid":"sa-uid"},"secret":{"name":"s","uid":"s1"}}`,
			&fakeGetter{serviceAccounts: map[string]*corev1.ServiceAccount{"ns/sa": sa},
				secrets: map[string]*corev1.Secret{"ns/s": {ObjectMeta: meta("ns", "s", "s2", nil)}}},
			"secret UID (s2) does not match service account secret ref claim (s1)"},
		{"node alone", `{"namespace":"ns","serviceaccount":{"name":"sa","uid":"sa-uid"},"node":{"name":"n","uid":"n1"}}`,
			&fakeGetter{serviceAccounts: map[string]*corev1.ServiceAccount{"ns/sa": sa}},
			"token is bound to a Node object, which this server cannot validate"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var private privateClaims
			if err := json.Unmarshal([]byte(`{"kubernetes.io":`+tt.private+`}`), &private); err != nil {
				t.Fatal(err)
			}
			_, err := NewValidator(tt.getter).Validate(context.Background(), "", &JWTClaims{}, &private)
			if errString(err) != tt.wantErr {
				t.Errorf("got error %v; want %q", err, tt.wantErr)
			}
		})
	}
}

func TestValidateTimeClaims(t *testing.T) {
	at := time.Unix(1_800_000_000, 0)
	date := func(d time.Duration) *NumericDate { return NewNumericDate(at.Add(d)) }
	tests := []struct {
		name    string
		claims  JWTClaims
		wantErr string
	}{
		{"no times", JWTClaims{}, ""},
		{"issued 59s in the future", JWTClaims{IssuedAt: date(59 * time.Second)}, ""},
		{"issued 61s in the future", JWTClaims{IssuedAt: date(61 * time.Second)}, "service account token is issued in the future"},
		{"nbf 61s ahead", JWTClaims{NotBefore: date(61 * time.Second)}, "service account token is not valid yet"},
		{"exp 61s ago", JWTClaims{Expiry: date(-61 * time.Second)}, "service account token has expired"},
		{"exp 59s ago", JWTClaims{Expiry: date(-59 * time.Second)}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := validateTimeClaims(&tt.claims, at); errString(err) != tt.wantErr {
				t.Errorf("got %v; want %q", err, tt.wantErr)
			}
		})
	}
}

func TestAudienceUnmarshal(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"string", `"a"`, `["a"]`},
		{"array", `["a","b"]`, `["a","b"]`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var a Audience
			if err := json.Unmarshal([]byte(tt.in), &a); err != nil || mustJSON(a) != tt.want {
				t.Errorf("got %s, %v; want %s", mustJSON(a), err, tt.want)
			}
		})
	}
}
