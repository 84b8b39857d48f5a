package v1

import (
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

func init() {
	localSchemeBuilder.Register(addConversionFuncs)
}

// addConversionFuncs registers the field selectors ResourceSlice supports
// beyond metadata.name.
// Upstream: k8s.io/kubernetes/pkg/apis/resource/v1.addConversionFuncs.
func addConversionFuncs(scheme *runtime.Scheme) error {
	return scheme.AddFieldLabelConversionFunc(SchemeGroupVersion.WithKind("ResourceSlice"),
		func(label, value string) (string, string, error) {
			switch label {
			case "metadata.name", ResourceSliceSelectorNodeName, ResourceSliceSelectorDriver, ResourceSliceSelectorPoolName:
				return label, value, nil
			default:
				return "", "", fmt.Errorf("field label not supported for %s: %s", SchemeGroupVersion.WithKind("ResourceSlice"), label)
			}
		})
}
