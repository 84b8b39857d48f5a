// Package proto encodes and decodes Go structs in the protobuf wire format,
// byte for byte as Kubernetes does, by reading `protobuf:"..."` struct tags
// with reflection.
//
// Stage 01 adds it. Upstream, every API type has a generated.pb.go file
// (k8s.io/api/core/v1/generated.pb.go, k8s.io/apimachinery/pkg/apis/meta/v1/
// generated.pb.go, k8s.io/apimachinery/pkg/runtime/generated.pb.go ...)
// written by go-to-protobuf and protoc-gen-gogo, with hand-unrolled Marshal,
// Size and Unmarshal methods, and github.com/gogo/protobuf/proto calls
// them. This package walks the same struct tags the generator read, once
// per type, and produces the same bytes: slower than generated code and
// much shorter to read. It is the reference and the fallback: the API
// packages also carry generated ProtoSize, MarshalToSizedBuffer and
// UnmarshalMerge methods (zz_generated.protobuf.go, written by
// 01-scheme/code-generator's protobuf-gen from the decisions this package
// makes), which Marshal, MarshalAppend, AppendMessageField, Size and
// Unmarshal call when a message has them (SizedMarshaler,
// MergeUnmarshaler); ReflectSize, ReflectMarshalAppend and ReflectUnmarshal
// never do, and tests require both ways to give the same bytes and
// objects. A generated decoder words no error: on malformed input,
// Unmarshal decodes again by reflection, for the reflective error.
//
// # The wire format in five minutes
//
// A message is a sequence of fields. Each field starts with a key, a varint
// holding the field number and a 3-bit wire type: key = number<<3 | wire.
// The wire type tells a reader how long the payload is, so it can skip
// fields it does not know:
//
//	0 varint   bool, int32, int64, enums       a varint
//	1 fixed64  double                          8 bytes, little-endian
//	2 bytes    string, bytes, messages, maps   a varint length, then the bytes
//	5 fixed32  float                           4 bytes, little-endian
//
// A varint stores 7 bits per byte, least significant group first, and sets
// the high bit of every byte but the last: 1 is 01, 150 is 96 01. Negative
// int32 and int64 values are written as their 64-bit two's complement, so
// they always take ten bytes (-1 is ff ff ff ff ff ff ff ff ff 01).
//
// So a Name string field tagged protobuf:"bytes,1,opt,name=name" holding
// "demo" is 0a 04 64 65 6d 6f: key 0a (field 1, wire type 2), length 4, the
// bytes. A nested message is a bytes field whose payload is the message.
// The protobuf body of a Namespace named demo starts 0a 1f 0a 04 64 65 6d 6f
// ...: field 1 (metadata) holding 31 bytes, which start with field 1 (name).
//
// # The rules Kubernetes follows
//
// Kubernetes' .proto files are proto2 and generated with gogoproto's
// nullable=false, which gives these rules (each one checked against the
// generated.pb.go files named above, and against bodies a real server sent):
//
//   - Fields are written in ascending field-number order.
//   - Non-pointer scalars (string, bool, int32, int64 and named types of
//     them, such as corev1.ConditionStatus) are always written, even when
//     they hold the zero value: an empty ObjectMeta.namespace (field 3) is
//     1a 00. proto2 has no "default means absent" rule, and the generated
//     code writes every non-nullable field unconditionally.
//   - Pointer fields (*int32, *bool, *metav1.Time) are written only when
//     not nil: nil is how Go says "absent".
//   - Non-pointer struct fields are always written, possibly as an empty
//     message: a zero creationTimestamp is 42 00.
//   - []byte is written when not nil; an empty but non-nil slice is 0 bytes.
//   - Repeated fields ([]T) are written as one field per element ("unpacked",
//     the proto2 default). The decoder also accepts packed numbers.
//   - Maps are repeated entry messages {1: key, 2: value}, with key and
//     value always written. Keys are sorted first: Go's map order is random,
//     and sorting makes equal objects encode to equal bytes, which caches,
//     etcd's compare-and-swap and these tests rely on.
//   - A named slice type such as metav1.Verbs or authenticationv1.ExtraValue
//     is a message wrapping a repeated field 1 (go-to-protobuf's way to give
//     a []string a message type of its own); as a field it is left out when
//     nil, as a map value always written. A field of a named slice type
//     tagged "rep" (apiextensions' ValidationRules) is a plain repeated
//     field instead: go-to-protobuf wraps only nullable named slices, and
//     those are tagged "opt".
//   - A type that implements Marshaler (metav1.Time, resource.Quantity)
//     writes its own message body.
//
// # Tags: what is trusted
//
// A tag reads "<wire>,<number>,<opt|rep>,name=<name>[,casttype=...]". Only
// the number and the name are trusted. The wire type and opt/rep come from
// the Go type, because upstream's tags are not always right and the
// generator did not use them either: apps/v1 RollingUpdateDaemonSet's
// *intstr.IntOrString fields are tagged varint but are messages, and
// networking/v1beta1 ServiceCIDRSpec.CIDRs is tagged opt but is repeated.
// A tag's fixed32/fixed64/zigzag choice for an integer is honoured.
//
// Fields without a protobuf tag are not part of the message: an embedded
// metav1.TypeMeta with only `json:",inline"` is skipped (the envelope,
// runtime.Unknown, carries apiVersion and kind instead).
//
// # Interned strings: a departure from upstream
//
// A generated decoder takes the strings of the fields tagged
// +k8s:protobuf-gen:intern from InternString, which returns the one
// canonical copy of each string (Go's unique.Make), instead of allocating
// a copy per object: ObjectMeta's namespace, generateName, label keys and
// values, annotation keys and finalizers, owner references' apiVersion and
// kind, managed fields' manager, operation, apiVersion, fieldsType and
// subresource, and a config map's data keys. Those strings repeat across
// the objects a watch cache holds, which are decoded from etcd by this
// code: 100,000 ConfigMaps of one namespace held 1,400 heap bytes each and
// hold 1,320 (BenchmarkHeldConfigMaps). Every decode interns, a request
// body's too: a string seen before costs a hash lookup instead of an
// allocation, so that costs the request path nothing worth a second decoder.
//
// Upstream does not do this: gogo's generated Unmarshal gives every object
// its own copies (k8s.io/apimachinery/pkg/apis/meta/v1.(*ObjectMeta).Unmarshal).
// The objects are equal either way (the reflective decoder, which interns
// nothing, is the reference the generated one is tested against), and
// sharing is safe because Go strings are immutable. Byte slices are never
// shared (FieldsV1.Raw repeats too), since anything writing into one
// object's slice would change the others; the JSON decoder and custom
// resources (stored as JSON) intern nothing.
//
// # Left out
//
// Groups (skipped when unknown, never written), proto3 semantics, oneofs,
// extensions, unknown-field preservation (the generated code does not keep
// them either). The generated encoders have no depth limit (upstream's have
// none either); the reflective walk and every decoder stop at maxDepth.
// Unexported fields are never coded.
package proto
