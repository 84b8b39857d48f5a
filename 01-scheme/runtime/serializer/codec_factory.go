package serializer

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/serializer/json"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/serializer/protobuf"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/serializer/versioning"
)

// Media types the factory serves.
const (
	ContentTypeJSON     = "application/json"
	ContentTypeYAML     = "application/yaml"
	ContentTypeProtobuf = "application/vnd.kubernetes.protobuf"
)

// CodecFactory hands out serializers and codecs for one Scheme.
// Upstream: k8s.io/apimachinery/pkg/runtime/serializer.CodecFactory.
type CodecFactory struct {
	scheme    *runtime.Scheme
	universal runtime.Decoder
	accepts   []runtime.SerializerInfo

	legacySerializer runtime.Serializer
}

// CodecFactoryOptions chooses how the factory's serializers encode.
// Upstream: k8s.io/apimachinery/pkg/runtime/serializer.CodecFactoryOptions
// (whose Strict, Pretty and extra serializers are left out: ours always
// offers a pretty and a strict JSON serializer).
type CodecFactoryOptions struct {
	// StreamingCollectionsEncodingToJSON: the JSON serializer (not the
	// pretty one) writes lists one item at a time.
	StreamingCollectionsEncodingToJSON bool
	// StreamingCollectionsEncodingToProtobuf: the protobuf serializer
	// writes lists one item at a time.
	StreamingCollectionsEncodingToProtobuf bool
}

// CodecFactoryOptionsMutator changes the options NewCodecFactory builds with.
// Upstream: k8s.io/apimachinery/pkg/runtime/serializer.CodecFactoryOptionsMutator.
type CodecFactoryOptionsMutator func(*CodecFactoryOptions)

// WithStreamingCollectionEncodingToJSON turns on streaming list encoding
// in JSON. Upstream: k8s.io/apimachinery/pkg/runtime/serializer.WithStreamingCollectionEncodingToJSON.
func WithStreamingCollectionEncodingToJSON() CodecFactoryOptionsMutator {
	return func(o *CodecFactoryOptions) { o.StreamingCollectionsEncodingToJSON = true }
}

// WithStreamingCollectionEncodingToProtobuf turns on streaming list
// encoding in protobuf. Upstream: k8s.io/apimachinery/pkg/runtime/serializer.WithStreamingCollectionEncodingToProtobuf.
func WithStreamingCollectionEncodingToProtobuf() CodecFactoryOptionsMutator {
	return func(o *CodecFactoryOptions) { o.StreamingCollectionsEncodingToProtobuf = true }
}

// NewCodecFactory builds the JSON, YAML and protobuf serializers for
// scheme. With no mutators lists are encoded whole; the API server's groups
// pass both streaming options (upstream's
// k8s.io/apiserver/pkg/server.NewDefaultAPIGroupInfo does).
// Upstream: k8s.io/apimachinery/pkg/runtime/serializer.NewCodecFactory.
func NewCodecFactory(scheme *runtime.Scheme, mutators ...CodecFactoryOptionsMutator) CodecFactory {
	var options CodecFactoryOptions
	for _, fn := range mutators {
		fn(&options)
	}
	accepts := newSerializersForScheme(scheme, options)
	decoders := make([]runtime.Decoder, 0, len(accepts))
	for _, info := range accepts {
		decoders = append(decoders, info.Serializer)
	}
	return CodecFactory{
		scheme:           scheme,
		universal:        newRecognizerDecoder(decoders...),
		accepts:          accepts,
		legacySerializer: accepts[0].Serializer,
	}
}

// newSerializersForScheme lists JSON first: it is the legacy default.
func newSerializersForScheme(scheme *runtime.Scheme, options CodecFactoryOptions) []runtime.SerializerInfo {
	jsonOpts := func(yaml, pretty, strict bool) *json.Serializer {
		return json.NewSerializerWithOptions(json.DefaultMetaFactory, scheme, scheme,
			json.SerializerOptions{Yaml: yaml, Pretty: pretty, Strict: strict,
				StreamingCollectionsEncoding: options.StreamingCollectionsEncodingToJSON && !yaml && !pretty})
	}
	jsonSerializer := jsonOpts(false, false, false)
	return []runtime.SerializerInfo{
		{
			MediaType: ContentTypeJSON, MediaTypeType: "application", MediaTypeSubType: "json",
			EncodesAsText:    true,
			Serializer:       jsonSerializer,
			PrettySerializer: jsonOpts(false, true, false),
			StrictSerializer: jsonOpts(false, false, true),
			StreamSerializer: &runtime.StreamSerializerInfo{
				EncodesAsText: true, Serializer: jsonSerializer, Framer: json.Framer,
			},
		},
		{
			MediaType: ContentTypeYAML, MediaTypeType: "application", MediaTypeSubType: "yaml",
			EncodesAsText:    true,
			Serializer:       jsonOpts(true, false, false),
			StrictSerializer: jsonOpts(true, false, true),
		},
		{
			MediaType: ContentTypeProtobuf, MediaTypeType: "application", MediaTypeSubType: "vnd.kubernetes.protobuf",
			Serializer: protobuf.NewSerializerWithOptions(scheme, scheme, protobuf.SerializerOptions{
				StreamingCollectionsEncoding: options.StreamingCollectionsEncodingToProtobuf,
			}),
			StreamSerializer: &runtime.StreamSerializerInfo{
				Serializer: protobuf.NewRawSerializer(scheme, scheme), Framer: protobuf.LengthDelimitedFramer,
			},
		},
	}
}

// SupportedMediaTypes lists the media types, JSON first.
// Upstream: k8s.io/apimachinery/pkg/runtime/serializer.CodecFactory.SupportedMediaTypes.
func (f CodecFactory) SupportedMediaTypes() []runtime.SerializerInfo { return f.accepts }

// LegacyCodec encodes JSON in the given versions and decodes any format to
// the internal version. Handy in tests and tools; servers negotiate instead.
// Upstream: k8s.io/apimachinery/pkg/runtime/serializer.CodecFactory.LegacyCodec.
func (f CodecFactory) LegacyCodec(version ...schema.GroupVersion) runtime.Codec {
	return f.CodecForVersions(f.legacySerializer, f.universal, schema.GroupVersions(version), runtime.InternalGroupVersioner)
}

// UniversalDeserializer decodes any supported format without converting
// or defaulting. Upstream: k8s.io/apimachinery/pkg/runtime/serializer.CodecFactory.UniversalDeserializer.
func (f CodecFactory) UniversalDeserializer() runtime.Decoder { return f.universal }

// UniversalDecoder decodes any format, defaults, and converts to the given
// versions (the internal version when none is given).
// Upstream: k8s.io/apimachinery/pkg/runtime/serializer.CodecFactory.UniversalDecoder.
func (f CodecFactory) UniversalDecoder(versions ...schema.GroupVersion) runtime.Decoder {
	var versioner runtime.GroupVersioner = runtime.InternalGroupVersioner
	if len(versions) > 0 {
		versioner = schema.GroupVersions(versions)
	}
	return f.CodecForVersions(nil, f.universal, nil, versioner)
}

// CodecForVersions wraps an encoder and a decoder in a versioning codec
// that defaults with the factory's scheme.
// Upstream: k8s.io/apimachinery/pkg/runtime/serializer.CodecFactory.CodecForVersions.
func (f CodecFactory) CodecForVersions(encoder runtime.Encoder, decoder runtime.Decoder, encode, decode runtime.GroupVersioner) runtime.Codec {
	if encode == nil {
		encode = runtime.DisabledGroupVersioner
	}
	if decode == nil {
		decode = runtime.InternalGroupVersioner
	}
	// The unsafe convertor, as upstream's: Encode drops the converted
	// object once written, and Decode converts an object nobody else holds.
	return versioning.NewCodec(encoder, decoder, runtime.UnsafeObjectConvertor(f.scheme), f.scheme, f.scheme, f.scheme, encode, decode)
}

// DecoderToVersion returns a decoder that converts to gv.
// Upstream: k8s.io/apimachinery/pkg/runtime/serializer.CodecFactory.DecoderToVersion.
func (f CodecFactory) DecoderToVersion(decoder runtime.Decoder, gv runtime.GroupVersioner) runtime.Decoder {
	return f.CodecForVersions(nil, decoder, nil, gv)
}

// EncoderForVersion returns an encoder that converts to gv first.
// Upstream: k8s.io/apimachinery/pkg/runtime/serializer.CodecFactory.EncoderForVersion.
func (f CodecFactory) EncoderForVersion(encoder runtime.Encoder, gv runtime.GroupVersioner) runtime.Encoder {
	return f.CodecForVersions(encoder, nil, gv, nil)
}

// WithoutConversion returns a NegotiatedSerializer that never converts: for
// objects that exist in one version only, such as discovery documents.
// Upstream: k8s.io/apimachinery/pkg/runtime/serializer.CodecFactory.WithoutConversion.
func (f CodecFactory) WithoutConversion() runtime.NegotiatedSerializer {
	return WithoutConversionCodecFactory{f}
}

// WithoutConversionCodecFactory sets apiVersion/kind on encode and decodes
// as it is. Upstream: k8s.io/apimachinery/pkg/runtime/serializer.WithoutConversionCodecFactory.
type WithoutConversionCodecFactory struct {
	CodecFactory
}

// EncoderForVersion sets the object's kind in gv, then encodes.
func (f WithoutConversionCodecFactory) EncoderForVersion(serializer runtime.Encoder, gv runtime.GroupVersioner) runtime.Encoder {
	return runtime.WithVersionEncoder{Version: gv, Encoder: serializer, ObjectTyper: f.scheme}
}

// DecoderToVersion decodes without converting.
func (f WithoutConversionCodecFactory) DecoderToVersion(serializer runtime.Decoder, _ runtime.GroupVersioner) runtime.Decoder {
	return runtime.WithoutVersionDecoder{Decoder: serializer}
}
