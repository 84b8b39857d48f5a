package path

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
)

// NewAuthorizer returns an authorizer that allows non-resource requests
// to alwaysAllowPaths. Each path matches exactly or, ending in *, as a
// prefix; a leading / is optional. A * anywhere else is an error.
// Upstream: k8s.io/apiserver/pkg/authorization/path.NewAuthorizer.
func NewAuthorizer(alwaysAllowPaths []string) (authorizer.Authorizer, error) {
	var paths, prefixes []string
	for _, p := range alwaysAllowPaths {
		p = strings.TrimPrefix(p, "/")
		if p == "" { // matches "/"
			paths = append(paths, p)
			continue
		}
		if strings.ContainsRune(p[:len(p)-1], '*') {
			return nil, fmt.Errorf("only trailing * allowed in %q", p)
		}
		if prefix, ok := strings.CutSuffix(p, "*"); ok {
			prefixes = append(prefixes, prefix)
		} else {
			paths = append(paths, p)
		}
	}
	return authorizer.AuthorizerFunc(func(_ context.Context, a authorizer.Attributes) (authorizer.Decision, string, error) {
		if a.IsResourceRequest() {
			return authorizer.DecisionNoOpinion, "", nil
		}
		p := strings.TrimPrefix(a.GetPath(), "/")
		if slices.Contains(paths, p) {
			return authorizer.DecisionAllow, "", nil
		}
		for _, prefix := range prefixes {
			if strings.HasPrefix(p, prefix) {
				return authorizer.DecisionAllow, "", nil
			}
		}
		return authorizer.DecisionNoOpinion, "", nil
	}), nil
}
