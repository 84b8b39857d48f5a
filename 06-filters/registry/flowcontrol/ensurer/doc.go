// Package ensurer keeps the bootstrap configuration objects in the
// store. A missing one is created. A mandatory one (exempt, catch-all)
// gets the built-in spec back whenever it differs, whatever its
// apf.kubernetes.io/autoupdate-spec annotation says, and the annotation
// is set to "true". A suggested one is brought back to the built-in spec
// only while its annotation is "true" (or, with no readable annotation,
// while its generation is still 1: nobody edited it); an administrator
// who sets "false" keeps their edits. An object that carries
// autoupdate-spec "true" but is no longer in the bootstrap list was left
// by an older server and is deleted.
//
// Upstream works on v1 objects through a loopback client and informers;
// ours works on internal objects through the registries' storage (as
// stage 03's bootstrap controller writes namespaces), comparing specs
// after v1 defaulting as upstream's SpecEqualish does.
//
// Stage 06 adds it. Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/ensurer.
// Changed: EnsureConfigurations ensures the objects of one step at once
// (upstream: one after the other), keeping the order of the steps.
//
// Left out: the field manager "api-priority-and-fairness-config-producer-v1"
// (our writes go straight to the storage, past the handlers that record
// managed fields).
package ensurer
