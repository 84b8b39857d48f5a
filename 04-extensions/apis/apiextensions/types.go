package apiextensions

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// CustomResourceDefinition declares a new resource, its names, scope,
// versions and schemas; the apiextensions server then serves it under
// /apis/<group>/<version>/<plural>. The name must be <plural>.<group>.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions.CustomResourceDefinition.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type CustomResourceDefinition struct {
	metav1.TypeMeta
	// ObjectMeta is the standard object metadata.
	metav1.ObjectMeta
	// Spec describes how the user wants the resources to appear.
	Spec CustomResourceDefinitionSpec
	// Status is the observed state, written by the server's controllers.
	Status CustomResourceDefinitionStatus
}

// CustomResourceDefinitionList is a list of CustomResourceDefinitions.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions.CustomResourceDefinitionList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type CustomResourceDefinitionList struct {
	metav1.TypeMeta
	metav1.ListMeta
	Items []CustomResourceDefinition
}

// CustomResourceDefinitionSpec describes how a user wants their resource
// to appear. Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions.CustomResourceDefinitionSpec.
type CustomResourceDefinitionSpec struct {
	// Group is the API group of the resources: /apis/<group>/<version>.
	Group string
	// Names are the resource and kind names.
	Names CustomResourceDefinitionNames
	// Scope is Cluster or Namespaced.
	Scope ResourceScope
	// Versions lists the served versions; exactly one is the storage version.
	Versions []CustomResourceDefinitionVersion
	// Conversion says how versions convert into each other; only None here.
	Conversion *CustomResourceConversion
	// PreserveUnknownFields must be false in v1; use
	// x-kubernetes-preserve-unknown-fields in a schema instead.
	PreserveUnknownFields bool
}

// CustomResourceDefinitionVersion describes one version of a CRD.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions.CustomResourceDefinitionVersion.
type CustomResourceDefinitionVersion struct {
	// Name is the version name, e.g. v1 or v1beta1.
	Name string
	// Served enables or disables serving this version over REST.
	Served bool
	// Storage marks the version objects are persisted in; exactly one.
	Storage bool
	// Deprecated makes responses carry a warning header.
	Deprecated bool
	// DeprecationWarning overrides the default warning.
	DeprecationWarning *string
	// Schema validates, prunes and defaults objects of this version.
	Schema *CustomResourceValidation
	// Subresources enables /status and /scale.
	Subresources *CustomResourceSubresources
	// AdditionalPrinterColumns are extra Table columns.
	AdditionalPrinterColumns []CustomResourceColumnDefinition
	// SelectableFields are extra field selectors.
	SelectableFields []SelectableField
}

// SelectableField names a field usable in a field selector.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions.SelectableField.
type SelectableField struct {
	// JSONPath is a simple JSON path evaluated against each object.
	JSONPath string
}

// CustomResourceColumnDefinition is one extra column in server-side printing.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions.CustomResourceColumnDefinition.
type CustomResourceColumnDefinition struct {
	Name        string
	Type        string
	Format      string
	Description string
	Priority    int32
	// JSONPath is evaluated against each object to fill the column.
	JSONPath string
}

// CustomResourceConversion says how versions of a CRD convert.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions.CustomResourceConversion.
type CustomResourceConversion struct {
	// Strategy is None (only apiVersion changes) or Webhook.
	Strategy ConversionStrategyType
	// Webhook configures the conversion webhook; not supported here.
	Webhook *WebhookConversion
}

// ConversionStrategyType names a conversion strategy.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions.ConversionStrategyType.
type ConversionStrategyType string

// The conversion strategies.
const (
	// NoneConverter changes only the apiVersion.
	NoneConverter ConversionStrategyType = "None"
	// WebhookConverter calls a webhook; this server rejects it.
	WebhookConverter ConversionStrategyType = "Webhook"
)

// WebhookConversion configures a conversion webhook.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions.WebhookConversion.
type WebhookConversion struct {
	ClientConfig             *WebhookClientConfig
	ConversionReviewVersions []string
}

// WebhookClientConfig says how to reach a webhook.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions.WebhookClientConfig.
type WebhookClientConfig struct {
	URL      *string
	Service  *ServiceReference
	CABundle []byte
}

// ServiceReference points at a service fronting a webhook.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions.ServiceReference.
type ServiceReference struct {
	Namespace string
	Name      string
	Path      *string
	Port      *int32
}

// CustomResourceDefinitionNames are the names of a custom resource.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions.CustomResourceDefinitionNames.
type CustomResourceDefinitionNames struct {
	// Plural is the resource name in URLs: /apis/<group>/<version>/<plural>.
	Plural string
	// Singular defaults to the lowercased kind.
	Singular   string
	ShortNames []string
	Kind       string
	// ListKind defaults to <kind>List.
	ListKind   string
	Categories []string
}

// ResourceScope is Cluster or Namespaced.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions.ResourceScope.
type ResourceScope string

// The resource scopes.
const (
	ClusterScoped   ResourceScope = "Cluster"
	NamespaceScoped ResourceScope = "Namespaced"
)

// ConditionStatus is True, False or Unknown.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions.ConditionStatus.
type ConditionStatus string

// The condition statuses.
const (
	ConditionTrue    ConditionStatus = "True"
	ConditionFalse   ConditionStatus = "False"
	ConditionUnknown ConditionStatus = "Unknown"
)

// CustomResourceDefinitionConditionType names a CRD condition.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions.CustomResourceDefinitionConditionType.
type CustomResourceDefinitionConditionType string

// The CRD conditions.
const (
	// Established: the API is served.
	Established CustomResourceDefinitionConditionType = "Established"
	// NamesAccepted: the names do not conflict with other CRDs.
	NamesAccepted CustomResourceDefinitionConditionType = "NamesAccepted"
	// NonStructuralSchema: a schema is not structural.
	NonStructuralSchema CustomResourceDefinitionConditionType = "NonStructuralSchema"
	// Terminating: the CRD is being deleted with its instances.
	Terminating CustomResourceDefinitionConditionType = "Terminating"
	// KubernetesAPIApprovalPolicyConformant: the *.k8s.io approval annotation is fine.
	KubernetesAPIApprovalPolicyConformant CustomResourceDefinitionConditionType = "KubernetesAPIApprovalPolicyConformant"
)

// CustomResourceDefinitionCondition is one condition of a CRD.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions.CustomResourceDefinitionCondition.
type CustomResourceDefinitionCondition struct {
	Type               CustomResourceDefinitionConditionType
	Status             ConditionStatus
	LastTransitionTime metav1.Time
	Reason             string
	Message            string
}

// CustomResourceDefinitionStatus is the observed state of a CRD.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions.CustomResourceDefinitionStatus.
type CustomResourceDefinitionStatus struct {
	Conditions []CustomResourceDefinitionCondition
	// AcceptedNames are the names actually served; they may differ from
	// spec.names when those conflict.
	AcceptedNames CustomResourceDefinitionNames
	// StoredVersions lists every version ever persisted in storage.
	StoredVersions []string
}

// CustomResourceValidation holds a version's schema.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions.CustomResourceValidation.
type CustomResourceValidation struct {
	OpenAPIV3Schema *JSONSchemaProps
}

// CustomResourceSubresources enables the status and scale subresources.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions.CustomResourceSubresources.
type CustomResourceSubresources struct {
	Status *CustomResourceSubresourceStatus
	Scale  *CustomResourceSubresourceScale
}

// CustomResourceSubresourceStatus enables /status: the main endpoint
// ignores .status, /status ignores everything else.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions.CustomResourceSubresourceStatus.
type CustomResourceSubresourceStatus struct{}

// CustomResourceSubresourceScale enables /scale through JSON paths into
// the object. Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions.CustomResourceSubresourceScale.
type CustomResourceSubresourceScale struct {
	SpecReplicasPath   string
	StatusReplicasPath string
	LabelSelectorPath  *string
}
