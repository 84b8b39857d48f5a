package app

import (
	aggregatorapp "github.com/kube-rebuilt/apiserver/05-aggregator/app"
	"github.com/kube-rebuilt/apiserver/06-filters/server"
)

// Config is stage 05's configuration of the chain of servers, and the
// handler chain in front of it.
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app.Config, whose
// generic config carries the filters' fields.
type Config struct {
	*aggregatorapp.Config
	HandlerChain *server.HandlerChainConfig
}

// CompletedConfig can only be made by Complete.
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app.CompletedConfig.
type CompletedConfig struct {
	aggregatorapp.CompletedConfig
	HandlerChain *server.HandlerChainConfig
}

// Complete completes stage 05's configs.
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app.(*Config).Complete.
func (c *Config) Complete() CompletedConfig {
	return CompletedConfig{CompletedConfig: c.Config.Complete(), HandlerChain: c.HandlerChain}
}

// NewConfig builds stage 05's configs, then the handler chain from the
// options, and makes it the chain of the head of the server chain, the
// aggregator: delegation hands each server's unprotected handler to the
// one before it, so only the head's filters run, once per request.
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app.NewConfig and
// pkg/controlplane/apiserver.BuildGenericConfig, which set the filters'
// fields of the one generic config all three servers copy.
func NewConfig(opts CompletedOptions) (*Config, error) {
	c, err := aggregatorapp.NewConfig(opts.CompletedOptions)
	if err != nil {
		return nil, err
	}
	chain := server.NewHandlerChainConfig()
	opts.HandlerChain.ApplyTo(chain)
	if chain.AuditBackend, chain.AuditPolicyRuleEvaluator, err = opts.Audit.ApplyTo(); err != nil {
		return nil, err
	}
	if err := chain.ApplyTo(c.Aggregator.GenericConfig); err != nil {
		return nil, err
	}
	return &Config{Config: c, HandlerChain: chain}, nil
}
