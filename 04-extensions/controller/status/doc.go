// Package status runs the NamingConditionController, which decides which
// of the names a CustomResourceDefinition asks for (plural, singular,
// short names, kind, list kind) it may have, and records the result in
// its status: status.acceptedNames, the NamesAccepted condition, and the
// first value of the Established condition.
//
// Names are unique within an API group: two CRDs of group example.com
// cannot both be served as "widgets", or both have kind Widget. A name is
// accepted if the CRD holds it already or no other CRD of the group has
// accepted it; a name in conflict keeps the old accepted name (empty for
// a new CRD) and turns NamesAccepted False with a *Conflict reason. Once
// all names are accepted, Established becomes False/"Installing" and the
// establish controller (package establish) turns it True after the
// handler is ready to serve the resource. When a CRD's names change or
// it goes, other CRDs of its group are looked at again, since a name may
// have been freed.
//
// This package is added by stage 04, with the apiextensions server.
//
// Upstream: k8s.io/apiextensions-apiserver/pkg/controller/status
// (NamingConditionController).
//
// Left out: the mutation cache is a plain map of our last writes instead
// of client-go's MutationCache, the queue's rate limiter has no overall
// token bucket (a failed sync is retried after a per-key doubling delay,
// see workqueue.RunWorkers), and we write the status through the status
// storage directly instead of a clientset.
package status
