package storage

import (
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"path"
	"strings"
)

// The ways a continue token can be invalid.
// Upstream: k8s.io/apiserver/pkg/storage.ErrInvalidStartRV.
var (
	ErrInvalidStartRV             = errors.New("continue key is not valid: incorrect encoded start resourceVersion (version meta.k8s.io/v1)")
	ErrEmptyStartKey              = errors.New("continue key is not valid: encoded start key empty (version meta.k8s.io/v1)")
	ErrGenericInvalidKey          = errors.New("continue key is not valid")
	ErrUnrecognizedEncodedVersion = errors.New("continue key is not valid: server does not recognize this encoded version")
)

// continueToken is the JSON inside a continue token. Clients treat the
// token as opaque, but servers of several versions must read each other's,
// so its shape is a public API.
type continueToken struct {
	APIVersion      string `json:"v"`
	ResourceVersion int64  `json:"rv"`
	StartKey        string `json:"start"`
}

// DecodeContinue reads a continue token: the key the next page starts at
// (under keyPrefix) and the revision the whole list is read at.
// Upstream: k8s.io/apiserver/pkg/storage.DecodeContinue.
func DecodeContinue(continueValue, keyPrefix string) (fromKey string, rv int64, err error) {
	data, err := base64.RawURLEncoding.DecodeString(continueValue)
	if err != nil {
		return "", 0, fmt.Errorf("%w: %v", ErrGenericInvalidKey, err)
	}
	var c continueToken
	if err := json.Unmarshal(data, &c); err != nil {
		return "", 0, fmt.Errorf("%w: %v", ErrGenericInvalidKey, err)
	}
	if c.APIVersion != "meta.k8s.io/v1" {
		return "", 0, fmt.Errorf("%w %v", ErrUnrecognizedEncodedVersion, c.APIVersion)
	}
	if c.ResourceVersion == 0 {
		return "", 0, ErrInvalidStartRV
	}
	if len(c.StartKey) == 0 {
		return "", 0, ErrEmptyStartKey
	}
	// path.Clean defends against "../" in a client-made token: the key
	// stays below keyPrefix.
	key := c.StartKey
	if !strings.HasPrefix(key, "/") {
		key = "/" + key
	}
	cleaned := path.Clean(key)
	if cleaned != key {
		return "", 0, fmt.Errorf("%w: %v", ErrGenericInvalidKey, c.StartKey)
	}
	return keyPrefix + cleaned[1:], c.ResourceVersion, nil
}

// EncodeContinue makes the continue token for a page that ends before key.
// Upstream: k8s.io/apiserver/pkg/storage.EncodeContinue.
func EncodeContinue(key, keyPrefix string, resourceVersion int64) (string, error) {
	nextKey := strings.TrimPrefix(key, keyPrefix)
	if nextKey == key {
		return "", fmt.Errorf("unable to encode next field: the key and key prefix do not match %s %s", keyPrefix, key)
	}
	out, err := json.Marshal(&continueToken{APIVersion: "meta.k8s.io/v1", ResourceVersion: resourceVersion, StartKey: nextKey})
	if err != nil {
		return "", fmt.Errorf("encode continue token: %w", err)
	}
	return base64.RawURLEncoding.EncodeToString(out), nil
}
