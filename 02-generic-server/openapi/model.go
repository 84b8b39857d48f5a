package openapi

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// Model is a route's body or response whose schema comes from data rather
// than from a Go type: a custom resource's, which exists only in its
// CustomResourceDefinition. Pass a *Model to a route's Reads, Writes or
// Returns where a typed route passes a Go value, and the builder defines
// it under Name with the schema Build returns.
//
// Build receives ref, which returns the schema referencing a Go value's
// definition (adding the definition if needed, with the right prefix for
// v2 or v3): how a custom resource's schema points at ObjectMeta and
// ListMeta. Fingerprint changes whenever the schema does, so a served
// document is rebuilt although the routes stayed the same.
// Upstream: the GetDefinitions function of the k8s.io/kube-openapi/pkg/common.Config
// that k8s.io/apiextensions-apiserver/pkg/controller/openapi/builder hands to
// k8s.io/kube-openapi/pkg/builder.BuildOpenAPISpecFromRoutes.
type Model struct {
	Name        string
	GVKs        []schema.GroupVersionKind
	Fingerprint string
	Build       func(ref func(goValue any) (*Schema, error), v3 bool) (*Schema, error)
}

// defineModel adds m's definition once and returns a reference to it.
func (d *definitions) defineModel(m *Model) (*Schema, error) {
	ref := &Schema{Ref: d.refPrefix() + escapeJSONPointer(m.Name)}
	if _, done := d.schemas[m.Name]; done {
		return ref, nil
	}
	d.schemas[m.Name] = &Schema{}
	s, err := m.Build(d.schemaOf, d.v3)
	if err != nil {
		return nil, err
	}
	if list := d.gvkExtension(m.GVKs); len(list) > 0 {
		s.Extensions.Add(ExtensionGVK, list)
	}
	d.schemas[m.Name] = s
	return ref, nil
}
