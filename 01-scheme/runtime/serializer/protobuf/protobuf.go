package protobuf

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"reflect"

	"github.com/kube-rebuilt/apiserver/01-scheme/proto"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// protoEncodingPrefix is the magic number in front of every protobuf body:
// "k8s" and a fourth byte naming the encoding, of which only 0x00 exists:
// "a runtime.Unknown message follows".
// Upstream: k8s.io/apimachinery/pkg/runtime/serializer/protobuf.protoEncodingPrefix.
var protoEncodingPrefix = []byte{0x6b, 0x38, 0x73, 0x00}

// contentTypeProtobuf is the media type of protobuf bodies. It is
// runtime.ContentTypeProtobuf upstream; our runtime package does not have
// it and the serializer package that does imports this one.
const contentTypeProtobuf = "application/vnd.kubernetes.protobuf"

// errNotMarshalable says a Go type has no protobuf form: no
// `protobuf:"..."` tags and no Marshal method (a custom resource's
// unstructured object, for one).
// Upstream: k8s.io/apimachinery/pkg/runtime/serializer/protobuf.errNotMarshalable
// (whose Status method, a 406 metav1.Status, waits for metav1).
type errNotMarshalable struct {
	t reflect.Type
}

func (e errNotMarshalable) Error() string {
	return fmt.Sprintf("object %v does not implement the protobuf marshalling interface and cannot be encoded to a protobuf message", e.t)
}

// IsNotMarshalable reports whether err says an object has no protobuf
// form; the API server then answers 406 Not Acceptable.
// Upstream: k8s.io/apimachinery/pkg/runtime/serializer/protobuf.IsNotMarshalable.
func IsNotMarshalable(err error) bool {
	var e errNotMarshalable
	return errors.As(err, &e)
}

// isMessage reports whether obj can be coded by package proto: it has a
// Marshal method or at least one field with a protobuf tag. Upstream asks
// whether obj implements proto.Message, which only generated types do.
func isMessage(obj any) bool {
	if _, ok := obj.(proto.Marshaler); ok {
		return true
	}
	// A generated type has protobuf tags: answer without walking its
	// fields (a twentieth of a stored ConfigMap's decode).
	if proto.HasGeneratedDecoder(obj) {
		return true
	}
	t := reflect.TypeOf(obj)
	if t == nil || t.Kind() != reflect.Pointer || t.Elem().Kind() != reflect.Struct {
		return false
	}
	for i := range t.Elem().NumField() {
		if _, ok := t.Elem().Field(i).Tag.Lookup("protobuf"); ok {
			return true
		}
	}
	return false
}

// marshal encodes obj's own message, or fails with errNotMarshalable.
func marshal(obj runtime.Object) ([]byte, error) {
	if !isMessage(obj) {
		return nil, errNotMarshalable{reflect.TypeOf(obj)}
	}
	return proto.Marshal(obj)
}

// unmarshal decodes data into obj, or fails with errNotMarshalable.
func unmarshal(data []byte, obj runtime.Object) error {
	if !isMessage(obj) {
		return errNotMarshalable{reflect.TypeOf(obj)}
	}
	return proto.Unmarshal(data, obj)
}

// Serializer reads and writes the protobuf bodies of Kubernetes' HTTP API
// (media type application/vnd.kubernetes.protobuf): the magic prefix
// "k8s\x00", then a runtime.Unknown envelope naming apiVersion and kind,
// whose Raw field holds the object's own message.
// Upstream: k8s.io/apimachinery/pkg/runtime/serializer/protobuf.Serializer.
type Serializer struct {
	prefix  []byte
	creater runtime.ObjectCreater
	typer   runtime.ObjectTyper
	options SerializerOptions
}

var _ runtime.Serializer = &Serializer{}

// SerializerOptions chooses how a Serializer encodes.
// Upstream: k8s.io/apimachinery/pkg/runtime/serializer/protobuf.SerializerOptions.
type SerializerOptions struct {
	// StreamingCollectionsEncoding writes a list one item at a time
	// (collections.go) instead of encoding it whole into one buffer
	// first: the same bytes, with one item's encoding in memory at a
	// time. The API server turns it on for the lists it serves, as
	// upstream's feature gate StreamingCollectionsEncodingToProtobuf
	// (on by default) does.
	StreamingCollectionsEncoding bool
}

// NewSerializer returns the enveloped protobuf serializer; creater makes
// the objects it decodes and typer tells the kind of an `into` object.
// Upstream: k8s.io/apimachinery/pkg/runtime/serializer/protobuf.NewSerializer.
func NewSerializer(creater runtime.ObjectCreater, typer runtime.ObjectTyper) *Serializer {
	return NewSerializerWithOptions(creater, typer, SerializerOptions{})
}

// NewSerializerWithOptions is NewSerializer with options.
// Upstream: k8s.io/apimachinery/pkg/runtime/serializer/protobuf.NewSerializerWithOptions.
func NewSerializerWithOptions(creater runtime.ObjectCreater, typer runtime.ObjectTyper, options SerializerOptions) *Serializer {
	return &Serializer{prefix: protoEncodingPrefix, creater: creater, typer: typer, options: options}
}

// Identifier names this format for encoder caches.
// Upstream: k8s.io/apimachinery/pkg/runtime/serializer/protobuf.(*Serializer).Identifier.
func (s *Serializer) Identifier() runtime.Identifier { return "protobuf" }

// RecognizesData reports whether data starts with the magic prefix.
// Upstream: k8s.io/apimachinery/pkg/runtime/serializer/protobuf.(*Serializer).RecognizesData.
func (s *Serializer) RecognizesData(data []byte) (ok, unknown bool, err error) {
	return bytes.HasPrefix(data, s.prefix), false, nil
}

// Encode writes the prefix and the envelope. The envelope's apiVersion and
// kind are whatever obj's TypeMeta says (the versioning codec has set them);
// a *runtime.Unknown is written as it is, being an envelope already.
// With StreamingCollectionsEncoding, a list shaped as built-in lists are
// is written a piece at a time (streamingEncodeUnknownList), the same
// bytes; any other object, or a list of another shape, whole.
// Upstream: k8s.io/apimachinery/pkg/runtime/serializer/protobuf.(*Serializer).Encode.
func (s *Serializer) Encode(obj runtime.Object, w io.Writer) error {
	if _, ok := obj.(*runtime.Unknown); !ok && s.options.StreamingCollectionsEncoding {
		if data, err := getStreamingListData(obj); err == nil {
			gvk := obj.GetObjectKind().GroupVersionKind()
			return streamingEncodeUnknownList(w, runtime.TypeMeta{APIVersion: gvk.GroupVersion().String(), Kind: gvk.Kind}, data)
		}
	}
	buf := encodeBuffers.Get().(*[]byte)
	defer encodeBuffers.Put(buf)
	// One Write of prefix and envelope together, as upstream: a frame
	// writer turns every Write into a frame.
	b := append((*buf)[:0], s.prefix...)
	var err error
	if unk, ok := obj.(*runtime.Unknown); ok {
		b, err = proto.MarshalAppend(b, unk)
	} else if !isMessage(obj) {
		err = errNotMarshalable{reflect.TypeOf(obj)}
	} else {
		gvk := obj.GetObjectKind().GroupVersionKind()
		b, err = appendEnvelope(b, runtime.TypeMeta{APIVersion: gvk.GroupVersion().String(), Kind: gvk.Kind}, obj)
	}
	if err != nil {
		return err
	}
	*buf = b[:0]
	_, err = w.Write(b)
	return err
}

// Decode checks the prefix, opens the envelope and decodes Raw into the
// object the envelope names (completed from defaults and into's type). An
// into of type *runtime.Unknown receives the envelope itself, undecoded;
// an into the typer does not know is decoded as it is, kind unchecked.
// Upstream: k8s.io/apimachinery/pkg/runtime/serializer/protobuf.(*Serializer).Decode.
func (s *Serializer) Decode(originalData []byte, gvk *schema.GroupVersionKind, into runtime.Object) (runtime.Object, *schema.GroupVersionKind, error) {
	unk, err := s.openEnvelope(originalData)
	if err != nil {
		return nil, nil, err
	}
	actual := unk.GroupVersionKind()
	copyKindDefaults(&actual, gvk)

	if intoUnknown, ok := into.(*runtime.Unknown); ok && intoUnknown != nil {
		*intoUnknown = unk
		intoUnknown.Raw = bytes.Clone(unk.Raw) // the caller's to keep: not originalData's bytes
		// Upstream's quirk, kept: Raw is labelled protobuf only when Raw
		// is itself a prefixed body.
		if ok, _, _ := s.RecognizesData(unk.Raw); ok {
			intoUnknown.ContentType = contentTypeProtobuf
		}
		return intoUnknown, &actual, nil
	}
	if into != nil {
		plain, err := kindFromInto(s.typer, &actual, into)
		if err != nil {
			return nil, &actual, err
		}
		if plain {
			return decodePlain(unk.Raw, into, &actual)
		}
	}
	if len(actual.Kind) == 0 {
		return nil, &actual, runtime.NewMissingKindErr(fmt.Sprintf("%#v", unk.TypeMeta))
	}
	if len(actual.Version) == 0 {
		return nil, &actual, runtime.NewMissingVersionErr(fmt.Sprintf("%#v", unk.TypeMeta))
	}
	return unmarshalToObject(s.typer, s.creater, &actual, into, unk.Raw)
}

// openEnvelope checks the magic prefix and reads the runtime.Unknown
// behind it. Its Raw is a window on data, not a copy: every decoder the
// object goes through copies what it keeps (strings, and []byte fields
// with append), so the object's message needs no copy of its own, whose
// only use would be to be decoded once and dropped (36 MB of garbage for
// a watch cache's first list of 100,000 ConfigMaps). Decode hands out a
// copy where it gives the envelope itself to the caller.
// Upstream: the generated (*runtime.Unknown).Unmarshal, which copies Raw.
func (s *Serializer) openEnvelope(data []byte) (runtime.Unknown, error) {
	var unk runtime.Unknown
	switch {
	case len(data) == 0:
		return unk, errors.New("empty data")
	case !bytes.HasPrefix(data, s.prefix):
		return unk, fmt.Errorf("provided data does not appear to be a protobuf message, expected prefix %v", s.prefix)
	case len(data) == len(s.prefix):
		return unk, errors.New("empty body")
	}
	body := data[len(s.prefix):]
	for rest := body; len(rest) > 0; {
		f, n, err := proto.ReadField(rest, 0)
		if err != nil || !readEnvelopeField(&unk, f) {
			// Malformed: the full decoder says how (and copies Raw).
			// Into a variable of its own: handing &unk to it would put
			// every envelope on the heap, not only a malformed one's.
			full := new(runtime.Unknown)
			err := proto.Unmarshal(body, full)
			return *full, err
		}
		rest = rest[n:]
	}
	return unk, nil
}

// readEnvelopeField stores field f of a runtime.Unknown message into unk,
// Raw without a copy; false if f is malformed. Fields the envelope does
// not have are skipped, as generated code skips them.
func readEnvelopeField(unk *runtime.Unknown, f proto.Field) bool {
	if f.Num < 1 || f.Num > 4 {
		return true
	}
	if f.Wire != 2 {
		return false
	}
	switch f.Num {
	case 1:
		return unk.TypeMeta.UnmarshalMerge(f.Body, 1) == nil
	case 2:
		unk.Raw = f.Body
	case 3:
		unk.ContentEncoding = string(f.Body)
	case 4:
		unk.ContentType = string(f.Body)
	}
	return true
}
