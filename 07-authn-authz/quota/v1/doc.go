// Package quota is the arithmetic and the interfaces resource quota is
// built from: ResourceList sums and differences, the masks and
// comparisons admission uses to check a request against a quota, and
// Evaluator, which knows what one kind of object costs.
//
// Stage 07 adds it, for the ResourceQuota admission plugin and the quota
// controller, which share the evaluators.
//
// Upstream: k8s.io/apiserver/pkg/quota/v1 (resources.go, interfaces.go).
// Our lists are the internal core.ResourceList, since our informers and
// storages hand out internal objects; upstream works on v1 objects.
//
// Left out: the configuration of ignored and limited resources
// (LimitedResources of the admission config), UsageStats options other
// than the namespace and the scopes, and Constraints (upstream's pod
// evaluator requires cpu and memory on pods when a quota limits them).
package quota
