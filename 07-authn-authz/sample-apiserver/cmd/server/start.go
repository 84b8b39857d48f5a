package server

import (
	"context"
	"fmt"

	"github.com/spf13/cobra"

	genericapp "github.com/kube-rebuilt/apiserver/02-generic-server/app"
	"github.com/kube-rebuilt/apiserver/05-aggregator/sample-apiserver/apiserver"
	sampleserver "github.com/kube-rebuilt/apiserver/05-aggregator/sample-apiserver/cmd/server"
	filtersserver "github.com/kube-rebuilt/apiserver/06-filters/server"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/endpoints/filters"
)

// NewCommandStartWardleServer returns the secured sample-apiserver
// command: stage 02's shared command over WardleServerOptions, running
// RunWardleServer.
// Upstream: k8s.io/sample-apiserver/pkg/cmd/server.NewCommandStartWardleServer.
func NewCommandStartWardleServer(o *WardleServerOptions) *cobra.Command {
	cmd := genericapp.NewCommand[CompletedOptions](o, RunWardleServer)
	cmd.Use = "sample-apiserver"
	cmd.Short = "Launch a wardle API server that trusts kube-apiserver"
	cmd.Long = "Launch a wardle API server: flunders and fischers of the group wardle.example.com, " +
		"served over HTTPS from its own etcd, for kube-apiserver's aggregator to proxy to; " +
		"it authenticates the aggregator's front-proxy headers and asks kube-apiserver to authorize."
	return cmd
}

// Config is stage 05's config with the delegating authenticator and
// authorizer in stage 06's filter chain, and an HTTPS port that asks for
// client certificates of the front-proxy CA and the client CA.
// Upstream: k8s.io/sample-apiserver/pkg/cmd/server.(*WardleServerOptions).Config,
// where RecommendedOptions.ApplyTo applies Authentication and Authorization.
func (o CompletedOptions) Config() (*apiserver.Config, error) {
	config, err := o.CompletedOptions.Config()
	if err != nil {
		return nil, err
	}
	authn, clientCA, err := o.Authentication.ToAuthenticator()
	if err != nil {
		return nil, err
	}
	authz, err := o.Authorization.ToAuthorizer()
	if err != nil {
		return nil, fmt.Errorf("authorization: %w", err)
	}
	gc := config.GenericConfig
	if clientCA != nil && gc.SecureServing != nil {
		gc.SecureServing.ClientCA = clientCA
	}
	chain := filtersserver.NewHandlerChainConfig()
	chain.Security = filters.SecurityFilters(authn, authz, filters.Unauthorized(gc.Serializer), nil, gc.Serializer)
	if err := chain.ApplyTo(gc); err != nil {
		return nil, err
	}
	return config, nil
}

// RunWardleServer runs stage 05's sequence over this Config, without
// stage 05's banner, whose command (any token) no longer works here.
// Upstream: k8s.io/sample-apiserver/pkg/cmd/server.(*WardleServerOptions).RunWardleServer.
func RunWardleServer(ctx context.Context, o CompletedOptions) error {
	return sampleserver.Run(ctx, o.Etcd, o.Config, nil)
}
