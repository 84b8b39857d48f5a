package app

import (
	"net"

	cliflag "github.com/kube-rebuilt/apiserver/02-generic-server/cli/flag"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	genericoptions "github.com/kube-rebuilt/apiserver/02-generic-server/server/options"
	"github.com/kube-rebuilt/apiserver/02-generic-server/version/verflag"
)

// ServerRunOptions holds every option group of the command.
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app/options.ServerRunOptions
// (via k8s.io/kubernetes/pkg/controlplane/apiserver/options.Options).
type ServerRunOptions struct {
	GenericServerRunOptions *genericoptions.ServerRunOptions
	SecureServing           *genericoptions.SecureServingOptions
	InsecureServing         *genericoptions.DeprecatedInsecureServingOptions
	Features                *genericoptions.FeatureOptions
}

// NewServerRunOptions returns the options with their defaults.
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app/options.NewServerRunOptions.
func NewServerRunOptions() *ServerRunOptions {
	return &ServerRunOptions{
		GenericServerRunOptions: genericoptions.NewServerRunOptions(),
		SecureServing:           genericoptions.NewSecureServingOptions(),
		InsecureServing:         genericoptions.NewDeprecatedInsecureServingOptions(),
		Features:                genericoptions.NewFeatureOptions(),
	}
}

// Flags registers every flag in named sections; help prints them in this order.
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app/options.(*ServerRunOptions).Flags.
func (s *ServerRunOptions) Flags() cliflag.NamedFlagSets {
	var fss cliflag.NamedFlagSets
	s.GenericServerRunOptions.AddUniversalFlags(fss.FlagSet("generic"))
	s.SecureServing.AddFlags(fss.FlagSet("secure serving"))
	s.InsecureServing.AddFlags(fss.FlagSet("insecure serving"))
	s.Features.AddFlags(fss.FlagSet("features"))
	klog.AddFlags(fss.FlagSet("logs"))
	verflag.AddFlags(fss.FlagSet("global"))
	fss.FlagSet("global").BoolP("help", "h", false, "help for kube-apiserver")
	return fss
}

// completedOptions are options whose defaults have been derived.
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app/options.completedOptions.
type completedOptions struct {
	*ServerRunOptions
}

// CompletedOptions can only be made by Complete, like server.CompletedConfig.
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app/options.CompletedOptions.
type CompletedOptions struct {
	*completedOptions
}

// Complete fills in what depends on other options: the self-signed serving
// certificate when none was given (valid for localhost, 127.0.0.1, ::1 and
// the bind address).
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app/options.(*ServerRunOptions).Complete,
// which names the certificate after --advertise-address and the
// "kubernetes" service.
func (s *ServerRunOptions) Complete() (CompletedOptions, error) {
	if err := s.SecureServing.MaybeDefaultWithSelfSignedCerts("localhost", nil,
		[]net.IP{net.ParseIP("127.0.0.1"), net.IPv6loopback}); err != nil {
		return CompletedOptions{}, err
	}
	s.GenericServerRunOptions.DefaultAdvertiseAddress(s.SecureServing)
	return CompletedOptions{&completedOptions{s}}, nil
}

// Validate returns every problem of every option group.
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app/options.CompletedOptions.Validate.
func (s CompletedOptions) Validate() []error {
	var errs []error
	errs = append(errs, s.GenericServerRunOptions.Validate()...)
	errs = append(errs, s.SecureServing.Validate()...)
	errs = append(errs, s.InsecureServing.Validate()...)
	errs = append(errs, s.Features.Validate()...)
	return errs
}
