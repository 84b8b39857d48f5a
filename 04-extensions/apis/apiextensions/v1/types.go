package v1

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// CustomResourceDefinition declares a new resource, its names, scope,
// versions and schemas; the apiextensions server then serves it under
// /apis/<group>/<version>/<plural>. The name must be <plural>.<group>.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.CustomResourceDefinition.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type CustomResourceDefinition struct {
	metav1.TypeMeta `json:",inline"`
	// ObjectMeta is the standard object metadata.
	metav1.ObjectMeta `json:"metadata,omitempty"`
	// Spec describes how the user wants the resources to appear.
	Spec CustomResourceDefinitionSpec `json:"spec"`
	// Status is the observed state, written by the server's controllers.
	Status CustomResourceDefinitionStatus `json:"status,omitempty"`
}

// CustomResourceDefinitionList is a list of CustomResourceDefinitions.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.CustomResourceDefinitionList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type CustomResourceDefinitionList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []CustomResourceDefinition `json:"items"`
}

// CustomResourceDefinitionSpec describes how a user wants their resource
// to appear. Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.CustomResourceDefinitionSpec.
type CustomResourceDefinitionSpec struct {
	// Group is the API group of the resources: /apis/<group>/<version>.
	Group string `json:"group"`
	// Names are the resource and kind names.
	Names CustomResourceDefinitionNames `json:"names"`
	// Scope is Cluster or Namespaced.
	Scope ResourceScope `json:"scope"`
	// Versions lists the served versions; exactly one is the storage version.
	Versions []CustomResourceDefinitionVersion `json:"versions"`
	// Conversion says how versions convert into each other; only None here.
	Conversion *CustomResourceConversion `json:"conversion,omitempty"`
	// PreserveUnknownFields must be false in v1; use
	// x-kubernetes-preserve-unknown-fields in a schema instead.
	PreserveUnknownFields bool `json:"preserveUnknownFields,omitempty"`
}

// CustomResourceDefinitionVersion describes one version of a CRD.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.CustomResourceDefinitionVersion.
type CustomResourceDefinitionVersion struct {
	// Name is the version name, e.g. v1 or v1beta1.
	Name string `json:"name"`
	// Served enables or disables serving this version over REST.
	Served bool `json:"served"`
	// Storage marks the version objects are persisted in; exactly one.
	Storage bool `json:"storage"`
	// Deprecated makes responses carry a warning header.
	Deprecated bool `json:"deprecated,omitempty"`
	// DeprecationWarning overrides the default warning.
	DeprecationWarning *string `json:"deprecationWarning,omitempty"`
	// Schema validates, prunes and defaults objects of this version.
	Schema *CustomResourceValidation `json:"schema,omitempty"`
	// Subresources enables /status and /scale.
	Subresources *CustomResourceSubresources `json:"subresources,omitempty"`
	// AdditionalPrinterColumns are extra Table columns.
	AdditionalPrinterColumns []CustomResourceColumnDefinition `json:"additionalPrinterColumns,omitempty"`
	// SelectableFields are extra field selectors.
	SelectableFields []SelectableField `json:"selectableFields,omitempty"`
}

// SelectableField names a field usable in a field selector.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.SelectableField.
type SelectableField struct {
	// JSONPath is a simple JSON path evaluated against each object.
	JSONPath string `json:"jsonPath"`
}

// CustomResourceColumnDefinition is one extra column in server-side printing.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.CustomResourceColumnDefinition.
type CustomResourceColumnDefinition struct {
	Name        string `json:"name"`
	Type        string `json:"type"`
	Format      string `json:"format,omitempty"`
	Description string `json:"description,omitempty"`
	Priority    int32  `json:"priority,omitempty"`
	// JSONPath is evaluated against each object to fill the column.
	JSONPath string `json:"jsonPath"`
}

// CustomResourceConversion says how versions of a CRD convert.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.CustomResourceConversion.
type CustomResourceConversion struct {
	// Strategy is None (only apiVersion changes) or Webhook.
	Strategy ConversionStrategyType `json:"strategy"`
	// Webhook configures the conversion webhook; not supported here.
	Webhook *WebhookConversion `json:"webhook,omitempty"`
}

// ConversionStrategyType names a conversion strategy.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.ConversionStrategyType.
type ConversionStrategyType string

// The conversion strategies.
const (
	// NoneConverter changes only the apiVersion.
	NoneConverter ConversionStrategyType = "None"
	// WebhookConverter calls a webhook; this server rejects it.
	WebhookConverter ConversionStrategyType = "Webhook"
)

// WebhookConversion configures a conversion webhook.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.WebhookConversion.
type WebhookConversion struct {
	ClientConfig             *WebhookClientConfig `json:"clientConfig,omitempty"`
	ConversionReviewVersions []string             `json:"conversionReviewVersions"`
}

// WebhookClientConfig says how to reach a webhook.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.WebhookClientConfig.
type WebhookClientConfig struct {
	URL      *string           `json:"url,omitempty"`
	Service  *ServiceReference `json:"service,omitempty"`
	CABundle []byte            `json:"caBundle,omitempty"`
}

// ServiceReference points at a service fronting a webhook.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.ServiceReference.
type ServiceReference struct {
	Namespace string  `json:"namespace"`
	Name      string  `json:"name"`
	Path      *string `json:"path,omitempty"`
	Port      *int32  `json:"port,omitempty"`
}

// CustomResourceDefinitionNames are the names of a custom resource.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.CustomResourceDefinitionNames.
type CustomResourceDefinitionNames struct {
	// Plural is the resource name in URLs: /apis/<group>/<version>/<plural>.
	Plural string `json:"plural"`
	// Singular defaults to the lowercased kind.
	Singular   string   `json:"singular,omitempty"`
	ShortNames []string `json:"shortNames,omitempty"`
	Kind       string   `json:"kind"`
	// ListKind defaults to <kind>List.
	ListKind   string   `json:"listKind,omitempty"`
	Categories []string `json:"categories,omitempty"`
}

// ResourceScope is Cluster or Namespaced.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.ResourceScope.
type ResourceScope string

// The resource scopes.
const (
	ClusterScoped   ResourceScope = "Cluster"
	NamespaceScoped ResourceScope = "Namespaced"
)

// ConditionStatus is True, False or Unknown.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.ConditionStatus.
type ConditionStatus string

// The condition statuses.
const (
	ConditionTrue    ConditionStatus = "True"
	ConditionFalse   ConditionStatus = "False"
	ConditionUnknown ConditionStatus = "Unknown"
)

// CustomResourceDefinitionConditionType names a CRD condition.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.CustomResourceDefinitionConditionType.
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
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.CustomResourceDefinitionCondition.
type CustomResourceDefinitionCondition struct {
	Type               CustomResourceDefinitionConditionType `json:"type"`
	Status             ConditionStatus                       `json:"status"`
	LastTransitionTime metav1.Time                           `json:"lastTransitionTime,omitempty"`
	Reason             string                                `json:"reason,omitempty"`
	Message            string                                `json:"message,omitempty"`
}

// CustomResourceDefinitionStatus is the observed state of a CRD.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.CustomResourceDefinitionStatus.
type CustomResourceDefinitionStatus struct {
	Conditions []CustomResourceDefinitionCondition `json:"conditions,omitempty"`
	// AcceptedNames are the names actually served; they may differ from
	// spec.names when those conflict.
	AcceptedNames CustomResourceDefinitionNames `json:"acceptedNames"`
	// StoredVersions lists every version ever persisted in storage.
	StoredVersions []string `json:"storedVersions"`
}

// CustomResourceValidation holds a version's schema.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.CustomResourceValidation.
type CustomResourceValidation struct {
	OpenAPIV3Schema *JSONSchemaProps `json:"openAPIV3Schema,omitempty"`
}

// CustomResourceSubresources enables the status and scale subresources.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.CustomResourceSubresources.
type CustomResourceSubresources struct {
	Status *CustomResourceSubresourceStatus `json:"status,omitempty"`
	Scale  *CustomResourceSubresourceScale  `json:"scale,omitempty"`
}

// CustomResourceSubresourceStatus enables /status: the main endpoint
// ignores .status, /status ignores everything else.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.CustomResourceSubresourceStatus.
type CustomResourceSubresourceStatus struct{}

// CustomResourceSubresourceScale enables /scale through JSON paths into
// the object. Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.CustomResourceSubresourceScale.
type CustomResourceSubresourceScale struct {
	SpecReplicasPath   string  `json:"specReplicasPath"`
	StatusReplicasPath string  `json:"statusReplicasPath"`
	LabelSelectorPath  *string `json:"labelSelectorPath,omitempty"`
}
