package protobuf

import (
	"errors"
	"fmt"
	"io"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// RawSerializer reads and writes an object's bare message: no prefix, no
// envelope, so the bytes do not say what they are and the reader must know.
// The server uses it for the frames of a protobuf watch stream, each a
// metav1.WatchEvent whose object is itself an enveloped body.
// Upstream: k8s.io/apimachinery/pkg/runtime/serializer/protobuf.RawSerializer.
type RawSerializer struct {
	creater runtime.ObjectCreater
	typer   runtime.ObjectTyper
}

var _ runtime.Serializer = &RawSerializer{}

// NewRawSerializer returns the serializer of bare messages.
// Upstream: k8s.io/apimachinery/pkg/runtime/serializer/protobuf.NewRawSerializer.
func NewRawSerializer(creater runtime.ObjectCreater, typer runtime.ObjectTyper) *RawSerializer {
	return &RawSerializer{creater: creater, typer: typer}
}

// Identifier names this format for encoder caches.
// Upstream: k8s.io/apimachinery/pkg/runtime/serializer/protobuf.(*RawSerializer).Identifier.
func (s *RawSerializer) Identifier() runtime.Identifier { return "raw-protobuf" }

// Encode writes obj's message and nothing else.
// Upstream: k8s.io/apimachinery/pkg/runtime/serializer/protobuf.(*RawSerializer).Encode.
func (s *RawSerializer) Encode(obj runtime.Object, w io.Writer) error {
	data, err := marshal(obj)
	if err != nil {
		return err
	}
	_, err = w.Write(data)
	return err
}

// Decode reads a bare message. The data names no kind, so into is
// required, and the kind comes from defaults or from into's type. An into
// of type *runtime.Unknown receives the bytes undecoded.
// Upstream: k8s.io/apimachinery/pkg/runtime/serializer/protobuf.(*RawSerializer).Decode.
func (s *RawSerializer) Decode(data []byte, gvk *schema.GroupVersionKind, into runtime.Object) (runtime.Object, *schema.GroupVersionKind, error) {
	if into == nil {
		return nil, nil, fmt.Errorf("this serializer requires an object to decode into: %#v", s)
	}
	if len(data) == 0 {
		return nil, nil, errors.New("empty data")
	}
	actual := &schema.GroupVersionKind{}
	copyKindDefaults(actual, gvk)

	if intoUnknown, ok := into.(*runtime.Unknown); ok && intoUnknown != nil {
		intoUnknown.Raw = data
		intoUnknown.ContentEncoding = ""
		intoUnknown.ContentType = contentTypeProtobuf
		intoUnknown.SetGroupVersionKind(*actual)
		return intoUnknown, actual, nil
	}
	plain, err := kindFromInto(s.typer, actual, into)
	if err != nil {
		return nil, actual, err
	}
	if plain {
		return decodePlain(data, into, actual)
	}
	const what = "<protobuf encoded body - must provide default type>"
	if len(actual.Kind) == 0 {
		return nil, actual, runtime.NewMissingKindErr(what)
	}
	if len(actual.Version) == 0 {
		return nil, actual, runtime.NewMissingVersionErr(what)
	}
	return unmarshalToObject(s.typer, s.creater, actual, into, data)
}
