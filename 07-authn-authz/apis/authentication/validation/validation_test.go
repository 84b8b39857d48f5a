package validation

import (
	"testing"

	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/authentication"
)

func TestValidateTokenRequest(t *testing.T) {
	tests := []struct {
		name    string
		spec    authentication.TokenRequestSpec
		wantErr string
	}{
		{"an hour", authentication.TokenRequestSpec{ExpirationSeconds: 3600}, ""},
		{"ten minutes", authentication.TokenRequestSpec{ExpirationSeconds: 600}, ""},
		{"too short", authentication.TokenRequestSpec{ExpirationSeconds: 599},
			"spec.expirationSeconds: Invalid value: 599: may not specify a duration less than 10 minutes"},
		{"too long", authentication.TokenRequestSpec{ExpirationSeconds: 1<<32 + 1},
			"spec.expirationSeconds: Invalid value: 4294967297: may not specify a duration larger than 2^32 seconds"},
		{"attestations", authentication.TokenRequestSpec{ExpirationSeconds: 3600,
			Attestations: map[string]authentication.AttestationValue{"admissionReviewAPIGroups": {"*"}}},
			"spec.attestations: Invalid value: "},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			errs := ValidateTokenRequest(&authentication.TokenRequest{Spec: tt.spec})
			got := errs.ToAggregate()
			if tt.wantErr == "" {
				if got != nil {
					t.Errorf("got %v; want no error", got)
				}
				return
			}
			if got == nil || len(got.Error()) < len(tt.wantErr) || got.Error()[:len(tt.wantErr)] != tt.wantErr {
				t.Errorf("got %v; want %q", got, tt.wantErr)
			}
		})
	}
}
