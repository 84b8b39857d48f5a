package selection

// Operator relates a key (a label or a field) to a set of values.
// Upstream: k8s.io/apimachinery/pkg/selection.Operator.
type Operator string

// The operators of label selectors; field selectors use only Equals,
// DoubleEquals and NotEquals. The string is how a selector prints the
// operator, except Exists (printed as the bare key) and the set operators
// (printed with spaces around them).
const (
	DoesNotExist Operator = "!"
	Equals       Operator = "="
	DoubleEquals Operator = "=="
	In           Operator = "in"
	NotEquals    Operator = "!="
	NotIn        Operator = "notin"
	Exists       Operator = "exists"
	GreaterThan  Operator = "gt"
	LessThan     Operator = "lt"
)
