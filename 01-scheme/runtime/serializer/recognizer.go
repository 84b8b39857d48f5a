package serializer

import (
	"errors"
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// RecognizingDecoder is a decoder that can tell, by looking at the bytes,
// whether the data is its format: protobuf by its magic prefix, JSON by its
// opening brace. unknown means "cannot tell" (YAML accepts nearly anything).
// Upstream: k8s.io/apimachinery/pkg/runtime/serializer/recognizer.RecognizingDecoder.
type RecognizingDecoder interface {
	runtime.Decoder
	RecognizesData(data []byte) (ok, unknown bool, err error)
}

// recognizerDecoder tries the decoders that recognise the data, then the
// ones that cannot tell. Upstream: k8s.io/apimachinery/pkg/runtime/serializer/recognizer.decoder.
type recognizerDecoder struct {
	decoders []runtime.Decoder
}

func newRecognizerDecoder(decoders ...runtime.Decoder) runtime.Decoder {
	return &recognizerDecoder{decoders: decoders}
}

// Decode picks the first decoder that recognises data.
// Upstream: k8s.io/apimachinery/pkg/runtime/serializer/recognizer.(*decoder).Decode.
func (d *recognizerDecoder) Decode(data []byte, gvk *schema.GroupVersionKind, into runtime.Object) (runtime.Object, *schema.GroupVersionKind, error) {
	var errs []error
	var lastResort []runtime.Decoder
	for _, r := range d.decoders {
		rd, ok := r.(RecognizingDecoder)
		if !ok {
			lastResort = append(lastResort, r)
			continue
		}
		ok, unknown, err := rd.RecognizesData(data)
		switch {
		case err != nil:
			errs = append(errs, err)
		case unknown:
			lastResort = append(lastResort, r)
		case ok:
			return r.Decode(data, gvk, into)
		}
	}
	for _, r := range lastResort {
		out, actual, err := r.Decode(data, gvk, into)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		return out, actual, nil
	}
	if len(errs) == 0 {
		return nil, nil, fmt.Errorf("unrecognized input: %s", preview(data))
	}
	return nil, nil, errors.Join(errs...)
}

func preview(data []byte) []byte {
	if len(data) > 64 {
		return data[:64]
	}
	return data
}
