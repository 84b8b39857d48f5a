package v1

import (
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

// addConversionFuncs registers the field selectors a job supports:
// metadata.name, metadata.namespace and status.successful (a label the
// job has no field for: upstream lists it and selects nothing by it).
// Upstream: k8s.io/kubernetes/pkg/apis/batch/v1.addConversionFuncs.
func addConversionFuncs(scheme *runtime.Scheme) error {
	return scheme.AddFieldLabelConversionFunc(SchemeGroupVersion.WithKind("Job"),
		func(label, value string) (string, string, error) {
			switch label {
			case "metadata.name", "metadata.namespace", "status.successful":
				return label, value, nil
			default:
				return "", "", fmt.Errorf("field label %q not supported for Job", label)
			}
		})
}
