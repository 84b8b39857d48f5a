package options

import (
	"errors"
	"slices"
	"strings"
	"testing"
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
