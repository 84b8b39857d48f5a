// Package union tries several request authenticators in order and takes
// the first that recognises the request: kube-apiserver's chain is a
// union of the front-proxy headers, client certificates, bearer tokens
// and, last, anonymous.
//
// Stage 07 adds it.
// Upstream: k8s.io/apiserver/pkg/authentication/request/union.
// Left out: nothing of behaviour; the aggregate error is our own small
// type (upstream uses k8s.io/apimachinery/pkg/util/errors.NewAggregate),
// with the same message format.
package union
