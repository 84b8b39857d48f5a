package server

import (
	"slices"

	cliflag "github.com/kube-rebuilt/apiserver/02-generic-server/cli/flag"
	sampleserver "github.com/kube-rebuilt/apiserver/05-aggregator/sample-apiserver/cmd/server"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/server/options"
)

// WardleServerOptions are stage 05's option groups and the delegating
// authentication and authorization.
// Upstream: k8s.io/sample-apiserver/pkg/cmd/server.WardleServerOptions,
// whose RecommendedOptions.Authentication and .Authorization these are.
type WardleServerOptions struct {
	*sampleserver.WardleServerOptions
	Authentication *options.DelegatingAuthenticationOptions
	Authorization  *options.DelegatingAuthorizationOptions
}

// NewWardleServerOptions returns stage 05's defaults and upstream's
// delegating defaults.
// Upstream: k8s.io/sample-apiserver/pkg/cmd/server.NewWardleServerOptions.
func NewWardleServerOptions() *WardleServerOptions {
	return &WardleServerOptions{
		WardleServerOptions: sampleserver.NewWardleServerOptions(),
		Authentication:      options.NewDelegatingAuthenticationOptions(),
		Authorization:       options.NewDelegatingAuthorizationOptions(),
	}
}

// Flags are stage 05's sections with "authentication" and
// "authorization" before "logs" and "global", which stay last.
// Upstream: the flag sets of NewCommandStartWardleServer.
func (o *WardleServerOptions) Flags() cliflag.NamedFlagSets {
	fss := o.WardleServerOptions.Flags()
	o.Authentication.AddFlags(fss.FlagSet("authentication"))
	o.Authorization.AddFlags(fss.FlagSet("authorization"))
	for _, last := range []string{"logs", "global"} {
		if i := slices.Index(fss.Order, last); i >= 0 {
			fss.Order = append(slices.Delete(fss.Order, i, i+1), last)
		}
	}
	return fss
}

// CompletedOptions can only be made by Complete.
type CompletedOptions struct {
	sampleserver.CompletedOptions
	Authentication *options.DelegatingAuthenticationOptions
	Authorization  *options.DelegatingAuthorizationOptions
}

// Complete completes stage 05's options (the serving certificate);
// the delegating options need nothing derived.
// Upstream: k8s.io/sample-apiserver/pkg/cmd/server.(*WardleServerOptions).Complete.
func (o *WardleServerOptions) Complete() (CompletedOptions, error) {
	completed, err := o.WardleServerOptions.Complete()
	if err != nil {
		return CompletedOptions{}, err
	}
	return CompletedOptions{CompletedOptions: completed, Authentication: o.Authentication, Authorization: o.Authorization}, nil
}

// Validate returns stage 05's problems and the delegating options'.
// Upstream: k8s.io/sample-apiserver/pkg/cmd/server.(*WardleServerOptions).Validate.
func (o CompletedOptions) Validate() []error {
	errs := o.CompletedOptions.Validate()
	errs = append(errs, o.Authentication.Validate()...)
	return append(errs, o.Authorization.Validate()...)
}
