package app

import (
	"time"

	core "github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/controller/resourcequota"
)

// resourceQuotaControllerHookName names the post-start hook that runs the
// quota controller.
// Upstream: none; kube-controller-manager runs it (startResourceQuotaController).
const resourceQuotaControllerHookName = "start-resource-quota-controller"

// resourceQuotaResync is how often every quota is recomputed.
// Upstream: --resource-quota-sync-period, 5 minutes; shorter here, since
// nothing else corrects a charge for a create that later failed.
const resourceQuotaResync = 30 * time.Second

// resourceQuotaWorkers is how many quotas are synced at once.
// Upstream: --concurrent-resource-quota-syncs, 5.
const resourceQuotaWorkers = 2

// applyResourceQuotaController adds the hook that runs the quota
// controller over the admission plugins' informers.
func (c *Config) applyResourceQuotaController() error {
	return c.KubeAPIs.GenericConfig.AddPostStartHook(resourceQuotaControllerHookName, c.startResourceQuotaController)
}

// startResourceQuotaController runs the controller until the server
// stops, if the master serves resource quotas.
// Upstream: k8s.io/kubernetes/cmd/kube-controller-manager/app.startResourceQuotaController.
func (c *Config) startResourceQuotaController(hookContext server.PostStartHookContext) error {
	st, err := c.Storages.Get(core.Resource("resourcequotas/status"))
	if err != nil {
		klog.Infof("resource quota controller not started: %v", err)
		return nil
	}
	statusWriter, ok := st.(rest.Updater)
	if !ok {
		klog.Infof("resource quota controller not started: resourcequotas/status cannot be updated")
		return nil
	}
	controller := resourcequota.NewController(c.Informers.ForResource, statusWriter, resourceQuotaResync)
	go controller.Run(hookContext.Context, resourceQuotaWorkers)
	return nil
}
