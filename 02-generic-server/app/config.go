package app

import (
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
)

// NewConfig applies the options to a new server.Config: generic settings,
// then the HTTPS and HTTP listeners (bound here, so a port conflict fails
// before anything runs), then the feature switches.
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
	return genericConfig, nil
}
