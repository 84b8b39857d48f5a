package options

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// validator is any option group.
type validator interface{ Validate() []error }

func TestValidateMessages(t *testing.T) {
	secure := func(f func(*SecureServingOptions)) validator { o := NewSecureServingOptions(); f(o); return o }
	insecure := func(port int) validator { o := NewDeprecatedInsecureServingOptions(); o.BindPort = port; return o }
	run := func(f func(*ServerRunOptions)) validator { o := NewServerRunOptions(); f(o); return o }

	tests := []struct {
		name    string
		options validator
		want    []string
	}{
		{"defaults: secure", NewSecureServingOptions(), nil},
		{"defaults: insecure", NewDeprecatedInsecureServingOptions(), nil},
		{"defaults: generic", NewServerRunOptions(), nil},
		{"defaults: features", NewFeatureOptions(), nil},
		{"secure port too big", secure(func(o *SecureServingOptions) { o.BindPort = 70000 }),
			[]string{"--secure-port 70000 must be between 1 and 65535, inclusive. It cannot be turned off with 0"}},
		{"secure port negative", secure(func(o *SecureServingOptions) { o.BindPort = -1 }),
			[]string{"--secure-port -1 must be between 0 and 65535, inclusive. 0 for turning off secure port"}},
		{"secure port required", secure(func(o *SecureServingOptions) { o.Required = true; o.BindPort = 0 }),
			[]string{"--secure-port 0 must be between 1 and 65535, inclusive. It cannot be turned off with 0"}},
		{"certificate without key", secure(func(o *SecureServingOptions) { o.ServerCert.CertKey.CertFile = "a.crt" }),
			[]string{"--tls-cert-file and --tls-private-key-file must be given together"}},
		{"insecure port too big", insecure(65536),
			[]string{"--insecure-port 65536 must be between 0 and 65535, inclusive. 0 for turning off insecure (HTTP) port"}},
		{"insecure port off", insecure(0), nil},
		{"negative durations", run(func(o *ServerRunOptions) {
			o.RequestTimeout, o.ShutdownDelayDuration, o.LivezGracePeriod = -time.Second, -time.Second, -time.Second
		}), []string{
			"--request-timeout can not be negative value",
			"--livez-grace-period can not be a negative value",
			"--shutdown-delay-duration can not be negative value",
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, err := range tt.options.Validate() {
				got = append(got, err.Error())
			}
			if fmt.Sprint(got) != fmt.Sprint(tt.want) {
				t.Errorf("got %q; want %q", got, tt.want)
			}
			for _, msg := range got {
				if !strings.HasPrefix(msg, "--") {
					t.Errorf("%q does not start with the flag it is about", msg)
				}
			}
		})
	}
}
