// Package versioning wraps a serializer so that what goes in and out is
// converted: decoding defaults the object and converts it to the version the
// server works in (usually internal); encoding converts to the version the
// client asked for and sets apiVersion and kind.
//
// Stage 01 adds it. Upstream: k8s.io/apimachinery/pkg/runtime/serializer/versioning.
// Left out: nested-object encoders/decoders (NestedObjectEncoder), which
// stage 02's watch handler replaces by encoding the embedded object itself,
// and the encode cache of identifiers.
package versioning

import (
	"io"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// codec is the versioning codec. Upstream: k8s.io/apimachinery/pkg/runtime/serializer/versioning.codec.
type codec struct {
	encoder   runtime.Encoder
	decoder   runtime.Decoder
	convertor runtime.ObjectConvertor
	creater   runtime.ObjectCreater
	typer     runtime.ObjectTyper
	defaulter runtime.ObjectDefaulter

	encodeVersion runtime.GroupVersioner
	decodeVersion runtime.GroupVersioner
}

// NewCodec returns a Codec that decodes with decoder, then defaults and
// converts to decodeVersion, and converts to encodeVersion before encoding
// with encoder. A nil version means "do not convert".
// Upstream: k8s.io/apimachinery/pkg/runtime/serializer/versioning.NewCodec.
func NewCodec(
	encoder runtime.Encoder,
	decoder runtime.Decoder,
	convertor runtime.ObjectConvertor,
	creater runtime.ObjectCreater,
	typer runtime.ObjectTyper,
	defaulter runtime.ObjectDefaulter,
	encodeVersion runtime.GroupVersioner,
	decodeVersion runtime.GroupVersioner,
) runtime.Codec {
	return &codec{
		encoder: encoder, decoder: decoder,
		convertor: convertor, creater: creater, typer: typer, defaulter: defaulter,
		encodeVersion: encodeVersion, decodeVersion: decodeVersion,
	}
}

// Identifier names the wrapped encoder and the target version.
func (c *codec) Identifier() runtime.Identifier {
	v := "nil"
	if c.encodeVersion != nil {
		v = c.encodeVersion.Identifier()
	}
	var id runtime.Identifier = "nil"
	if c.encoder != nil {
		id = c.encoder.Identifier()
	}
	return runtime.Identifier("versioning(" + string(id) + "," + v + ")")
}

// Decode decodes, defaults (the external object: defaults are a property of
// a version) and converts to the decode version, or into `into`. Strict
// decoding problems travel along with the object, as upstream.
// Upstream: k8s.io/apimachinery/pkg/runtime/serializer/versioning.(*codec).Decode.
func (c *codec) Decode(data []byte, defaultGVK *schema.GroupVersionKind, into runtime.Object) (runtime.Object, *schema.GroupVersionKind, error) {
	obj, gvk, err := c.decoder.Decode(data, defaultGVK, into)
	var strictErr error
	if err != nil {
		if _, ok := runtime.AsStrictDecodingError(err); !ok || obj == nil {
			return nil, gvk, err
		}
		strictErr = err
	}
	if c.defaulter != nil {
		c.defaulter.Default(obj)
	}
	if into != nil {
		if into == obj {
			return into, gvk, strictErr
		}
		if err := c.convertor.Convert(obj, into, c.decodeVersion); err != nil {
			return nil, gvk, err
		}
		return into, gvk, strictErr
	}
	if c.decodeVersion == nil {
		return obj, gvk, strictErr
	}
	out, err := c.convertor.ConvertToVersion(obj, c.decodeVersion)
	if err != nil {
		return nil, gvk, err
	}
	return out, gvk, strictErr
}

// Encode converts obj to the encode version (which sets apiVersion and
// kind) and encodes it. Unversioned kinds such as Status, and codecs with
// no encode version, are encoded as they are, with their kind set. The
// caller's object is never changed: its kind is restored afterwards.
// Upstream: k8s.io/apimachinery/pkg/runtime/serializer/versioning.(*codec).Encode.
func (c *codec) Encode(obj runtime.Object, w io.Writer) error {
	if _, ok := obj.(*runtime.Unknown); ok {
		return c.encoder.Encode(obj, w)
	}
	gvks, isUnversioned, err := c.typer.ObjectKinds(obj)
	if err != nil {
		return err
	}
	objectKind := obj.GetObjectKind()
	old := objectKind.GroupVersionKind()
	defer objectKind.SetGroupVersionKind(old)

	if c.encodeVersion == nil || isUnversioned {
		objectKind.SetGroupVersionKind(gvks[0])
		return c.encoder.Encode(obj, w)
	}
	out, err := c.convertor.ConvertToVersion(obj, c.encodeVersion)
	if err != nil {
		return err
	}
	return c.encoder.Encode(out, w)
}
