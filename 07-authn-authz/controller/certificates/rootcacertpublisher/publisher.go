package rootcacertpublisher

import (
	"context"
	"fmt"
	"maps"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/04-extensions/tools/cache"
	"github.com/kube-rebuilt/apiserver/04-extensions/util/workqueue"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/informers"
)

// The ConfigMap's name, its description and the annotation it is in.
// Upstream: rootcacertpublisher.RootCACertConfigMapName, DescriptionAnnotation, Description.
const (
	RootCACertConfigMapName = "kube-root-ca.crt"
	DescriptionAnnotation   = "kubernetes.io/description"
	Description             = "Contains a CA bundle that can be used to verify the kube-apiserver when using internal endpoints such as the internal service IP or kubernetes.default.svc. " +
		"No other usage is guaranteed across distributions of Kubernetes clusters."
)

// configMapsResource is the core group's configmaps.
var configMapsResource = schema.GroupResource{Resource: "configmaps"}

// Publisher keeps kube-root-ca.crt in every namespace; see the package doc.
// Upstream: k8s.io/kubernetes/pkg/controller/certificates/rootcacertpublisher.Publisher.
type Publisher struct {
	rootCA     []byte
	namespaces *cache.Informer
	configMaps *cache.Informer
	storages   *informers.Storages
	queue      *workqueue.RateLimitingQueue[string] // namespace names
}

// NewPublisher returns the publisher of rootCA (PEM) over the shared
// namespaces informer and an informer of the ConfigMaps named
// kube-root-ca.crt (a metadata.name field selector: upstream, in
// kube-controller-manager, reads its shared informer of every ConfigMap;
// inside the API server that would hold a second copy of every ConfigMap
// and copy each of their events); it writes through the configmaps
// storage found in storages when it syncs.
// Upstream: k8s.io/kubernetes/pkg/controller/certificates/rootcacertpublisher.NewPublisher.
func NewPublisher(f *informers.SharedInformerFactory, storages *informers.Storages, rootCA []byte) (*Publisher, error) {
	if len(rootCA) == 0 {
		return nil, fmt.Errorf("no root CA to publish")
	}
	p := &Publisher{
		rootCA:     rootCA,
		namespaces: f.ForResource(schema.GroupResource{Resource: "namespaces"}),
		configMaps: f.ForFilteredResource(configMapsResource, "", "metadata.name="+RootCACertConfigMapName),
		storages:   storages,
		queue:      workqueue.NewRateLimitingQueue(workqueue.DefaultControllerRateLimiter[string]()),
	}
	p.namespaces.AddEventHandler(cache.ResourceEventHandlerFuncs{
		AddFunc:    p.namespaceChanged,
		UpdateFunc: func(_, obj runtime.Object) { p.namespaceChanged(obj) },
	})
	p.configMaps.AddEventHandler(cache.ResourceEventHandlerFuncs{
		UpdateFunc: func(_, obj runtime.Object) { p.configMapChanged(obj) },
		DeleteFunc: p.configMapChanged,
	})
	return p, nil
}

// Run syncs queued namespaces until ctx is done; it blocks.
// Upstream: (*Publisher).Run.
func (p *Publisher) Run(ctx context.Context) {
	workqueue.RunWorkers(ctx, "root CA certificate configmap publisher", p.queue, 1, p.syncNamespace, func(ctx context.Context) bool {
		return cache.WaitForCacheSync(ctx, p.namespaces, p.configMaps)
	})
}

// namespaceChanged queues an active namespace.
// Upstream: (*Publisher).namespaceAdded and namespaceUpdated.
func (p *Publisher) namespaceChanged(obj runtime.Object) {
	if ns, ok := obj.(*core.Namespace); ok && ns.Status.Phase != core.NamespaceTerminating {
		p.queue.Add(ns.Name)
	}
}

// configMapChanged queues the namespace of a changed or deleted
// kube-root-ca.crt.
// Upstream: (*Publisher).configMapUpdated and configMapDeleted.
func (p *Publisher) configMapChanged(obj runtime.Object) {
	if cm, ok := obj.(*core.ConfigMap); ok && cm.Name == RootCACertConfigMapName {
		p.queue.Add(cm.Namespace)
	}
}

// syncNamespace creates kube-root-ca.crt in an active namespace, or
// updates it when its data or description differ.
// Upstream: (*Publisher).syncNamespace.
func (p *Publisher) syncNamespace(ctx context.Context, ns string) error {
	if !p.active(ns) {
		return nil
	}
	obj, ok := p.configMaps.Get(ns + "/" + RootCACertConfigMapName)
	if !ok {
		return p.create(ctx, ns)
	}
	cm, ok := obj.(*core.ConfigMap)
	if !ok {
		return fmt.Errorf("configmaps informer holds %T", obj)
	}
	if maps.Equal(cm.Data, p.data()) && cm.Annotations[DescriptionAnnotation] != "" {
		return nil
	}
	return p.update(ctx, cm)
}

// active says whether the namespace exists and is not being deleted.
func (p *Publisher) active(ns string) bool {
	obj, ok := p.namespaces.Get(ns)
	if !ok {
		return false
	}
	namespace, ok := obj.(*core.Namespace)
	return ok && namespace.Status.Phase != core.NamespaceTerminating
}

// data is what ca.crt holds.
func (p *Publisher) data() map[string]string {
	return map[string]string{"ca.crt": string(p.rootCA)}
}

// create writes a new kube-root-ca.crt.
func (p *Publisher) create(ctx context.Context, ns string) error {
	cm := &core.ConfigMap{
		ObjectMeta: metav1.ObjectMeta{Namespace: ns, Name: RootCACertConfigMapName,
			Annotations: map[string]string{DescriptionAnnotation: Description}},
		Data: p.data(),
	}
	_, err := informers.Create(ctx, p.storages, configMapsResource, cm)
	if apierrors.IsAlreadyExists(err) || apierrors.IsNotFound(err) {
		return nil // the informer is behind, or the namespace is gone
	}
	return err
}

// update puts the data and description back into cm.
func (p *Publisher) update(ctx context.Context, cached *core.ConfigMap) error {
	cm := cached.DeepCopy()
	cm.Data = p.data()
	if cm.Annotations == nil {
		cm.Annotations = map[string]string{}
	}
	cm.Annotations[DescriptionAnnotation] = Description
	_, err := informers.Update(ctx, p.storages, configMapsResource, cm)
	if apierrors.IsNotFound(err) {
		return nil // deleted meanwhile: the delete event queues it again
	}
	return err // a conflict is retried with the informer's newer copy
}
