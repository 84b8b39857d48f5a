// Package legacytokentracking writes the ConfigMap
// kube-system/kube-apiserver-legacy-service-account-token-tracking, whose
// "since" is the day (UTC, 2006-01-02) from which this control plane has
// tracked the use of legacy service-account tokens (the long-lived ones
// in Secrets). kube-controller-manager's legacy-service-account-token-cleaner
// reads it: a token unused since before that day may not be unused at
// all, only untracked, so the cleaner waits until tracking is old enough.
//
// The controller creates the ConfigMap when it is missing (at most once
// every 30 minutes, so that a deleted one cannot make it write in a
// loop) and rewrites a "since" that is not a date; it never moves a valid
// date.
//
// Stage 07 adds it, started by the post-start hook
// "start-legacy-token-tracking-controller". Upstream:
// k8s.io/kubernetes/pkg/controlplane/controller/legacytokentracking.
//
// Left out: the tracking itself (upstream labels a Secret whose token is
// used with kubernetes.io/legacy-token-last-used); our legacy tokens are
// verified but never marked. The ConfigMap is read from the shared
// configmaps informer (upstream runs an informer of its own, filtered to
// the one name).
package legacytokentracking
