package options

import (
	"reflect"
	"strings"
	"testing"

	"github.com/spf13/pflag"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// TestWatchCacheSizesFlag: --watch-cache-sizes takes upstream's
// resource[.group]#size, comma separated; a bad entry fails Validate
// with an error naming the flag.
func TestWatchCacheSizesFlag(t *testing.T) {
	for _, tc := range []struct {
		name    string
		value   string
		want    map[schema.GroupResource]int
		wantErr string
	}{
		{"core and group", "configmaps#1000,deployments.apps#500", map[schema.GroupResource]int{
			{Resource: "configmaps"}: 1000, {Group: "apps", Resource: "deployments"}: 500}, ""},
		{"zero turns a cache off", "events#0", map[schema.GroupResource]int{{Resource: "events"}: 0}, ""},
		{"no size", "configmaps", nil, "invalid value of watch cache size: configmaps"},
		{"two sizes", "configmaps#1#2", nil, "invalid value of watch cache size: configmaps#1#2"},
		{"not a number", "configmaps#many", nil, "invalid size of watch cache size: configmaps#many"},
		{"negative", "configmaps#-1", nil, "watch cache size cannot be negative: configmaps#-1"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			o := newTestOptions()
			fs := pflag.NewFlagSet("test", pflag.ContinueOnError)
			o.AddFlags(fs)
			if err := fs.Parse([]string{"--watch-cache-sizes=" + tc.value}); err != nil {
				t.Fatal(err)
			}
			got, err := ParseWatchCacheSizes(o.WatchCacheSizes)
			if tc.wantErr == "" {
				if err != nil || !reflect.DeepEqual(got, tc.want) {
					t.Errorf("got %v, %v; want %v", got, err, tc.want)
				}
				if errs := o.Validate(); len(errs) != 0 {
					t.Errorf("Validate: got %v; want no errors", errs)
				}
				return
			}
			if err == nil || err.Error() != tc.wantErr {
				t.Errorf("got error %v; want %q", err, tc.wantErr)
			}
			var flagErr error
			for _, e := range o.Validate() {
				if strings.HasPrefix(e.Error(), "--watch-cache-sizes: ") {
					flagErr = e
				}
			}
			if flagErr == nil || !strings.Contains(flagErr.Error(), tc.wantErr) {
				t.Errorf("Validate: got %v; want an error naming --watch-cache-sizes", o.Validate())
			}
		})
	}
}
