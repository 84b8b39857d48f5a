// Package jsonpath is a small kubectl-style JSONPath: templates such as
// "{.metadata.name}" or ".spec.replicas" evaluated against decoded JSON
// (map[string]interface{}, []interface{} and scalars). The CRD printer
// columns (additionalPrinterColumns) use it.
//
// Stage 04 adds it. Upstream: k8s.io/client-go/util/jsonpath.
//
// It supports fields (.a.b, with \. escaping a dot in a name), quoted
// keys (['a.b'] and ["a"]), indexes ([0], [-1]), wildcards (.* and
// [*]), recursive descent (..name), filters comparing a path with a
// literal ([?(@.type=="Ready")], [?(@.n > 1)], [?(@.x)]: the printer
// columns of Gateway API and most operators use them) and text around {}
// expressions.
// Left out: filters over two paths or with && and ||, slices ([1:3]), unions ([0,1]),
// range/end, and the reflection over Go structs (values must be decoded
// JSON).
package jsonpath
