// Package serviceaccount issues and checks service account tokens: JSON
// Web Tokens signed with RS256 by the server's service account key, whose
// claims name the issuer, the audiences, the validity window and, under
// "kubernetes.io", the namespace, the service account and the pod or
// secret the token is bound to.
//
// JWTTokenGenerator signs; JWTTokenAuthenticator is an authenticator.Token
// that checks the issuer, the signature (keys looked up by the "kid"
// header: base64url of the SHA-256 of the DER public key), the audiences
// against those of the request, and hands the claims to a Validator;
// NewValidator's checks the time claims with one minute of leeway and
// asks a ServiceAccountTokenGetter whether the service account and the
// bound pod or secret still exist with the UIDs in the token. The user is
// system:serviceaccount:<ns>:<name>. NewOpenIDMetadataProvider and
// NewOpenIDMetadataHandler serve the OIDC discovery documents
// (/.well-known/openid-configuration, /openid/v1/jwks) that let others
// verify the tokens. LegacyClaims and NewLegacyValidator handle the
// tokens of kubernetes.io/service-account-token secrets (issuer
// kubernetes/serviceaccount, no expiry): valid while the secret holds
// them, with the day of last use recorded through a SecretLabeler.
//
// jws.go writes and reads the compact JWS form with crypto/rsa: that part
// is what a JOSE library (upstream uses go-jose) does, in a page.
//
// Stage 07 adds it. Upstream: k8s.io/kubernetes/pkg/serviceaccount
// (jwt.go, claims.go, openidmetadata.go) and k8s.io/kubernetes/pkg/routes
// (openidmetadata.go, the HTTP side).
// Left out: ECDSA keys and external signers (only RSA); tokens bound to
// a Node alone or to webhook configurations, and attestations (they fail
// validation with a clear error); key listeners and rotation (the keys
// are static); metrics and the stale-token audit annotation.
package serviceaccount
