package serviceaccount

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestNewOpenIDMetadataProviderErrors(t *testing.T) {
	keys, err := StaticPublicKeysGetter([]any{loadPublicKey(t)})
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, issuer, jwksURI, external string
		keys                            PublicKeysGetter
		wantErr                         string
	}{
		{"empty issuer", "", "", "a", keys, "empty issuer URL"},
		{"http issuer", "http://i", "", "a", keys, "issuer URL must use https scheme, got: http://i"},
		{"query", "https://i?x=1", "", "a", keys, "issuer URL may not include a query, got: https://i?x=1"},
		{"fragment", "https://i#x", "", "a", keys, "issuer URL may not include a fragment, got: https://i#x"},
		{"no jwks uri nor address", "https://i", "", "", keys, "either the JWKS URI or the default external address, or both, must be set"},
		{"http jwks uri", "https://i", "http://k", "", keys, "jwksURI requires https scheme, parsed as: http://k"},
		{"no getter", "https://i", "", "a", nil, "no public key getter provided"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := NewOpenIDMetadataProvider(tt.issuer, tt.jwksURI, tt.external, tt.keys)
			if errString(err) != tt.wantErr {
				t.Errorf("got %v; want %q", err, tt.wantErr)
			}
		})
	}
}

func TestOpenIDMetadataHandler(t *testing.T) {
	keys, err := StaticPublicKeysGetter([]any{loadKey(t)})
	if err != nil {
		t.Fatal(err)
	}
	provider, err := NewOpenIDMetadataProvider("https://kubernetes.default.svc.cluster.local", "", "10.0.0.1:6443", keys)
	if err != nil {
		t.Fatal(err)
	}
	h := NewOpenIDMetadataHandler(provider)
	tests := []struct {
		name, method, path string
		wantCode           int
		wantType, wantBody string
	}{
		{"discovery", "GET", "/.well-known/openid-configuration", 200, "application/json",
			`{"issuer":"https://kubernetes.default.svc.cluster.local","jwks_uri":"https://10.0.0.1:6443/openid/v1/jwks",` +
				`"response_types_supported":["id_token"],"subject_types_supported":["public"],"id_token_signing_alg_values_supported":["RS256"]}`},
		{"keys", "GET", "/openid/v1/jwks", 200, "application/jwk-set+json",
			`{"keys":[{"use":"sig","kty":"RSA","kid":"` + upstreamKeyID + `","alg":"RS256","n":"` +
				b64(loadPublicKey(t).N.Bytes()) + `","e":"AQAB"}]}`},
		{"post", "POST", "/openid/v1/jwks", 405, "", ""},
		{"elsewhere", "GET", "/openid/v1", 404, "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := httptest.NewRecorder()
			h.ServeHTTP(w, httptest.NewRequest(tt.method, tt.path, nil))
			if w.Code != tt.wantCode {
				t.Fatalf("got %d; want %d", w.Code, tt.wantCode)
			}
			if w.Code != http.StatusOK {
				return
			}
			if got := w.Header().Get("Content-Type"); got != tt.wantType {
				t.Errorf("got Content-Type %q; want %q", got, tt.wantType)
			}
			if got := w.Header().Get("Cache-Control"); got != "public, max-age=3600" {
				t.Errorf("got Cache-Control %q; want public, max-age=3600", got)
			}
			if got := w.Body.String(); got != tt.wantBody {
				t.Errorf("got %s; want %s", got, tt.wantBody)
			}
		})
	}
}
