// Package fuzzer fills API objects with random values, every field set, and
// compares the generated conversions and deep copies of a scheme with the
// reflective ones on such objects. Tests of every stage use it for the
// kinds they add.
//
// Stage 01 adds it. Upstream: k8s.io/apimachinery/pkg/api/apitesting/fuzzer
// (built on sigs.k8s.io/randfill, with per-group fuzzer functions). Left
// out: custom fill functions per type beyond the few types whose wire form
// is not their Go shape, and the round-trip helpers of
// k8s.io/apimachinery/pkg/api/apitesting/roundtrip.
package fuzzer
