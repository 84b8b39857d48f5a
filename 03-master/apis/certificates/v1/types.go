package v1

import (
	"fmt"

	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// CertificateSigningRequest mirrors upstream's type of that name.
// Upstream: k8s.io/api/certificates/v1.CertificateSigningRequest.
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type CertificateSigningRequest struct {
	metav1.TypeMeta   `json:""`
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`

	Spec CertificateSigningRequestSpec `json:"spec" protobuf:"bytes,2,opt,name=spec"`

	Status CertificateSigningRequestStatus `json:"status,omitempty" protobuf:"bytes,3,opt,name=status"`
}

// CertificateSigningRequestSpec mirrors upstream's type of that name.
// Upstream: k8s.io/api/certificates/v1.CertificateSigningRequestSpec.
type CertificateSigningRequestSpec struct {
	Request []byte `json:"request" protobuf:"bytes,1,opt,name=request"`

	SignerName string `json:"signerName" protobuf:"bytes,7,opt,name=signerName"`

	ExpirationSeconds *int32 `json:"expirationSeconds,omitempty" protobuf:"varint,8,opt,name=expirationSeconds"`

	// +listType=atomic
	Usages []KeyUsage `json:"usages,omitempty" protobuf:"bytes,5,opt,name=usages"`

	Username string `json:"username,omitempty" protobuf:"bytes,2,opt,name=username"`
	UID      string `json:"uid,omitempty" protobuf:"bytes,3,opt,name=uid"`
	// +listType=atomic
	Groups []string              `json:"groups,omitempty" protobuf:"bytes,4,rep,name=groups"`
	Extra  map[string]ExtraValue `json:"extra,omitempty" protobuf:"bytes,6,rep,name=extra"`
}

const (
	KubeAPIServerClientSignerName = "kubernetes.io/kube-apiserver-client"

	KubeAPIServerClientKubeletSignerName = "kubernetes.io/kube-apiserver-client-kubelet"

	KubeletServingSignerName = "kubernetes.io/kubelet-serving"
)

// ExtraValue mirrors upstream's type of that name.
// Upstream: k8s.io/api/certificates/v1.ExtraValue.
type ExtraValue []string

func (t ExtraValue) String() string {
	return fmt.Sprintf("%v", []string(t))
}

// CertificateSigningRequestStatus mirrors upstream's type of that name.
// Upstream: k8s.io/api/certificates/v1.CertificateSigningRequestStatus.
type CertificateSigningRequestStatus struct {
	// +listType=map
	// +listMapKey=type
	Conditions []CertificateSigningRequestCondition `json:"conditions,omitempty" protobuf:"bytes,1,rep,name=conditions"`

	Certificate []byte `json:"certificate,omitempty" protobuf:"bytes,2,opt,name=certificate"`
}

// RequestConditionType mirrors upstream's type of that name.
// Upstream: k8s.io/api/certificates/v1.RequestConditionType.
type RequestConditionType string

const (
	CertificateApproved RequestConditionType = "Approved"
	CertificateDenied   RequestConditionType = "Denied"
	CertificateFailed   RequestConditionType = "Failed"
)

// CertificateSigningRequestCondition mirrors upstream's type of that name.
// Upstream: k8s.io/api/certificates/v1.CertificateSigningRequestCondition.
type CertificateSigningRequestCondition struct {
	Type               RequestConditionType   `json:"type" protobuf:"bytes,1,opt,name=type,casttype=RequestConditionType"`
	Status             corev1.ConditionStatus `json:"status" protobuf:"bytes,6,opt,name=status,casttype=k8s.io/api/core/v1.ConditionStatus"`
	Reason             string                 `json:"reason,omitempty" protobuf:"bytes,2,opt,name=reason"`
	Message            string                 `json:"message,omitempty" protobuf:"bytes,3,opt,name=message"`
	LastUpdateTime     metav1.Time            `json:"lastUpdateTime,omitempty" protobuf:"bytes,4,opt,name=lastUpdateTime"`
	LastTransitionTime metav1.Time            `json:"lastTransitionTime,omitempty" protobuf:"bytes,5,opt,name=lastTransitionTime"`
}

// CertificateSigningRequestList mirrors upstream's type of that name.
// Upstream: k8s.io/api/certificates/v1.CertificateSigningRequestList.
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type CertificateSigningRequestList struct {
	metav1.TypeMeta `json:""`
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`

	Items []CertificateSigningRequest `json:"items" protobuf:"bytes,2,rep,name=items"`
}

// KeyUsage mirrors upstream's type of that name.
// Upstream: k8s.io/api/certificates/v1.KeyUsage.
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
// Upstream: k8s.io/api/certificates/v1.ClusterTrustBundle.
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ClusterTrustBundle struct {
	metav1.TypeMeta `json:""`

	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`

	Spec ClusterTrustBundleSpec `json:"spec" protobuf:"bytes,2,opt,name=spec"`
}

// ClusterTrustBundleSpec mirrors upstream's type of that name.
// Upstream: k8s.io/api/certificates/v1.ClusterTrustBundleSpec.
type ClusterTrustBundleSpec struct {
	SignerName string `json:"signerName,omitempty" protobuf:"bytes,1,opt,name=signerName"`

	TrustBundle string `json:"trustBundle" protobuf:"bytes,2,opt,name=trustBundle"`
}

// ClusterTrustBundleList mirrors upstream's type of that name.
// Upstream: k8s.io/api/certificates/v1.ClusterTrustBundleList.
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type ClusterTrustBundleList struct {
	metav1.TypeMeta `json:""`

	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`

	Items []ClusterTrustBundle `json:"items" protobuf:"bytes,2,rep,name=items"`
}

// PodCertificateRequest mirrors upstream's type of that name.
// Upstream: k8s.io/api/certificates/v1.PodCertificateRequest.
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type PodCertificateRequest struct {
	metav1.TypeMeta `json:""`

	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`

	Spec PodCertificateRequestSpec `json:"spec" protobuf:"bytes,2,opt,name=spec"`

	Status PodCertificateRequestStatus `json:"status,omitempty" protobuf:"bytes,3,opt,name=status"`
}

// PodCertificateRequestSpec mirrors upstream's type of that name.
// Upstream: k8s.io/api/certificates/v1.PodCertificateRequestSpec.
type PodCertificateRequestSpec struct {
	SignerName string `json:"signerName" protobuf:"bytes,1,opt,name=signerName"`

	PodName string     `json:"podName" protobuf:"bytes,2,opt,name=podName"`
	PodUID  metav1.UID `json:"podUID" protobuf:"bytes,3,opt,name=podUID"`

	ServiceAccountName string     `json:"serviceAccountName" protobuf:"bytes,4,opt,name=serviceAccountName"`
	ServiceAccountUID  metav1.UID `json:"serviceAccountUID" protobuf:"bytes,5,opt,name=serviceAccountUID"`

	NodeName NodeName   `json:"nodeName" protobuf:"bytes,6,opt,name=nodeName"`
	NodeUID  metav1.UID `json:"nodeUID" protobuf:"bytes,7,opt,name=nodeUID"`

	// +default=86400
	MaxExpirationSeconds *int32 `json:"maxExpirationSeconds,omitempty" protobuf:"varint,8,opt,name=maxExpirationSeconds"`

	StubPKCS10Request []byte `json:"stubPKCS10Request" protobuf:"bytes,12,opt,name=stubPKCS10Request"`

	UnverifiedUserAnnotations map[string]string `json:"unverifiedUserAnnotations,omitempty" protobuf:"bytes,11,opt,name=unverifiedUserAnnotations"`
}

// PodCertificateRequestStatus mirrors upstream's type of that name.
// Upstream: k8s.io/api/certificates/v1.PodCertificateRequestStatus.
type PodCertificateRequestStatus struct {
	// +listType=map
	// +listMapKey=type
	Conditions []metav1.Condition `json:"conditions,omitempty" patchStrategy:"merge" patchMergeKey:"type" protobuf:"bytes,1,rep,name=conditions"`

	CertificateChain string `json:"certificateChain,omitempty" protobuf:"bytes,2,opt,name=certificateChain"`

	NotBefore *metav1.Time `json:"notBefore,omitempty" protobuf:"bytes,4,opt,name=notBefore"`

	BeginRefreshAt *metav1.Time `json:"beginRefreshAt,omitempty" protobuf:"bytes,5,opt,name=beginRefreshAt"`

	NotAfter *metav1.Time `json:"notAfter,omitempty" protobuf:"bytes,6,opt,name=notAfter"`
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
// Upstream: k8s.io/api/certificates/v1.PodCertificateRequestList.
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type PodCertificateRequestList struct {
	metav1.TypeMeta `json:""`

	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`

	Items []PodCertificateRequest `json:"items" protobuf:"bytes,2,rep,name=items"`
}

// NodeName is the name of a node.
// Upstream: k8s.io/apimachinery/pkg/types.NodeName (stage 01 has no
// package types; the wire form is a string either way).
type NodeName string
