// Package admission decides, after authorization and before storage,
// whether a create, update, delete or connect may happen, and may change
// the object on its way: a chain of plugins, each a MutationInterface
// (Admit: change the object), a ValidationInterface (Validate: accept or
// refuse it, never change it), or both.
//
// The handlers of package endpoints/handlers call it at upstream's points:
// mutating admission on the decoded object before the storage call (or,
// for an update or a patch, as a transformer of the new object given the
// stored one), validating admission inside the storage, through the
// createValidation, updateValidation and deleteValidation callbacks that
// registry/rest.AdmissionToValidateObjectFunc and its siblings build. So
// validation sees the object after defaulting and the strategy, exactly
// as it will be stored.
//
// Stage 02 adds it: the interfaces (Attributes, Interface,
// MutationInterface, ValidationInterface, ObjectInterfaces), the chain
// (NewChainHandler), Handler (a plugin's Handles), the plugin registry (Plugins, NewFromPlugins), the
// admission configuration file (ReadAdmissionConfiguration) and the error
// helpers (NewForbidden, NewNotFound). server.Config.AdmissionControl is
// where a server plugs its chain in; nil (stages 02-06) admits everything.
// Stage 07 adds the built-in plugins and turns them on.
//
// Upstream: k8s.io/apiserver/pkg/admission (interfaces.go, attributes.go,
// chain.go, handler.go, plugins.go, config.go, errors.go, decorator.go).
// The chain NewFromPlugins builds runs its mutating plugins a second time
// when one of them asks for it through the request's ReinvocationContext
// (reinvocation.go): stage 07's webhooks and mutating policies with
// reinvocationPolicy IfNeeded see the final object that way.
//
// Left out: audit levels
// of annotations (AddAnnotationWithLevel: every annotation is Metadata
// level), the audit decorator (WithAudit), metrics, the
// EquivalentResourceMapper of ObjectInterfaces (our scheme has none),
// PluginEnabledFn, Handler's readiness (SetReadyFunc, WaitForReady), and the legacy, unversioned plugin configuration files
// (imagePolicy, podNodeSelectorPluginConfig) ReadAdmissionConfiguration
// still accepts.
package admission
