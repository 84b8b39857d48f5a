// Package apiserver is the extensions server of stage 04: a generic
// server (stage 02) that serves the apiextensions.k8s.io group (the
// CustomResourceDefinitions, on stage 03's registry Store) and, through
// the custom-resource handler at /apis/, the custom resources every
// Established CRD defines. It sits last in the server chain, before the
// not-found handler:
//
//	master (03) -> extensions (04) -> not-found
//
// A request for /apis/<group>/<version>/<resource> that the master does
// not serve falls through the master's director to this server's
// NonGoRestfulMux, where the crdHandler looks the resource up in an
// in-memory cache of the CRDs (tools/cache, fed by a watch on our own
// storage), builds the serving information of that CRD version on first
// use (RequestScopes, a registry Store over Unstructured objects, the
// schema's validator, pruner and defaulter), and runs stage 02's
// handlers with it. Controllers, started by post-start hooks, move a CRD
// from stored to served: naming (NamesAccepted), establishing
// (Established), discovery, OpenAPI, and the finalizer that deletes every
// custom resource of a CRD being deleted.
//
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver (apiserver.go,
// customresource_handler.go, customresource_discovery.go,
// customresource_discovery_controller.go).
//
// Left out: conversion webhooks (the only strategy is None), CEL
// validation rules, server-side apply's managed fields for custom
// resources, the v1beta1 API of CRDs, protobuf storage of CRDs (stored as
// JSON), and the two-second pause upstream makes before the first create
// after a CRD becomes Established in an HA cluster (we run one server).
package apiserver
