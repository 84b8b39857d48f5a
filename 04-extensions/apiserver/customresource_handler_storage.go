package apiserver

import (
	"reflect"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/04-extensions/apis/apiextensions"
	"github.com/kube-rebuilt/apiserver/04-extensions/controller/finalizer"
)

// createCustomResourceDefinition drops serving information a CRD event
// makes stale (an add can be a re-list after a missed update).
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver.(*crdHandler).createCustomResourceDefinition.
func (r *crdHandler) createCustomResourceDefinition(obj runtime.Object) {
	crd := obj.(*apiextensions.CustomResourceDefinition)
	r.customStorageLock.Lock()
	defer r.customStorageLock.Unlock()
	r.removeStaleStorageLocked(crd)
}

// updateCustomResourceDefinition queues a CRD whose names were accepted
// for establishing, and drops its serving information if the spec or
// the accepted names changed.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver.(*crdHandler).updateCustomResourceDefinition.
func (r *crdHandler) updateCustomResourceDefinition(oldObj, newObj runtime.Object) {
	oldCRD := oldObj.(*apiextensions.CustomResourceDefinition)
	newCRD := newObj.(*apiextensions.CustomResourceDefinition)
	r.customStorageLock.Lock()
	defer r.customStorageLock.Unlock()
	// No delay, as upstream when it counts one server (masterCount 1);
	// with more it waits five seconds so that the other servers of an HA
	// cluster see the names first. We never count more than one.
	if !apiextensions.IsCRDConditionTrue(newCRD, apiextensions.Established) &&
		apiextensions.IsCRDConditionTrue(newCRD, apiextensions.NamesAccepted) {
		r.establishingController.QueueCRD(newCRD.Name, 0)
	}
	if oldCRD.UID != newCRD.UID {
		r.removeStorageLocked(string(oldCRD.UID))
	}
	r.removeStaleStorageLocked(newCRD)
}

// removeStaleStorageLocked drops crd's serving information unless it was
// built from the same spec and accepted names.
func (r *crdHandler) removeStaleStorageLocked(crd *apiextensions.CustomResourceDefinition) {
	old, found := (*r.customStorage.Load())[string(crd.UID)]
	if !found {
		return
	}
	if reflect.DeepEqual(&crd.Spec, old.spec) && reflect.DeepEqual(&crd.Status.AcceptedNames, old.acceptedNames) {
		return
	}
	klog.V(4).Infof("crd handler: %s changed, its serving information will be rebuilt", crd.Name)
	r.removeStorageLocked(string(crd.UID))
}

// removeStorageLocked drops the serving information of uid and tears its
// storage down once its requests have finished. The caller holds
// customStorageLock.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver.(*crdHandler).removeStorage_locked.
func (r *crdHandler) removeStorageLocked(uid string) {
	storageMap := *r.customStorage.Load()
	old, ok := storageMap[uid]
	if !ok {
		return
	}
	next := storageMap.clone()
	delete(next, uid)
	r.customStorage.Store(&next)
	go r.tearDown(old)
}

// removeDeadStorage drops the serving information of CRDs that are gone.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver.(*crdHandler).removeDeadStorage.
func (r *crdHandler) removeDeadStorage() {
	alive := map[string]bool{}
	for _, obj := range r.crds.List() {
		alive[string(obj.(*apiextensions.CustomResourceDefinition).UID)] = true
	}
	r.customStorageLock.Lock()
	defer r.customStorageLock.Unlock()
	for uid := range *r.customStorage.Load() {
		if !alive[uid] {
			r.removeStorageLocked(uid)
		}
	}
}

// tearDown waits for the requests on old storage to finish (twice the
// request timeout at most), then releases its storage.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver.(*crdHandler).tearDown.
func (r *crdHandler) tearDown(old *crdInfo) {
	drained := make(chan struct{})
	go func() {
		defer close(drained)
		old.waitGroup.Wait()
	}()
	select {
	case <-time.After(2 * r.requestTimeout):
		klog.Warningf("timeout waiting for requests to drain for %s/%s, tearing down storage", old.spec.Group, old.spec.Names.Kind)
	case <-drained:
	}
	for _, s := range old.storages {
		// the subresources share the main resource's Store
		s.CustomResource.Destroy()
	}
}

// destroy releases the storage of every CRD served, when the server
// shuts down: the custom resources' storages are the handler's, not an
// API group's, so the server's own Destroy does not reach them (and
// without this the embedded etcd outlived the server). Destroy functions
// are idempotent, so a tear-down still running is harmless.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver.(*crdHandler).destroy,
// registered with RegisterDestroyFunc in New.
func (r *crdHandler) destroy() {
	r.customStorageLock.Lock()
	defer r.customStorageLock.Unlock()
	for _, info := range *r.customStorage.Load() {
		for _, s := range info.storages {
			// the subresources share the main resource's Store
			s.CustomResource.Destroy()
		}
	}
}

// GetCustomResourceListerCollectionDeleter gives the finalizer the
// storage of crd's custom resources, in the storage version.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver.(*crdHandler).GetCustomResourceListerCollectionDeleter.
func (r *crdHandler) GetCustomResourceListerCollectionDeleter(crd *apiextensions.CustomResourceDefinition) (finalizer.ListerCollectionDeleter, error) {
	info, err := r.getOrCreateServingInfoFor(string(crd.UID), crd.Name)
	if err != nil {
		return nil, err
	}
	return info.storages[info.storageVersion].CustomResource, nil
}
