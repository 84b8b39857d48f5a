package v1

import (
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

func init() {
	localSchemeBuilder.Register(addConversionFuncs)
}

// addConversionFuncs registers the field selectors of the group's kinds:
// spec.signerName for CSRs and trust bundles (signers watch their own),
// and spec.signerName, spec.podName and spec.nodeName for pod
// certificate requests.
// Upstream: k8s.io/kubernetes/pkg/apis/certificates/v1.addConversionFuncs.
func addConversionFuncs(scheme *runtime.Scheme) error {
	for kind, allowed := range map[string][]string{
		"CertificateSigningRequest": {"metadata.name", "spec.signerName"},
		"ClusterTrustBundle":        {"metadata.name", "spec.signerName"},
		"PodCertificateRequest":     {"metadata.name", "spec.signerName", "spec.podName", "spec.nodeName"},
	} {
		err := scheme.AddFieldLabelConversionFunc(SchemeGroupVersion.WithKind(kind), func(label, value string) (string, string, error) {
			for _, a := range allowed {
				if label == a {
					return label, value, nil
				}
			}
			return "", "", fmt.Errorf("field label not supported: %s", label)
		})
		if err != nil {
			return fmt.Errorf("while adding %s field label conversion func: %w", kind, err)
		}
	}
	return nil
}
