package union

import (
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/authentication/authenticator"
)

// fake answers as it is told and counts its calls.
type fake struct {
	name  string // the user's name when ok
	ok    bool
	err   error
	calls int
}

func (f *fake) AuthenticateRequest(*http.Request) (*authenticator.Response, bool, error) {
	f.calls++
	if !f.ok {
		return nil, false, f.err
	}
	return &authenticator.Response{User: &user.DefaultInfo{Name: f.name}}, true, f.err
}

var (
	errA = errors.New("a failed")
	errB = errors.New("b failed")
)

func TestUnion(t *testing.T) {
	tests := []struct {
		name        string
		failOnError bool
		handlers    []*fake
		wantUser    string // "" when not ok
		wantErr     string
		wantCalls   []int
	}{
		{"first success wins", false, []*fake{{name: "a", ok: true}, {name: "b", ok: true}}, "a", "", []int{1, 0}},
		{"skips a no", false, []*fake{{}, {name: "b", ok: true}}, "b", "", []int{1, 1}},
		{"skips an error", false, []*fake{{err: errA}, {name: "b", ok: true}}, "b", "", []int{1, 1}},
		{"all no: no error", false, []*fake{{}, {}}, "", "", []int{1, 1}},
		{"one error", false, []*fake{{err: errA}, {}}, "", "a failed", []int{1, 1}},
		{"errors aggregated", false, []*fake{{err: errA}, {err: errB}}, "", "[a failed, b failed]", []int{1, 1}},
		{"same message once", false, []*fake{{err: errA}, {err: errA}}, "", "a failed", []int{1, 1}},
		{"fail on error stops", true, []*fake{{err: errA}, {name: "b", ok: true}}, "", "a failed", []int{1, 0}},
		{"fail on error, no error", true, []*fake{{}, {name: "b", ok: true}}, "b", "", []int{1, 1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var handlers []authenticator.Request
			for _, h := range tt.handlers {
				handlers = append(handlers, h)
			}
			auth := New(handlers...)
			if tt.failOnError {
				auth = NewFailOnError(handlers...)
			}
			resp, ok, err := auth.AuthenticateRequest(httptest.NewRequest("GET", "/", nil))
			gotUser := ""
			if ok {
				gotUser = resp.User.GetName()
			}
			gotErr := fmt.Sprint(err)
			if err == nil {
				gotErr = ""
			}
			if gotUser != tt.wantUser || ok != (tt.wantUser != "") || gotErr != tt.wantErr {
				t.Errorf("got user %q, ok %v, error %q; want user %q, error %q", gotUser, ok, gotErr, tt.wantUser, tt.wantErr)
			}
			for i, h := range tt.handlers {
				if h.calls != tt.wantCalls[i] {
					t.Errorf("handler %d: got %d calls; want %d", i, h.calls, tt.wantCalls[i])
				}
			}
		})
	}
}

func TestUnionErrorsIs(t *testing.T) {
	_, _, err := New(&fake{err: errA}, &fake{err: errB}).AuthenticateRequest(httptest.NewRequest("GET", "/", nil))
	if !errors.Is(err, errA) || !errors.Is(err, errB) {
		t.Errorf("got errors.Is a %v, b %v; want true, true", errors.Is(err, errA), errors.Is(err, errB))
	}
}

func TestNewSingle(t *testing.T) {
	only := &fake{}
	if got := New(only); got != authenticator.Request(only) {
		t.Errorf("got %T; want the one handler itself", got)
	}
}
