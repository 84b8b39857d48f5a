package protobuf

import (
	"errors"
	"fmt"
	"io"
	"reflect"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/meta"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/proto"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

// Why a list is not streamed: it is not shaped as the streaming encoder
// writes lists, so the whole-object encoding writes it instead.
// Upstream: k8s.io/apimachinery/pkg/runtime/serializer/protobuf.errFieldCount and its siblings.
var (
	errFieldCount          = errors.New("expected ListType to have 3 fields")
	errTypeMetaField       = errors.New("expected TypeMeta field to have TypeMeta type")
	errTypeMetaProtobufTag = errors.New(`expected TypeMeta protobuf field tag to be ""`)
	errListMetaField       = errors.New("expected ListMeta field to have ListMeta type")
	errListMetaProtobufTag = errors.New(`expected ListMeta protobuf field tag to be "bytes,1,opt,name=metadata"`)
	errItemsProtobufTag    = errors.New(`expected Items protobuf field tag to be "bytes,2,rep,name=items"`)
)

var (
	typeMetaType = reflect.TypeFor[metav1.TypeMeta]()
	listMetaType = reflect.TypeFor[metav1.ListMeta]()
)

// streamingListData is a list taken apart for streaming: its metadata, its
// items, and the size of each, measured before anything is written,
// because the envelope's Raw field and every item start with a length.
// Upstream: k8s.io/apimachinery/pkg/runtime/serializer/protobuf.streamingListData.
type streamingListData struct {
	// totalSize is the list message's length: metadata and items, each
	// with its field key and length.
	totalSize    int
	listMetaSize int
	listMeta     metav1.ListMeta
	itemsSizes   []int
	items        []runtime.Object
}

// getStreamingListData takes list apart, or says why it cannot be
// streamed: exactly three fields, an untagged metav1.TypeMeta, a
// metav1.ListMeta as field 1 and items as field 2, which is how every
// built-in list type is declared (ConfigMapList, PodList ...). The tags are
// checked because the encoder writes their field keys (0x0a, 0x12) itself.
// Upstream: k8s.io/apimachinery/pkg/runtime/serializer/protobuf.getStreamingListData.
func getStreamingListData(list runtime.Object) (data streamingListData, err error) {
	v := reflect.ValueOf(list)
	if v.Kind() != reflect.Pointer || v.IsNil() || v.Elem().Kind() != reflect.Struct {
		return data, errFieldCount
	}
	v = v.Elem()
	t := v.Type()
	switch {
	case t.NumField() != 3:
		return data, errFieldCount
	case t.Field(0).Type != typeMetaType:
		return data, errTypeMetaField
	case t.Field(0).Tag.Get("protobuf") != "":
		return data, errTypeMetaProtobufTag
	case t.Field(1).Type != listMetaType:
		return data, errListMetaField
	case t.Field(1).Tag.Get("protobuf") != "bytes,1,opt,name=metadata":
		return data, errListMetaProtobufTag
	case t.Field(2).Tag.Get("protobuf") != "bytes,2,rep,name=items":
		return data, errItemsProtobufTag
	}
	data.listMeta = v.Field(1).Interface().(metav1.ListMeta)
	if data.items, err = meta.ExtractList(list); err != nil {
		return data, err
	}
	data.totalSize, data.listMetaSize, data.itemsSizes, err = listSize(&data.listMeta, data.items)
	return data, err
}

// listSize measures the list's metadata and every item (their own
// messages, without field key and length) and the whole list message.
// Upstream: k8s.io/apimachinery/pkg/runtime/serializer/protobuf.listSize,
// which calls the generated Size methods; ours walks the struct tags.
func listSize(listMeta *metav1.ListMeta, items []runtime.Object) (totalSize, listMetaSize int, itemSizes []int, err error) {
	var sizer proto.ListSizer
	if listMetaSize, err = sizer.Size(listMeta); err != nil {
		return 0, 0, nil, err
	}
	totalSize = 1 + varintLen(listMetaSize) + listMetaSize
	itemSizes = make([]int, len(items))
	for i, item := range items {
		if !isMessage(item) {
			return 0, 0, nil, errNotMarshalable{reflect.TypeOf(item)}
		}
		n, err := sizer.Size(item)
		if err != nil {
			return 0, 0, nil, err
		}
		itemSizes[i] = n
		totalSize += 1 + varintLen(n) + n
	}
	return totalSize, listMetaSize, itemSizes, nil
}

// streamingEncodeUnknownList writes the same bytes as Encode would for the
// list, a piece at a time: the prefix, the envelope's typeMeta and the key
// and length of its Raw field, the list metadata, then each item with its
// key and length, then the envelope's tail. Only one chunk of items
// (streamChunkBytes) is in memory at a time, in a buffer reused from chunk
// to chunk, instead of the whole list (100 MB for 100,000 ConfigMaps,
// grown by doubling).
// Upstream: k8s.io/apimachinery/pkg/runtime/serializer/protobuf.streamingEncodeUnknownList
// and streamingEncodeList.
func streamingEncodeUnknownList(w io.Writer, typeMeta runtime.TypeMeta, data streamingListData) error {
	// The prefix on its own, as upstream: a first write of 4 bytes tells
	// the response writer that more pieces follow, so it buffers them
	// until it knows whether the body is long enough to compress.
	if _, err := w.Write(protoEncodingPrefix); err != nil {
		return err
	}
	buf := encodeBuffers.Get().(*[]byte)
	b := (*buf)[:0]
	defer func() {
		*buf = b[:0]
		encodeBuffers.Put(buf)
	}()
	var err error
	if b, err = proto.AppendMessageField(b, 1, &typeMeta); err != nil {
		return err
	}
	b = appendLengthKey(b, 2, data.totalSize)
	b = appendLengthKey(b, 1, data.listMetaSize)
	if b, err = proto.MarshalAppend(b, &data.listMeta); err != nil {
		return err
	}
	if b, err = writeAndReset(w, b); err != nil {
		return err
	}
	for i, item := range data.items {
		b = appendLengthKey(b, 2, data.itemsSizes[i])
		start := len(b)
		if b, err = proto.AppendSized(b, item, data.itemsSizes[i]); err != nil {
			return err
		}
		if n := len(b) - start; n != data.itemsSizes[i] {
			return fmt.Errorf("the size value was %d, but encoding wrote %d bytes to data", data.itemsSizes[i], n)
		}
		if len(b) < streamChunkBytes {
			continue
		}
		if b, err = writeAndReset(w, b); err != nil {
			return err
		}
	}
	if b, err = proto.MarshalAppend(b, &unknownTail{}); err != nil {
		return err
	}
	_, err = w.Write(b)
	return err
}

// streamChunkBytes is how much of the list is gathered before it is
// written: upstream writes every item (its key and length, then its body)
// as it is encoded; a write costs a trip through the response writer's
// layers (filters, gzip or HTTP/2 framing, which hands each write to the
// connection's goroutine), so ours writes items 32 KiB at a time: the same
// bytes, a few thousand times fewer writes for a list of 100,000, and
// still only 32 KiB of the list in memory.
const streamChunkBytes = 32 << 10

// writeAndReset writes b and returns it emptied for the next piece.
func writeAndReset(w io.Writer, b []byte) ([]byte, error) {
	_, err := w.Write(b)
	return b[:0], err
}

// appendLengthKey writes the key of length-delimited field num (1 or 2)
// and the length n of its body, which follows.
func appendLengthKey(b []byte, num byte, n int) []byte {
	b = append(b, num<<3|2)
	u := uint64(n)
	for u >= 0x80 {
		b = append(b, byte(u)|0x80)
		u >>= 7
	}
	return append(b, byte(u))
}

// varintLen is the length of n as a varint.
// Upstream: k8s.io/apimachinery/pkg/runtime/serializer/protobuf.sovGenerated.
func varintLen(n int) int {
	l := 1
	for u := uint64(n); u >= 0x80; u >>= 7 {
		l++
	}
	return l
}
