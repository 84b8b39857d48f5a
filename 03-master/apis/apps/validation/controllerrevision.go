package validation

import (
	"encoding/json"
	"fmt"

	apivalidation "github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/apps"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
)

// ValidateControllerRevisionName checks a revision's name: a DNS subdomain.
// Upstream: k8s.io/kubernetes/pkg/apis/apps/validation.ValidateControllerRevisionName.
var ValidateControllerRevisionName = apivalidation.NameIsDNSSubdomain

// validateControllerRevision checks the metadata and a revision number
// that is not negative.
// Upstream: k8s.io/kubernetes/pkg/apis/apps/validation.validateControllerRevision.
func validateControllerRevision(revision *apps.ControllerRevision) field.ErrorList {
	errs := apivalidation.ValidateObjectMeta(&revision.ObjectMeta, true, ValidateControllerRevisionName, field.NewPath("metadata"))
	return append(errs, apivalidation.ValidateNonnegativeField(revision.Revision, field.NewPath("revision"))...)
}

// ValidateControllerRevisionCreate checks a new revision: its metadata and
// revision, and data that is a JSON object.
// Upstream: k8s.io/kubernetes/pkg/apis/apps/validation.ValidateControllerRevisionCreate.
func ValidateControllerRevisionCreate(revision *apps.ControllerRevision) field.ErrorList {
	errs := validateControllerRevision(revision)
	var v any
	dataPath := field.NewPath("data")
	switch err := json.Unmarshal(revision.Data.Raw, &v); {
	case revision.Data.Raw == nil:
		errs = append(errs, field.Required(dataPath, "data is mandatory"))
	case err != nil:
		errs = append(errs, field.Invalid(dataPath, "<value omitted>", fmt.Sprintf("error parsing data: %v", err.Error())))
	case v == nil:
		errs = append(errs, field.Required(dataPath, "data is mandatory"))
	default:
		if _, isObject := v.(map[string]any); !isObject {
			errs = append(errs, field.Required(dataPath, "data must be a valid JSON object"))
		}
	}
	return errs
}

// ValidateControllerRevisionUpdate checks an update: the metadata rules
// of an update, the revision, and data that did not change.
// Upstream: k8s.io/kubernetes/pkg/apis/apps/validation.ValidateControllerRevisionUpdate.
func ValidateControllerRevisionUpdate(newHistory, oldHistory *apps.ControllerRevision) field.ErrorList {
	errs := apivalidation.ValidateObjectMetaUpdate(&newHistory.ObjectMeta, &oldHistory.ObjectMeta, field.NewPath("metadata"))
	errs = append(errs, validateControllerRevision(newHistory)...)
	return append(errs, apivalidation.ValidateImmutableField(newHistory.Data, oldHistory.Data, field.NewPath("data"))...)
}
