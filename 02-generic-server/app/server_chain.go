package app

import (
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
)

// CreateServerChain builds the servers connected by delegation, the last
// one first. In stage 02 the chain is one generic server in front of an
// empty delegate, serving the demo APIs from memory (InstallDemoAPIs),
// with two demonstration hooks so a reader can watch the lifecycle in the
// log: a post-start hook that runs once the server listens, and a
// pre-shutdown hook that runs on Ctrl-C.
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app.CreateServerChain
// (extensions -> kube-apiserver -> aggregator; stages 03–05).
func CreateServerChain(config server.CompletedConfig) (*server.GenericAPIServer, error) {
	s, err := config.New("generic-apiserver", server.NewEmptyDelegate())
	if err != nil {
		return nil, err
	}
	if err := InstallDemoAPIs(s); err != nil {
		return nil, err
	}
	if err := s.AddPostStartHook("demo-post-start", func(ctx server.PostStartHookContext) error {
		klog.Info("[demo-post-start] the server is listening; /readyz turns green when every post-start hook has returned")
		return nil
	}); err != nil {
		return nil, err
	}
	if err := s.AddPreShutdownHook("demo-pre-shutdown", func() error {
		klog.Info("[demo-pre-shutdown] shutdown started: /readyz is red, requests are still served")
		return nil
	}); err != nil {
		return nil, err
	}
	return s, nil
}
