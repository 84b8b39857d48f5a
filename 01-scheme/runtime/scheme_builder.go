package runtime

// SchemeBuilder collects functions that add types, defaults and conversions
// to a Scheme, so that a package can say what it registers (in its init or
// in a var) before any Scheme exists, and a caller can apply it to any
// Scheme later: the API server's, a client's, a test's.
// Upstream: k8s.io/apimachinery/pkg/runtime.SchemeBuilder.
type SchemeBuilder []func(*Scheme) error

// AddToScheme applies every registered function, in order, stopping at the
// first error. Upstream: k8s.io/apimachinery/pkg/runtime.(*SchemeBuilder).AddToScheme.
func (sb *SchemeBuilder) AddToScheme(s *Scheme) error {
	for _, f := range *sb {
		if err := f(s); err != nil {
			return err
		}
	}
	return nil
}

// Register adds functions to the builder.
// Upstream: k8s.io/apimachinery/pkg/runtime.(*SchemeBuilder).Register.
func (sb *SchemeBuilder) Register(funcs ...func(*Scheme) error) {
	*sb = append(*sb, funcs...)
}

// NewSchemeBuilder returns a builder holding funcs.
// Upstream: k8s.io/apimachinery/pkg/runtime.NewSchemeBuilder.
func NewSchemeBuilder(funcs ...func(*Scheme) error) SchemeBuilder {
	var sb SchemeBuilder
	sb.Register(funcs...)
	return sb
}
