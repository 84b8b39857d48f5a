package resolver

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	_ "github.com/kube-rebuilt/apiserver/01-scheme/apis/apps/install"
	_ "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/install"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration"
)

func TestGuessResource(t *testing.T) {
	for kind, want := range map[string]string{"Deployment": "deployments", "Ingress": "ingresses",
		"NetworkPolicy": "networkpolicies", "Endpoints": "endpoints", "": ""} {
		if got := GuessResource(kind); got != want {
			t.Errorf("GuessResource(%q): got %q; want %q", kind, got, want)
		}
	}
}

// recorder allows what allow says and remembers what it was asked.
type recorder struct {
	allow bool
	asked []authorizer.Attributes
}

func (r *recorder) Authorize(ctx context.Context, a authorizer.Attributes) (authorizer.Decision, string, error) {
	r.asked = append(r.asked, a)
	if r.allow {
		return authorizer.DecisionAllow, "", nil
	}
	return authorizer.DecisionNoOpinion, "", nil
}

func TestAuthorize(t *testing.T) {
	alice := request.WithUser(context.Background(), &user.DefaultInfo{Name: "alice"})
	admin := request.WithUser(context.Background(), &user.DefaultInfo{Name: "admin", Groups: []string{user.SystemPrivilegedGroup}})
	resolver := SchemeResourceResolver{Scheme: legacyscheme.Scheme}
	configMaps := &admissionregistration.ParamKind{APIVersion: "v1", Kind: "ConfigMap"}
	paramKindOf := func(ctx context.Context, name string) (*admissionregistration.ParamKind, error) {
		if name == "missing" {
			return nil, errors.New("not found")
		}
		return configMaps, nil
	}
	byName := &admissionregistration.ParamRef{Name: "limits", Namespace: "default"}
	bySelector := &admissionregistration.ParamRef{Namespace: "default"}
	tests := []struct {
		name     string
		check    func(authorizer.Authorizer) error
		allow    bool
		wantErr  string // "" for allowed
		wantAttr string // what was asked: verb group/version/resource namespace/name
	}{
		{"paramKind allowed", func(a authorizer.Authorizer) error { return AuthorizeParamKind(alice, a, resolver, configMaps) }, true, "", "get /v1/configmaps */*"},
		{"paramKind refused", func(a authorizer.Authorizer) error { return AuthorizeParamKind(alice, a, resolver, configMaps) }, false,
			`must have "get" permission on all objects of the referenced paramKind (kind=ConfigMap, apiVersion=v1)`, "get /v1/configmaps */*"},
		{"unknown kind asks for every resource", func(a authorizer.Authorizer) error {
			return AuthorizeParamKind(alice, a, resolver, &admissionregistration.ParamKind{APIVersion: "example.com/v1", Kind: "Limit"})
		}, true, "", "get example.com/v1/* */*"},
		{"system:masters is not asked", func(a authorizer.Authorizer) error { return AuthorizeParamKind(admin, a, resolver, configMaps) }, false, "", ""},
		{"paramRef by name", func(a authorizer.Authorizer) error {
			return AuthorizeParamRef(alice, a, resolver, "p", byName, paramKindOf)
		}, false,
			`does not have "get" permission on the object referenced by paramRef`, "get /v1/configmaps default/limits"},
		{"paramRef by selector lists", func(a authorizer.Authorizer) error {
			return AuthorizeParamRef(alice, a, resolver, "p", bySelector, paramKindOf)
		}, true, "", "list /v1/configmaps default/"},
		{"paramRef of a missing policy", func(a authorizer.Authorizer) error {
			return AuthorizeParamRef(alice, a, resolver, "missing", byName, paramKindOf)
		}, false, `unable to get policy missing to determine minimum required permissions and user`, "get */*/* default/limits"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := &recorder{allow: tt.allow}
			err := tt.check(r)
			switch {
			case tt.wantErr == "" && err != nil:
				t.Errorf("got %v; want allowed", err)
			case tt.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tt.wantErr)):
				t.Errorf("got %v; want an error containing %q", err, tt.wantErr)
			}
			var got string
			for _, a := range r.asked {
				got = a.GetVerb() + " " + schema.GroupVersionResource{Group: a.GetAPIGroup(), Version: a.GetAPIVersion(), Resource: a.GetResource()}.String()
				got = strings.Replace(got, ", Resource=", "/", 1)
				got += " " + a.GetNamespace() + "/" + a.GetName()
			}
			if got != tt.wantAttr {
				t.Errorf("asked %q; want %q", got, tt.wantAttr)
			}
		})
	}
}
