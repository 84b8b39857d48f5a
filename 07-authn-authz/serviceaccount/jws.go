package serviceaccount

import (
	"crypto"
	"crypto/rsa"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
)

// algRS256 is RSASSA-PKCS1-v1_5 with SHA-256, the only algorithm here.
const algRS256 = "RS256"

// jwsHeader is the protected header of a compact JWS.
// Upstream: gopkg.in/go-jose/go-jose.v2.Header (the fields we use).
type jwsHeader struct {
	Algorithm string `json:"alg"`
	KeyID     string `json:"kid,omitempty"`
}

// signRS256 returns header.payload.signature, each part base64url
// without padding, signed over "header.payload" (RFC 7515, section 7.1).
// Upstream: gopkg.in/go-jose/go-jose.v2/jwt.(builder).CompactSerialize.
func signRS256(key *rsa.PrivateKey, keyID string, payload []byte) (string, error) {
	header, err := json.Marshal(jwsHeader{Algorithm: algRS256, KeyID: keyID})
	if err != nil {
		return "", err
	}
	signingInput := b64(header) + "." + b64(payload)
	digest := sha256.Sum256([]byte(signingInput))
	sig, err := rsa.SignPKCS1v15(nil, key, crypto.SHA256, digest[:])
	if err != nil {
		return "", fmt.Errorf("signing token: %w", err)
	}
	return signingInput + "." + b64(sig), nil
}

// parsedJWS is a compact JWS taken apart but not yet verified.
// Upstream: gopkg.in/go-jose/go-jose.v2/jwt.JSONWebToken.
type parsedJWS struct {
	header       jwsHeader
	signingInput string
	payload      []byte
	signature    []byte
}

// parseJWS splits and decodes a compact JWS.
// Upstream: gopkg.in/go-jose/go-jose.v2/jwt.ParseSigned.
func parseJWS(token string) (*parsedJWS, error) {
	parts := strings.Split(token, ".")
	if len(parts) != 3 {
		return nil, errors.New("compact JWS format must have three parts")
	}
	var p parsedJWS
	raw, err := base64.RawURLEncoding.DecodeString(parts[0])
	if err != nil {
		return nil, fmt.Errorf("decoding header: %w", err)
	}
	if err := json.Unmarshal(raw, &p.header); err != nil {
		return nil, fmt.Errorf("decoding header: %w", err)
	}
	if p.payload, err = base64.RawURLEncoding.DecodeString(parts[1]); err != nil {
		return nil, fmt.Errorf("decoding payload: %w", err)
	}
	if p.signature, err = base64.RawURLEncoding.DecodeString(parts[2]); err != nil {
		return nil, fmt.Errorf("decoding signature: %w", err)
	}
	p.signingInput = parts[0] + "." + parts[1]
	return &p, nil
}

// verify checks the signature with key. The algorithm is fixed by the
// key's type, not taken on trust from the header: a header saying "none"
// or "HS256" (signed with the public key as an HMAC secret) is refused.
// Upstream: gopkg.in/go-jose/go-jose.v2.(*JSONWebSignature).Verify.
func (p *parsedJWS) verify(key crypto.PublicKey) error {
	rsaKey, ok := key.(*rsa.PublicKey)
	if !ok {
		return fmt.Errorf("unsupported public key type %T", key)
	}
	if p.header.Algorithm != algRS256 {
		return fmt.Errorf("unexpected signature algorithm %q; expected %q", p.header.Algorithm, algRS256)
	}
	digest := sha256.Sum256([]byte(p.signingInput))
	if err := rsa.VerifyPKCS1v15(rsaKey, crypto.SHA256, digest[:], p.signature); err != nil {
		return errors.New("error in cryptographic primitive")
	}
	return nil
}

// b64 is base64url without padding, JOSE's encoding.
func b64(b []byte) string { return base64.RawURLEncoding.EncodeToString(b) }
