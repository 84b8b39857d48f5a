package options

import (
	"fmt"
	"net"
	"strconv"

	"github.com/spf13/pflag"

	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
)

// DeprecatedInsecureServingOptions are the flags of the plain HTTP port:
// no TLS, no authentication, no authorization. Stages 02–06 serve on it by
// default (127.0.0.1:8080) so curl and kubectl work without certificates;
// stage 07 turns it off, as Kubernetes v1.20 did (v1.24 deleted the flags).
// Upstream: k8s.io/apiserver/pkg/server/options.DeprecatedInsecureServingOptions (v1.19).
type DeprecatedInsecureServingOptions struct {
	BindAddress net.IP
	// BindPort is ignored when Listener is set; 0 turns plain HTTP off.
	BindPort int
	// BindNetwork is "tcp" (default), "tcp4" or "tcp6".
	BindNetwork string
	// Listener, if set, is used instead of binding BindAddress:BindPort.
	Listener net.Listener
}

// NewDeprecatedInsecureServingOptions returns the defaults: 127.0.0.1:8080,
// kube-apiserver's insecure defaults until v1.19.
// Upstream: k8s.io/kubernetes/pkg/kubeapiserver/options.NewInsecureServingOptions (v1.19).
func NewDeprecatedInsecureServingOptions() *DeprecatedInsecureServingOptions {
	return &DeprecatedInsecureServingOptions{
		BindAddress: net.ParseIP("127.0.0.1"),
		BindPort:    8080,
	}
}

// AddFlags registers --insecure-bind-address and --insecure-port, marked
// deprecated (so setting them prints a warning) but still shown in help.
// Upstream: k8s.io/apiserver/pkg/server/options.(*DeprecatedInsecureServingOptions).AddFlags (v1.19).
func (s *DeprecatedInsecureServingOptions) AddFlags(fs *pflag.FlagSet) {
	if s == nil {
		return
	}
	fs.IPVar(&s.BindAddress, "insecure-bind-address", s.BindAddress, ""+
		"The IP address on which to serve the --insecure-port (set to 0.0.0.0 for all IPv4 interfaces and :: for all IPv6 interfaces).")
	_ = fs.MarkDeprecated("insecure-bind-address", "This flag will be removed in stage 07 (Kubernetes removed it in v1.20).")
	fs.Lookup("insecure-bind-address").Hidden = false

	fs.IntVar(&s.BindPort, "insecure-port", s.BindPort, ""+
		"The port on which to serve unsecured, unauthenticated access. If 0, don't serve plain HTTP at all.")
	_ = fs.MarkDeprecated("insecure-port", "This flag will be removed in stage 07 (Kubernetes removed it in v1.20).")
	fs.Lookup("insecure-port").Hidden = false
}

// Validate checks the port range. (Upstream's message says 65335, a typo.)
// Upstream: k8s.io/apiserver/pkg/server/options.(*DeprecatedInsecureServingOptions).Validate (v1.19).
func (s *DeprecatedInsecureServingOptions) Validate() []error {
	if s == nil {
		return nil
	}
	if s.BindPort < 0 || s.BindPort > 65535 {
		return []error{fmt.Errorf("--insecure-port %v must be between 0 and 65535, inclusive. 0 for turning off insecure (HTTP) port", s.BindPort)}
	}
	return nil
}

// ApplyTo binds the listener (resolving port 0) into *c; with port 0 and
// no Listener, plain HTTP stays off (nil).
// Upstream: k8s.io/apiserver/pkg/server/options.(*DeprecatedInsecureServingOptions).ApplyTo (v1.19).
func (s *DeprecatedInsecureServingOptions) ApplyTo(c **server.DeprecatedInsecureServingInfo) error {
	if s == nil || (s.BindPort <= 0 && s.Listener == nil) {
		return nil
	}
	if s.Listener == nil {
		addr := net.JoinHostPort(s.BindAddress.String(), strconv.Itoa(s.BindPort))
		ln, port, err := CreateListener(s.BindNetwork, addr, net.ListenConfig{})
		if err != nil {
			return fmt.Errorf("failed to create listener: %w", err)
		}
		s.Listener, s.BindPort = ln, port
	}
	*c = &server.DeprecatedInsecureServingInfo{Listener: s.Listener}
	return nil
}
