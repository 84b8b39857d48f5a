package environment

import (
	"fmt"

	"github.com/google/cel-go/cel"
)

// Type names one environment of an EnvSet: for expressions being written
// now, or for expressions read back from storage.
// Upstream: k8s.io/apiserver/pkg/cel/environment.Type.
type Type string

// The two environments. Upstream: k8s.io/apiserver/pkg/cel/environment
// (NewExpressions, StoredExpressions).
const (
	NewExpressions    Type = "NewExpressions"
	StoredExpressions Type = "StoredExpressions"
)

// Env returns the environment of type t: what a caller that is told the
// mode (admission's compilers) uses instead of picking a method.
// Upstream: k8s.io/apiserver/pkg/cel/environment.(*EnvSet).Env.
func (e *EnvSet) Env(t Type) (*cel.Env, error) {
	switch t {
	case NewExpressions:
		return e.newExpressions, nil
	case StoredExpressions:
		return e.storedExpressions, nil
	}
	return nil, fmt.Errorf("unsupported environment type: %v", t)
}
