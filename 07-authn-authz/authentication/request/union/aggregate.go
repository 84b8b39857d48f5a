package union

import "strings"

// aggregate is several errors as one. errors.Is and errors.As see each
// of them (Unwrap).
// Upstream: k8s.io/apimachinery/pkg/util/errors.aggregate.
type aggregate []error

// newAggregate returns errs as one error, or nil when there are none.
// Upstream: k8s.io/apimachinery/pkg/util/errors.NewAggregate.
func newAggregate(errs []error) error {
	var kept aggregate
	for _, err := range errs {
		if err != nil {
			kept = append(kept, err)
		}
	}
	if len(kept) == 0 {
		return nil
	}
	return kept
}

// Error is the one message when there is one, else the distinct
// messages in brackets: "[invalid bearer token, x509: ...]".
// Upstream: k8s.io/apimachinery/pkg/util/errors.aggregate.Error.
func (a aggregate) Error() string {
	if len(a) == 1 {
		return a[0].Error()
	}
	seen := map[string]bool{}
	var msgs []string
	for _, err := range a {
		if msg := err.Error(); !seen[msg] {
			seen[msg] = true
			msgs = append(msgs, msg)
		}
	}
	if len(msgs) == 1 {
		return msgs[0]
	}
	return "[" + strings.Join(msgs, ", ") + "]"
}

// Unwrap returns the errors, for errors.Is and errors.As.
// Upstream: k8s.io/apimachinery/pkg/util/errors.aggregate.Is (which walks
// the errors itself; Go 1.20's Unwrap() []error does it for us).
func (a aggregate) Unwrap() []error { return a }
