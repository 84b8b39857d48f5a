package serviceaccount

import (
	"encoding/json"
	"errors"
	"strconv"
	"time"
)

// JWTClaims are the registered claims of a JWT (RFC 7519, section 4.1).
// Upstream: gopkg.in/go-jose/go-jose.v2/jwt.Claims.
type JWTClaims struct {
	Issuer    string       `json:"iss,omitempty"`
	Subject   string       `json:"sub,omitempty"`
	Audience  Audience     `json:"aud,omitempty"`
	Expiry    *NumericDate `json:"exp,omitempty"`
	NotBefore *NumericDate `json:"nbf,omitempty"`
	IssuedAt  *NumericDate `json:"iat,omitempty"`
	ID        string       `json:"jti,omitempty"`
}

// Audience is the "aud" claim: a string or an array of strings on the
// wire, always an array here.
// Upstream: gopkg.in/go-jose/go-jose.v2/jwt.Audience.
type Audience []string

// UnmarshalJSON accepts a single string or an array.
// Upstream: gopkg.in/go-jose/go-jose.v2/jwt.(*Audience).UnmarshalJSON.
func (a *Audience) UnmarshalJSON(b []byte) error {
	var one string
	if err := json.Unmarshal(b, &one); err == nil {
		*a = Audience{one}
		return nil
	}
	var many []string
	if err := json.Unmarshal(b, &many); err != nil {
		return errors.New("expected string or array value to unmarshal to Audience")
	}
	*a = many
	return nil
}

// NumericDate is seconds since the Unix epoch, as JWT dates are.
// Upstream: gopkg.in/go-jose/go-jose.v2/jwt.NumericDate.
type NumericDate int64

// NewNumericDate is t, truncated to the second; nil for a zero t.
// Upstream: gopkg.in/go-jose/go-jose.v2/jwt.NewNumericDate.
func NewNumericDate(t time.Time) *NumericDate {
	if t.IsZero() {
		return nil
	}
	n := NumericDate(t.Unix())
	return &n
}

// UnmarshalJSON accepts an integer or a fraction of seconds.
// Upstream: gopkg.in/go-jose/go-jose.v2/jwt.(*NumericDate).UnmarshalJSON.
func (n *NumericDate) UnmarshalJSON(b []byte) error {
	f, err := strconv.ParseFloat(string(b), 64)
	if err != nil {
		return errors.New("expected number value to unmarshal into NumericDate")
	}
	*n = NumericDate(f)
	return nil
}

// Time is n as a time.Time; the zero time for nil.
// Upstream: gopkg.in/go-jose/go-jose.v2/jwt.(*NumericDate).Time.
func (n *NumericDate) Time() time.Time {
	if n == nil {
		return time.Time{}
	}
	return time.Unix(int64(*n), 0)
}

// DefaultLeeway is how far clocks may disagree when checking exp, nbf
// and iat.
// Upstream: gopkg.in/go-jose/go-jose.v2/jwt.DefaultLeeway.
const DefaultLeeway = time.Minute

// The errors of validateTime.
// Upstream: gopkg.in/go-jose/go-jose.v2/jwt (ErrExpired ...).
var (
	ErrExpired           = errors.New("validation failed, token is expired (exp)")
	ErrNotValidYet       = errors.New("validation failed, token not valid yet (nbf)")
	ErrIssuedInTheFuture = errors.New("validation field, token issued in the future (iat)")
)

// validateTime checks the claims' window at now, with leeway.
// Upstream: gopkg.in/go-jose/go-jose.v2/jwt.Claims.ValidateWithLeeway
// (its time part; issuer and audience are checked by the authenticator).
func (c *JWTClaims) validateTime(now time.Time, leeway time.Duration) error {
	if c.NotBefore != nil && now.Add(leeway).Before(c.NotBefore.Time()) {
		return ErrNotValidYet
	}
	if c.Expiry != nil && now.Add(-leeway).After(c.Expiry.Time()) {
		return ErrExpired
	}
	if c.IssuedAt != nil && now.Add(leeway).Before(c.IssuedAt.Time()) {
		return ErrIssuedInTheFuture
	}
	return nil
}
