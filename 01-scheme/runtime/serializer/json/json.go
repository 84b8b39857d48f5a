package json

import (
	"bytes"
	"encoding/json"
	"io"

	kjson "sigs.k8s.io/json"
	"sigs.k8s.io/yaml"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// SerializerOptions chooses the flavour of a Serializer.
// Upstream: k8s.io/apimachinery/pkg/runtime/serializer/json.SerializerOptions.
type SerializerOptions struct {
	// Yaml reads and writes YAML instead of JSON.
	Yaml bool
	// Pretty indents JSON output. Ignored for YAML.
	Pretty bool
	// Strict reports unknown and duplicate fields (as a
	// runtime.StrictDecodingError returned with the decoded object).
	Strict bool
	// StreamingCollectionsEncoding writes a list one item at a time
	// (collections.go) instead of encoding it whole first: the same
	// bytes, with one item's encoding in memory at a time. Ignored for
	// YAML and pretty JSON. The API server turns it on for the lists it
	// serves, as upstream's feature gate StreamingCollectionsEncodingToJSON
	// (on by default) does.
	StreamingCollectionsEncoding bool
}

// Serializer encodes objects as JSON or YAML and decodes them into the
// Go types a Scheme knows. Upstream: k8s.io/apimachinery/pkg/runtime/serializer/json.Serializer.
type Serializer struct {
	meta       MetaFactory
	options    SerializerOptions
	creater    runtime.ObjectCreater
	typer      runtime.ObjectTyper
	identifier runtime.Identifier
}

var _ runtime.Serializer = &Serializer{}

// NewSerializerWithOptions returns a JSON or YAML serializer.
// Upstream: k8s.io/apimachinery/pkg/runtime/serializer/json.NewSerializerWithOptions.
func NewSerializerWithOptions(meta MetaFactory, creater runtime.ObjectCreater, typer runtime.ObjectTyper, options SerializerOptions) *Serializer {
	id := "json"
	if options.Yaml {
		id = "yaml"
	}
	if options.Pretty {
		id += "-pretty"
	}
	if options.Strict {
		id += "-strict"
	}
	return &Serializer{meta: meta, options: options, creater: creater, typer: typer, identifier: runtime.Identifier(id)}
}

// Identifier names this serializer's output format.
func (s *Serializer) Identifier() runtime.Identifier { return s.identifier }

// Decode reads one object. The GVK comes from the data's apiVersion and
// kind, completed from defaults and, if into is given, from into's type.
// With into of a registered type matching that GVK, the data is decoded
// into it; otherwise into a new object of the Scheme. A strict serializer
// returns the object together with a runtime.StrictDecodingError.
// Upstream: k8s.io/apimachinery/pkg/runtime/serializer/json.(*Serializer).Decode.
func (s *Serializer) Decode(originalData []byte, gvk *schema.GroupVersionKind, into runtime.Object) (runtime.Object, *schema.GroupVersionKind, error) {
	data, err := s.toJSON(originalData)
	if err != nil {
		return nil, nil, err
	}
	actual, err := s.meta.Interpret(data)
	if err != nil {
		return nil, nil, err
	}
	if gvk != nil {
		*actual = gvkWithDefaults(*actual, *gvk)
	}
	if unk, ok := into.(*runtime.Unknown); ok && unk != nil {
		unk.Raw = originalData
		unk.ContentType = "application/json"
		unk.GetObjectKind().SetGroupVersionKind(*actual)
		return unk, actual, nil
	}
	if u, ok := into.(runtime.Unstructured); ok {
		return s.decodeUnstructured(u, actual, data, originalData)
	}
	if into != nil {
		types, _, err := s.typer.ObjectKinds(into)
		switch {
		case runtime.IsNotRegisteredError(err):
			// A plain Go struct: decode as asked, no scheme involved.
			strictErrs, err := s.unmarshal(into, data, originalData)
			if err != nil {
				return nil, actual, err
			}
			return into, actual, strictError(strictErrs)
		case err != nil:
			return nil, actual, err
		default:
			*actual = gvkWithDefaults(*actual, types[0])
		}
	}
	if len(actual.Kind) == 0 {
		return nil, actual, runtime.NewMissingKindErr(string(originalData))
	}
	if len(actual.Version) == 0 {
		return nil, actual, runtime.NewMissingVersionErr(string(originalData))
	}
	obj, err := runtime.UseOrCreateObject(s.typer, s.creater, *actual, into)
	if err != nil {
		return nil, actual, err
	}
	if u, ok := obj.(runtime.Unstructured); ok {
		return s.decodeUnstructured(u, actual, data, originalData)
	}
	strictErrs, err := s.unmarshal(obj, data, originalData)
	if err != nil {
		return nil, actual, err
	}
	return obj, actual, strictError(strictErrs)
}

// decodeUnstructured decodes into an object that has no Go type, an
// Unstructured: the data's own apiVersion and kind, completed from the
// defaults, are its kind, so no scheme is asked. Strict mode can still
// report duplicate fields; unknown fields are for whoever knows the
// schema (stage 04 prunes against the CRD's).
// Upstream: the isUnstructured branch of (*Serializer).Decode.
func (s *Serializer) decodeUnstructured(into runtime.Unstructured, actual *schema.GroupVersionKind, data, originalData []byte) (runtime.Object, *schema.GroupVersionKind, error) {
	if len(actual.Kind) == 0 {
		return nil, actual, runtime.NewMissingKindErr(string(originalData))
	}
	if len(actual.Version) == 0 {
		return nil, actual, runtime.NewMissingVersionErr(string(originalData))
	}
	var content map[string]interface{}
	var strictErrs []error
	if s.options.Strict {
		if s.options.Yaml {
			if _, err := yaml.YAMLToJSONStrict(originalData); err != nil {
				strictErrs = append(strictErrs, err)
			}
		}
		fieldErrs, err := kjson.UnmarshalStrict(data, &content, kjson.DisallowDuplicateFields)
		if err != nil {
			return nil, actual, err
		}
		strictErrs = append(strictErrs, fieldErrs...)
	} else if err := kjson.UnmarshalCaseSensitivePreserveInts(data, &content); err != nil {
		return nil, actual, err
	}
	if content == nil {
		content = map[string]interface{}{}
	}
	into.SetUnstructuredContent(content)
	into.GetObjectKind().SetGroupVersionKind(*actual)
	return into, actual, strictError(strictErrs)
}

// toJSON turns YAML into JSON when this is a YAML serializer.
func (s *Serializer) toJSON(data []byte) ([]byte, error) {
	if !s.options.Yaml {
		return data, nil
	}
	return yaml.YAMLToJSON(data)
}

// unmarshal decodes case-sensitively, keeping integers int64. In strict
// mode it returns the unknown and duplicate fields it found, including
// duplicate keys of the original YAML, which the YAML -> JSON step hides.
func (s *Serializer) unmarshal(into runtime.Object, data, originalData []byte) ([]error, error) {
	if !s.options.Strict {
		return nil, kjson.UnmarshalCaseSensitivePreserveInts(data, into)
	}
	var strictErrs []error
	if s.options.Yaml {
		if _, err := yaml.YAMLToJSONStrict(originalData); err != nil {
			strictErrs = append(strictErrs, err)
		}
	}
	fieldErrs, err := kjson.UnmarshalStrict(data, into, kjson.DisallowDuplicateFields, kjson.DisallowUnknownFields)
	if err != nil {
		return nil, err
	}
	return append(strictErrs, fieldErrs...), nil
}

func strictError(errs []error) error {
	if len(errs) == 0 {
		return nil
	}
	return runtime.NewStrictDecodingError(errs)
}

// Encode writes obj as JSON (with a trailing newline, like every upstream
// response), indented JSON (without one, also as upstream), or YAML; a
// list a piece at a time with StreamingCollectionsEncoding.
// Upstream: k8s.io/apimachinery/pkg/runtime/serializer/json.(*Serializer).Encode.
func (s *Serializer) Encode(obj runtime.Object, w io.Writer) error {
	if s.options.Yaml {
		j, err := json.Marshal(obj)
		if err != nil {
			return err
		}
		y, err := yaml.JSONToYAML(j)
		if err != nil {
			return err
		}
		_, err = w.Write(y)
		return err
	}
	if s.options.Pretty {
		data, err := json.MarshalIndent(obj, "", "  ")
		if err != nil {
			return err
		}
		_, err = w.Write(data)
		return err
	}
	if s.options.StreamingCollectionsEncoding {
		if ok, err := streamEncodeCollections(obj, w); ok || err != nil {
			return err
		}
	}
	return json.NewEncoder(w).Encode(obj)
}

// RecognizesData reports whether data looks like JSON (its first non-space
// byte is '{'). YAML recognises everything, so it answers "unknown".
// Upstream: k8s.io/apimachinery/pkg/runtime/serializer/json.(*Serializer).RecognizesData.
func (s *Serializer) RecognizesData(data []byte) (ok, unknown bool, err error) {
	if s.options.Yaml {
		return false, true, nil
	}
	return IsJSONBuffer(data), false, nil
}

// IsJSONBuffer reports whether buf starts, after white space, with '{'.
// Upstream: k8s.io/apimachinery/pkg/util/yaml.IsJSONBuffer.
func IsJSONBuffer(buf []byte) bool {
	trimmed := bytes.TrimLeft(buf, " \t\r\n")
	return bytes.HasPrefix(trimmed, []byte("{"))
}

// gvkWithDefaults fills the parts of actual that are empty from defaultGVK,
// as upstream: a missing kind is taken; a missing version is taken when the
// group is missing too or is the same group.
func gvkWithDefaults(actual, defaultGVK schema.GroupVersionKind) schema.GroupVersionKind {
	if len(actual.Kind) == 0 {
		actual.Kind = defaultGVK.Kind
	}
	if len(actual.Version) == 0 && len(actual.Group) == 0 {
		actual.Group = defaultGVK.Group
		actual.Version = defaultGVK.Version
	}
	if len(actual.Version) == 0 && actual.Group == defaultGVK.Group {
		actual.Version = defaultGVK.Version
	}
	return actual
}
