package selfsubjectreview

import (
	"context"
	"reflect"
	"testing"

	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	genericapirequest "github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/authentication"
)

func TestCreate(t *testing.T) {
	tests := []struct {
		name    string
		user    user.Info
		want    authentication.UserInfo
		wantErr string
	}{
		{"user with extra", &user.DefaultInfo{Name: "jane", UID: "1", Groups: []string{"system:authenticated"}, Extra: map[string][]string{"k": {"v"}}},
			authentication.UserInfo{Username: "jane", UID: "1", Groups: []string{"system:authenticated"}, Extra: map[string]authentication.ExtraValue{"k": {"v"}}}, ""},
		{"anonymous", &user.DefaultInfo{Name: "system:anonymous", Groups: []string{"system:unauthenticated"}},
			authentication.UserInfo{Username: "system:anonymous", Groups: []string{"system:unauthenticated"}, Extra: map[string]authentication.ExtraValue{}}, ""},
		{"no user", nil, authentication.UserInfo{}, "no user present on request"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx := context.Background()
			if tt.user != nil {
				ctx = genericapirequest.WithUser(ctx, tt.user)
			}
			out, err := NewREST().Create(ctx, &authentication.SelfSubjectReview{}, nil, nil)
			if tt.wantErr != "" {
				if err == nil || err.Error() != tt.wantErr {
					t.Fatalf("got %v; want %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			review := out.(*authentication.SelfSubjectReview)
			if !reflect.DeepEqual(review.Status.UserInfo, tt.want) {
				t.Errorf("got %+v; want %+v", review.Status.UserInfo, tt.want)
			}
			if review.CreationTimestamp.IsZero() {
				t.Errorf("got no creationTimestamp; want the time of the review")
			}
		})
	}
}
