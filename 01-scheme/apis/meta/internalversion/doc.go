// Package internalversion holds the internal ListOptions: the query of a
// list or watch after parsing, with its label and field selectors as
// Selectors rather than strings. Handlers decode the query into
// metav1.ListOptions (the wire form) and convert it here; storage reads
// only this form.
//
// Stage 01 adds it. Upstream: k8s.io/apimachinery/pkg/apis/meta/internalversion.
// Left out: its registration in a scheme of its own (we convert with
// ConvertFromV1 instead of through Scheme.Convert).
package internalversion
