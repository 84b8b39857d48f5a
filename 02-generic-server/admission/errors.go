package admission

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/api/meta"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
)

// extractResourceName is the resource and the name an error names: the
// request's name, else the object's name or generateName (a create's name
// is not generated yet), else "Unknown".
// Upstream: k8s.io/apiserver/pkg/admission.extractResourceName.
func extractResourceName(a Attributes) (string, schema.GroupResource) {
	resource := a.GetResource().GroupResource()
	if len(a.GetName()) > 0 {
		return a.GetName(), resource
	}
	name := "Unknown"
	if obj := a.GetObject(); obj != nil {
		accessor, err := meta.Accessor(obj)
		if err != nil {
			// no metadata: a name with a slash, which no object can have
			return "Unknown/errorGettingName", resource
		}
		if len(accessor.GetName()) > 0 {
			name = accessor.GetName()
		} else if len(accessor.GetGenerateName()) > 0 {
			name = accessor.GetGenerateName()
		}
	}
	return name, resource
}

// NewForbidden is how a plugin refuses a request: a 403 Forbidden whose
// message is `<resource> "<name>" is forbidden: <reason>`. An error that
// is already a Forbidden is returned as it is.
// Upstream: k8s.io/apiserver/pkg/admission.NewForbidden.
func NewForbidden(a Attributes, internalError error) error {
	if errors.IsForbidden(internalError) {
		return internalError
	}
	name, resource := extractResourceName(a)
	return errors.NewForbidden(resource, name, internalError)
}

// NewNotFound is a 404 for the request's object.
// Upstream: k8s.io/apiserver/pkg/admission.NewNotFound.
func NewNotFound(a Attributes) error {
	name, resource := extractResourceName(a)
	return errors.NewNotFound(resource, name)
}
