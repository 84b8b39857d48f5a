package resource

// The node selector resource.k8s.io refers to. Upstream it is core/v1's
// (k8s.io/api/core/v1.NodeSelector); stage 01's core does not carry node
// affinity, so this group keeps a copy with the same names and wire form
// (JSON names, protobuf numbers).

// NodeSelector selects nodes: a node matches if any term matches (OR).
// Upstream: k8s.io/api/core/v1.NodeSelector.
type NodeSelector struct {
	NodeSelectorTerms []NodeSelectorTerm `json:"nodeSelectorTerms"`
}

// NodeSelectorTerm matches a node when all its requirements do (AND).
// Upstream: k8s.io/api/core/v1.NodeSelectorTerm.
type NodeSelectorTerm struct {
	MatchExpressions []NodeSelectorRequirement `json:"matchExpressions,omitempty"`
	MatchFields      []NodeSelectorRequirement `json:"matchFields,omitempty"`
}

// NodeSelectorRequirement relates a label (or field) key to values.
// Upstream: k8s.io/api/core/v1.NodeSelectorRequirement.
type NodeSelectorRequirement struct {
	Key      string               `json:"key"`
	Operator NodeSelectorOperator `json:"operator"`
	Values   []string             `json:"values,omitempty"`
}

// NodeSelectorOperator is In, NotIn, Exists, DoesNotExist, Gt or Lt.
// Upstream: k8s.io/api/core/v1.NodeSelectorOperator.
type NodeSelectorOperator string

// The node selector operators.
// Upstream: k8s.io/api/core/v1 (constants).
const (
	NodeSelectorOpIn           NodeSelectorOperator = "In"
	NodeSelectorOpNotIn        NodeSelectorOperator = "NotIn"
	NodeSelectorOpExists       NodeSelectorOperator = "Exists"
	NodeSelectorOpDoesNotExist NodeSelectorOperator = "DoesNotExist"
	NodeSelectorOpGt           NodeSelectorOperator = "Gt"
	NodeSelectorOpLt           NodeSelectorOperator = "Lt"
)
