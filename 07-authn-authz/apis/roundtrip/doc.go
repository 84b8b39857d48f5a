// Package roundtrip holds only tests: they put every API group of every
// stage into one scheme, as the complete server serves them, and require
// of each kind that the generated protobuf code (zz_generated.protobuf.go,
// written by 01-scheme/code-generator) writes what the reflective codec
// of 01-scheme/proto writes, byte for byte.
//
// Stage 07 adds it, being the first stage that sees every group.
// Upstream: k8s.io/kubernetes/pkg/api/testing (roundtrip_test.go), which
// round-trips every kind of the legacy scheme; upstream has no reflective
// codec to compare with.
package roundtrip
