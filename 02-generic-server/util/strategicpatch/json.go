package strategicpatch

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
)

// unmarshalMap decodes a JSON object into a map, numbers that are whole
// becoming int64 and others float64, so that merge keys such as
// containerPort compare equal however they were written. A nil document is
// an empty object; null is too.
// Upstream: k8s.io/apimachinery/pkg/util/strategicpatch.handleUnmarshal,
// with the number handling of k8s.io/apimachinery/pkg/util/json.Unmarshal.
func unmarshalMap(data []byte) (map[string]interface{}, error) {
	if data == nil {
		return map[string]interface{}{}, nil
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var v interface{}
	if err := dec.Decode(&v); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadJSONDoc, err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, fmt.Errorf("%w: data after the top-level value", ErrBadJSONDoc)
	}
	v, err := convertNumbers(v)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadJSONDoc, err)
	}
	switch m := v.(type) {
	case nil:
		return map[string]interface{}{}, nil
	case map[string]interface{}:
		return m, nil
	}
	return nil, fmt.Errorf("%w: not an object", ErrBadJSONDoc)
}

// convertNumbers replaces each json.Number in v by an int64 if it is whole
// and fits, else by a float64.
func convertNumbers(v interface{}) (interface{}, error) {
	var err error
	switch t := v.(type) {
	case json.Number:
		if i, ierr := t.Int64(); ierr == nil {
			return i, nil
		}
		return t.Float64()
	case map[string]interface{}:
		for k, e := range t {
			if t[k], err = convertNumbers(e); err != nil {
				return nil, err
			}
		}
	case []interface{}:
		for i, e := range t {
			if t[i], err = convertNumbers(e); err != nil {
				return nil, err
			}
		}
	}
	return v, nil
}

// deepCopyJSON copies a JSON value made of maps, lists and scalars.
func deepCopyJSON(v interface{}) interface{} {
	switch t := v.(type) {
	case map[string]interface{}:
		out := make(map[string]interface{}, len(t))
		for k, e := range t {
			out[k] = deepCopyJSON(e)
		}
		return out
	case []interface{}:
		out := make([]interface{}, len(t))
		for i, e := range t {
			out[i] = deepCopyJSON(e)
		}
		return out
	}
	return v
}

// discardNulls removes every null member from the maps in v, at any
// depth. A patch value copied where the original has nothing must not
// carry "delete this" markers into the stored object.
// Upstream: k8s.io/apimachinery/pkg/util/strategicpatch.discardNullValuesFromPatch.
func discardNulls(v interface{}) {
	switch t := v.(type) {
	case map[string]interface{}:
		for k, e := range t {
			if e == nil {
				delete(t, k)
			} else {
				discardNulls(e)
			}
		}
	case []interface{}:
		for _, e := range t {
			discardNulls(e)
		}
	}
}
