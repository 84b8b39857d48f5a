package cel

// ErrorType tells a compilation or evaluation error's kind.
// Upstream: k8s.io/apiserver/pkg/cel.ErrorType.
type ErrorType string

// The error types. Upstream: k8s.io/apiserver/pkg/cel (errors.go).
const (
	ErrorTypeInternal ErrorType = "InternalError"
	ErrorTypeInvalid  ErrorType = "Invalid"
	ErrorTypeRequired ErrorType = "Required"
)

// Error is a CEL error with its kind; Detail is upstream's message
// ("compilation failed: ...").
// Upstream: k8s.io/apiserver/pkg/cel.Error.
type Error struct {
	Type   ErrorType
	Detail string
}

func (e *Error) Error() string { return e.Detail }
