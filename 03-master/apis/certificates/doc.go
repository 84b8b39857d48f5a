// Package certificates holds the internal types of certificates.k8s.io:
// CertificateSigningRequest (a CSR, approved or denied through
// certificatesigningrequests/approval, its certificate written through
// certificatesigningrequests/status by a signer), ClusterTrustBundle (CA
// certificates published for a signer) and PodCertificateRequest (a
// kubelet's request for a pod's certificate).
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/apis/certificates.
// Our internal types have the shape of v1, so conversion is a plain copy.
// Left out: the v1alpha1 and v1beta1 versions.
//
// +k8s:deepcopy-gen=package
// +groupName=certificates.k8s.io
package certificates

//go:generate go run github.com/kube-rebuilt/apiserver/01-scheme/code-generator/cmd/codegen .
