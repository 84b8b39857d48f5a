package options

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/initializer"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/authorization/authorizerfactory"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/informers"
)

func TestAdmissionOptionsEnabledPluginNames(t *testing.T) {
	for _, tc := range []struct {
		name            string
		order, off      []string
		enable, disable []string
		want            []string
	}{
		{"defaults", []string{"A", "B", "C"}, []string{"B"}, nil, nil, []string{"A", "C"}},
		{"enable a default-off one", []string{"A", "B", "C"}, []string{"B"}, []string{"B"}, nil, []string{"A", "B", "C"}},
		{"disable a default-on one", []string{"A", "B", "C"}, []string{"B"}, nil, []string{"C"}, []string{"A"}},
		{"the order is the recommended one, not the flag's", []string{"A", "B", "C"}, []string{"A", "C"}, []string{"C", "A"}, nil, []string{"A", "B", "C"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := &AdmissionOptions{RecommendedPluginOrder: tc.order, DefaultOffPlugins: tc.off, EnablePlugins: tc.enable, DisablePlugins: tc.disable}
			if got := a.EnabledPluginNames(); !slices.Equal(got, tc.want) {
				t.Errorf("got %v; want %v", got, tc.want)
			}
		})
	}
}

func TestAdmissionOptionsValidate(t *testing.T) {
	for _, tc := range []struct {
		name            string
		enable, disable []string
		want            string // "" for valid
	}{
		{"known names", []string{"AlwaysDeny"}, []string{"AlwaysAdmit"}, ""},
		{"unknown enabled", []string{"Nope"}, nil, `enable-admission-plugins plugin "Nope" is unknown`},
		{"unknown disabled", nil, []string{"Nope"}, `disable-admission-plugins plugin "Nope" is unknown`},
		{"both", []string{"AlwaysDeny"}, []string{"AlwaysDeny"}, "[AlwaysDeny] in enable-admission-plugins and disable-admission-plugins overlapped"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := NewAdmissionOptions()
			a.EnablePlugins, a.DisablePlugins = tc.enable, tc.disable
			got := errors.Join(a.Validate()...)
			if (got == nil) != (tc.want == "") || got != nil && !strings.Contains(got.Error(), tc.want) {
				t.Errorf("got %v; want %q", got, tc.want)
			}
		})
	}
}

// TestAllOrderedPluginsAreRegistered: every plugin in the order is
// registered and every registered plugin has a place in it (upstream
// checks the same in Validate, as a developer error).
func TestAllOrderedPluginsAreRegistered(t *testing.T) {
	registered := NewAdmissionOptions().Plugins.Registered()
	ordered := slices.Sorted(slices.Values(AllOrderedPlugins))
	if !slices.Equal(registered, ordered) {
		t.Errorf("registered %v; ordered %v", registered, ordered)
	}
}

// TestNewAdmissionReadsTheConfigFile: --admission-control-config-file is
// read when the chain is built; a file that is missing or is no
// AdmissionConfiguration stops the server, a good one is handed on.
func TestNewAdmissionReadsTheConfigFile(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "admission.yaml")
	if err := os.WriteFile(good, []byte("apiVersion: apiserver.config.k8s.io/v1\nkind: AdmissionConfiguration\nplugins:\n- name: AlwaysAdmit\n  configuration: {}\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	bad := filepath.Join(dir, "bad.yaml")
	if err := os.WriteFile(bad, []byte("apiVersion: v1\nkind: ConfigMap\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, file, wantErr string
	}{
		{"a good file", good, ""},
		{"no such file", filepath.Join(dir, "missing.yaml"), "unable to read admission control configuration"},
		{"not an AdmissionConfiguration", bad, "unable to decode admission control configuration"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := NewAdmissionOptions()
			a.EnablePlugins, a.DisablePlugins = []string{"AlwaysAdmit"}, a.defaultEnabledPluginNames()
			a.ConfigFile = tc.file
			_, err := a.NewAdmission(nil)
			if (err == nil) != (tc.wantErr == "") || err != nil && !strings.Contains(err.Error(), tc.wantErr) {
				t.Errorf("got %v; want %q", err, tc.wantErr)
			}
		})
	}
}

// TestDefaultChainsLogged: the default plugins, made as the server makes
// them, log the two chains chapter 07 prints: a plugin with Admit is in
// the mutating one, a plugin with Validate in the validating one.
func TestDefaultChainsLogged(t *testing.T) {
	var buf bytes.Buffer
	old := klog.SetOutput(&buf)
	defer klog.SetOutput(old)
	storages := informers.NewStorages()
	init := initializer.New(informers.NewSharedInformerFactory(storages), storages, authorizerfactory.NewAlwaysAllowAuthorizer(), nil)
	if _, err := NewAdmissionOptions().NewAdmission(init); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"Loaded 7 mutating admission controller(s) successfully in the following order: NamespaceLifecycle,LimitRanger,ServiceAccount,DefaultTolerationSeconds,RuntimeClass,MutatingAdmissionPolicy,MutatingAdmissionWebhook.\n",
		"Loaded 6 validating admission controller(s) successfully in the following order: LimitRanger,ServiceAccount,RuntimeClass,ValidatingAdmissionPolicy,ValidatingAdmissionWebhook,ResourceQuota.\n",
	} {
		if !strings.Contains(buf.String(), want) {
			t.Errorf("got log\n%s\nwant a line ending in\n%s", buf.String(), want)
		}
	}
}
