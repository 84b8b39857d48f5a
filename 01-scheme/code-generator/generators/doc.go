// Package generators holds the four generators of stage 01: deepcopy
// (zz_generated.deepcopy.go), conversion (zz_generated.conversion.go),
// defaulter (zz_generated.defaults.go) and protobuf
// (zz_generated.protobuf.go). Each reads the +k8s: tags upstream uses (the
// protobuf one its own +k8s:protobuf-gen=package) and writes Go source that
// does with plain statements what 01-scheme/conversion or 01-scheme/proto
// does by reflection. One tag of ours has no upstream counterpart:
// +k8s:protobuf-gen:intern on a field (=keys or =keys,values on a map)
// makes its generated decoder take the field's strings from
// 01-scheme/proto.InternString, one shared copy for every object, where
// gogo's Unmarshal allocates a copy per object.
//
// Stage 01 adds it. Upstream: k8s.io/code-generator/cmd/deepcopy-gen,
// cmd/conversion-gen and cmd/defaulter-gen (their generators packages),
// built on k8s.io/gengo/v2; for protobuf, cmd/go-to-protobuf with
// protoc-gen-gogo, of whose output we write Size (as ProtoSize),
// MarshalToSizedBuffer and Unmarshal (as UnmarshalMerge), not the .proto
// files. Left out:
// upstream's unsafe.Pointer casts between types of identical memory layout (we always copy, so a converted
// object never shares memory with its source), +k8s:conversion-fn tags,
// +default= markers, and deep copy of arrays and of interfaces other than
// runtime.Object.
package generators
