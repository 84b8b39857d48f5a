package json

import (
	"encoding/json"
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// MetaFactory reads the apiVersion and kind of a serialized object without
// decoding the rest of it. Upstream: k8s.io/apimachinery/pkg/runtime/serializer/json.MetaFactory.
type MetaFactory interface {
	Interpret(data []byte) (*schema.GroupVersionKind, error)
}

// DefaultMetaFactory reads the top-level "apiVersion" and "kind" fields.
// Upstream: k8s.io/apimachinery/pkg/runtime/serializer/json.DefaultMetaFactory.
var DefaultMetaFactory = SimpleMetaFactory{}

// SimpleMetaFactory is the MetaFactory for objects that keep apiVersion
// and kind at the top level, as every Kubernetes object does.
// Upstream: k8s.io/apimachinery/pkg/runtime/serializer/json.SimpleMetaFactory.
type SimpleMetaFactory struct{}

// Interpret returns the GVK the data claims; missing fields stay empty.
func (SimpleMetaFactory) Interpret(data []byte) (*schema.GroupVersionKind, error) {
	findKind := struct {
		// APIVersion may be set to the group and version of the type.
		APIVersion string `json:"apiVersion,omitempty"`
		// Kind is the type name.
		Kind string `json:"kind,omitempty"`
	}{}
	if err := json.Unmarshal(data, &findKind); err != nil {
		return nil, fmt.Errorf("couldn't get version/kind; json parse error: %w", err)
	}
	gv, err := schema.ParseGroupVersion(findKind.APIVersion)
	if err != nil {
		return nil, err
	}
	return &schema.GroupVersionKind{Group: gv.Group, Version: gv.Version, Kind: findKind.Kind}, nil
}
