package filters

import (
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"reflect"
	"testing"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/serializer"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	genericrequest "github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/authentication/authenticator"
)

// statusCodecs can write a Status, and nothing else.
func statusCodecs() serializer.CodecFactory {
	scheme := runtime.NewScheme()
	_ = metav1.AddToGroupVersion(scheme, schema.GroupVersion{Version: "v1"})
	return serializer.NewCodecFactory(scheme)
}

// answer is an authenticator that returns what it is given.
func answer(u user.Info, auds authenticator.Audiences, ok bool, err error) authenticator.Request {
	return authenticator.RequestFunc(func(*http.Request) (*authenticator.Response, bool, error) {
		if !ok {
			return nil, false, err
		}
		return &authenticator.Response{User: u, Audiences: auds}, true, nil
	})
}

var (
	alice     = &user.DefaultInfo{Name: "alice", Groups: []string{user.AllAuthenticated}}
	anonymous = &user.DefaultInfo{Name: user.Anonymous, Groups: []string{user.AllUnauthenticated}}
)

func TestWithAuthentication(t *testing.T) {
	tests := []struct {
		name       string
		auth       authenticator.Request
		apiAuds    authenticator.Audiences
		http2      bool
		wantUser   string // "" when failed must be called
		wantClose  bool
		wantCtxAud authenticator.Audiences
	}{
		{"recognised", answer(alice, nil, true, nil), nil, false, "alice", false, nil},
		{"not recognised", answer(nil, nil, false, nil), nil, false, "", false, nil},
		{"error", answer(nil, nil, false, errors.New("x509: bad")), nil, false, "", false, nil},
		{"audience matches", answer(alice, authenticator.Audiences{"b", "api"}, true, nil), authenticator.Audiences{"api"}, false, "alice", false, authenticator.Audiences{"api"}},
		{"audience agnostic", answer(alice, nil, true, nil), authenticator.Audiences{"api"}, false, "alice", false, authenticator.Audiences{"api"}},
		{"audience mismatch", answer(alice, authenticator.Audiences{"other"}, true, nil), authenticator.Audiences{"api"}, false, "", false, nil},
		{"anonymous over HTTP/2 closes", answer(anonymous, nil, true, nil), nil, true, "system:anonymous", true, nil},
		{"alice over HTTP/2 keeps it", answer(alice, nil, true, nil), nil, true, "alice", false, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var gotUser string
			var gotAuds authenticator.Audiences
			var gotHeader http.Header
			handler := http.HandlerFunc(func(_ http.ResponseWriter, r *http.Request) {
				u, _ := genericrequest.UserFrom(r.Context())
				gotUser = u.GetName()
				gotAuds, _ = authenticator.AudiencesFrom(r.Context())
				gotHeader = r.Header
			})
			failed := http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(http.StatusUnauthorized) })
			req := httptest.NewRequest("GET", "/api", nil)
			req.Header.Set("Authorization", "Bearer x")
			req.Header.Set("X-Remote-User", "mallory")
			req.Header.Set("X-Remote-Extra-Scopes", "all")
			req.Header.Set("Accept", "application/json")
			if tt.http2 {
				req.ProtoMajor = 2
			}
			rec := httptest.NewRecorder()
			WithAuthentication(handler, tt.auth, failed, tt.apiAuds).ServeHTTP(rec, req)

			if gotUser != tt.wantUser {
				t.Fatalf("got user %q; want %q", gotUser, tt.wantUser)
			}
			if tt.wantUser == "" {
				if rec.Code != http.StatusUnauthorized {
					t.Errorf("got %d; want the failed handler's 401", rec.Code)
				}
				return
			}
			if want := (http.Header{"Accept": {"application/json"}}); !reflect.DeepEqual(gotHeader, want) {
				t.Errorf("got headers %v; want %v", gotHeader, want)
			}
			if !reflect.DeepEqual(gotAuds, tt.wantCtxAud) {
				t.Errorf("got audiences in context %q; want %q", gotAuds, tt.wantCtxAud)
			}
			if got := rec.Header().Get("Connection") == "close"; got != tt.wantClose {
				t.Errorf("got Connection: close %v; want %v", got, tt.wantClose)
			}
		})
	}
}

func TestWithAuthenticationNil(t *testing.T) {
	handler := http.NotFoundHandler()
	if got := WithAuthentication(handler, nil, nil, nil); reflect.ValueOf(got).Pointer() != reflect.ValueOf(handler).Pointer() {
		t.Errorf("got %T; want the handler itself", got)
	}
}

func TestUnauthorized(t *testing.T) {
	tests := []struct {
		name            string
		info            *genericrequest.RequestInfo // nil: none in context
		http2           bool
		wantCode        int
		wantContentType string
	}{
		{"core group", &genericrequest.RequestInfo{IsResourceRequest: true, APIVersion: "v1", Resource: "pods"}, false, 401, "application/json"},
		{"HTTP/2 closes", &genericrequest.RequestInfo{Path: "/healthz"}, true, 401, "application/json"},
		{"no RequestInfo", nil, false, 500, "text/plain; charset=utf-8"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			req := httptest.NewRequest("GET", "/api/v1/pods", nil)
			if tt.info != nil {
				req = req.WithContext(genericrequest.WithRequestInfo(req.Context(), tt.info))
			}
			if tt.http2 {
				req.ProtoMajor = 2
			}
			rec := httptest.NewRecorder()
			Unauthorized(statusCodecs()).ServeHTTP(rec, req)
			if rec.Code != tt.wantCode || rec.Header().Get("Content-Type") != tt.wantContentType {
				t.Fatalf("got %d %q; want %d %q", rec.Code, rec.Header().Get("Content-Type"), tt.wantCode, tt.wantContentType)
			}
			if got := rec.Header().Get("Connection") == "close"; got != tt.http2 {
				t.Errorf("got Connection: close %v; want %v", got, tt.http2)
			}
			if tt.wantCode != 401 {
				return
			}
			var status metav1.Status
			if err := json.Unmarshal(rec.Body.Bytes(), &status); err != nil {
				t.Fatal(err)
			}
			want := metav1.Status{TypeMeta: metav1.TypeMeta{Kind: "Status", APIVersion: "v1"},
				Status: metav1.StatusFailure, Message: "Unauthorized", Reason: metav1.StatusReasonUnauthorized, Code: 401}
			if !reflect.DeepEqual(status, want) {
				t.Errorf("got %+v; want %+v", status, want)
			}
		})
	}
}
