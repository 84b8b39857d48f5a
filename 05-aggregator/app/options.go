package app

import (
	"errors"

	cliflag "github.com/kube-rebuilt/apiserver/02-generic-server/cli/flag"
	masterapp "github.com/kube-rebuilt/apiserver/03-master/app"
)

// ServerRunOptions are stage 03's options (stage 04 added none) plus the
// aggregator's: the front-proxy client certificate and how a service is
// resolved.
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app/options.ServerRunOptions
// (ProxyClientCertFile, ProxyClientKeyFile, EnableAggregatorRouting).
type ServerRunOptions struct {
	*masterapp.ServerRunOptions
	// ProxyClientCertFile and ProxyClientKeyFile are
	// --proxy-client-cert-file and --proxy-client-key-file.
	ProxyClientCertFile string
	ProxyClientKeyFile  string
	// EnableAggregatorRouting is --enable-aggregator-routing: proxy to an
	// endpoint's IP instead of the service's cluster IP.
	EnableAggregatorRouting bool
}

// NewServerRunOptions returns the options with their defaults.
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app/options.NewServerRunOptions.
func NewServerRunOptions() *ServerRunOptions {
	return &ServerRunOptions{ServerRunOptions: masterapp.NewServerRunOptions()}
}

// Flags adds the aggregator's flags to the "misc" section, as upstream.
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app/options.(*ServerRunOptions).Flags.
func (s *ServerRunOptions) Flags() cliflag.NamedFlagSets {
	fss := s.ServerRunOptions.Flags()
	misc := fss.FlagSet("misc")
	misc.StringVar(&s.ProxyClientCertFile, "proxy-client-cert-file", s.ProxyClientCertFile, ""+
		"Client certificate used to prove the identity of the aggregator or kube-apiserver "+
		"when it must call out during a request. This includes proxying requests to a user "+
		"api-server and calling out to webhook admission plugins.")
	misc.StringVar(&s.ProxyClientKeyFile, "proxy-client-key-file", s.ProxyClientKeyFile, ""+
		"Private key for the client certificate used to prove the identity of the aggregator or kube-apiserver "+
		"when it must call out during a request.")
	misc.BoolVar(&s.EnableAggregatorRouting, "enable-aggregator-routing", s.EnableAggregatorRouting,
		"Turns on aggregator routing requests to endpoints IP rather than cluster IP.")
	return fss
}

// CompletedOptions are stage 03's completed options and the aggregator's.
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app/options.CompletedOptions.
type CompletedOptions struct {
	masterapp.CompletedOptions
	ProxyClientCertFile     string
	ProxyClientKeyFile      string
	EnableAggregatorRouting bool
}

// Complete completes stage 03's options.
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app/options.(*ServerRunOptions).Complete.
func (s *ServerRunOptions) Complete() (CompletedOptions, error) {
	master, err := s.ServerRunOptions.Complete()
	if err != nil {
		return CompletedOptions{}, err
	}
	return CompletedOptions{
		CompletedOptions:        master,
		ProxyClientCertFile:     s.ProxyClientCertFile,
		ProxyClientKeyFile:      s.ProxyClientKeyFile,
		EnableAggregatorRouting: s.EnableAggregatorRouting,
	}, nil
}

// Validate adds to stage 03's checks that the proxy client certificate
// and key come together.
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app/options.CompletedOptions.Validate (validateProxyClientCert... in controlplane options).
func (s CompletedOptions) Validate() []error {
	errs := s.CompletedOptions.Validate()
	if (s.ProxyClientCertFile == "") != (s.ProxyClientKeyFile == "") {
		errs = append(errs, errors.New("--proxy-client-cert-file and --proxy-client-key-file must be given together"))
	}
	return errs
}
