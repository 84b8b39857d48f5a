package apiserver

import (
	"fmt"
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/handlers"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/handlers/responsewriters"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server/filters"
	"github.com/kube-rebuilt/apiserver/02-generic-server/waitgroup"
	"github.com/kube-rebuilt/apiserver/02-generic-server/warning"
	"github.com/kube-rebuilt/apiserver/03-master/storage/storagebackend"
	"github.com/kube-rebuilt/apiserver/04-extensions/apis/apiextensions"
	"github.com/kube-rebuilt/apiserver/04-extensions/controller/establish"
	"github.com/kube-rebuilt/apiserver/04-extensions/registry/customresource"
	"github.com/kube-rebuilt/apiserver/04-extensions/tools/cache"
)

// crdHandler serves /apis/ for the custom resources: it finds the CRD of
// a request's group and resource in the informer's cache, gets (or
// builds) that CRD's serving information, and runs stage 02's handler
// for the verb with it. Everything that is not a served custom resource
// goes to the delegate (the not-found handler), and so does a request in
// the wrong scope, for an unserved version, or for a CRD whose names
// are not accepted yet.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver.crdHandler.
type crdHandler struct {
	versionDiscoveryHandler *versionDiscoveryHandler
	groupDiscoveryHandler   *groupDiscoveryHandler

	// customStorage holds a crdStorageMap, replaced as a whole under
	// customStorageLock: requests read it without a lock.
	customStorageLock sync.Mutex
	customStorage     atomic.Pointer[crdStorageMap]

	crds     *cache.Informer
	delegate http.Handler

	// storageConfig is where custom resources are stored (etcd, with the
	// chain's prefix); each CRD version gets a codec of its own.
	storageConfig storagebackend.Config
	// watchCache puts a watch cache in front of each version's storage.
	watchCache bool
	// admission is the server's admission chain (GenericConfig.AdmissionControl),
	// run by the create, update, patch and delete handlers; nil: none.
	admission admission.Interface

	establishingController *establish.EstablishingController

	// requestTimeout bounds the wait for requests on old storage to finish
	// before it is torn down; minRequestTimeout is the least lifetime of a
	// watch.
	requestTimeout    time.Duration
	minRequestTimeout time.Duration
	// maxRequestBodyBytes limits a write's body (413 above it).
	maxRequestBodyBytes int64
}

// crdInfo is the serving information of one CRD, per version.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver.crdInfo.
type crdInfo struct {
	// spec and acceptedNames are what the information was built from: a
	// CRD whose spec or names change gets new information.
	spec          *apiextensions.CustomResourceDefinitionSpec
	acceptedNames *apiextensions.CustomResourceDefinitionNames

	// deprecation warnings per version (deprecated versions only)
	warnings map[string][]string

	storages            map[string]customresource.CustomResourceStorage
	requestScopes       map[string]*handlers.RequestScope
	scaleRequestScopes  map[string]*handlers.RequestScope
	statusRequestScopes map[string]*handlers.RequestScope

	// storageVersion is the version objects are written to etcd in.
	storageVersion string

	// waitGroup counts requests in flight on this information, so its
	// storage is destroyed only after they finish.
	waitGroup *waitgroup.SafeWaitGroup
}

// crdStorageMap maps a CRD's uid to its serving information.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver.crdStorageMap.
type crdStorageMap map[string]*crdInfo

// clone is a shallow copy.
func (in crdStorageMap) clone() crdStorageMap {
	out := make(crdStorageMap, len(in))
	for k, v := range in {
		out[k] = v
	}
	return out
}

// NewCustomResourceDefinitionHandler returns the handler, registered with
// the CRD informer so that a changed CRD's serving information is dropped
// (and rebuilt on the next request).
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver.NewCustomResourceDefinitionHandler.
func NewCustomResourceDefinitionHandler(versionDiscoveryHandler *versionDiscoveryHandler, groupDiscoveryHandler *groupDiscoveryHandler,
	crds *cache.Informer, delegate http.Handler, storageConfig storagebackend.Config, watchCache bool,
	admission admission.Interface, establishingController *establish.EstablishingController,
	requestTimeout, minRequestTimeout time.Duration, maxRequestBodyBytes int64) *crdHandler {
	r := &crdHandler{
		versionDiscoveryHandler: versionDiscoveryHandler,
		groupDiscoveryHandler:   groupDiscoveryHandler,
		crds:                    crds,
		delegate:                delegate,
		storageConfig:           storageConfig,
		watchCache:              watchCache,
		admission:               admission,
		establishingController:  establishingController,
		requestTimeout:          requestTimeout,
		minRequestTimeout:       minRequestTimeout,
		maxRequestBodyBytes:     maxRequestBodyBytes,
	}
	r.customStorage.Store(&crdStorageMap{})
	crds.AddEventHandler(cache.ResourceEventHandlerFuncs{
		AddFunc:    r.createCustomResourceDefinition,
		UpdateFunc: r.updateCustomResourceDefinition,
		DeleteFunc: func(runtime.Object) { r.removeDeadStorage() },
	})
	return r
}

// requestInfoFactory parses resource URLs under /apis, as stage 02's
// installer does until stage 06's filter does it for every request.
var requestInfoFactory = &request.RequestInfoFactory{
	APIPrefixes:          []string{"api", "apis"},
	GrouplessAPIPrefixes: []string{"api"},
}

// longRunning tells the requests the wait group must not wait for.
// Upstream: the longRunningFilter of customresource_handler.go.
func longRunning(req *http.Request) bool {
	info, ok := request.RequestInfoFrom(req.Context())
	return ok && info.Verb == "watch"
}

// ServeHTTP routes a request under /apis; see crdHandler.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver.(*crdHandler).ServeHTTP.
func (r *crdHandler) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	requestInfo, ok := request.RequestInfoFrom(req.Context())
	if !ok {
		info, err := requestInfoFactory.NewRequestInfo(req)
		if err != nil {
			responsewriters.InternalError(w, req, err)
			return
		}
		requestInfo = info
		req = req.WithContext(request.WithRequestInfo(req.Context(), info))
	}
	if !requestInfo.IsResourceRequest {
		r.serveDiscovery(w, req, requestInfo)
		return
	}
	crd, info, ok := r.servingInfoFor(w, req, requestInfo)
	if !ok {
		return
	}
	gv := schema.GroupVersion{Group: requestInfo.APIGroup, Version: requestInfo.APIVersion}
	ctx := warning.EnsureWarningRecorder(req.Context(), w)
	for _, text := range info.warnings[requestInfo.APIVersion] {
		warning.AddWarning(ctx, text)
	}
	req = req.WithContext(ctx)

	terminating := apiextensions.IsCRDConditionTrue(crd, apiextensions.Terminating)
	subresources := subresourcesFor(crd, requestInfo.APIVersion)
	var handlerFunc http.HandlerFunc
	switch subresource := requestInfo.Subresource; {
	case subresource == "status" && subresources != nil && subresources.Status != nil:
		handlerFunc = r.serveStatus(w, req, requestInfo, info)
	case subresource == "scale" && subresources != nil && subresources.Scale != nil:
		handlerFunc = r.serveScale(w, req, requestInfo, info)
	case subresource == "":
		handlerFunc = r.serveResource(w, req, requestInfo, info, terminating)
	default:
		responsewriters.ErrorNegotiated(
			apierrors.NewNotFound(schema.GroupResource{Group: requestInfo.APIGroup, Resource: requestInfo.Resource}, requestInfo.Name),
			Codecs, gv, w, req)
	}
	if handlerFunc != nil {
		filters.WithWaitGroup(handlerFunc, longRunning, info.waitGroup).ServeHTTP(w, req)
	}
}

// serveDiscovery serves /apis/<group> and /apis/<group>/<version> of CRD
// groups; any other path goes to the delegate.
func (r *crdHandler) serveDiscovery(w http.ResponseWriter, req *http.Request, requestInfo *request.RequestInfo) {
	switch pathParts := splitPath(requestInfo.Path); len(pathParts) {
	case 3: // /apis/<group>/<version>
		r.versionDiscoveryHandler.ServeHTTP(w, req)
	case 2: // /apis/<group>
		r.groupDiscoveryHandler.ServeHTTP(w, req)
	default:
		r.delegate.ServeHTTP(w, req)
	}
}

// possiblyAcrossAllNamespacesVerbs may leave out the namespace of a
// namespaced resource: /apis/g/v/crontabs lists every namespace.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver.possiblyAcrossAllNamespacesVerbs.
var possiblyAcrossAllNamespacesVerbs = map[string]bool{"list": true, "watch": true}

// servingInfoFor finds the CRD of a resource request and its serving
// information. When the request is not for a served custom resource, it
// hands it to the delegate (a 404) and reports false.
func (r *crdHandler) servingInfoFor(w http.ResponseWriter, req *http.Request, requestInfo *request.RequestInfo) (*apiextensions.CustomResourceDefinition, *crdInfo, bool) {
	obj, found := r.crds.Get(requestInfo.Resource + "." + requestInfo.APIGroup)
	if !found {
		r.delegate.ServeHTTP(w, req)
		return nil, nil, false
	}
	crd := obj.(*apiextensions.CustomResourceDefinition)
	// a scope the CRD does not have leads to a 404, except list and watch
	// across all namespaces
	namespacedCRD, namespacedReq := crd.Spec.Scope == apiextensions.NamespaceScoped, len(requestInfo.Namespace) > 0
	if (!namespacedCRD && namespacedReq) || (namespacedCRD && !namespacedReq && !possiblyAcrossAllNamespacesVerbs[requestInfo.Verb]) ||
		!hasServedCRDVersion(&crd.Spec, requestInfo.APIVersion) ||
		// names not accepted yet, or taken by another CRD
		(!apiextensions.IsCRDConditionTrue(crd, apiextensions.NamesAccepted) && !apiextensions.IsCRDConditionTrue(crd, apiextensions.Established)) {
		r.delegate.ServeHTTP(w, req)
		return nil, nil, false
	}
	info, err := r.getOrCreateServingInfoFor(string(crd.UID), crd.Name)
	if apierrors.IsNotFound(err) {
		r.delegate.ServeHTTP(w, req)
		return nil, nil, false
	}
	if err != nil {
		klog.Errorf("crd handler: serving %s: %v", crd.Name, err)
		responsewriters.ErrorNegotiated(apierrors.NewInternalError(fmt.Errorf("error resolving resource")),
			Codecs, schema.GroupVersion{Group: requestInfo.APIGroup, Version: requestInfo.APIVersion}, w, req)
		return nil, nil, false
	}
	if !hasServedCRDVersion(info.spec, requestInfo.APIVersion) {
		r.delegate.ServeHTTP(w, req)
		return nil, nil, false
	}
	return crd, info, true
}

// serveResource picks the handler of the verb on the resource itself.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver.(*crdHandler).serveResource.
func (r *crdHandler) serveResource(w http.ResponseWriter, req *http.Request, requestInfo *request.RequestInfo, info *crdInfo, terminating bool) http.HandlerFunc {
	scope := info.requestScopes[requestInfo.APIVersion]
	storage := info.storages[requestInfo.APIVersion].CustomResource
	switch requestInfo.Verb {
	case "get":
		return handlers.GetResource(storage, scope)
	case "list":
		return handlers.ListResource(storage, storage, scope, false, r.minRequestTimeout)
	case "watch":
		return handlers.ListResource(storage, storage, scope, true, r.minRequestTimeout)
	case "create":
		if terminating {
			err := apierrors.NewMethodNotSupported(schema.GroupResource{Group: requestInfo.APIGroup, Resource: requestInfo.Resource}, requestInfo.Verb)
			err.ErrStatus.Message = fmt.Sprintf("%v not allowed while custom resource definition is terminating", requestInfo.Verb)
			responsewriters.ErrorNegotiated(err, Codecs, scope.Kind.GroupVersion(), w, req)
			return nil
		}
		return handlers.CreateResource(storage, scope, r.admission)
	case "update":
		return handlers.UpdateResource(storage, scope, r.admission)
	case "patch":
		return handlers.PatchResource(storage, scope, r.admission, supportedPatchTypes)
	case "delete":
		return handlers.DeleteResource(storage, true, scope, r.admission)
	case "deletecollection":
		return handlers.DeleteCollection(storage, true, scope, r.admission)
	}
	r.methodNotSupported(w, req, requestInfo)
	return nil
}

// supportedPatchTypes are the patches of custom resources: JSON and merge
// patches, and server-side apply (merged with the CRD's structural schema,
// customresource_fieldmanager.go). A strategic merge patch needs Go struct
// tags a custom resource does not have, so the handler answers it 415.
// Upstream: the supportedTypes of crdHandler.ServeHTTP.
var supportedPatchTypes = []string{"application/json-patch+json", "application/merge-patch+json", "application/apply-patch+yaml"}

// serveStatus picks the handler of the verb on the status subresource.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver.(*crdHandler).serveStatus.
func (r *crdHandler) serveStatus(w http.ResponseWriter, req *http.Request, requestInfo *request.RequestInfo, info *crdInfo) http.HandlerFunc {
	scope := info.statusRequestScopes[requestInfo.APIVersion]
	storage := info.storages[requestInfo.APIVersion].Status
	switch requestInfo.Verb {
	case "get":
		return handlers.GetResource(storage, scope)
	case "update":
		return handlers.UpdateResource(storage, scope, r.admission)
	case "patch":
		return handlers.PatchResource(storage, scope, r.admission, supportedPatchTypes)
	}
	r.methodNotSupported(w, req, requestInfo)
	return nil
}

// serveScale picks the handler of the verb on the scale subresource.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver.(*crdHandler).serveScale.
func (r *crdHandler) serveScale(w http.ResponseWriter, req *http.Request, requestInfo *request.RequestInfo, info *crdInfo) http.HandlerFunc {
	scope := info.scaleRequestScopes[requestInfo.APIVersion]
	storage := info.storages[requestInfo.APIVersion].Scale
	switch requestInfo.Verb {
	case "get":
		return handlers.GetResource(storage, scope)
	case "update":
		return handlers.UpdateResource(storage, scope, r.admission)
	case "patch":
		return handlers.PatchResource(storage, scope, r.admission, supportedPatchTypes)
	}
	r.methodNotSupported(w, req, requestInfo)
	return nil
}

// methodNotSupported answers 405 for a verb the resource does not have.
func (r *crdHandler) methodNotSupported(w http.ResponseWriter, req *http.Request, requestInfo *request.RequestInfo) {
	responsewriters.ErrorNegotiated(
		apierrors.NewMethodNotSupported(schema.GroupResource{Group: requestInfo.APIGroup, Resource: requestInfo.Resource}, requestInfo.Verb),
		Codecs, schema.GroupVersion{Group: requestInfo.APIGroup, Version: requestInfo.APIVersion}, w, req)
}

// hasServedCRDVersion reports whether spec serves version.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver.hasServedCRDVersion.
func hasServedCRDVersion(spec *apiextensions.CustomResourceDefinitionSpec, version string) bool {
	for _, v := range spec.Versions {
		if v.Name == version {
			return v.Served
		}
	}
	return false
}

// subresourcesFor returns the subresources of one version of crd.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apihelpers.GetSubresourcesForVersion.
func subresourcesFor(crd *apiextensions.CustomResourceDefinition, version string) *apiextensions.CustomResourceSubresources {
	for i := range crd.Spec.Versions {
		if crd.Spec.Versions[i].Name == version {
			return crd.Spec.Versions[i].Subresources
		}
	}
	return nil
}
