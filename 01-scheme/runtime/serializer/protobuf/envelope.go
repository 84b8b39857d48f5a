package protobuf

import (
	"sync"

	"github.com/kube-rebuilt/apiserver/01-scheme/proto"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

// unknownTail is the end of a runtime.Unknown envelope: its fields 3 and
// 4, which the serializer always leaves empty (Raw is protobuf, not
// compressed) but, being proto2 strings, writes anyway.
type unknownTail struct {
	ContentEncoding string `protobuf:"bytes,3,opt,name=contentEncoding"`
	ContentType     string `protobuf:"bytes,4,opt,name=contentType"`
}

// appendEnvelope writes, at the end of b, the runtime.Unknown envelope
// around obj: the same bytes as proto.Marshal(&runtime.Unknown{TypeMeta:
// typeMeta, Raw: <obj's message>}), but with obj's message written in
// place, not marshalled apart and then copied into Raw. For a list of
// thousands of objects that is hundreds of kilobytes not copied twice.
// Upstream: k8s.io/apimachinery/pkg/runtime.(*Unknown).NestedMarshalTo,
// hand-written beside the generated code for the same reason.
func appendEnvelope(b []byte, typeMeta runtime.TypeMeta, obj runtime.Object) ([]byte, error) {
	b, err := proto.AppendMessageField(b, 1, &typeMeta)
	if err != nil {
		return nil, err
	}
	if b, err = proto.AppendMessageField(b, 2, obj); err != nil {
		return nil, err
	}
	return proto.MarshalAppend(b, &unknownTail{})
}

// encodeBuffers holds the buffers Encode writes bodies into before handing
// them to the writer in one Write; io.Writer may not keep what it is
// given, so a buffer is reused once written. A server encoding a 300 KB
// list many times a second then grows its buffer once, not for every
// response (allocating and copying as append doubles it from 128 bytes).
// Upstream: k8s.io/apimachinery/pkg/runtime.AllocatorPool, which
// k8s.io/apiserver/pkg/endpoints/handlers/responsewriters.SerializeObject
// hands down to the serializer through EncodeWithAllocator; our codecs
// have no allocator parameter, so the pool sits here.
var encodeBuffers = sync.Pool{New: func() any { return new([]byte) }}
