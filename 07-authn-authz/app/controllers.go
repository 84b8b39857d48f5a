package app

import (
	"fmt"
	"os"

	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
	"github.com/kube-rebuilt/apiserver/03-master/server/options"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/controller/certificates/rootcacertpublisher"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/controller/serviceaccount"
)

// The post-start hooks that run kube-controller-manager's controllers
// in-process.
const (
	serviceAccountControllerHookName = "start-service-account-controller"
	rootCACertPublisherHookName      = "start-root-ca-cert-publisher"
)

// The in-process controllers stage 07 adds to --controllers (stage 03
// has the namespace controller), by kube-controller-manager's names.
var (
	ServiceAccountController             = options.InProcessController{Name: "serviceaccount-controller", Alias: "serviceaccount"}
	RootCACertificatePublisherController = options.InProcessController{Name: "root-ca-certificate-publisher-controller", Alias: "root-ca-cert-publisher"}
	ResourceQuotaController              = options.InProcessController{Name: "resourcequota-controller", Alias: "resourcequota"}
	ClusterRoleAggregationController     = options.InProcessController{Name: "clusterrole-aggregation-controller", Alias: "clusterrole-aggregation"}
	// ValidatingAdmissionPolicyStatusController has no alias: it was
	// named after kube-controller-manager's names were settled.
	ValidatingAdmissionPolicyStatusController = options.InProcessController{Name: "validatingadmissionpolicy-status-controller"}

	inProcessControllers = []options.InProcessController{ServiceAccountController,
		RootCACertificatePublisherController, ResourceQuotaController, ClusterRoleAggregationController,
		ValidatingAdmissionPolicyStatusController}
)

// applyControllers runs, in the API server, the two controllers of
// kube-controller-manager that pods need before they can be admitted:
// the default service account of each namespace (the ServiceAccount
// plugin refuses a pod whose account is missing) and kube-root-ca.crt
// (the kube-api-access volume mounts it). Both read the shared informers
// and write through the master's storage; post-start hooks start them
// and the server's stop ends them; --controllers turns either off. The publisher publishes
// --client-ca-file, the cluster CA; without one it does not run.
// Upstream: none in kube-apiserver; kube-controller-manager's
// startServiceAccountController and startRootCACertPublisher
// (cmd/kube-controller-manager/app).
func (c *Config) applyControllers(opts CompletedOptions) error {
	master := c.KubeAPIs.GenericConfig
	if err := c.applyValidatingAdmissionPolicyStatusController(opts); err != nil {
		return err
	}
	if opts.Controllers.Enabled(ServiceAccountController.Name) {
		accounts := serviceaccount.NewServiceAccountsController(c.Informers, c.Storages)
		if err := master.AddPostStartHook(serviceAccountControllerHookName, func(ctx server.PostStartHookContext) error {
			go accounts.Run(ctx.Context)
			return nil
		}); err != nil {
			return err
		}
	}
	if !opts.Controllers.Enabled(RootCACertificatePublisherController.Name) {
		return nil
	}
	caFile := opts.Authentication.ClientCAFile
	if caFile == "" {
		klog.Infof("no --client-ca-file: the root CA publisher does not run, namespaces get no %s", rootcacertpublisher.RootCACertConfigMapName)
		return nil
	}
	rootCA, err := os.ReadFile(caFile)
	if err != nil {
		return fmt.Errorf("root CA publisher: %w", err)
	}
	publisher, err := rootcacertpublisher.NewPublisher(c.Informers, c.Storages, rootCA)
	if err != nil {
		return fmt.Errorf("root CA publisher: %w", err)
	}
	return master.AddPostStartHook(rootCACertPublisherHookName, func(ctx server.PostStartHookContext) error {
		go publisher.Run(ctx.Context)
		return nil
	})
}
