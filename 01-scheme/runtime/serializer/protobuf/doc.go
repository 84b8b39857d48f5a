// Package protobuf is the serializer for Kubernetes' protobuf media type,
// application/vnd.kubernetes.protobuf, which kubectl uses to send the
// bodies of `create namespace`, `create configmap`, `auth can-i` and
// `auth whoami`.
//
// A protobuf body is four magic bytes, "k8s\x00", then a runtime.Unknown
// message, the envelope:
//
//	6b 38 73 00                    k 8 s \0
//	0a 0f 0a 02 76 31 12 09 ...    1: typeMeta {1: apiVersion "v1", 2: kind "Namespace"}
//	12 27 0a 1f 0a 04 64 65 ...    2: raw, the Namespace's own message
//	1a 00                          3: contentEncoding "" (written all the same)
//	22 00                          4: contentType ""
//
// The object's own message carries no apiVersion or kind (its embedded
// TypeMeta has no protobuf tag), which is why the envelope exists. The
// messages themselves are encoded by package proto.
//
// Serializer writes and reads such bodies; RawSerializer writes and reads
// bare messages, without prefix and envelope, for the frames of a watch
// stream, which LengthDelimitedFramer cuts: 4-byte big-endian length, then
// the frame. Each frame is a metav1.WatchEvent whose object is an enveloped
// body again.
//
// Stage 01 adds it. Upstream: k8s.io/apimachinery/pkg/runtime/serializer/protobuf
// and, for the framer, k8s.io/apimachinery/pkg/util/framer.
// Encode writes the object's message straight into the envelope
// (appendEnvelope) in a buffer reused across responses (encodeBuffers):
// upstream's memory allocator, kept inside the serializer instead of passed
// down by the caller. With StreamingCollectionsEncoding a list is written
// one item at a time (collections.go): each item measured first
// (proto.Size), then the envelope's head, then item after item from one
// reused buffer, the same bytes as the whole encoding.
// Left out: the CacheableObject encode path (speed only), and errNotMarshalable's Status method, which returns a 406
// metav1.Status and would need metav1 here; IsNotMarshalable tells callers
// the same.
package protobuf
