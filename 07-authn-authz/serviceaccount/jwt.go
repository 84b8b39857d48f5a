package serviceaccount

import (
	"context"
	"crypto"
	"crypto/rsa"
	"crypto/sha256"
	"crypto/x509"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	apiserverserviceaccount "github.com/kube-rebuilt/apiserver/02-generic-server/authentication/serviceaccount"
	"github.com/kube-rebuilt/apiserver/06-filters/audit"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/authentication/authenticator"
)

// TokenGenerator makes signed service account tokens.
// Upstream: k8s.io/kubernetes/pkg/serviceaccount.TokenGenerator.
type TokenGenerator interface {
	// GenerateToken signs claims and privateClaims (any JSON object) into
	// a token whose issuer is the generator's.
	GenerateToken(ctx context.Context, claims *JWTClaims, privateClaims any) (string, error)
}

// JWTTokenGenerator signs tokens for issuer iss with an RSA private key,
// naming it in the "kid" header by its key ID.
// Upstream: k8s.io/kubernetes/pkg/serviceaccount.JWTTokenGenerator (which
// also takes ECDSA keys and opaque signers).
func JWTTokenGenerator(iss string, privateKey crypto.PrivateKey) (TokenGenerator, error) {
	rsaKey, ok := privateKey.(*rsa.PrivateKey)
	if !ok {
		return nil, fmt.Errorf("unknown private key type %T, must be *rsa.PrivateKey", privateKey)
	}
	keyID, err := keyIDFromPublicKey(&rsaKey.PublicKey)
	if err != nil {
		return nil, fmt.Errorf("could not generate signer for RSA keypair: %w", err)
	}
	return &jwtTokenGenerator{iss: iss, key: rsaKey, keyID: keyID}, nil
}

// jwtTokenGenerator is JWTTokenGenerator's TokenGenerator.
// Upstream: k8s.io/kubernetes/pkg/serviceaccount.jwtTokenGenerator.
type jwtTokenGenerator struct {
	iss   string
	key   *rsa.PrivateKey
	keyID string
}

// GenerateToken merges the private claims, the registered claims and the
// issuer into one payload (later ones win) and signs it.
// Upstream: k8s.io/kubernetes/pkg/serviceaccount.GenerateToken.
func (j *jwtTokenGenerator) GenerateToken(ctx context.Context, claims *JWTClaims, privateClaims any) (string, error) {
	payload := map[string]any{}
	for _, c := range []any{privateClaims, claims, &JWTClaims{Issuer: j.iss}} {
		if err := mergeJSONObject(payload, c); err != nil {
			return "", err
		}
	}
	body, err := json.Marshal(payload)
	if err != nil {
		return "", err
	}
	return signRS256(j.key, j.keyID, body)
}

// mergeJSONObject adds the fields of v, marshalled, to into.
// Upstream: gopkg.in/go-jose/go-jose.v2/jwt.builder.Claims.
func mergeJSONObject(into map[string]any, v any) error {
	if v == nil {
		return nil
	}
	raw, err := json.Marshal(v)
	if err != nil {
		return fmt.Errorf("marshalling claims: %w", err)
	}
	var fields map[string]any
	if err := json.Unmarshal(raw, &fields); err != nil {
		return fmt.Errorf("claims must be a JSON object: %w", err)
	}
	for k, f := range fields {
		into[k] = f
	}
	return nil
}

// keyIDFromPublicKey is the "kid" of a key: the unpadded base64url of
// the SHA-256 of its PKIX DER form. A verifier with several keys picks
// the one a token names; a key's ID never changes.
// Upstream: k8s.io/kubernetes/pkg/serviceaccount.keyIDFromPublicKey.
func keyIDFromPublicKey(publicKey crypto.PublicKey) (string, error) {
	der, err := x509.MarshalPKIXPublicKey(publicKey)
	if err != nil {
		return "", fmt.Errorf("failed to serialize public key to DER format: %w", err)
	}
	sum := sha256.Sum256(der)
	return base64.RawURLEncoding.EncodeToString(sum[:]), nil
}

// PublicKey is a verification key and its ID.
// Upstream: k8s.io/kubernetes/pkg/serviceaccount.PublicKey.
type PublicKey struct {
	KeyID     string
	PublicKey crypto.PublicKey
	// ExcludeFromOIDCDiscovery keeps the key out of the JWKS document.
	ExcludeFromOIDCDiscovery bool
}

// PublicKeysGetter gives the keys that may have signed a token.
// Upstream: k8s.io/kubernetes/pkg/serviceaccount.PublicKeysGetter (without
// AddListener: the keys here never change).
type PublicKeysGetter interface {
	// GetCacheAgeMaxSeconds is how long clients may cache the keys.
	GetCacheAgeMaxSeconds() int
	// GetPublicKeys returns the keys with keyIDHint, or all for "".
	GetPublicKeys(ctx context.Context, keyIDHint string) []PublicKey
}

// staticPublicKeysGetter is StaticPublicKeysGetter's PublicKeysGetter.
// Upstream: k8s.io/kubernetes/pkg/serviceaccount.staticPublicKeysGetter.
type staticPublicKeysGetter struct {
	allPublicKeys  []PublicKey
	publicKeysByID map[string][]PublicKey
}

// StaticPublicKeysGetter serves fixed keys: public keys, or private keys
// whose public halves are taken.
// Upstream: k8s.io/kubernetes/pkg/serviceaccount.StaticPublicKeysGetter.
func StaticPublicKeysGetter(keys []any) (PublicKeysGetter, error) {
	s := &staticPublicKeysGetter{publicKeysByID: map[string][]PublicKey{}}
	for _, key := range keys {
		if private, ok := key.(interface{ Public() crypto.PublicKey }); ok {
			key = private.Public()
		}
		keyID, err := keyIDFromPublicKey(key)
		if err != nil {
			return nil, err
		}
		pk := PublicKey{PublicKey: key, KeyID: keyID}
		s.publicKeysByID[keyID] = append(s.publicKeysByID[keyID], pk)
		s.allPublicKeys = append(s.allPublicKeys, pk)
	}
	return s, nil
}

// GetCacheAgeMaxSeconds is an hour.
// Upstream: k8s.io/kubernetes/pkg/serviceaccount.staticPublicKeysGetter.GetCacheAgeMaxSeconds.
func (s *staticPublicKeysGetter) GetCacheAgeMaxSeconds() int { return 3600 }

// GetPublicKeys returns the keys with keyID, or all of them for "".
// Upstream: k8s.io/kubernetes/pkg/serviceaccount.staticPublicKeysGetter.GetPublicKeys.
func (s *staticPublicKeysGetter) GetPublicKeys(ctx context.Context, keyID string) []PublicKey {
	if keyID == "" {
		return s.allPublicKeys
	}
	return s.publicKeysByID[keyID]
}

// Validator checks the claims of a token whose signature and issuer are
// good, and says which service account it stands for.
// Upstream: k8s.io/kubernetes/pkg/serviceaccount.Validator.
type Validator[PrivateClaims any] interface {
	Validate(ctx context.Context, tokenData string, public *JWTClaims, private *PrivateClaims) (*apiserverserviceaccount.ServiceAccountInfo, error)
}

// jwtTokenAuthenticator is JWTTokenAuthenticator's authenticator.
// Upstream: k8s.io/kubernetes/pkg/serviceaccount.jwtTokenAuthenticator.
type jwtTokenAuthenticator[PrivateClaims any] struct {
	issuers      map[string]bool
	keysGetter   PublicKeysGetter
	validator    Validator[PrivateClaims]
	implicitAuds authenticator.Audiences
}

// JWTTokenAuthenticator authenticates tokens of the given issuers,
// signed by one of the keys, meant for one of the audiences of the
// request (implicitAuds, the API server's, when the request names none).
// Upstream: k8s.io/kubernetes/pkg/serviceaccount.JWTTokenAuthenticator.
func JWTTokenAuthenticator[PrivateClaims any](issuers []string, publicKeysGetter PublicKeysGetter, implicitAuds authenticator.Audiences, validator Validator[PrivateClaims]) authenticator.Token {
	issuersMap := map[string]bool{}
	for _, issuer := range issuers {
		issuersMap[issuer] = true
	}
	return &jwtTokenAuthenticator[PrivateClaims]{issuers: issuersMap, keysGetter: publicKeysGetter, implicitAuds: implicitAuds, validator: validator}
}

// AuthenticateToken answers "not mine" (false, no error) for a token
// that is not a JWT of one of its issuers, so the next authenticator of a
// union may try; an error for one of its tokens that fails a check.
// Upstream: k8s.io/kubernetes/pkg/serviceaccount.(*jwtTokenAuthenticator).AuthenticateToken.
func (j *jwtTokenAuthenticator[PrivateClaims]) AuthenticateToken(ctx context.Context, tokenData string) (*authenticator.Response, bool, error) {
	if !j.hasCorrectIssuer(tokenData) {
		return nil, false, nil
	}
	tok, err := parseJWS(tokenData)
	if err != nil {
		return nil, false, nil
	}
	public, private := &JWTClaims{}, new(PrivateClaims)
	if err := j.verify(ctx, tok, public, private); err != nil {
		return nil, false, err
	}
	if !j.issuers[public.Issuer] {
		return nil, false, fmt.Errorf("token issuer %q is invalid", public.Issuer)
	}
	auds, err := j.audiences(ctx, public)
	if err != nil {
		return nil, false, err
	}
	sa, err := j.validator.Validate(ctx, tokenData, public, private)
	if err != nil {
		return nil, false, err
	}
	return &authenticator.Response{User: sa.UserInfo(), Audiences: auds}, true, nil
}

// verify tries the keys the token's kid names (all keys without one)
// until one verifies its signature, then decodes the claims.
// Upstream: the key loop of (*jwtTokenAuthenticator).AuthenticateToken.
func (j *jwtTokenAuthenticator[PrivateClaims]) verify(ctx context.Context, tok *parsedJWS, public *JWTClaims, private *PrivateClaims) error {
	keys := j.keysGetter.GetPublicKeys(ctx, tok.header.KeyID)
	if len(keys) == 0 {
		return errors.New("invalid signature, no keys found")
	}
	var errs []error
	for _, key := range keys {
		if err := tok.verify(key.PublicKey); err != nil {
			errs = append(errs, err)
			continue
		}
		if err := json.Unmarshal(tok.payload, public); err != nil {
			return fmt.Errorf("decoding claims: %w", err)
		}
		if err := json.Unmarshal(tok.payload, private); err != nil {
			return fmt.Errorf("decoding claims: %w", err)
		}
		return nil
	}
	return errors.Join(errs...)
}

// audiences are the token's audiences that the request accepts. A token
// with none (a legacy secret token) is taken as meant for the API
// server's own audiences, and the audit log says so.
// Upstream: the audience part of (*jwtTokenAuthenticator).AuthenticateToken.
func (j *jwtTokenAuthenticator[PrivateClaims]) audiences(ctx context.Context, public *JWTClaims) (authenticator.Audiences, error) {
	tokenAudiences := authenticator.Audiences(public.Audience)
	if len(tokenAudiences) == 0 {
		audit.AddAuditAnnotation(ctx, "authentication.k8s.io/legacy-token", public.Subject)
		tokenAudiences = j.implicitAuds
	}
	requestedAudiences, ok := authenticator.AudiencesFrom(ctx)
	if !ok {
		requestedAudiences = j.implicitAuds
	}
	auds := tokenAudiences.Intersect(requestedAudiences)
	if len(auds) == 0 && len(j.implicitAuds) != 0 {
		return nil, fmt.Errorf("token audiences %q is invalid for the target audiences %q", tokenAudiences, requestedAudiences)
	}
	return auds, nil
}

// hasCorrectIssuer peeks, without checking the signature, at the "iss"
// claim: a token of another issuer (an OIDC provider's) is not ours.
// Upstream: k8s.io/kubernetes/pkg/serviceaccount.(*jwtTokenAuthenticator).hasCorrectIssuer.
func (j *jwtTokenAuthenticator[PrivateClaims]) hasCorrectIssuer(tokenData string) bool {
	if strings.HasPrefix(strings.TrimSpace(tokenData), "{") {
		return false // the JSON serialization of JWS, which we do not accept
	}
	parts := strings.Split(tokenData, ".")
	if len(parts) != 3 {
		return false
	}
	payload, err := base64.RawURLEncoding.DecodeString(parts[1])
	if err != nil {
		return false
	}
	var claims struct {
		Issuer string `json:"iss"`
	}
	if err := json.Unmarshal(payload, &claims); err != nil {
		return false
	}
	return j.issuers[claims.Issuer]
}
