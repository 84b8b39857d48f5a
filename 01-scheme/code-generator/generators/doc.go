// Package generators holds the three generators of stage 01: deepcopy
// (zz_generated.deepcopy.go), conversion (zz_generated.conversion.go) and
// defaulter (zz_generated.defaults.go). Each reads the +k8s: tags upstream
// uses and writes Go source that does with plain statements what
// 01-scheme/conversion does by reflection.
//
// Stage 01 adds it. Upstream: k8s.io/code-generator/cmd/deepcopy-gen,
// cmd/conversion-gen and cmd/defaulter-gen (their generators packages),
// built on k8s.io/gengo/v2. Left out: upstream's unsafe.Pointer casts
// between types of identical memory layout (we always copy, so a converted
// object never shares memory with its source), +k8s:conversion-fn tags,
// +default= markers, and deep copy of arrays and of interfaces other than
// runtime.Object.
package generators
