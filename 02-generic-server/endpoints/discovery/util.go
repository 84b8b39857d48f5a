package discovery

import (
	"bytes"
	"fmt"
	"io"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

// APIGroupPrefix is where the named groups live.
// Upstream: k8s.io/apiserver/pkg/endpoints/discovery.APIGroupPrefix.
const APIGroupPrefix = "/apis"

// discoveryGroupVersion is the version the documents are encoded in. They
// are unversioned types: apiVersion v1 in every group. Upstream passes an
// empty GroupVersion and relies on its converting codec to treat
// unversioned kinds specially; naming v1 gives the same bytes with a
// converting codec and with one that does not convert.
var discoveryGroupVersion = metav1.Unversioned

// keepUnversioned reports whether a group's documents leave apiVersion
// out: the core group and extensions, as in release 1.1.
// Upstream: k8s.io/apiserver/pkg/endpoints/discovery.keepUnversioned.
func keepUnversioned(group string) bool {
	return group == "" || group == "extensions"
}

// stripVersionEncoder encodes an object without its apiVersion, by
// encoding it, decoding the bytes, clearing group and version, and
// encoding again. Clients from release 1.1 expect that of /api.
// Upstream: k8s.io/apiserver/pkg/endpoints/discovery.stripVersionEncoder.
type stripVersionEncoder struct {
	encoder    runtime.Encoder
	serializer runtime.Serializer
}

// Encode writes obj with kind but no apiVersion.
func (c stripVersionEncoder) Encode(obj runtime.Object, w io.Writer) error {
	buf := &bytes.Buffer{}
	if err := c.encoder.Encode(obj, buf); err != nil {
		return err
	}
	roundTripped, gvk, err := c.serializer.Decode(buf.Bytes(), nil, nil)
	if err != nil {
		return err
	}
	gvk.Group, gvk.Version = "", ""
	roundTripped.GetObjectKind().SetGroupVersionKind(*gvk)
	return c.serializer.Encode(roundTripped, w)
}

// Identifier names the encoder for caches.
func (c stripVersionEncoder) Identifier() runtime.Identifier {
	return runtime.Identifier(fmt.Sprintf(`{"encoder":%q,"name":"stripVersion"}`, c.encoder.Identifier()))
}

// stripVersionNegotiatedSerializer hands out stripVersionEncoders.
// Upstream: k8s.io/apiserver/pkg/endpoints/discovery.stripVersionNegotiatedSerializer.
type stripVersionNegotiatedSerializer struct {
	runtime.NegotiatedSerializer
}

// EncoderForVersion wraps the versioned encoder. It needs the serializer
// to decode with too; every serializer of a CodecFactory is one, so
// anything else is a programming error.
func (n stripVersionNegotiatedSerializer) EncoderForVersion(encoder runtime.Encoder, gv runtime.GroupVersioner) runtime.Encoder {
	serializer, ok := encoder.(runtime.Serializer)
	if !ok {
		panic(fmt.Sprintf("unable to extract serializer from %#v", encoder))
	}
	return stripVersionEncoder{n.NegotiatedSerializer.EncoderForVersion(encoder, gv), serializer}
}
