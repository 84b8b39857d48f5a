package app

import (
	"github.com/kube-rebuilt/apiserver/03-master/controlplane"
	aggregatorapp "github.com/kube-rebuilt/apiserver/05-aggregator/app"
	flowcontrolv1 "github.com/kube-rebuilt/apiserver/06-filters/apis/flowcontrol/v1"
	flowcontrolrest "github.com/kube-rebuilt/apiserver/06-filters/registry/flowcontrol/rest"
	"github.com/kube-rebuilt/apiserver/06-filters/server"
	utilflowcontrol "github.com/kube-rebuilt/apiserver/06-filters/util/flowcontrol"
	fcrequest "github.com/kube-rebuilt/apiserver/06-filters/util/flowcontrol/request"
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
	provider := &flowcontrolrest.RESTStorageProvider{}
	addFlowControlAPI(c.KubeAPIs, provider)
	if opts.HandlerChain.EnablePriorityAndFairness {
		// Upstream: kube-apiserver's BuildPriorityAndFairness, with the
		// storage (not a loopback client's informers) as the source.
		chain.StorageObjectCountTracker = fcrequest.NewStorageObjectCountTracker()
		c.KubeAPIs.ExtraConfig.StorageObjectCountTracker = chain.StorageObjectCountTracker
		chain.FlowControl = utilflowcontrol.New(provider, opts.HandlerChain.ServerConcurrencyLimit())
	}
	if err := chain.ApplyTo(c.Aggregator.GenericConfig); err != nil {
		return nil, err
	}
	return &Config{Config: c, HandlerChain: chain}, nil
}

// addFlowControlAPI adds flowcontrol.apiserver.k8s.io/v1 to the master:
// its storage provider (with the hook that writes the bootstrap
// FlowSchemas), its version switched on, and its types named in OpenAPI
// as upstream's (io.k8s.api.flowcontrol.v1.FlowSchema), which kubectl
// apply and explain look up.
// Upstream: kube-apiserver lists the provider in
// pkg/controlplane.CompletedConfig.New and enables the version in
// DefaultAPIResourceConfigSource; --runtime-config cannot switch it off
// here, since stage 03 rejects a group it does not know.
func addFlowControlAPI(master *controlplane.Config, provider *flowcontrolrest.RESTStorageProvider) {
	master.AddAPIGroup(provider, flowcontrolv1.SchemeGroupVersion, flowcontrolv1.FlowSchema{}, "flowcontrol")
}
