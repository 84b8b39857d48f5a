// Package intstr holds IntOrString, the field type for values a user may
// give either as a number or as a string: a Service's targetPort (8080 or
// "http"), a Deployment's maxSurge (1 or "25%").
//
// Stage 01 adds it. Upstream: k8s.io/apimachinery/pkg/util/intstr.
// Left out: CBOR, the deprecated FromInt and GetValueFromIntOrPercent, and
// the OpenAPI schema hooks (the OpenAPI stage describes the type itself).
//
// +k8s:protobuf-gen=package
package intstr

//go:generate go run github.com/kube-rebuilt/apiserver/01-scheme/code-generator/cmd/codegen .
