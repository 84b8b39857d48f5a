package serviceaccount

import (
	"context"
	"crypto/rsa"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"net/http"
	"net/url"
	"slices"
)

// The paths of the OIDC discovery documents.
// Upstream: k8s.io/kubernetes/pkg/serviceaccount (constants).
const (
	// OpenIDConfigPath is the discovery document, relative to the issuer.
	OpenIDConfigPath = "/.well-known/openid-configuration"
	// JWKSPath is where the key set is served by default.
	JWKSPath = "/openid/v1/jwks"
)

// OpenIDMetadataProvider has the two documents, and how long clients
// may cache them.
// Upstream: k8s.io/kubernetes/pkg/serviceaccount.OpenIDMetadataProvider.
type OpenIDMetadataProvider interface {
	GetConfigJSON() (json []byte, maxAge int)
	GetKeysetJSON() (json []byte, maxAge int)
}

// openidConfigProvider is NewOpenIDMetadataProvider's provider. The keys
// never change here, so the documents are built once.
// Upstream: k8s.io/kubernetes/pkg/serviceaccount.openidConfigProvider.
type openidConfigProvider struct {
	configJSON, keysetJSON []byte
	maxAge                 int
}

// GetConfigJSON is the discovery document.
// Upstream: k8s.io/kubernetes/pkg/serviceaccount.(*openidConfigProvider).GetConfigJSON.
func (p *openidConfigProvider) GetConfigJSON() ([]byte, int) { return p.configJSON, p.maxAge }

// GetKeysetJSON is the key set.
// Upstream: k8s.io/kubernetes/pkg/serviceaccount.(*openidConfigProvider).GetKeysetJSON.
func (p *openidConfigProvider) GetKeysetJSON() ([]byte, int) { return p.keysetJSON, p.maxAge }

// NewOpenIDMetadataProvider builds the documents for issuerURL (https,
// no query or fragment). jwksURI, if empty, is
// https://<defaultExternalAddress>/openid/v1/jwks.
// Upstream: k8s.io/kubernetes/pkg/serviceaccount.NewOpenIDMetadataProvider.
func NewOpenIDMetadataProvider(issuerURL, jwksURI, defaultExternalAddress string, pubKeyGetter PublicKeysGetter) (OpenIDMetadataProvider, error) {
	if err := checkIssuerURL(issuerURL); err != nil {
		return nil, err
	}
	if pubKeyGetter == nil {
		return nil, errors.New("no public key getter provided")
	}
	jwksURI, err := resolveJWKSURI(jwksURI, defaultExternalAddress)
	if err != nil {
		return nil, err
	}
	var keys []PublicKey
	for _, k := range pubKeyGetter.GetPublicKeys(context.Background(), "") {
		if !k.ExcludeFromOIDCDiscovery {
			keys = append(keys, k)
		}
	}
	if len(keys) == 0 {
		return nil, errors.New("no keys provided for validating keyset")
	}
	p := &openidConfigProvider{maxAge: pubKeyGetter.GetCacheAgeMaxSeconds()}
	if p.configJSON, p.keysetJSON, err = openIDDocuments(issuerURL, jwksURI, keys); err != nil {
		return nil, err
	}
	return p, nil
}

// checkIssuerURL: an https URL without query or fragment.
// Upstream: part of NewOpenIDMetadataProvider.
func checkIssuerURL(issuerURL string) error {
	if issuerURL == "" {
		return errors.New("empty issuer URL")
	}
	iss, err := url.Parse(issuerURL)
	switch {
	case err != nil:
		return err
	case iss.Scheme != "https":
		return fmt.Errorf("issuer URL must use https scheme, got: %s", issuerURL)
	case iss.RawQuery != "":
		return fmt.Errorf("issuer URL may not include a query, got: %s", issuerURL)
	case iss.Fragment != "":
		return fmt.Errorf("issuer URL may not include a fragment, got: %s", issuerURL)
	}
	return nil
}

// resolveJWKSURI checks jwksURI or builds it from the external address.
// Upstream: part of NewOpenIDMetadataProvider.
func resolveJWKSURI(jwksURI, defaultExternalAddress string) (string, error) {
	if jwksURI == "" && defaultExternalAddress == "" {
		return "", errors.New("either the JWKS URI or the default external address, or both, must be set")
	}
	if jwksURI == "" {
		u := &url.URL{Scheme: "https", Host: defaultExternalAddress, Path: JWKSPath}
		return u.String(), nil
	}
	u, err := url.Parse(jwksURI)
	if err != nil {
		return "", err
	}
	if u.Scheme != "https" {
		return "", fmt.Errorf("jwksURI requires https scheme, parsed as: %v", u.String())
	}
	return jwksURI, nil
}

// openIDMetadata is the discovery document: the fields OIDC requires.
// Upstream: k8s.io/kubernetes/pkg/serviceaccount.openIDMetadata.
type openIDMetadata struct {
	Issuer        string   `json:"issuer"`
	JWKSURI       string   `json:"jwks_uri"`
	ResponseTypes []string `json:"response_types_supported"`
	SubjectTypes  []string `json:"subject_types_supported"`
	SigningAlgs   []string `json:"id_token_signing_alg_values_supported"`
}

// jsonWebKey is a public RSA JWK (RFC 7517), fields in go-jose's order.
// Upstream: gopkg.in/go-jose/go-jose.v2.rawJSONWebKey.
type jsonWebKey struct {
	Use string `json:"use"`
	Kty string `json:"kty"`
	Kid string `json:"kid"`
	Alg string `json:"alg"`
	N   string `json:"n"`
	E   string `json:"e"`
}

// jsonWebKeySet is a JWKS document.
// Upstream: gopkg.in/go-jose/go-jose.v2.JSONWebKeySet.
type jsonWebKeySet struct {
	Keys []jsonWebKey `json:"keys"`
}

// openIDDocuments marshals the discovery document and the key set.
// Upstream: k8s.io/kubernetes/pkg/serviceaccount.openIDConfigJSON and openIDKeysetJSON.
func openIDDocuments(iss, jwksURI string, keys []PublicKey) ([]byte, []byte, error) {
	var set jsonWebKeySet
	var algs []string
	for i, key := range keys {
		rsaKey, ok := key.PublicKey.(*rsa.PublicKey)
		if !ok {
			return nil, nil, fmt.Errorf("error constructing JWK for key #%d: unknown public key type %T, must be *rsa.PublicKey", i, key.PublicKey)
		}
		set.Keys = append(set.Keys, jsonWebKey{Use: "sig", Kty: "RSA", Kid: key.KeyID, Alg: algRS256,
			N: b64(rsaKey.N.Bytes()), E: b64(big.NewInt(int64(rsaKey.E)).Bytes())})
		if !slices.Contains(algs, algRS256) {
			algs = append(algs, algRS256)
		}
	}
	configJSON, err := json.Marshal(openIDMetadata{Issuer: iss, JWKSURI: jwksURI,
		ResponseTypes: []string{"id_token"}, SubjectTypes: []string{"public"}, SigningAlgs: algs})
	if err != nil {
		return nil, nil, fmt.Errorf("failed to marshal service account issuer metadata: %w", err)
	}
	keysetJSON, err := json.Marshal(set)
	if err != nil {
		return nil, nil, fmt.Errorf("failed to marshal service account issuer JWKS: %w", err)
	}
	return configJSON, keysetJSON, nil
}

// mimeJWKS is the media type of the key set.
// Upstream: k8s.io/kubernetes/pkg/routes.mimeJWKS.
const mimeJWKS = "application/jwk-set+json"

// NewOpenIDMetadataHandler serves GET OpenIDConfigPath and GET JWKSPath
// from provider, with Cache-Control: public, max-age=<maxAge>. Mount it
// on both paths of the server's non-API mux; anything else is 404.
// Upstream: k8s.io/kubernetes/pkg/routes.(*OpenIDMetadataServer).Install
// (go-restful web services there, a plain http.Handler here).
func NewOpenIDMetadataHandler(provider OpenIDMetadataProvider) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		if req.URL.Path != OpenIDConfigPath && req.URL.Path != JWKSPath {
			http.NotFound(w, req)
			return
		}
		if req.Method != http.MethodGet && req.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		body, maxAge := provider.GetConfigJSON()
		w.Header().Set("Content-Type", "application/json")
		if req.URL.Path == JWKSPath {
			body, maxAge = provider.GetKeysetJSON()
			w.Header().Set("Content-Type", mimeJWKS)
		}
		w.Header().Set("Cache-Control", fmt.Sprintf("public, max-age=%d", maxAge))
		_, _ = w.Write(body)
	})
}
