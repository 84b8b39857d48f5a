package apiserver

import (
	"context"
	"sort"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	apidiscoveryv2 "github.com/kube-rebuilt/apiserver/02-generic-server/apis/apidiscovery/v2"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/discovery"
	discoveryendpoint "github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/discovery/aggregated"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/02-generic-server/version"
	"github.com/kube-rebuilt/apiserver/04-extensions/apis/apiextensions"
	"github.com/kube-rebuilt/apiserver/04-extensions/tools/cache"
	"github.com/kube-rebuilt/apiserver/04-extensions/util/workqueue"
)

// The priorities every CRD group version gets in aggregated discovery:
// after the built-in groups, whose minimum is in the tens of thousands.
// Upstream: the constants in DiscoveryController.sync.
const (
	crdGroupPriorityMinimum = 1000
	crdVersionPriority      = 100
)

// DiscoveryController keeps discovery in step with the
// CustomResourceDefinitions: for every group version with an Established
// CRD it sets the /apis/<group> and /apis/<group>/<version> documents and
// the group version in aggregated discovery, and removes them when the
// last such CRD goes.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver.DiscoveryController.
type DiscoveryController struct {
	versionHandler  *versionDiscoveryHandler
	groupHandler    *groupDiscoveryHandler
	resourceManager discoveryendpoint.ResourceManager
	groupManager    discovery.GroupManager
	crds            *cache.Informer

	queue *workqueue.Queue[schema.GroupVersion]
}

// NewDiscoveryController returns a controller over the CRD informer;
// resourceManager may be nil (no aggregated discovery), groupManager too
// (no legacy /apis list; stage 04 passes the one the chain shares).
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver.NewDiscoveryController,
// which has no groupManager: the aggregator lists CRD groups in /apis.
func NewDiscoveryController(crds *cache.Informer, versionHandler *versionDiscoveryHandler, groupHandler *groupDiscoveryHandler,
	resourceManager discoveryendpoint.ResourceManager, groupManager discovery.GroupManager) *DiscoveryController {
	c := &DiscoveryController{
		versionHandler:  versionHandler,
		groupHandler:    groupHandler,
		resourceManager: resourceManager,
		groupManager:    groupManager,
		crds:            crds,
		queue:           workqueue.New[schema.GroupVersion](),
	}
	crds.AddEventHandler(cache.ResourceEventHandlerFuncs{
		AddFunc:    c.enqueue,
		UpdateFunc: func(oldObj, newObj runtime.Object) { c.enqueue(oldObj); c.enqueue(newObj) },
		DeleteFunc: c.enqueue,
	})
	return c
}

// enqueue queues every version of the CRD: each of them may appear or
// vanish.
func (c *DiscoveryController) enqueue(obj runtime.Object) {
	crd, ok := obj.(*apiextensions.CustomResourceDefinition)
	if !ok {
		return
	}
	for _, v := range crd.Spec.Versions {
		c.queue.Add(schema.GroupVersion{Group: crd.Spec.Group, Version: v.Name})
	}
}

// Run syncs queued group versions until ctx is done.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver.(*DiscoveryController).Run.
func (c *DiscoveryController) Run(ctx context.Context) {
	go func() {
		<-ctx.Done()
		c.queue.ShutDown()
	}()
	if !cache.WaitForCacheSync(ctx, c.crds) {
		return
	}
	for {
		gv, shutdown := c.queue.Get()
		if shutdown {
			return
		}
		c.sync(gv)
		c.queue.Done(gv)
	}
}

// sync rebuilds the discovery of one group version from the CRDs.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver.(*DiscoveryController).sync.
func (c *DiscoveryController) sync(gv schema.GroupVersion) {
	d := c.collect(gv)
	if len(d.versions) == 0 {
		c.groupHandler.unsetDiscovery(gv.Group)
		c.versionHandler.unsetDiscovery(gv)
		if c.resourceManager != nil {
			c.resourceManager.RemoveGroup(gv.Group)
		}
		if c.groupManager != nil {
			c.groupManager.RemoveGroup(gv.Group)
		}
		klog.V(2).Infof("discovery: group %s removed", gv.Group)
		return
	}
	sort.Slice(d.versions, func(i, j int) bool {
		return version.CompareKubeAwareVersionStrings(d.versions[i].Version, d.versions[j].Version) > 0
	})
	apiGroup := metav1.APIGroup{
		Name:     gv.Group,
		Versions: d.versions,
		// the most preferred version, as the sort put it first
		PreferredVersion: d.versions[0],
	}
	c.groupHandler.setDiscovery(gv.Group, discovery.NewAPIGroupHandler(Codecs, apiGroup))
	if c.groupManager != nil {
		c.groupManager.AddGroup(apiGroup)
	}
	if !d.foundVersion {
		c.versionHandler.unsetDiscovery(gv)
		if c.resourceManager != nil {
			c.resourceManager.RemoveGroupVersion(gv)
		}
		return
	}
	resources := d.resources
	c.versionHandler.setDiscovery(gv, discovery.NewAPIVersionHandler(Codecs, gv,
		discovery.APIResourceListerFunc(func() []metav1.APIResource { return resources })))
	if c.resourceManager != nil {
		sort.Slice(d.aggregated, func(i, j int) bool { return d.aggregated[i].Resource < d.aggregated[j].Resource })
		c.resourceManager.AddGroupVersion(gv.Group, apidiscoveryv2.APIVersionDiscovery{
			Version:   gv.Version,
			Resources: d.aggregated,
			Freshness: apidiscoveryv2.DiscoveryFreshnessCurrent,
		})
		c.resourceManager.SetGroupVersionPriority(gv, crdGroupPriorityMinimum, crdVersionPriority)
	}
}

// groupVersionDiscovery is what the CRDs of one group say about it.
type groupVersionDiscovery struct {
	// versions are the group's served versions, over all its CRDs.
	versions []metav1.GroupVersionForDiscovery
	// foundVersion: some CRD serves the group version asked about.
	foundVersion bool
	// resources and aggregated describe that version's resources, in
	// legacy and aggregated discovery.
	resources  []metav1.APIResource
	aggregated []apidiscoveryv2.APIResourceDiscovery
}

// collect walks the Established CRDs of gv's group.
func (c *DiscoveryController) collect(gv schema.GroupVersion) groupVersionDiscovery {
	var d groupVersionDiscovery
	seen := map[string]bool{}
	for _, obj := range c.crds.List() {
		crd := obj.(*apiextensions.CustomResourceDefinition)
		if crd.Spec.Group != gv.Group || !apiextensions.IsCRDConditionTrue(crd, apiextensions.Established) {
			continue
		}
		servesVersion := false
		for _, v := range crd.Spec.Versions {
			if !v.Served {
				continue
			}
			if !seen[v.Name] {
				seen[v.Name] = true
				d.versions = append(d.versions, metav1.GroupVersionForDiscovery{GroupVersion: crd.Spec.Group + "/" + v.Name, Version: v.Name})
			}
			servesVersion = servesVersion || v.Name == gv.Version
		}
		if !servesVersion {
			continue
		}
		d.foundVersion = true
		d.resources = append(d.resources, apiResources(crd, gv)...)
		d.aggregated = append(d.aggregated, aggregatedResource(crd, gv))
	}
	return d
}

// crdVerbs are the verbs of a custom resource; a terminating CRD takes no
// creates or updates.
// Upstream: the verbs in DiscoveryController.sync.
func crdVerbs(crd *apiextensions.CustomResourceDefinition) []string {
	if apiextensions.IsCRDConditionTrue(crd, apiextensions.Terminating) {
		return []string{"delete", "deletecollection", "get", "list", "watch"}
	}
	return []string{"delete", "deletecollection", "get", "list", "patch", "create", "update", "watch"}
}

// subresourceVerbs are the verbs of the status and scale subresources.
var subresourceVerbs = []string{"get", "patch", "update"}

// apiResources lists the CRD's resource and its subresources in gv, for
// /apis/<group>/<version>.
func apiResources(crd *apiextensions.CustomResourceDefinition, gv schema.GroupVersion) []metav1.APIResource {
	names := crd.Status.AcceptedNames
	namespaced := crd.Spec.Scope == apiextensions.NamespaceScoped
	out := []metav1.APIResource{{
		Name:         names.Plural,
		SingularName: names.Singular,
		Namespaced:   namespaced,
		Kind:         names.Kind,
		Verbs:        crdVerbs(crd),
		ShortNames:   names.ShortNames,
		Categories:   names.Categories,
	}}
	subresources := subresourcesFor(crd, gv.Version)
	if subresources != nil && subresources.Status != nil {
		out = append(out, metav1.APIResource{Name: names.Plural + "/status", Namespaced: namespaced, Kind: names.Kind, Verbs: subresourceVerbs})
	}
	if subresources != nil && subresources.Scale != nil {
		out = append(out, metav1.APIResource{Name: names.Plural + "/scale", Namespaced: namespaced,
			Group: "autoscaling", Version: "v1", Kind: "Scale", Verbs: subresourceVerbs})
	}
	return out
}

// aggregatedResource describes the CRD's resource in gv for aggregated
// discovery, with its subresources folded in.
func aggregatedResource(crd *apiextensions.CustomResourceDefinition, gv schema.GroupVersion) apidiscoveryv2.APIResourceDiscovery {
	names := crd.Status.AcceptedNames
	scope := apidiscoveryv2.ScopeCluster
	if crd.Spec.Scope == apiextensions.NamespaceScoped {
		scope = apidiscoveryv2.ScopeNamespace
	}
	kind := &apidiscoveryv2.GroupVersionKind{Group: gv.Group, Version: gv.Version, Kind: names.Kind}
	r := apidiscoveryv2.APIResourceDiscovery{
		Resource:         names.Plural,
		SingularResource: names.Singular,
		Scope:            scope,
		ResponseKind:     kind,
		Verbs:            crdVerbs(crd),
		ShortNames:       names.ShortNames,
		Categories:       names.Categories,
	}
	subresources := subresourcesFor(crd, gv.Version)
	if subresources != nil && subresources.Status != nil {
		r.Subresources = append(r.Subresources, apidiscoveryv2.APISubresourceDiscovery{
			Subresource: "status", ResponseKind: kind, Verbs: subresourceVerbs})
	}
	if subresources != nil && subresources.Scale != nil {
		r.Subresources = append(r.Subresources, apidiscoveryv2.APISubresourceDiscovery{
			Subresource:  "scale",
			ResponseKind: &apidiscoveryv2.GroupVersionKind{Group: "autoscaling", Version: "v1", Kind: "Scale"},
			Verbs:        subresourceVerbs,
		})
	}
	return r
}
