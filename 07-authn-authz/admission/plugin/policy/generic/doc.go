// Package generic is what both admission-policy plugins share
// (ValidatingAdmissionPolicy, MutatingAdmissionPolicy): the Plugin that
// waits for its informers and hands requests to a Dispatcher; the
// PolicySource that reads policies and bindings through informers on our
// own storage and compiles a policy once per change (its evaluator is
// kept until the policy's resourceVersion changes), never per request;
// the policy dispatcher that matches each policy and each of its
// bindings (package matching), collects the binding's params
// (paramKind + paramRef: name, namespace, selector,
// parameterNotFoundAction), and applies failurePolicy to what went
// wrong; and the ParamResolver that finds the resource of a paramKind and
// its informer.
//
// Each plugin instantiates it with its own types: P the policy, B the
// binding, E its compiled evaluator.
//
// Stage 07 adds it. Upstream: k8s.io/apiserver/pkg/admission/plugin/policy/generic.
//
// Left out: static policies from manifest files, the policy test
// context, params of custom resources (the resolver finds the resources
// of stage 03's master only, read through Storages; upstream uses a
// dynamic informer on the loopback client for any kind, and a policy
// whose paramKind is a custom resource fails here with upstream's
// "failed to find resource referenced by paramKind" configuration
// error), and the direct read of a param the informer has not seen yet.
package generic
