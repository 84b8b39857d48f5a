package app

import (
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/02-generic-server/openapi"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
	"github.com/kube-rebuilt/apiserver/02-generic-server/version"
)

// NewConfig applies the options to a new server.Config: generic settings,
// then the HTTPS and HTTP listeners (bound here, so a port conflict fails
// before anything runs), then the feature switches, then OpenAPI, titled
// and versioned as kube-apiserver's, naming definitions after the kinds of
// legacyscheme.Scheme.
// Upstream: k8s.io/kubernetes/pkg/controlplane/apiserver.BuildGenericConfig
// (the generic part of cmd/kube-apiserver/app.NewConfig).
func NewConfig(opts CompletedOptions) (*server.Config, error) {
	genericConfig := server.NewConfig(legacyscheme.Codecs)
	if err := opts.GenericServerRunOptions.ApplyTo(genericConfig); err != nil {
		return nil, err
	}
	if err := opts.SecureServing.ApplyTo(&genericConfig.SecureServing); err != nil {
		return nil, fmt.Errorf("secure serving: %w", err)
	}
	if err := opts.InsecureServing.ApplyTo(&genericConfig.DeprecatedInsecureServing); err != nil {
		return nil, fmt.Errorf("insecure serving: %w", err)
	}
	if err := opts.Features.ApplyTo(genericConfig); err != nil {
		return nil, err
	}
	// kubectl create -f, apply -f and explain need the OpenAPI documents.
	info := version.Get()
	openAPIConfig := openapi.DefaultConfig("Kubernetes", info.Major+"."+info.Minor)
	genericConfig.OpenAPIConfig = &openAPIConfig
	genericConfig.OpenAPIDefinitionNamer = openapi.NewDefinitionNamer(legacyscheme.Scheme)
	return genericConfig, nil
}
