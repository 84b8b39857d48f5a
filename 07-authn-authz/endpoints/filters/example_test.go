package filters_test

import (
	"fmt"
	"net/http"
	"net/http/httptest"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/serializer"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	genericrequest "github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/authentication/group"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/authentication/request/bearertoken"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/authentication/request/union"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/authentication/token/tokenfile"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/endpoints/filters"
)

// ExampleWithAuthentication builds kube-apiserver's authentication in
// miniature (a token file behind bearer tokens, the group adder around
// the union, no anonymous) and sends one request with a known token and
// one without.
func ExampleWithAuthentication() {
	scheme := runtime.NewScheme()
	_ = metav1.AddToGroupVersion(scheme, schema.GroupVersion{Version: "v1"})
	codecs := serializer.NewCodecFactory(scheme)

	tokens := tokenfile.New(map[string]*user.DefaultInfo{"31ada4fd": {Name: "alice", UID: "1000", Groups: []string{"dev"}}})
	auth := group.NewAuthenticatedGroupAdder(union.New(bearertoken.New(tokens)))

	whoami := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		u, _ := genericrequest.UserFrom(r.Context())
		fmt.Fprintf(w, "%s %v, Authorization %q\n", u.GetName(), u.GetGroups(), r.Header.Get("Authorization"))
	})
	handler := filters.WithAuthentication(whoami, auth, filters.Unauthorized(codecs), nil)

	for _, token := range []string{"31ada4fd", ""} {
		req := httptest.NewRequest("GET", "/api/v1/namespaces", nil)
		req = req.WithContext(genericrequest.WithRequestInfo(req.Context(), &genericrequest.RequestInfo{APIPrefix: "api", APIVersion: "v1"}))
		if token != "" {
			req.Header.Set("Authorization", "Bearer "+token)
		}
		rec := httptest.NewRecorder()
		handler.ServeHTTP(rec, req)
		fmt.Print(rec.Code, " ", rec.Body.String())
	}
	// Output:
	// 200 alice [dev system:authenticated], Authorization ""
	// 401 {"kind":"Status","apiVersion":"v1","metadata":{},"status":"Failure","message":"Unauthorized","reason":"Unauthorized","code":401}
}
