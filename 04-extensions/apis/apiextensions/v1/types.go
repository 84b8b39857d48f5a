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
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	// Spec describes how the user wants the resources to appear.
	Spec CustomResourceDefinitionSpec `json:"spec" protobuf:"bytes,2,opt,name=spec"`
	// Status is the observed state, written by the server's controllers.
	Status CustomResourceDefinitionStatus `json:"status,omitempty" protobuf:"bytes,3,opt,name=status"`
}

// CustomResourceDefinitionList is a list of CustomResourceDefinitions.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.CustomResourceDefinitionList.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type CustomResourceDefinitionList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	Items           []CustomResourceDefinition `json:"items" protobuf:"bytes,2,rep,name=items"`
}

// CustomResourceDefinitionSpec describes how a user wants their resource
// to appear. Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.CustomResourceDefinitionSpec.
type CustomResourceDefinitionSpec struct {
	// Group is the API group of the resources: /apis/<group>/<version>.
	Group string `json:"group" protobuf:"bytes,1,opt,name=group"`
	// Names are the resource and kind names.
	Names CustomResourceDefinitionNames `json:"names" protobuf:"bytes,3,opt,name=names"`
	// Scope is Cluster or Namespaced.
	Scope ResourceScope `json:"scope" protobuf:"bytes,4,opt,name=scope,casttype=ResourceScope"`
	// Versions lists the served versions; exactly one is the storage version.
	Versions []CustomResourceDefinitionVersion `json:"versions" protobuf:"bytes,7,rep,name=versions"`
	// Conversion says how versions convert into each other; only None here.
	Conversion *CustomResourceConversion `json:"conversion,omitempty" protobuf:"bytes,9,opt,name=conversion"`
	// PreserveUnknownFields must be false in v1; use
	// x-kubernetes-preserve-unknown-fields in a schema instead.
	PreserveUnknownFields bool `json:"preserveUnknownFields,omitempty" protobuf:"varint,10,opt,name=preserveUnknownFields"`
}

// CustomResourceDefinitionVersion describes one version of a CRD.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.CustomResourceDefinitionVersion.
type CustomResourceDefinitionVersion struct {
	// Name is the version name, e.g. v1 or v1beta1.
	Name string `json:"name" protobuf:"bytes,1,opt,name=name"`
	// Served enables or disables serving this version over REST.
	Served bool `json:"served" protobuf:"varint,2,opt,name=served"`
	// Storage marks the version objects are persisted in; exactly one.
	Storage bool `json:"storage" protobuf:"varint,3,opt,name=storage"`
	// Deprecated makes responses carry a warning header.
	Deprecated bool `json:"deprecated,omitempty" protobuf:"varint,7,opt,name=deprecated"`
	// DeprecationWarning overrides the default warning.
	DeprecationWarning *string `json:"deprecationWarning,omitempty" protobuf:"bytes,8,opt,name=deprecationWarning"`
	// Schema validates, prunes and defaults objects of this version.
	Schema *CustomResourceValidation `json:"schema,omitempty" protobuf:"bytes,4,opt,name=schema"`
	// Subresources enables /status and /scale.
	Subresources *CustomResourceSubresources `json:"subresources,omitempty" protobuf:"bytes,5,opt,name=subresources"`
	// AdditionalPrinterColumns are extra Table columns.
	AdditionalPrinterColumns []CustomResourceColumnDefinition `json:"additionalPrinterColumns,omitempty" protobuf:"bytes,6,rep,name=additionalPrinterColumns"`
	// SelectableFields are extra field selectors.
	SelectableFields []SelectableField `json:"selectableFields,omitempty" protobuf:"bytes,9,rep,name=selectableFields"`
}

// SelectableField names a field usable in a field selector.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.SelectableField.
type SelectableField struct {
	// JSONPath is a simple JSON path evaluated against each object.
	JSONPath string `json:"jsonPath" protobuf:"bytes,1,opt,name=jsonPath"`
}

// CustomResourceColumnDefinition is one extra column in server-side printing.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.CustomResourceColumnDefinition.
type CustomResourceColumnDefinition struct {
	Name        string `json:"name" protobuf:"bytes,1,opt,name=name"`
	Type        string `json:"type" protobuf:"bytes,2,opt,name=type"`
	Format      string `json:"format,omitempty" protobuf:"bytes,3,opt,name=format"`
	Description string `json:"description,omitempty" protobuf:"bytes,4,opt,name=description"`
	Priority    int32  `json:"priority,omitempty" protobuf:"bytes,5,opt,name=priority"`
	// JSONPath is evaluated against each object to fill the column.
	JSONPath string `json:"jsonPath" protobuf:"bytes,6,opt,name=jsonPath"`
}

// CustomResourceConversion says how versions of a CRD convert.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.CustomResourceConversion.
type CustomResourceConversion struct {
	// Strategy is None (only apiVersion changes) or Webhook.
	Strategy ConversionStrategyType `json:"strategy" protobuf:"bytes,1,name=strategy"`
	// Webhook configures the conversion webhook; not supported here.
	Webhook *WebhookConversion `json:"webhook,omitempty" protobuf:"bytes,2,opt,name=webhook"`
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
	ClientConfig             *WebhookClientConfig `json:"clientConfig,omitempty" protobuf:"bytes,2,name=clientConfig"`
	ConversionReviewVersions []string             `json:"conversionReviewVersions" protobuf:"bytes,3,rep,name=conversionReviewVersions"`
}

// WebhookClientConfig says how to reach a webhook.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.WebhookClientConfig.
type WebhookClientConfig struct {
	URL      *string           `json:"url,omitempty" protobuf:"bytes,3,opt,name=url"`
	Service  *ServiceReference `json:"service,omitempty" protobuf:"bytes,1,opt,name=service"`
	CABundle []byte            `json:"caBundle,omitempty" protobuf:"bytes,2,opt,name=caBundle"`
}

// ServiceReference points at a service fronting a webhook.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.ServiceReference.
type ServiceReference struct {
	Namespace string  `json:"namespace" protobuf:"bytes,1,opt,name=namespace"`
	Name      string  `json:"name" protobuf:"bytes,2,opt,name=name"`
	Path      *string `json:"path,omitempty" protobuf:"bytes,3,opt,name=path"`
	Port      *int32  `json:"port,omitempty" protobuf:"varint,4,opt,name=port"`
}

// CustomResourceDefinitionNames are the names of a custom resource.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.CustomResourceDefinitionNames.
type CustomResourceDefinitionNames struct {
	// Plural is the resource name in URLs: /apis/<group>/<version>/<plural>.
	Plural string `json:"plural" protobuf:"bytes,1,opt,name=plural"`
	// Singular defaults to the lowercased kind.
	Singular   string   `json:"singular,omitempty" protobuf:"bytes,2,opt,name=singular"`
	ShortNames []string `json:"shortNames,omitempty" protobuf:"bytes,3,opt,name=shortNames"`
	Kind       string   `json:"kind" protobuf:"bytes,4,opt,name=kind"`
	// ListKind defaults to <kind>List.
	ListKind   string   `json:"listKind,omitempty" protobuf:"bytes,5,opt,name=listKind"`
	Categories []string `json:"categories,omitempty" protobuf:"bytes,6,rep,name=categories"`
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
	Type               CustomResourceDefinitionConditionType `json:"type" protobuf:"bytes,1,opt,name=type,casttype=CustomResourceDefinitionConditionType"`
	Status             ConditionStatus                       `json:"status" protobuf:"bytes,2,opt,name=status,casttype=ConditionStatus"`
	LastTransitionTime metav1.Time                           `json:"lastTransitionTime,omitempty" protobuf:"bytes,3,opt,name=lastTransitionTime"`
	Reason             string                                `json:"reason,omitempty" protobuf:"bytes,4,opt,name=reason"`
	Message            string                                `json:"message,omitempty" protobuf:"bytes,5,opt,name=message"`
}

// CustomResourceDefinitionStatus is the observed state of a CRD.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.CustomResourceDefinitionStatus.
type CustomResourceDefinitionStatus struct {
	Conditions []CustomResourceDefinitionCondition `json:"conditions,omitempty" protobuf:"bytes,1,opt,name=conditions"`
	// AcceptedNames are the names actually served; they may differ from
	// spec.names when those conflict.
	AcceptedNames CustomResourceDefinitionNames `json:"acceptedNames" protobuf:"bytes,2,opt,name=acceptedNames"`
	// StoredVersions lists every version ever persisted in storage.
	StoredVersions []string `json:"storedVersions" protobuf:"bytes,3,rep,name=storedVersions"`
}

// CustomResourceValidation holds a version's schema.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.CustomResourceValidation.
type CustomResourceValidation struct {
	OpenAPIV3Schema *JSONSchemaProps `json:"openAPIV3Schema,omitempty" protobuf:"bytes,1,opt,name=openAPIV3Schema"`
}

// CustomResourceSubresources enables the status and scale subresources.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.CustomResourceSubresources.
type CustomResourceSubresources struct {
	Status *CustomResourceSubresourceStatus `json:"status,omitempty" protobuf:"bytes,1,opt,name=status"`
	Scale  *CustomResourceSubresourceScale  `json:"scale,omitempty" protobuf:"bytes,2,opt,name=scale"`
}

// CustomResourceSubresourceStatus enables /status: the main endpoint
// ignores .status, /status ignores everything else.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.CustomResourceSubresourceStatus.
type CustomResourceSubresourceStatus struct{}

// CustomResourceSubresourceScale enables /scale through JSON paths into
// the object. Upstream: k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.CustomResourceSubresourceScale.
type CustomResourceSubresourceScale struct {
	SpecReplicasPath   string  `json:"specReplicasPath" protobuf:"bytes,1,name=specReplicasPath"`
	StatusReplicasPath string  `json:"statusReplicasPath" protobuf:"bytes,2,opt,name=statusReplicasPath"`
	LabelSelectorPath  *string `json:"labelSelectorPath,omitempty" protobuf:"bytes,3,opt,name=labelSelectorPath"`
}
