// Package selfsubjectreview is the create-only storage of
// selfsubjectreviews: it answers "who am I?" with the user the request
// was authenticated as (kubectl auth whoami). Nothing is stored.
//
// Stage 07 adds it. Upstream: k8s.io/kubernetes/pkg/registry/authentication/selfsubjectreview.
// Left out: nothing of upstream's behaviour (v1beta1 is not served).
package selfsubjectreview
