package core

// TopologySelectorTerm is a set of label requirements a topology must meet,
// all of them (AND); a list of terms matches when any term does (OR). A
// subset of NodeSelectorTerm, used by StorageClass.allowedTopologies.
// Upstream: k8s.io/kubernetes/pkg/apis/core.TopologySelectorTerm.
type TopologySelectorTerm struct {
	MatchLabelExpressions []TopologySelectorLabelRequirement
}

// TopologySelectorLabelRequirement is a label key and the values it may
// take (OR).
// Upstream: k8s.io/kubernetes/pkg/apis/core.TopologySelectorLabelRequirement.
type TopologySelectorLabelRequirement struct {
	Key    string
	Values []string
}
