// Package serializer assembles the serializers of one Scheme into a
// CodecFactory: the media types a server speaks (JSON, YAML, protobuf), the
// universal deserializer that recognises any of them, and codecs that
// convert between versions on the way in and out.
//
// Stage 01 adds it. Upstream: k8s.io/apimachinery/pkg/runtime/serializer.
// NewCodecFactory takes upstream's two streaming options
// (WithStreamingCollectionEncodingToJSON, ...ToProtobuf): the JSON and
// protobuf serializers then write lists item by item. Left out: CBOR (off
// by default upstream too) and the other CodecFactoryOptionsMutators
// (EnablePretty, EnableStrict, WithSerializer).
package serializer
