// Package mutating is the MutatingAdmissionPolicy admission plugin: it
// runs the CEL mutations of every MutatingAdmissionPolicy that a
// MutatingAdmissionPolicyBinding binds to the request, in the mutating
// phase just before the mutating webhooks (upstream's order).
//
// The generic policy framework (package generic) finds the invocations:
// each policy whose matchConstraints match, with each of its bindings
// that matches, with each of the binding's params. For each, in order,
// the dispatcher evaluates the policy's matchConditions, then applies its
// mutations in order (package patch: JSONPatch or ApplyConfiguration),
// each on the object as the previous left it, converts the result back
// to the object's kind and defaults it. A mutation that fails is the
// policy's error: with failurePolicy Fail the request is refused
// ("policy 'p' with binding 'b' denied request: ..."), nothing of it
// stored; with Ignore the policy's further mutations are tried and the
// request goes on. A policy that changed the object asks the admission
// chain for its second pass (02-generic-server/admission's reinvoker),
// in which policies with reinvocationPolicy IfNeeded that ran before a
// change run again, as the mutating webhooks do: a webhook's change
// re-runs IfNeeded policies and a policy's change IfNeeded webhooks.
//
// Stage 07 adds it. Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/mutating.
//
// Left out: static policy manifests (the plugin's configuration file),
// metrics, and the schemas of custom resources for ApplyConfiguration
// (see package patch).
package mutating
