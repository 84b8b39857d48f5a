package apiserver

import (
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1/unstructured"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/serializer/json"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/serializer/versioning"
	structuralschema "github.com/kube-rebuilt/apiserver/04-extensions/apiserver/schema"
	structuraldefaulting "github.com/kube-rebuilt/apiserver/04-extensions/apiserver/schema/defaulting"
)

// unstructuredNegotiatedSerializer speaks custom resources: JSON and
// YAML into and out of Unstructured, with the CRD's schema applied while
// decoding (pruning, defaulting, metadata coercion). CRDs have no
// protobuf: a client asking for it gets JSON, as upstream.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver.unstructuredNegotiatedSerializer.
type unstructuredNegotiatedSerializer struct {
	typer     runtime.ObjectTyper
	creator   runtime.ObjectCreater
	converter runtime.ObjectConvertor

	structuralSchemas     map[string]*structuralschema.Structural // by version
	structuralSchemaGK    schema.GroupKind
	preserveUnknownFields bool

	// the strict decoders, which make the decoder report pruned fields as
	// unknown fields (fieldValidation=Strict or Warn)
	strictJSON, strictYAML runtime.Serializer
	infos                  []runtime.SerializerInfo
}

// newUnstructuredNegotiatedSerializer builds the media types once.
func newUnstructuredNegotiatedSerializer(s unstructuredNegotiatedSerializer) unstructuredNegotiatedSerializer {
	newJSON := func(o json.SerializerOptions) runtime.Serializer {
		return json.NewSerializerWithOptions(json.DefaultMetaFactory, s.creator, s.typer, o)
	}
	// Lists of custom resources are written one item at a time
	// (StreamingCollectionsEncoding), as upstream's; watch events, which
	// are not lists, by a plain serializer.
	s.strictJSON = newJSON(json.SerializerOptions{Strict: true, StreamingCollectionsEncoding: true})
	s.strictYAML = newJSON(json.SerializerOptions{Yaml: true, Strict: true})
	plain := newJSON(json.SerializerOptions{})
	s.infos = []runtime.SerializerInfo{
		{
			MediaType:        "application/json",
			MediaTypeType:    "application",
			MediaTypeSubType: "json",
			EncodesAsText:    true,
			Serializer:       newJSON(json.SerializerOptions{StreamingCollectionsEncoding: true}),
			PrettySerializer: newJSON(json.SerializerOptions{Pretty: true}),
			StrictSerializer: s.strictJSON,
			StreamSerializer: &runtime.StreamSerializerInfo{EncodesAsText: true, Serializer: plain, Framer: json.Framer},
		},
		{
			MediaType:        "application/yaml",
			MediaTypeType:    "application",
			MediaTypeSubType: "yaml",
			EncodesAsText:    true,
			Serializer:       newJSON(json.SerializerOptions{Yaml: true}),
			StrictSerializer: s.strictYAML,
		},
	}
	return s
}

// SupportedMediaTypes are JSON and YAML.
func (s unstructuredNegotiatedSerializer) SupportedMediaTypes() []runtime.SerializerInfo {
	return s.infos
}

// EncoderForVersion converts to gv (setting apiVersion) before encoding.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver.unstructuredNegotiatedSerializer.EncoderForVersion.
func (s unstructuredNegotiatedSerializer) EncoderForVersion(encoder runtime.Encoder, gv runtime.GroupVersioner) runtime.Encoder {
	return versioning.NewCodec(encoder, nil, s.converter, Scheme, s.typer, Scheme, gv, nil)
}

// DecoderToVersion decodes, coerces the object to the schema (reporting
// pruned fields when the decoder is strict), defaults it, and converts it
// to gv.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver.unstructuredNegotiatedSerializer.DecoderToVersion.
func (s unstructuredNegotiatedSerializer) DecoderToVersion(decoder runtime.Decoder, gv runtime.GroupVersioner) runtime.Decoder {
	strict := decoder == s.strictJSON || decoder == s.strictYAML
	d := schemaCoercingDecoder{delegate: decoder, validator: unstructuredSchemaCoercer{
		structuralSchemas:       s.structuralSchemas,
		structuralSchemaGK:      s.structuralSchemaGK,
		preserveUnknownFields:   s.preserveUnknownFields,
		returnUnknownFieldPaths: strict,
	}}
	return versioning.NewCodec(nil, d, s.converter, s.creator, s.typer,
		unstructuredDefaulter{delegate: Scheme, structuralSchemas: s.structuralSchemas, structuralSchemaGK: s.structuralSchemaGK},
		nil, gv)
}

// unstructuredObjectTyper types an Unstructured by its apiVersion and
// kind, and anything else through the delegate scheme.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver.UnstructuredObjectTyper
// with k8s.io/apiextensions-apiserver/pkg/crdserverscheme.UnstructuredObjectTyper.
type unstructuredObjectTyper struct {
	delegate runtime.ObjectTyper
}

// ObjectKinds returns the Unstructured's own kind, or asks the delegate.
func (t unstructuredObjectTyper) ObjectKinds(obj runtime.Object) ([]schema.GroupVersionKind, bool, error) {
	if _, ok := obj.(runtime.Unstructured); !ok {
		return t.delegate.ObjectKinds(obj)
	}
	gvk := obj.GetObjectKind().GroupVersionKind()
	if len(gvk.Kind) == 0 {
		return nil, false, runtime.NewMissingKindErr("object has no kind field ")
	}
	if len(gvk.Version) == 0 {
		return nil, false, runtime.NewMissingVersionErr("object has no apiVersion field")
	}
	return []schema.GroupVersionKind{gvk}, false, nil
}

// Recognizes recognizes every kind: an Unstructured can be anything.
func (t unstructuredObjectTyper) Recognizes(gvk schema.GroupVersionKind) bool {
	return true
}

// unstructuredCreator makes an empty Unstructured of any kind.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver.unstructuredCreator.
type unstructuredCreator struct{}

// New returns an Unstructured with kind's apiVersion and kind set.
func (unstructuredCreator) New(kind schema.GroupVersionKind) (runtime.Object, error) {
	ret := &unstructured.Unstructured{}
	ret.SetGroupVersionKind(kind)
	return ret, nil
}

// unstructuredDefaulter applies the schema's defaults to custom resources
// of its kind and the delegate's to anything else.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver.unstructuredDefaulter.
type unstructuredDefaulter struct {
	delegate           runtime.ObjectDefaulter
	structuralSchemas  map[string]*structuralschema.Structural // by version
	structuralSchemaGK schema.GroupKind
}

// Default fills in the schema's defaults.
func (d unstructuredDefaulter) Default(in runtime.Object) {
	u, ok := in.(runtime.Unstructured)
	if !ok || u.GetObjectKind().GroupVersionKind().GroupKind() != d.structuralSchemaGK {
		d.delegate.Default(in)
		return
	}
	structuraldefaulting.Default(u.UnstructuredContent(), d.structuralSchemas[u.GetObjectKind().GroupVersionKind().Version])
}

// schemaCoercingDecoder decodes with its delegate, then coerces the
// result to the schema; with returnUnknownFieldPaths, pruned fields come
// back as a strict decoding error next to the object, as unknown fields
// of a built-in kind do.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver.schemaCoercingDecoder.
type schemaCoercingDecoder struct {
	delegate  runtime.Decoder
	validator unstructuredSchemaCoercer
}

var _ runtime.Decoder = schemaCoercingDecoder{}

// Decode decodes and coerces.
func (d schemaCoercingDecoder) Decode(data []byte, defaults *schema.GroupVersionKind, into runtime.Object) (runtime.Object, *schema.GroupVersionKind, error) {
	var strictErrs []error
	obj, gvk, err := d.delegate.Decode(data, defaults, into)
	if err != nil {
		strictErr, ok := runtime.AsStrictDecodingError(err)
		if !ok || obj == nil {
			return nil, gvk, err
		}
		strictErrs = strictErr.Errors()
	}
	var unknownFields []string
	if u, ok := obj.(*unstructured.Unstructured); ok {
		if unknownFields, err = d.validator.apply(u); err != nil {
			return nil, gvk, err
		}
	}
	if d.validator.returnUnknownFieldPaths && (len(strictErrs) > 0 || len(unknownFields) > 0) {
		for _, f := range unknownFields {
			strictErrs = append(strictErrs, fmt.Errorf(`unknown field "%s"`, f))
		}
		return obj, gvk, runtime.NewStrictDecodingError(strictErrs)
	}
	return obj, gvk, nil
}

// schemaCoercingConverter converts with its delegate, then coerces the
// result to the schema: what the storage codec does to objects read
// from etcd.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver.schemaCoercingConverter.
type schemaCoercingConverter struct {
	delegate  runtime.ObjectConvertor
	validator unstructuredSchemaCoercer
}

var _ runtime.ObjectConvertor = schemaCoercingConverter{}

// Convert converts, then coerces out.
func (v schemaCoercingConverter) Convert(in, out, context interface{}) error {
	if err := v.delegate.Convert(in, out, context); err != nil {
		return err
	}
	if u, ok := out.(*unstructured.Unstructured); ok {
		if _, err := v.validator.apply(u); err != nil {
			return err
		}
	}
	return nil
}

// ConvertToVersion converts, then coerces the result.
func (v schemaCoercingConverter) ConvertToVersion(in runtime.Object, gv runtime.GroupVersioner) (runtime.Object, error) {
	out, err := v.delegate.ConvertToVersion(in, gv)
	if err != nil {
		return nil, err
	}
	if u, ok := out.(*unstructured.Unstructured); ok {
		if _, err := v.validator.apply(u); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// ConvertFieldLabel delegates.
func (v schemaCoercingConverter) ConvertFieldLabel(gvk schema.GroupVersionKind, label, value string) (string, string, error) {
	return v.delegate.ConvertFieldLabel(gvk, label, value)
}
