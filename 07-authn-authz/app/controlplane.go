package app

import (
	"context"
	"fmt"
	"os"

	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/controlplane/controller/clusterauthenticationtrust"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/controlplane/controller/legacytokentracking"
)

// The post-start hooks of the control plane's own controllers, named as
// upstream's.
const (
	clusterAuthenticationInfoHookName = "start-cluster-authentication-info-controller"
	legacyTokenTrackingHookName       = "start-legacy-token-tracking-controller"
)

// applyControlPlaneControllers adds the hooks that start the controllers
// kube-apiserver runs for the rest of the cluster: the one publishing
// kube-system/extension-apiserver-authentication, and the one writing
// kube-system/kube-apiserver-legacy-service-account-token-tracking.
// Upstream: the AddPostStartHookOrDie calls of
// k8s.io/kubernetes/pkg/controlplane/apiserver.CompletedConfig.New.
func (c *Config) applyControlPlaneControllers(opts CompletedOptions) error {
	info, err := clusterAuthenticationInfo(opts)
	if err != nil {
		return fmt.Errorf("cluster authentication info: %w", err)
	}
	trust := clusterauthenticationtrust.NewClusterAuthenticationTrustController(info, c.Informers, c.Storages)
	tracking := legacytokentracking.NewController(c.Informers, c.Storages)
	master := c.KubeAPIs.GenericConfig
	if err := master.AddPostStartHook(clusterAuthenticationInfoHookName, runInBackground(trust.Run)); err != nil {
		return err
	}
	return master.AddPostStartHook(legacyTokenTrackingHookName, runInBackground(tracking.Run))
}

// runInBackground is a hook that starts run on a goroutine of its own,
// until the server stops.
func runInBackground(run func(context.Context)) server.PostStartHookFunc {
	return func(ctx server.PostStartHookContext) error {
		go run(ctx.Context)
		return nil
	}
}

// clusterAuthenticationInfo is what --client-ca-file and the
// --requestheader-* flags say, the CA files read once.
// Upstream: the ClusterAuthenticationInfo that
// k8s.io/kubernetes/pkg/controlplane/apiserver.CreateConfig fills from
// the authentication options.
func clusterAuthenticationInfo(opts CompletedOptions) (clusterauthenticationtrust.ClusterAuthenticationInfo, error) {
	authn := opts.Authentication
	rh := authn.RequestHeader
	info := clusterauthenticationtrust.ClusterAuthenticationInfo{
		RequestHeaderUsernameHeaders:     rh.UsernameHeaders,
		RequestHeaderUIDHeaders:          rh.UIDHeaders,
		RequestHeaderGroupHeaders:        rh.GroupHeaders,
		RequestHeaderExtraHeaderPrefixes: rh.ExtraHeaderPrefixes,
		RequestHeaderAllowedNames:        rh.AllowedNames,
	}
	var err error
	if info.ClientCA, err = readOptionalFile(authn.ClientCAFile); err != nil {
		return info, err
	}
	info.RequestHeaderCA, err = readOptionalFile(rh.ClientCAFile)
	return info, err
}

// readOptionalFile is the file's content, nil when path is "".
func readOptionalFile(path string) ([]byte, error) {
	if path == "" {
		return nil, nil
	}
	return os.ReadFile(path)
}
