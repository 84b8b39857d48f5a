package legacyscheme_test

import (
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	_ "github.com/kube-rebuilt/apiserver/01-scheme/apis/apps/install"
	_ "github.com/kube-rebuilt/apiserver/01-scheme/apis/autoscaling/install"
	_ "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/install"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// TestInstallPackagesFillTheGlobalScheme shows the upstream pattern: blank
// imports of the install packages are all it takes to fill
// legacyscheme.Scheme, through their init functions.
func TestInstallPackagesFillTheGlobalScheme(t *testing.T) {
	for _, gvk := range []schema.GroupVersionKind{
		{Version: "v1", Kind: "Pod"},
		{Group: "apps", Version: "v1", Kind: "Deployment"},
		{Group: "apps", Version: "v1beta1", Kind: "Scale"},
		{Group: "autoscaling", Version: "v1", Kind: "Scale"},
	} {
		if !legacyscheme.Scheme.Recognizes(gvk) {
			t.Errorf("legacyscheme.Scheme.Recognizes(%v) = false; want true", gvk)
		}
	}
	preferred := map[string]string{}
	for _, gv := range legacyscheme.Scheme.PreferredVersionAllGroups() {
		preferred[gv.Group] = gv.Version
	}
	for group, want := range map[string]string{"": "v1", "apps": "v1", "autoscaling": "v2"} {
		if got := preferred[group]; got != want {
			t.Errorf("preferred version of %q = %q; want %q", group, got, want)
		}
	}
	if legacyscheme.Codecs.SupportedMediaTypes() == nil {
		t.Errorf("legacyscheme.Codecs.SupportedMediaTypes() = nil; want the server's media types")
	}
}
