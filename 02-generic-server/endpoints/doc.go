// Package endpoints turns REST storage into HTTP routes: an
// APIGroupVersion (a group version's storages by resource path) installs
// itself into the server's go-restful container, and its APIInstaller
// registers, for each storage, the routes its abilities allow (get, list,
// create, update, patch, delete, deletecollection, watch), each handled by
// package handlers, and returns the APIResource that discovery lists.
//
//	GenericAPIServer.InstallAPIGroup (package server)
//	  -> APIGroupVersion.InstallREST          one web service: /apis/apps/v1
//	    -> APIInstaller.Install               every resource path, sorted
//	      -> registerResourceHandlers         one resource: its routes and its APIResource
//	        -> handlers.GetResource ...       at request time
//
// Stage 02 adds it. Upstream: k8s.io/apiserver/pkg/endpoints (installer.go,
// groupversion.go). Upstream's registerResourceHandlers is one function of
// about 800 lines; here it is split into named steps (describeResource,
// actionsFor, requestScope, installGet ... installWatchList, apiResource).
// Left out: CONNECT routes and GetterWithOptions (pods/log, pods/exec,
// proxies), StorageVersionProvider and the storage version hash,
// per-route metrics and deprecation warnings, the equivalent resource
// registry, and the field manager of server-side apply. APIGroupVersion.Admit
// carries the server's admission chain to the handlers.
package endpoints
