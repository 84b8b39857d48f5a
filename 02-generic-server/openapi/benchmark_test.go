package openapi_test

import (
	"testing"

	"github.com/kube-rebuilt/apiserver/02-generic-server/openapi/openapitest"
)

// BenchmarkBuildV2 measures building the v2 document of the test routes
// (reflection over Deployment and everything it references).
func BenchmarkBuildV2(b *testing.B) {
	builder, wss := newBuilder(), openapitest.WebServices()
	for b.Loop() {
		if _, err := builder.BuildV2(wss); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkBuildV3 measures building the v3 documents of the test routes.
func BenchmarkBuildV3(b *testing.B) {
	builder, wss := newBuilder(), openapitest.WebServices()
	for b.Loop() {
		if _, err := builder.BuildV3(wss); err != nil {
			b.Fatal(err)
		}
	}
}
