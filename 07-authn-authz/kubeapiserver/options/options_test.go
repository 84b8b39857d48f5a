package options

import (
	"fmt"
	"io"
	"reflect"
	"strings"
	"testing"

	"github.com/spf13/pflag"

	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	kubeauthenticator "github.com/kube-rebuilt/apiserver/07-authn-authz/kubeapiserver/authenticator"
)

func TestAuthorizationValidate(t *testing.T) {
	tests := []struct {
		flags []string
		want  string // the errors, joined; "" for none
	}{
		{nil, ""}, // the default, RBAC
		{[]string{"--authorization-mode=AlwaysAllow"}, ""},
		{[]string{"--authorization-mode=AlwaysDeny,RBAC"}, ""},
		{[]string{"--authorization-mode="}, "at least one authorization-mode must be passed"},
		{[]string{"--authorization-mode=Node,RBAC"}, `authorization-mode "Node" is not a valid mode`},
		{[]string{"--authorization-mode=RBAC,RBAC"}, `authorization-mode ["RBAC" "RBAC"] has mode specified more than once`},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprint(tt.flags), func(t *testing.T) {
			o := NewBuiltInAuthorizationOptions()
			fs := pflag.NewFlagSet("test", pflag.ContinueOnError)
			o.AddFlags(fs)
			if err := fs.Parse(tt.flags); err != nil {
				t.Fatal(err)
			}
			if got := joined(o.Validate()); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}

func TestAuthenticationValidate(t *testing.T) {
	old := klog.SetOutput(io.Discard)
	defer klog.SetOutput(old)
	tests := []struct {
		flags []string
		want  string
	}{
		{nil, ""},
		{[]string{"--requestheader-username-headers=X-Remote-User,X-User"}, ""},
		{[]string{"--requestheader-username-headers=X-User"}, ""}, // only a warning, as upstream
		{[]string{"--requestheader-group-headers= "}, `empty value in "requestheader-group-headers"`},
		{[]string{"--requestheader-uid-headers=X-Uid"},
			"--requestheader-uid-headers is set without specifying the standard X-Remote-Uid header - API aggregation will not work"},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprint(tt.flags), func(t *testing.T) {
			o := NewBuiltInAuthenticationOptions()
			fs := pflag.NewFlagSet("test", pflag.ContinueOnError)
			o.AddFlags(fs)
			if err := fs.Parse(tt.flags); err != nil {
				t.Fatal(err)
			}
			if got := joined(o.Validate()); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}

func TestToAuthenticationConfig(t *testing.T) {
	o := NewBuiltInAuthenticationOptions()
	fs := pflag.NewFlagSet("test", pflag.ContinueOnError)
	o.AddFlags(fs)
	if err := fs.Parse([]string{"--anonymous-auth=false", "--client-ca-file=ca.crt", "--token-auth-file=tokens.csv",
		"--requestheader-client-ca-file=fp.crt", "--requestheader-allowed-names=front-proxy-client",
		"--requestheader-username-headers=X-Remote-User", "--requestheader-group-headers=X-Remote-Group",
		"--requestheader-extra-headers-prefix=X-Remote-Extra-"}); err != nil {
		t.Fatal(err)
	}
	want := kubeauthenticator.Config{ClientCAFile: "ca.crt", TokenAuthFile: "tokens.csv",
		RequestHeader: &kubeauthenticator.RequestHeaderConfig{ClientCAFile: "fp.crt", AllowedNames: []string{"front-proxy-client"},
			UsernameHeaders: []string{"X-Remote-User"}, GroupHeaders: []string{"X-Remote-Group"}, ExtraHeaderPrefixes: []string{"X-Remote-Extra-"}}}
	if got := o.ToAuthenticationConfig(); !reflect.DeepEqual(got, want) {
		t.Errorf("got %+v; want %+v", got, want)
	}
	if got := NewBuiltInAuthenticationOptions().ToAuthenticationConfig(); !got.Anonymous || got.RequestHeader != nil {
		t.Errorf("got %+v by default; want anonymous on, no request header", got)
	}
}

// joined is the errors' messages, joined by "; ".
func joined(errs []error) string {
	var s []string
	for _, err := range errs {
		s = append(s, err.Error())
	}
	return strings.Join(s, "; ")
}
