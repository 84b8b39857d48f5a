// Package clientgo drives every runnable stage with client-go, the library
// every Kubernetes controller is built on: discovery, typed clientsets in
// JSON and protobuf, the dynamic client, OpenAPI, informers with and
// without watch-list, optimistic concurrency and paging, and (stage 05) an aggregated API
// server behind the aggregator, stopped and restarted. Its tests are in
// *_test.go; each starts a fresh server of each stage in framework.Stages.
//
// A test that needs something a stage does not serve yet (part 2 of stage
// 02 adds configmaps and deployments) skips with a message saying so, and
// runs as soon as discovery lists it; see framework.Server.SkipUnlessServed.
package clientgo
