package runtime

import (
	"bytes"
)

// Encode writes obj with e and returns the bytes.
// Upstream: k8s.io/apimachinery/pkg/runtime.Encode.
func Encode(e Encoder, obj Object) ([]byte, error) {
	buf := &bytes.Buffer{}
	if err := e.Encode(obj, buf); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// Decode reads one object from data with d.
// Upstream: k8s.io/apimachinery/pkg/runtime.Decode.
func Decode(d Decoder, data []byte) (Object, error) {
	obj, _, err := d.Decode(data, nil, nil)
	return obj, err
}

// DecodeInto reads data into an existing object.
// Upstream: k8s.io/apimachinery/pkg/runtime.DecodeInto.
func DecodeInto(d Decoder, data []byte, into Object) error {
	out, gvk, err := d.Decode(data, nil, into)
	if err != nil {
		return err
	}
	if out != into {
		return NewNotRegisteredErrForKind("", *gvk)
	}
	return nil
}
