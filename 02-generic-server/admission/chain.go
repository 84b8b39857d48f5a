package admission

import "context"

// chainAdmissionHandler runs plugins in order. As a MutationInterface it
// runs every mutating plugin's Admit; as a ValidationInterface, every
// validating plugin's Validate; each only for plugins that handle the
// operation, and each stops at the first error. The handlers call Admit
// before storage and Validate from inside it, so every mutation happens
// before any validation, whatever order the plugins are listed in.
// Upstream: k8s.io/apiserver/pkg/admission.chainAdmissionHandler.
type chainAdmissionHandler []Interface

// NewChainHandler returns a chain of handlers, run in the order given.
// Upstream: k8s.io/apiserver/pkg/admission.NewChainHandler.
func NewChainHandler(handlers ...Interface) chainAdmissionHandler {
	return chainAdmissionHandler(handlers)
}

// Admit runs the mutating plugins that handle the operation, in order,
// and returns the first error.
// Upstream: k8s.io/apiserver/pkg/admission.chainAdmissionHandler.Admit.
func (admissionHandler chainAdmissionHandler) Admit(ctx context.Context, a Attributes, o ObjectInterfaces) error {
	for _, handler := range admissionHandler {
		if !handler.Handles(a.GetOperation()) {
			continue
		}
		if mutator, ok := handler.(MutationInterface); ok {
			if err := mutator.Admit(ctx, a, o); err != nil {
				return err
			}
		}
	}
	return nil
}

// Validate runs the validating plugins that handle the operation, in
// order, and returns the first error.
// Upstream: k8s.io/apiserver/pkg/admission.chainAdmissionHandler.Validate.
func (admissionHandler chainAdmissionHandler) Validate(ctx context.Context, a Attributes, o ObjectInterfaces) error {
	for _, handler := range admissionHandler {
		if !handler.Handles(a.GetOperation()) {
			continue
		}
		if validator, ok := handler.(ValidationInterface); ok {
			if err := validator.Validate(ctx, a, o); err != nil {
				return err
			}
		}
	}
	return nil
}

// Handles reports whether any plugin handles operation.
// Upstream: k8s.io/apiserver/pkg/admission.chainAdmissionHandler.Handles.
func (admissionHandler chainAdmissionHandler) Handles(operation Operation) bool {
	for _, handler := range admissionHandler {
		if handler.Handles(operation) {
			return true
		}
	}
	return false
}

var (
	_ MutationInterface   = chainAdmissionHandler{}
	_ ValidationInterface = chainAdmissionHandler{}
)
