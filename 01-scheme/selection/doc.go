// Package selection names the operators of label and field selectors, so
// that both selector packages, and the API types that carry selectors in
// structured form, agree on them.
//
// Stage 01 adds it. Upstream: k8s.io/apimachinery/pkg/selection.
// Left out: nothing.
package selection
