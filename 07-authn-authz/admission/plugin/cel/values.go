package cel

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/google/cel-go/common/types"
	"github.com/google/cel-go/common/types/ref"
)

// SchemalessTypedToVal turns an object (a typed API object, an
// Unstructured, an AdmissionRequest) into a CEL value through its JSON:
// objects become maps, integers int64, other numbers double; fields
// omitted when empty are absent, as upstream's schemaless conversion
// leaves them. nil is null.
// Upstream: k8s.io/apiserver/pkg/cel/common.SchemalessTypedToVal, which
// converts with runtime.DefaultUnstructuredConverter and wraps lazily.
func SchemalessTypedToVal(obj any) (ref.Val, error) {
	if obj == nil {
		return types.NullValue, nil
	}
	raw, err := json.Marshal(obj)
	if err != nil {
		return nil, err
	}
	v, err := decodeJSON(raw)
	if err != nil {
		return nil, err
	}
	return types.DefaultTypeAdapter.NativeToValue(v), nil
}

// decodeJSON decodes raw into maps, slices, strings, bools, int64 and
// float64.
func decodeJSON(raw []byte) (any, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, err
	}
	return numbers(v)
}

func numbers(v any) (any, error) {
	switch x := v.(type) {
	case map[string]any:
		for k, e := range x {
			n, err := numbers(e)
			if err != nil {
				return nil, err
			}
			x[k] = n
		}
	case []any:
		for i, e := range x {
			n, err := numbers(e)
			if err != nil {
				return nil, err
			}
			x[i] = n
		}
	case json.Number:
		if i, err := x.Int64(); err == nil {
			return i, nil
		}
		f, err := x.Float64()
		if err != nil {
			return nil, fmt.Errorf("invalid number %q: %w", x, err)
		}
		return f, nil
	}
	return v, nil
}
