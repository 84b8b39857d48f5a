// Package openapitest builds, for tests, the kind of go-restful web
// services the endpoints installer registers: apps/v1 deployments with
// the route metadata, parameters, bodies and responses the OpenAPI
// builder reads. It doubles as an example of the route contract in
// 02-generic-server/openapi's doc.go.
//
// Stage 02 adds it. Upstream counterpart: none (upstream's builder tests
// build similar routes inline).
package openapitest
