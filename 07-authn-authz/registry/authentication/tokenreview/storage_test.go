package tokenreview

import (
	"context"
	"errors"
	"net/http"
	"reflect"
	"strings"
	"testing"

	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	genericapirequest "github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/authentication"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/authentication/authenticator"
)

// fakeAuthenticator knows one token, good for the audiences it is given
// ("api" when the request names none), and reports the audiences it saw.
type fakeAuthenticator struct {
	sawAudiences authenticator.Audiences
	answerAuds   authenticator.Audiences // if set, answered instead
}

func (f *fakeAuthenticator) AuthenticateRequest(req *http.Request) (*authenticator.Response, bool, error) {
	auds, _ := authenticator.AudiencesFrom(req.Context())
	f.sawAudiences = auds
	if _, seen := genericapirequest.UserFrom(req.Context()); seen {
		return nil, false, errors.New("the reviewer's user leaked into the review")
	}
	switch req.Header.Get("Authorization") {
	case "Bearer good":
		answer := auds
		if f.answerAuds != nil {
			answer = f.answerAuds
		}
		u := &user.DefaultInfo{Name: "jane", UID: "1", Groups: []string{"dev"}, Extra: map[string][]string{"scopes": {"a"}}}
		return &authenticator.Response{User: u, Audiences: answer}, true, nil
	case "Bearer broken":
		return nil, false, errors.New("token expired")
	}
	return nil, false, nil
}

func TestCreate(t *testing.T) {
	jane := authentication.UserInfo{Username: "jane", UID: "1", Groups: []string{"dev"}, Extra: map[string]authentication.ExtraValue{"scopes": {"a"}}}
	tests := []struct {
		name         string
		namespace    string
		spec         authentication.TokenReviewSpec
		answerAuds   authenticator.Audiences
		wantStatus   authentication.TokenReviewStatus
		wantAudsSeen authenticator.Audiences
		wantErr      string
		wantCode     int32
	}{
		{name: "good token, API audiences", spec: authentication.TokenReviewSpec{Token: "good"},
			wantStatus:   authentication.TokenReviewStatus{Authenticated: true, User: jane, Audiences: []string{"https://kubernetes.default.svc"}},
			wantAudsSeen: authenticator.Audiences{"https://kubernetes.default.svc"}},
		{name: "good token, asked audiences", spec: authentication.TokenReviewSpec{Token: "good", Audiences: []string{"vault"}},
			wantStatus:   authentication.TokenReviewStatus{Authenticated: true, User: jane, Audiences: []string{"vault"}},
			wantAudsSeen: authenticator.Audiences{"vault"}},
		{name: "unknown token", spec: authentication.TokenReviewSpec{Token: "guess"},
			wantAudsSeen: authenticator.Audiences{"https://kubernetes.default.svc"}},
		{name: "authenticator error", spec: authentication.TokenReviewSpec{Token: "broken"},
			wantStatus:   authentication.TokenReviewStatus{Error: "token expired"},
			wantAudsSeen: authenticator.Audiences{"https://kubernetes.default.svc"}},
		{name: "authenticator ignores audiences", spec: authentication.TokenReviewSpec{Token: "good", Audiences: []string{"vault"}},
			answerAuds: authenticator.Audiences{"other"}, wantErr: "Internal error occurred: error validating audiences", wantCode: 500},
		{name: "no token", spec: authentication.TokenReviewSpec{}, wantErr: "token is required for TokenReview in authentication", wantCode: 400},
		{name: "namespaced", namespace: "ns", spec: authentication.TokenReviewSpec{Token: "good"},
			wantErr: "namespace is not allowed on this type: ns", wantCode: 400},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			auth := &fakeAuthenticator{answerAuds: tt.answerAuds}
			r := NewREST(auth, []string{"https://kubernetes.default.svc"})
			ctx := genericapirequest.WithNamespace(context.Background(), tt.namespace)
			ctx = genericapirequest.WithUser(ctx, &user.DefaultInfo{Name: "reviewer"})
			out, err := r.Create(ctx, &authentication.TokenReview{Spec: tt.spec}, nil, nil)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) || statusCode(err) != tt.wantCode {
					t.Fatalf("got %v (%d); want %q (%d)", err, statusCode(err), tt.wantErr, tt.wantCode)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := out.(*authentication.TokenReview).Status; !reflect.DeepEqual(got, tt.wantStatus) {
				t.Errorf("got status %+v; want %+v", got, tt.wantStatus)
			}
			if !reflect.DeepEqual(auth.sawAudiences, tt.wantAudsSeen) {
				t.Errorf("authenticator got audiences %q; want %q", auth.sawAudiences, tt.wantAudsSeen)
			}
		})
	}
}

func TestCreateWithoutAuthenticator(t *testing.T) {
	out, err := NewREST(nil, nil).Create(context.Background(), &authentication.TokenReview{Spec: authentication.TokenReviewSpec{Token: "x"}}, nil, nil)
	if err != nil || out.(*authentication.TokenReview).Status.Authenticated {
		t.Errorf("got %+v, %v; want an unauthenticated review", out, err)
	}
}

// statusCode is the HTTP status of an API error, 0 for others.
func statusCode(err error) int32 {
	var status *apierrors.StatusError
	if errors.As(err, &status) {
		return status.ErrStatus.Code
	}
	return 0
}
