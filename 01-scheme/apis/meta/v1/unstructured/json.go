package unstructured

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	kjson "sigs.k8s.io/json"
)

// UnstructuredJSONScheme reads and writes Unstructured and
// UnstructuredList as plain JSON, with no Scheme: the kind is whatever the
// data says. Integers stay int64, as they do for typed objects.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1/unstructured.UnstructuredJSONScheme.
var UnstructuredJSONScheme runtime.Codec = unstructuredJSONScheme{}

type unstructuredJSONScheme struct{}

// Identifier names the codec.
func (unstructuredJSONScheme) Identifier() runtime.Identifier { return "unstructuredJSON" }

// Encode writes an Unstructured's map, or a list with its items.
func (unstructuredJSONScheme) Encode(obj runtime.Object, w io.Writer) error {
	switch t := obj.(type) {
	case *Unstructured:
		return json.NewEncoder(w).Encode(t.Object)
	case *UnstructuredList:
		return json.NewEncoder(w).Encode(t.UnstructuredContent())
	case *runtime.Unknown:
		_, err := w.Write(t.Raw)
		return err
	default:
		return json.NewEncoder(w).Encode(t)
	}
}

// Decode reads data into into (an *Unstructured or *UnstructuredList), or,
// with into nil, into whichever of the two the data is (an "items" array
// makes a list). defaults fills in a missing apiVersion or kind; the kind
// must be known in the end.
func (s unstructuredJSONScheme) Decode(data []byte, defaults *schema.GroupVersionKind, into runtime.Object) (runtime.Object, *schema.GroupVersionKind, error) {
	var content map[string]interface{}
	if err := kjson.UnmarshalCaseSensitivePreserveInts(data, &content); err != nil {
		return nil, nil, err
	}
	if content == nil {
		return nil, nil, errors.New("expected a JSON object, got null")
	}
	if into == nil {
		if _, isList := content["items"].([]interface{}); isList {
			into = &UnstructuredList{}
		} else {
			into = &Unstructured{}
		}
	}
	u, ok := into.(runtime.Unstructured)
	if !ok {
		return nil, nil, fmt.Errorf("unstructured JSON cannot decode into %T", into)
	}
	if list, ok := u.(*UnstructuredList); ok {
		if err := setListContent(list, content); err != nil {
			return nil, nil, err
		}
	} else {
		u.SetUnstructuredContent(content)
	}
	gvk := u.GetObjectKind().GroupVersionKind()
	if defaults != nil {
		if gvk.Kind == "" {
			gvk.Kind = defaults.Kind
		}
		if gvk.Version == "" && gvk.Group == "" {
			gvk.Group, gvk.Version = defaults.Group, defaults.Version
		}
		u.GetObjectKind().SetGroupVersionKind(gvk)
	}
	if gvk.Kind == "" {
		return nil, &gvk, runtime.NewMissingKindErr(string(data))
	}
	return u, &gvk, nil
}

// setListContent fills a list; items without apiVersion or kind take the
// list's, with "List" cut from the kind.
func setListContent(list *UnstructuredList, content map[string]interface{}) error {
	if items, ok := content["items"]; ok && items != nil {
		if _, ok := items.([]interface{}); !ok {
			return fmt.Errorf("items is of the type %T, expected []interface{}", items)
		}
	}
	list.SetUnstructuredContent(content)
	gvk := list.GroupVersionKind()
	itemKind := strings.TrimSuffix(gvk.Kind, "List")
	for i := range list.Items {
		item := &list.Items[i]
		if item.GetAPIVersion() == "" {
			item.SetAPIVersion(gvk.GroupVersion().String())
		}
		if item.GetKind() == "" {
			item.SetKind(itemKind)
		}
	}
	return nil
}
