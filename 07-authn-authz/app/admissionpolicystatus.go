package app

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/controller/validatingadmissionpolicystatus"
)

// validatingAdmissionPolicyStatusHookName starts the type-checking
// controller.
const validatingAdmissionPolicyStatusHookName = "start-validatingadmissionpolicy-status-controller"

// applyValidatingAdmissionPolicyStatusController runs, in the API
// server, the controller that type-checks ValidatingAdmissionPolicies and
// writes status.typeChecking: it reads the policies through the shared
// informers, resolves kinds through the master's storages and schemas
// from the OpenAPI definitions of the scheme's types, and writes
// validatingadmissionpolicies/status. --controllers turns it off.
// Upstream: none in kube-apiserver; kube-controller-manager's
// newValidatingAdmissionPolicyStatusController (cmd/kube-controller-manager/app).
func (c *Config) applyValidatingAdmissionPolicyStatusController(opts CompletedOptions) error {
	if !opts.Controllers.Enabled(ValidatingAdmissionPolicyStatusController.Name) {
		return nil
	}
	typeChecker := &validatingadmissionpolicystatus.TypeChecker{
		SchemaResolver: &validatingadmissionpolicystatus.DefinitionsSchemaResolver{Scheme: legacyscheme.Scheme},
		RestMapper:     &validatingadmissionpolicystatus.StorageRESTMapper{Storages: c.Storages, Scheme: legacyscheme.Scheme},
	}
	controller := validatingadmissionpolicystatus.NewController(
		c.Informers.ForResource(admissionregistration.Resource("validatingadmissionpolicies")), c.Storages, typeChecker)
	return c.KubeAPIs.GenericConfig.AddPostStartHook(validatingAdmissionPolicyStatusHookName, func(ctx server.PostStartHookContext) error {
		go controller.Run(ctx.Context, 1)
		return nil
	})
}
