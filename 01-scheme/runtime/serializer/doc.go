// Package serializer assembles the serializers of one Scheme into a
// CodecFactory: the media types a server speaks (JSON, YAML, protobuf), the
// universal deserializer that recognises any of them, and codecs that
// convert between versions on the way in and out.
//
// Stage 01 adds it. Upstream: k8s.io/apimachinery/pkg/runtime/serializer.
// Left out: CBOR (off by default upstream too), CodecFactoryOptionsMutator
// and the serializer-with-options knobs.
package serializer
