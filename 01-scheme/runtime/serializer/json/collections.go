package json

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"reflect"
	"sort"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/meta"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1/unstructured"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

// streamEncodeCollections writes a list one item at a time and reports
// whether it did: an UnstructuredList (custom resources), or a typed list
// shaped as built-in lists are (getListMeta) that has no MarshalJSON of its
// own. Anything else is left to the whole-object encoder. The bytes are
// json.Encoder's for the same list: keys in the order encoding/json writes
// them, the same escaping, a newline at the end.
// Upstream: k8s.io/apimachinery/pkg/runtime/serializer/json.streamEncodeCollections.
func streamEncodeCollections(obj runtime.Object, w io.Writer) (bool, error) {
	if list, ok := obj.(*unstructured.UnstructuredList); ok {
		return true, newStreamEncoder(w).encodeUnstructuredList(list)
	}
	if _, ok := obj.(json.Marshaler); ok {
		return false, nil
	}
	typeMeta, listMeta, items, err := getListMeta(obj)
	if err == nil {
		return true, newStreamEncoder(w).encodeList(typeMeta, listMeta, items)
	}
	return false, nil
}

var (
	typeMetaType = reflect.TypeFor[metav1.TypeMeta]()
	listMetaType = reflect.TypeFor[metav1.ListMeta]()
)

// getListMeta takes a typed list apart, or says why it cannot be
// streamed: exactly three fields, metav1.TypeMeta embedded (inline),
// metav1.ListMeta as "metadata,omitempty" and the items as "items". The
// tags are checked because the encoder writes those keys itself.
// Upstream: k8s.io/apimachinery/pkg/runtime/serializer/json.getListMeta.
func getListMeta(list runtime.Object) (metav1.TypeMeta, metav1.ListMeta, []runtime.Object, error) {
	v := reflect.ValueOf(list)
	if v.Kind() != reflect.Pointer || v.IsNil() || v.Elem().Kind() != reflect.Struct {
		return metav1.TypeMeta{}, metav1.ListMeta{}, nil, errors.New("expected pointer, but got invalid kind")
	}
	v = v.Elem()
	t := v.Type()
	if t.NumField() != 3 {
		return metav1.TypeMeta{}, metav1.ListMeta{}, nil, errors.New("expected ListType to have 3 fields")
	}
	if t.Field(0).Type != typeMetaType {
		return metav1.TypeMeta{}, metav1.ListMeta{}, nil, errors.New("expected TypeMeta field to have TypeMeta type")
	}
	if !t.Field(0).Anonymous {
		return metav1.TypeMeta{}, metav1.ListMeta{}, nil, errors.New(`expected TypeMeta json field tag to be embedded`)
	}
	if tag, ok := t.Field(0).Tag.Lookup("json"); !ok {
		return metav1.TypeMeta{}, metav1.ListMeta{}, nil, errors.New(`expected TypeMeta json field tag`)
	} else if tag != "" && tag != ",inline" {
		return metav1.TypeMeta{}, metav1.ListMeta{}, nil, errors.New(`expected TypeMeta json field tag to be "" or ",inline"`)
	}
	if t.Field(1).Type != listMetaType {
		return metav1.TypeMeta{}, metav1.ListMeta{}, nil, errors.New("expected ListMeta field to have ListMeta type")
	}
	if t.Field(1).Tag.Get("json") != "metadata,omitempty" {
		return metav1.TypeMeta{}, metav1.ListMeta{}, nil, errors.New(`expected ListMeta json field tag to be "metadata,omitempty"`)
	}
	items, err := meta.ExtractList(list)
	if err != nil {
		return metav1.TypeMeta{}, metav1.ListMeta{}, nil, err
	}
	if t.Field(2).Tag.Get("json") != "items" {
		return metav1.TypeMeta{}, metav1.ListMeta{}, nil, errors.New(`expected Items json field tag to be "items"`)
	}
	// ExtractList gives an empty slice for nil Items; nil must stay nil,
	// which encoding/json writes as null.
	if v.Field(2).IsNil() {
		items = nil
	}
	return v.Field(0).Interface().(metav1.TypeMeta), v.Field(1).Interface().(metav1.ListMeta), items, nil
}

// streamChunkBytes is how much encoded output the stream encoders gather
// before writing it: upstream writes every value (every item, every key)
// as it is encoded; a write costs a trip through the response writer's
// layers (filters, gzip or HTTP/2 framing, which hands each write to the
// connection's goroutine), so ours writes them 32 KiB at a time: the same
// bytes, a few thousand times fewer writes for a list of 100,000, and
// still only 32 KiB of the list in memory.
const streamChunkBytes = 32 << 10

// streamEncoder encodes one value at a time into a buffer it reuses, and
// gathers the output in out, written to w whenever it passes
// streamChunkBytes.
// Upstream: k8s.io/apimachinery/pkg/runtime/serializer/json.streamEncoder.
type streamEncoder struct {
	w    io.Writer
	buf  bytes.Buffer
	json *json.Encoder
	out  []byte
}

func newStreamEncoder(w io.Writer) *streamEncoder {
	e := &streamEncoder{w: w}
	e.json = json.NewEncoder(&e.buf)
	return e
}

// start writes the opening brace alone: a first write of a few bytes tells
// the response writer that a stream follows, so it holds the pieces until
// it knows whether the body is long enough to compress.
func (e *streamEncoder) start() error {
	_, err := e.w.Write([]byte(`{`))
	return err
}

// write adds p to the output, writing the output when it is long enough.
func (e *streamEncoder) write(p []byte) error {
	e.out = append(e.out, p...)
	if len(e.out) < streamChunkBytes {
		return nil
	}
	return e.flush()
}

// flush writes what is gathered.
func (e *streamEncoder) flush() error {
	if len(e.out) == 0 {
		return nil
	}
	_, err := e.w.Write(e.out)
	e.out = e.out[:0]
	return err
}

// end writes the closing brace and newline with what is left.
func (e *streamEncoder) end() error {
	e.out = append(e.out, "}\n"...)
	return e.flush()
}

// encodeList writes {"kind":...,"apiVersion":...,"metadata":{...},"items":[...]}
// and a newline: TypeMeta's keys only when set (omitempty), metadata always
// (encoding/json never omits a struct), items null when nil.
// Upstream: k8s.io/apimachinery/pkg/runtime/serializer/json.(*streamEncoder).encodeList.
func (e *streamEncoder) encodeList(typeMeta metav1.TypeMeta, listMeta metav1.ListMeta, items []runtime.Object) error {
	if err := e.start(); err != nil {
		return err
	}
	if typeMeta.Kind != "" {
		if err := e.encodeKeyValuePair("kind", typeMeta.Kind, []byte(",")); err != nil {
			return err
		}
	}
	if typeMeta.APIVersion != "" {
		if err := e.encodeKeyValuePair("apiVersion", typeMeta.APIVersion, []byte(",")); err != nil {
			return err
		}
	}
	if err := e.encodeKeyValuePair("metadata", listMeta, []byte(",")); err != nil {
		return err
	}
	if err := e.encodeItemsObjectSlice(items); err != nil {
		return err
	}
	return e.end()
}

func (e *streamEncoder) encodeItemsObjectSlice(items []runtime.Object) error {
	if items == nil {
		return e.encodeKeyValuePair("items", nil, nil)
	}
	if err := e.write([]byte(`"items":[`)); err != nil {
		return err
	}
	suffix := []byte(",")
	for i, item := range items {
		if i == len(items)-1 {
			suffix = nil
		}
		if err := e.encodeValue(item, suffix); err != nil {
			return err
		}
	}
	return e.write([]byte("]"))
}

// encodeUnstructuredList writes the list's own keys and "items" in sorted
// order, as encoding/json writes a map.
// Upstream: k8s.io/apimachinery/pkg/runtime/serializer/json.(*streamEncoder).encodeUnstructuredList.
func (e *streamEncoder) encodeUnstructuredList(list *unstructured.UnstructuredList) error {
	if err := e.start(); err != nil {
		return err
	}
	keys := make([]string, 0, len(list.Object)+1)
	for key := range list.Object {
		keys = append(keys, key)
	}
	if _, exists := list.Object["items"]; !exists {
		keys = append(keys, "items")
	}
	sort.Strings(keys)

	suffix := []byte(",")
	for i, key := range keys {
		if i == len(keys)-1 {
			suffix = nil
		}
		var err error
		if key == "items" {
			err = e.encodeItemsUnstructuredSlice(list.Items, suffix)
		} else {
			err = e.encodeKeyValuePair(key, list.Object[key], suffix)
		}
		if err != nil {
			return err
		}
	}
	return e.end()
}

func (e *streamEncoder) encodeItemsUnstructuredSlice(items []unstructured.Unstructured, suffix []byte) error {
	if err := e.write([]byte(`"items":[`)); err != nil {
		return err
	}
	comma := []byte(",")
	for i, item := range items {
		if i == len(items)-1 {
			comma = nil
		}
		if err := e.encodeValue(item.Object, comma); err != nil {
			return err
		}
	}
	if err := e.write([]byte("]")); err != nil {
		return err
	}
	return e.write(suffix)
}

func (e *streamEncoder) encodeKeyValuePair(key string, value any, suffix []byte) error {
	if err := e.encodeValue(key, []byte(":")); err != nil {
		return err
	}
	return e.encodeValue(value, suffix)
}

// encodeValue writes one value as json.Marshal would, then suffix.
func (e *streamEncoder) encodeValue(value any, suffix []byte) error {
	e.buf.Reset()
	if err := e.json.Encode(value); err != nil {
		return err
	}
	// Encode ends the value with a newline; the suffix replaces it.
	e.buf.Truncate(e.buf.Len() - 1)
	e.buf.Write(suffix)
	return e.write(e.buf.Bytes())
}
