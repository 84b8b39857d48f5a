// Package dynamic is the Object type of mutating admission policies:
// Object{...}, Object.spec{...}, Object.spec.template.spec{...}, the
// constructors an ApplyConfiguration expression (and a JSONPatch value)
// builds a partial object with, without the object's schema. Every field
// name is allowed and every field is dyn; the value converts to the
// map[string]any of an unstructured object.
//
// Stage 07 adds it. Upstream: k8s.io/apiserver/pkg/cel/mutation/dynamic.
// Left out: nothing.
package dynamic
