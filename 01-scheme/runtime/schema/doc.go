// Package schema names things in the API: groups, versions, kinds and
// resources, and the pairs and triples built from them.
//
// Stage 01 adds it. Upstream: k8s.io/apimachinery/pkg/runtime/schema.
// Left out: the GroupVersions slice type and KindForGroupVersionKinds helpers
// that only client code uses.
package schema
