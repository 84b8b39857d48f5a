package cel

// The budgets of CEL evaluation. Upstream: k8s.io/apiserver/pkg/apis/cel (config.go).
const (
	// PerCallLimit is the cost limit of one evaluation of one
	// expression, about 0.1 s. Upstream: k8s.io/apiserver/pkg/apis/cel.PerCallLimit.
	PerCallLimit = 1000000
	// RuntimeCELCostBudget is the cost budget of all the rules
	// evaluated for one custom resource write, about 1 s.
	// Upstream: k8s.io/apiserver/pkg/apis/cel.RuntimeCELCostBudget.
	RuntimeCELCostBudget = 10000000
	// CheckFrequency is how many comprehension iterations run between
	// checks of the cost and of cancellation.
	// Upstream: k8s.io/apiserver/pkg/apis/cel.CheckFrequency.
	CheckFrequency = 100
	// MaxRequestSizeBytes bounds every size estimate: no list or string
	// can be larger than the largest request.
	// Upstream: k8s.io/apiserver/pkg/apis/cel.MaxRequestSizeBytes.
	MaxRequestSizeBytes = int64(3 * 1024 * 1024)
	// MaxEvaluatedMessageExpressionSizeBytes bounds the message a
	// messageExpression may produce.
	// Upstream: k8s.io/apiserver/pkg/apis/cel.MaxEvaluatedMessageExpressionSizeBytes.
	MaxEvaluatedMessageExpressionSizeBytes = 5 * 1024
)

// Minimal serialized sizes of JSON values, for the estimate of how many
// elements fit in a request. Upstream: k8s.io/apiserver/pkg/cel (limits.go).
const (
	MaxDurationSizeJSON = 32
	MaxDatetimeSizeJSON = 32
	MinDurationSizeJSON = 3
	JSONDateSize        = 12
	MinDatetimeSizeJSON = 21
	MinStringSize       = 2
	MinBoolSize         = 4
	MinNumberSize       = 1
)
