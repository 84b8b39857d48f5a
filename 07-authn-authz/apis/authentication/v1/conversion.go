package v1

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/conversion"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/authentication"
)

// Convert_v1_TokenRequestSpec_To_authentication_TokenRequestSpec converts
// the generated fields and the lifetime, a pointer in v1 (so defaulting
// can tell "unset") and a value inside (nil becomes 0).
// Upstream: the generated conversion with metav1.Convert_Pointer_int64_To_int64.
func Convert_v1_TokenRequestSpec_To_authentication_TokenRequestSpec(in *TokenRequestSpec, out *authentication.TokenRequestSpec, s conversion.Scope) error {
	if err := autoConvert_v1_TokenRequestSpec_To_authentication_TokenRequestSpec(in, out, s); err != nil {
		return err
	}
	out.ExpirationSeconds = 0
	if in.ExpirationSeconds != nil {
		out.ExpirationSeconds = *in.ExpirationSeconds
	}
	return nil
}

// Convert_authentication_TokenRequestSpec_To_v1_TokenRequestSpec converts
// the generated fields and the lifetime, always set in v1.
// Upstream: the generated conversion with metav1.Convert_int64_To_Pointer_int64.
func Convert_authentication_TokenRequestSpec_To_v1_TokenRequestSpec(in *authentication.TokenRequestSpec, out *TokenRequestSpec, s conversion.Scope) error {
	if err := autoConvert_authentication_TokenRequestSpec_To_v1_TokenRequestSpec(in, out, s); err != nil {
		return err
	}
	seconds := in.ExpirationSeconds
	out.ExpirationSeconds = &seconds
	return nil
}
