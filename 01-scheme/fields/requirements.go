package fields

import "github.com/kube-rebuilt/apiserver/01-scheme/selection"

// Requirements is a list of requirements that must all hold.
// Upstream: k8s.io/apimachinery/pkg/fields.Requirements.
type Requirements []Requirement

// Requirement is one term of a field selector: a field, Equals or
// NotEquals, and a value. Upstream: k8s.io/apimachinery/pkg/fields.Requirement.
type Requirement struct {
	Operator selection.Operator
	Field    string
	Value    string
}
