package app

import (
	"fmt"
	"net/http"
	"strings"

	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/initializer"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/informers"
)

// informersHookName is the post-start hook that starts the shared
// informers the admission plugins read. Upstream gives the hook that
// starts its shared informer factory this name in
// k8s.io/apiserver/pkg/server.completedConfig.New. Upstream's admission
// has a hook of its own as well, "start-apiserver-admission-initializer",
// added by k8s.io/apiserver/pkg/server/options.(*AdmissionOptions).ApplyTo:
// it refreshes the discovery RESTMapper the plugins are given every 30 s;
// our plugins get no RESTMapper, so there is no such hook here.
const informersHookName = "generic-apiserver-start-informers"

// applyAdmission makes the admission chain from --enable-admission-plugins
// and friends and gives it to all three servers (the master's, the
// extensions' and the aggregator's writes are all admitted). The plugins
// read through one shared informer factory over the master's storage,
// which a post-start hook starts and /readyz waits for.
// Upstream: the admission part of pkg/controlplane/apiserver.BuildGenericConfig
// and CreateConfig (admissionConfig.New, s.Admission.ApplyTo), whose one
// generic config the three servers copy.
func (c *Config) applyAdmission(opts CompletedOptions) error {
	c.Storages = informers.NewStorages()
	c.Informers = informers.NewSharedInformerFactory(c.Storages)
	master := c.KubeAPIs
	master.ExtraConfig.LegacyStorageHooks = append(master.ExtraConfig.LegacyStorageHooks, c.Storages.LegacyStorageHook)
	master.ExtraConfig.APIGroupStorageHooks = append(master.ExtraConfig.APIGroupStorageHooks, c.Storages.APIGroupStorageHook)

	pluginInitializer := initializer.New(c.Informers, c.Storages, c.Authorizer, c.Aggregator.ExtraConfig.ServiceResolver)
	chain, err := opts.Admission.NewAdmission(pluginInitializer)
	if err != nil {
		return fmt.Errorf("admission: %w", err)
	}
	master.GenericConfig.AdmissionControl = chain
	c.APIExtensions.GenericConfig.AdmissionControl = chain
	c.Aggregator.GenericConfig.AdmissionControl = chain

	if err := master.GenericConfig.AddPostStartHook(informersHookName, c.startAdmissionInformers); err != nil {
		return err
	}
	master.GenericConfig.AddReadyzChecks(informersSynced{c.Informers})
	if !opts.Controllers.Enabled(ResourceQuotaController.Name) {
		return nil // a real kube-controller-manager keeps quota usage
	}
	return c.applyResourceQuotaController()
}

// startAdmissionInformers starts the informers the plugins asked for; the
// readiness check, not the hook, waits for them.
func (c *Config) startAdmissionInformers(hookContext server.PostStartHookContext) error {
	c.Informers.Start(hookContext.Context)
	return nil
}

// informersSynced is a /readyz check that passes once every informer the
// admission plugins asked for has listed: a plugin that answers from an
// empty informer would refuse (or admit) wrongly.
// Upstream: none by this name; upstream's plugins each wait in
// ValidateInitialization's WaitForReady, and kube-apiserver's
// informer-sync readyz check waits for the shared factory.
type informersSynced struct {
	factory *informers.SharedInformerFactory
}

// Name is the check's name in /readyz?verbose.
// Upstream: the "informer-sync" check of k8s.io/apiserver/pkg/server.
func (informersSynced) Name() string { return "informer-sync" }

// Check fails while an informer has not listed.
func (s informersSynced) Check(*http.Request) error {
	if names := s.factory.NotSynced(); len(names) > 0 {
		return fmt.Errorf("informers not started yet: %s", strings.Join(names, ", "))
	}
	return nil
}
