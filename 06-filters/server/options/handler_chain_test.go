package options

import (
	"strings"
	"testing"

	"github.com/spf13/pflag"

	"github.com/kube-rebuilt/apiserver/06-filters/server"
)

func TestHandlerChainOptions(t *testing.T) {
	tests := []struct {
		name    string
		args    []string
		wantErr string
	}{
		{"defaults", nil, ""},
		{"limits and CORS", []string{"--max-requests-inflight=4", "--max-mutating-requests-inflight=2", "--cors-allowed-origins=//localhost(:|$)"}, ""},
		{"negative limit", []string{"--max-requests-inflight=-1"}, "--max-requests-inflight can not be negative"},
		{"bad CORS regexp", []string{"--cors-allowed-origins=//local(host"}, "--cors-allowed-origins"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o := NewHandlerChainOptions()
			fs := pflag.NewFlagSet("test", pflag.ContinueOnError)
			o.AddFlags(fs)
			if err := fs.Parse(tt.args); err != nil {
				t.Fatal(err)
			}
			errs := o.Validate()
			if tt.wantErr == "" {
				if len(errs) > 0 {
					t.Fatalf("got %v; want no error", errs)
				}
				c := server.NewHandlerChainConfig()
				o.ApplyTo(c)
				if c.MaxRequestsInFlight != o.MaxRequestsInFlight || len(c.CorsAllowedOriginList) != len(o.CorsAllowedOriginList) {
					t.Errorf("got %+v; want the options' values", c)
				}
				return
			}
			if len(errs) != 1 || !strings.Contains(errs[0].Error(), tt.wantErr) {
				t.Errorf("got %v; want one error containing %q", errs, tt.wantErr)
			}
		})
	}
}
