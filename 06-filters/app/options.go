package app

import (
	cliflag "github.com/kube-rebuilt/apiserver/02-generic-server/cli/flag"
	aggregatorapp "github.com/kube-rebuilt/apiserver/05-aggregator/app"
	"github.com/kube-rebuilt/apiserver/06-filters/server/options"
)

// ServerRunOptions are stage 05's options plus the handler chain's and
// auditing.
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app/options.ServerRunOptions
// (GenericServerRunOptions for the chain's flags, Audit).
type ServerRunOptions struct {
	*aggregatorapp.ServerRunOptions
	HandlerChain *options.HandlerChainOptions
	Audit        *options.AuditOptions
}

// NewServerRunOptions returns the options with their defaults.
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app/options.NewServerRunOptions.
func NewServerRunOptions() *ServerRunOptions {
	return &ServerRunOptions{
		ServerRunOptions: aggregatorapp.NewServerRunOptions(),
		HandlerChain:     options.NewHandlerChainOptions(),
		Audit:            options.NewAuditOptions(),
	}
}

// Flags adds the chain's flags to the "generic" section and audit's to
// "auditing", as upstream.
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app/options.(*ServerRunOptions).Flags.
func (s *ServerRunOptions) Flags() cliflag.NamedFlagSets {
	fss := s.ServerRunOptions.Flags()
	s.HandlerChain.AddFlags(fss.FlagSet("generic"))
	s.Audit.AddFlags(fss.FlagSet("auditing"))
	return fss
}

// CompletedOptions are stage 05's completed options, the chain's and audit's.
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app/options.CompletedOptions.
type CompletedOptions struct {
	aggregatorapp.CompletedOptions
	HandlerChain *options.HandlerChainOptions
	Audit        *options.AuditOptions
}

// Complete completes stage 05's options; the chain's and audit's need nothing.
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app/options.(*ServerRunOptions).Complete.
func (s *ServerRunOptions) Complete() (CompletedOptions, error) {
	aggregator, err := s.ServerRunOptions.Complete()
	if err != nil {
		return CompletedOptions{}, err
	}
	return CompletedOptions{CompletedOptions: aggregator, HandlerChain: s.HandlerChain, Audit: s.Audit}, nil
}

// Validate adds the chain's and audit's checks to stage 05's.
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app/options.CompletedOptions.Validate.
func (s CompletedOptions) Validate() []error {
	errs := s.CompletedOptions.Validate()
	errs = append(errs, s.HandlerChain.Validate()...)
	return append(errs, s.Audit.Validate()...)
}
