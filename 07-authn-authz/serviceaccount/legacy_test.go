package serviceaccount

import (
	"context"
	"testing"
	"time"

	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/authentication/authenticator"
)

// labeler records the labels it was asked to set.
type labeler struct{ got map[string]string }

func (l *labeler) LabelSecret(_ context.Context, _ *corev1.Secret, labels map[string]string) error {
	l.got = labels
	return nil
}

func TestLegacyToken(t *testing.T) {
	fixedNow(t, time.Unix(1_800_000_000, 0))
	oldNow := nowUTC
	nowUTC = func() time.Time { return time.Date(2027, 1, 15, 12, 0, 0, 0, time.UTC) }
	t.Cleanup(func() { nowUTC = oldNow })
	key := loadKey(t)
	gen, _ := JWTTokenGenerator(LegacyIssuer, key)
	keys, _ := StaticPublicKeysGetter([]any{key})
	sa := corev1.ServiceAccount{ObjectMeta: meta("ns", "sa", "sa-uid", nil)}
	secret := corev1.Secret{ObjectMeta: meta("ns", "sa-token", "s-uid", nil)}
	pub, priv := LegacyClaims(sa, secret)
	token, err := gen.GenerateToken(context.Background(), pub, priv)
	if err != nil {
		t.Fatal(err)
	}
	withToken := func(data string, labels map[string]string) *corev1.Secret {
		s := secret
		s.Data = map[string][]byte{"token": []byte(data)}
		s.Labels = labels
		return &s
	}
	tests := []struct {
		name        string
		secret      *corev1.Secret
		wantErr     string
		wantLabeled bool
	}{
		{"good", withToken(token, nil), "", true},
		{"used today already", withToken(token, map[string]string{LastUsedLabelKey: "2027-01-15"}), "", false},
		{"secret rewritten", withToken("other", nil), "Token does not match server's copy", false},
		{"secret gone", nil, "Token has been invalidated", false},
		{"marked invalid", withToken(token, map[string]string{InvalidSinceLabelKey: "2026-01-01"}),
			"the token in secret ns/sa-token for service account ns/sa has been marked invalid. Use tokens from the TokenRequest API or manually created secret-based tokens, or remove the 'kubernetes.io/legacy-token-invalid-since' label from the secret to temporarily allow use of this token", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			getter := &fakeGetter{serviceAccounts: map[string]*corev1.ServiceAccount{"ns/sa": &sa}, secrets: map[string]*corev1.Secret{}}
			if tt.secret != nil {
				getter.secrets["ns/sa-token"] = tt.secret
			}
			l := &labeler{}
			validator, err := NewLegacyValidator(true, getter, l)
			if err != nil {
				t.Fatal(err)
			}
			auth := JWTTokenAuthenticator([]string{LegacyIssuer}, keys, authenticator.Audiences{"api"}, validator)
			resp, ok, err := auth.AuthenticateToken(context.Background(), token)
			if errString(err) != tt.wantErr || ok != (tt.wantErr == "") {
				t.Fatalf("got %v, %v; want error %q", ok, err, tt.wantErr)
			}
			if ok && resp.User.GetName() != "system:serviceaccount:ns:sa" {
				t.Errorf("got user %q; want system:serviceaccount:ns:sa", resp.User.GetName())
			}
			if labeled := l.got[LastUsedLabelKey] == "2027-01-15"; labeled != tt.wantLabeled {
				t.Errorf("got labels %v; want labeled %v", l.got, tt.wantLabeled)
			}
		})
	}
}

func TestCheckLegacyClaims(t *testing.T) {
	full := legacyPrivateClaims{Namespace: "ns", ServiceAccountName: "sa", ServiceAccountUID: "u", SecretName: "s"}
	tests := []struct {
		name    string
		sub     string
		mutate  func(*legacyPrivateClaims)
		wantErr string
	}{
		{"complete", "system:serviceaccount:ns:sa", func(*legacyPrivateClaims) {}, ""},
		{"no sub", "", func(*legacyPrivateClaims) {}, "sub claim is missing"},
		{"no secret", "system:serviceaccount:ns:sa", func(c *legacyPrivateClaims) { c.SecretName = "" }, "secretName claim is missing"},
		{"sub of another account", "system:serviceaccount:ns:other", func(*legacyPrivateClaims) {}, "sub claim is invalid"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			private := full
			tt.mutate(&private)
			if err := checkLegacyClaims(&JWTClaims{Subject: tt.sub}, &private); errString(err) != tt.wantErr {
				t.Errorf("got %v; want %q", err, tt.wantErr)
			}
		})
	}
}
