// Command gen writes the descriptions of the OpenAPI schemas:
//
//	go generate ./02-generic-server/openapi     (runs: go run ./gen)
//
// It parses, with go/parser, the API packages of stage 01 (apis/*/v*,
// runtime, api/resource, util/intstr), those of the groups stage 03 adds
// (03-master/apis/*/v1 ...), those of stage 07 (07-authn-authz/apis/*/v1)
// and 02-generic-server/version,
// reads the doc comment of every struct type and field, cleans it up as
// openapi-gen does (joined lines, markers dropped) and cuts our closing
// "Upstream: ..." sentence, then writes
// 02-generic-server/openapi/descriptions_generated.go: our comments, as a Go
// map compiled into the server; and
// 02-generic-server/openapi/markers_generated.go: the +listType,
// +listMapKey, +mapType and +structType markers of types and fields, which
// the builder turns into x-kubernetes-* extensions. Why generate: descriptions are in comments,
// which reflection cannot see and a binary does not carry; parsing the
// source at run time would tie the server to a source tree.
//
// A test in this package fails when the checked-in file differs from what
// gen would write; another lists the fields left without a description.
//
// Stage 02 adds it. Upstream counterpart: k8s.io/kube-openapi/cmd/openapi-gen
// (k8s.io/kube-openapi/pkg/generators), which writes whole schemas, not only
// descriptions, into zz_generated.openapi.go. Left out: the other comment
// markers (+optional, +enum, +default ...) and what openapi-gen derives
// from them.
package main
