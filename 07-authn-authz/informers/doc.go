// Package informers is stage 07's shared informer factory: one informer
// per resource, whoever asks for it, over the master's REST storage
// (Storages), started together once the server runs. Admission plugins
// ask it for what they read on every request (namespaces, service
// accounts, limit ranges, quotas, webhook configurations), so that
// admitting a request reads memory, not etcd. ForFilteredResource makes
// an informer of one namespace's objects, or of those a field selector
// picks (kube-apiserver's own controllers watch their one ConfigMap so):
// a controller that reads a few objects holds no copy of the others.
//
// Stage 07 adds it. Upstream: k8s.io/client-go/informers.SharedInformerFactory
// (ForResource, Start, WaitForCacheSync; the filtered informers:
// NewSharedInformerFactoryWithOptions with WithNamespace and
// WithTweakListOptions), which kube-apiserver builds over
// a loopback client in pkg/controlplane/apiserver.BuildGenericConfig and
// hands to admission plugins through WantsExternalKubeInformerFactory.
//
// Left out: the loopback client and typed informers and listers. Our
// informers are stage 04's cache.Informer over a storage's List and
// Watch, holding the storage's internal objects; Storages stands where
// upstream's client stands.
package informers
