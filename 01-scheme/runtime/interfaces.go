package runtime

import (
	"io"
	"net/url"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// APIVersionInternal is the version name of the internal types: the
// version-free Go structs the server's code works on. It never appears on
// the wire. Upstream: k8s.io/apimachinery/pkg/runtime.APIVersionInternal.
const APIVersionInternal = "__internal"

// Object is what every API type implements: it can tell its kind (through
// the embedded TypeMeta) and copy itself.
// Upstream: k8s.io/apimachinery/pkg/runtime.Object.
type Object interface {
	GetObjectKind() schema.ObjectKind
	DeepCopyObject() Object
}

// Unstructured is an object held as the JSON it came from, a
// map[string]interface{}, instead of a Go struct: what servers and clients
// use for kinds they have no type for, custom resources above all. Stage 01
// declares it so codecs and meta helpers can recognise such objects;
// apis/meta/v1/unstructured implements it.
// Upstream: k8s.io/apimachinery/pkg/runtime.Unstructured.
type Unstructured interface {
	Object
	// NewEmptyInstance returns an empty object of the same Go type.
	NewEmptyInstance() Unstructured
	// UnstructuredContent returns the object's JSON content, not a copy.
	UnstructuredContent() map[string]interface{}
	// SetUnstructuredContent replaces the content (not copied).
	SetUnstructuredContent(map[string]interface{})
	// IsList reports whether the content has an items array.
	IsList() bool
	// EachListItem calls fn for every item of a list.
	EachListItem(func(Object) error) error
}

// Identifier names an encoder so caches can key on it.
type Identifier string

// Encoder writes an object in some format.
// Upstream: k8s.io/apimachinery/pkg/runtime.Encoder.
type Encoder interface {
	Encode(obj Object, w io.Writer) error
	Identifier() Identifier
}

// Decoder reads an object. defaults fills in parts of the GVK the data does
// not carry; into, when not nil, is the object to decode into. It returns
// the object and the GVK the data claimed.
// Upstream: k8s.io/apimachinery/pkg/runtime.Decoder.
type Decoder interface {
	Decode(data []byte, defaults *schema.GroupVersionKind, into Object) (Object, *schema.GroupVersionKind, error)
}

// Serializer both encodes and decodes one format.
// Upstream: k8s.io/apimachinery/pkg/runtime.Serializer.
type Serializer interface {
	Encoder
	Decoder
}

// Codec is a Serializer that also converts between versions (see
// serializer/versioning). Upstream: k8s.io/apimachinery/pkg/runtime.Codec.
type Codec Serializer

// GroupVersioner picks the kind to convert to, given the kinds an object is
// registered as. schema.GroupVersion is one; InternalGroupVersioner picks the
// internal version of whatever group the object is in.
// Upstream: k8s.io/apimachinery/pkg/runtime.GroupVersioner.
type GroupVersioner interface {
	KindForGroupVersionKinds(kinds []schema.GroupVersionKind) (target schema.GroupVersionKind, ok bool)
	Identifier() string
}

// ObjectTyper tells the GVKs a Go object is registered as.
// Upstream: k8s.io/apimachinery/pkg/runtime.ObjectTyper.
type ObjectTyper interface {
	ObjectKinds(Object) ([]schema.GroupVersionKind, bool, error)
	Recognizes(gvk schema.GroupVersionKind) bool
}

// ObjectCreater makes an empty object for a GVK.
// Upstream: k8s.io/apimachinery/pkg/runtime.ObjectCreater.
type ObjectCreater interface {
	New(kind schema.GroupVersionKind) (out Object, err error)
}

// ObjectConvertor converts objects between versions.
// Upstream: k8s.io/apimachinery/pkg/runtime.ObjectConvertor.
type ObjectConvertor interface {
	Convert(in, out, context interface{}) error
	ConvertToVersion(in Object, gv GroupVersioner) (out Object, err error)
	ConvertFieldLabel(gvk schema.GroupVersionKind, label, value string) (string, string, error)
}

// ObjectDefaulter fills in defaults.
// Upstream: k8s.io/apimachinery/pkg/runtime.ObjectDefaulter.
type ObjectDefaulter interface {
	Default(in Object)
}

// Framer splits a stream into frames (one watch event each) and writes
// frames to one. Upstream: k8s.io/apimachinery/pkg/runtime.Framer.
type Framer interface {
	NewFrameReader(r io.ReadCloser) io.ReadCloser
	NewFrameWriter(w io.Writer) io.Writer
}

// SerializerInfo describes one media type a server speaks.
// Upstream: k8s.io/apimachinery/pkg/runtime.SerializerInfo.
type SerializerInfo struct {
	// MediaType is the full type, such as application/json.
	MediaType string
	// MediaTypeType and MediaTypeSubType are its two halves.
	MediaTypeType    string
	MediaTypeSubType string
	// EncodesAsText is true for JSON and YAML.
	EncodesAsText bool
	// Serializer is the normal one.
	Serializer Serializer
	// PrettySerializer indents, when the format can (JSON).
	PrettySerializer Serializer
	// StrictSerializer rejects unknown and duplicate fields.
	StrictSerializer Serializer
	// StreamSerializer, if set, encodes watch streams.
	StreamSerializer *StreamSerializerInfo
}

// StreamSerializerInfo describes how a media type frames a stream.
// Upstream: k8s.io/apimachinery/pkg/runtime.StreamSerializerInfo.
type StreamSerializerInfo struct {
	EncodesAsText bool
	Serializer
	Framer
}

// NegotiatedSerializer is what an HTTP handler needs to speak to a client:
// the media types on offer and a way to wrap a serializer so it converts to
// and from a version. serializer.CodecFactory implements it.
// Upstream: k8s.io/apimachinery/pkg/runtime.NegotiatedSerializer.
type NegotiatedSerializer interface {
	SupportedMediaTypes() []SerializerInfo
	EncoderForVersion(serializer Encoder, gv GroupVersioner) Encoder
	DecoderToVersion(serializer Decoder, gv GroupVersioner) Decoder
}

// ParameterCodec turns query parameters into option structs such as
// metav1.ListOptions and back.
// Upstream: k8s.io/apimachinery/pkg/runtime.ParameterCodec.
type ParameterCodec interface {
	DecodeParameters(parameters url.Values, from schema.GroupVersion, into Object) error
	EncodeParameters(obj Object, to schema.GroupVersion) (url.Values, error)
}
