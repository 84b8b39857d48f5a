package v1

// TopologySelectorTerm is a set of label requirements a topology must meet,
// all of them (AND); a list of terms matches when any term does (OR). A
// subset of NodeSelectorTerm, used by StorageClass.allowedTopologies.
// Upstream: k8s.io/api/core/v1.TopologySelectorTerm.
//
// +structType=atomic
type TopologySelectorTerm struct {
	// MatchLabelExpressions are the requirements, all of which must hold.
	// +listType=atomic
	MatchLabelExpressions []TopologySelectorLabelRequirement `json:"matchLabelExpressions,omitempty" protobuf:"bytes,1,rep,name=matchLabelExpressions"`
}

// TopologySelectorLabelRequirement is a label key and the values it may
// take (OR).
// Upstream: k8s.io/api/core/v1.TopologySelectorLabelRequirement.
type TopologySelectorLabelRequirement struct {
	// Key is the label key.
	Key string `json:"key" protobuf:"bytes,1,opt,name=key"`
	// Values are the values the label may take; one must match.
	// +listType=atomic
	Values []string `json:"values" protobuf:"bytes,2,rep,name=values"`
}
