// Package clusterroleaggregation fills in the rules of aggregated
// ClusterRoles: a ClusterRole with an aggregationRule gets, as its
// rules, the union of the rules of every other ClusterRole that one of
// its selectors matches (by labels), in selector order, then name order,
// each rule once. That is how admin, edit and view grow when a new
// resource's roles are labelled aggregate-to-view: true, and why the
// bootstrap policy creates them with no rules of their own.
//
// Any change to any ClusterRole queues every aggregated one: the set is
// small and the graph of who aggregates whom is unknown, as upstream.
// The controller reads ClusterRoles from an informer and writes them
// straight to the registry.
//
// Stage 07 adds it; the server runs it from a post-start hook (see
// registry/rbac/rest). Upstream: k8s.io/kubernetes/pkg/controller/clusterroleaggregation,
// which runs in kube-controller-manager.
//
// Left out: server-side apply; upstream applies the rules with the field
// manager "clusterrole-aggregation-controller" and Force, we update the
// role (a conflict, from a stale informer, is retried).
package clusterroleaggregation
