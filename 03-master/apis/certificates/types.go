package certificates

import (
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// CertificateSigningRequest mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/certificates.CertificateSigningRequest.
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type CertificateSigningRequest struct {
	metav1.TypeMeta   `json:""`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec CertificateSigningRequestSpec `json:"spec"`

	Status CertificateSigningRequestStatus `json:"status,omitempty"`
}

// CertificateSigningRequestSpec mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/certificates.CertificateSigningRequestSpec.
type CertificateSigningRequestSpec struct {
	Request []byte `json:"request"`

	SignerName string `json:"signerName"`

	ExpirationSeconds *int32 `json:"expirationSeconds,omitempty"`

	Usages []KeyUsage `json:"usages,omitempty"`

	Username string                `json:"username,omitempty"`
	UID      string                `json:"uid,omitempty"`
	Groups   []string              `json:"groups,omitempty"`
	Extra    map[string]ExtraValue `json:"extra,omitempty"`
}

const (
	KubeAPIServerClientSignerName = "kubernetes.io/kube-apiserver-client"

	KubeAPIServerClientKubeletSignerName = "kubernetes.io/kube-apiserver-client-kubelet"

	KubeletServingSignerName = "kubernetes.io/kubelet-serving"
)

// ExtraValue mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/certificates.ExtraValue.
type ExtraValue []string

func (t ExtraValue) String() string {
	return fmt.Sprintf("%v", []string(t))
}

// CertificateSigningRequestStatus mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/certificates.CertificateSigningRequestStatus.
type CertificateSigningRequestStatus struct {
	Conditions []CertificateSigningRequestCondition `json:"conditions,omitempty"`

	Certificate []byte `json:"certificate,omitempty"`
}

// RequestConditionType mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/certificates.RequestConditionType.
type RequestConditionType string

const (
	CertificateApproved RequestConditionType = "Approved"
	CertificateDenied   RequestConditionType = "Denied"
	CertificateFailed   RequestConditionType = "Failed"
)

// CertificateSigningRequestCondition mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/certificates.CertificateSigningRequestCondition.
type CertificateSigningRequestCondition struct {
	Type               RequestConditionType `json:"type"`
	Status             core.ConditionStatus `json:"status"`
	Reason             string               `json:"reason,omitempty"`
	Message            string               `json:"message,omitempty"`
	LastUpdateTime     metav1.Time          `json:"lastUpdateTime,omitempty"`
	LastTransitionTime metav1.Time          `json:"lastTransitionTime,omitempty"`
}

// CertificateSigningRequestList mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/certificates.CertificateSigningRequestList.
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type CertificateSigningRequestList struct {
	metav1.TypeMeta `json:""`
	metav1.ListMeta `json:"metadata,omitempty"`

	Items []CertificateSigningRequest `json:"items"`
}

// KeyUsage mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/certificates.KeyUsage.
type KeyUsage string

const (
	UsageSigning           KeyUsage = "signing"
	UsageDigitalSignature  KeyUsage = "digital signature"
	UsageContentCommitment KeyUsage = "content commitment"
	UsageKeyEncipherment   KeyUsage = "key encipherment"
	UsageKeyAgreement      KeyUsage = "key agreement"
	UsageDataEncipherment  KeyUsage = "data encipherment"
	UsageCertSign          KeyUsage = "cert sign"
	UsageCRLSign           KeyUsage = "crl sign"
	UsageEncipherOnly      KeyUsage = "encipher only"
	UsageDecipherOnly      KeyUsage = "decipher only"
	UsageAny               KeyUsage = "any"
	UsageServerAuth        KeyUsage = "server auth"
	UsageClientAuth        KeyUsage = "client auth"
	UsageCodeSigning       KeyUsage = "code signing"
	UsageEmailProtection   KeyUsage = "email protection"
	UsageSMIME             KeyUsage = "s/mime"
	UsageIPsecEndSystem    KeyUsage = "ipsec end system"
	UsageIPsecTunnel       KeyUsage = "ipsec tunnel"
	UsageIPsecUser         KeyUsage = "ipsec user"
	UsageTimestamping      KeyUsage = "timestamping"
	UsageOCSPSigning       KeyUsage = "ocsp signing"
	UsageMicrosoftSGC      KeyUsage = "microsoft sgc"
	UsageNetscapeSGC       KeyUsage = "netscape sgc"
)

// ClusterTrustBundle mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/certificates.ClusterTrustBundle.
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ClusterTrustBundle struct {
	metav1.TypeMeta `json:""`

	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec ClusterTrustBundleSpec `json:"spec"`
}

// ClusterTrustBundleSpec mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/certificates.ClusterTrustBundleSpec.
type ClusterTrustBundleSpec struct {
	SignerName string `json:"signerName,omitempty"`

	TrustBundle string `json:"trustBundle"`
}

// ClusterTrustBundleList mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/certificates.ClusterTrustBundleList.
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ClusterTrustBundleList struct {
	metav1.TypeMeta `json:""`

	metav1.ListMeta `json:"metadata,omitempty"`

	Items []ClusterTrustBundle `json:"items"`
}

// PodCertificateRequest mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/certificates.PodCertificateRequest.
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type PodCertificateRequest struct {
	metav1.TypeMeta `json:""`

	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec PodCertificateRequestSpec `json:"spec"`

	Status PodCertificateRequestStatus `json:"status,omitempty"`
}

// PodCertificateRequestSpec mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/certificates.PodCertificateRequestSpec.
type PodCertificateRequestSpec struct {
	SignerName string `json:"signerName"`

	PodName string     `json:"podName"`
	PodUID  metav1.UID `json:"podUID"`

	ServiceAccountName string     `json:"serviceAccountName"`
	ServiceAccountUID  metav1.UID `json:"serviceAccountUID"`

	NodeName NodeName   `json:"nodeName"`
	NodeUID  metav1.UID `json:"nodeUID"`

	MaxExpirationSeconds *int32 `json:"maxExpirationSeconds,omitempty"`

	StubPKCS10Request []byte `json:"stubPKCS10Request"`

	UnverifiedUserAnnotations map[string]string `json:"unverifiedUserAnnotations,omitempty"`
}

// PodCertificateRequestStatus mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/certificates.PodCertificateRequestStatus.
type PodCertificateRequestStatus struct {
	Conditions []metav1.Condition `json:"conditions,omitempty" patchStrategy:"merge" patchMergeKey:"type"`

	CertificateChain string `json:"certificateChain,omitempty"`

	NotBefore *metav1.Time `json:"notBefore,omitempty"`

	BeginRefreshAt *metav1.Time `json:"beginRefreshAt,omitempty"`

	NotAfter *metav1.Time `json:"notAfter,omitempty"`
}

const (
	PodCertificateRequestConditionTypeDenied string = "Denied"
	PodCertificateRequestConditionTypeFailed string = "Failed"
	PodCertificateRequestConditionTypeIssued string = "Issued"
)

const (
	PodCertificateRequestConditionUnsupportedKeyType string = "UnsupportedKeyType"

	PodCertificateRequestConditionInvalidUserConfig string = "InvalidUnverifiedUserAnnotations"
)

// PodCertificateRequestList mirrors upstream's type of that name.
// Upstream: k8s.io/kubernetes/pkg/apis/certificates.PodCertificateRequestList.
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type PodCertificateRequestList struct {
	metav1.TypeMeta `json:""`

	metav1.ListMeta `json:"metadata,omitempty"`

	Items []PodCertificateRequest `json:"items"`
}

// NodeName is the name of a node.
// Upstream: k8s.io/apimachinery/pkg/types.NodeName (stage 01 has no
// package types; the wire form is a string either way).
type NodeName string
