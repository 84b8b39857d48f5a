// Package priorityclass holds the rules of priority classes: the
// strategy the registry Store calls on create and update (generation 1 on
// create, upstream's validation). The storage package next to it builds
// the Store, which also keeps the system classes from being deleted and
// allows one global default.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/registry/scheduling/priorityclass.
package priorityclass
