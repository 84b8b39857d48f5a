package validating

import (
	"context"
	"sync"

	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
)

// cachingAuthorizer remembers the decisions of one request, so that a
// check asked by several expressions (or bindings) is asked once.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/authorizer.NewCachingAuthorizer.
type cachingAuthorizer struct {
	authorizer authorizer.Authorizer
	mu         sync.Mutex
	decisions  map[authorizer.AttributesRecord]cachedDecision
}

type cachedDecision struct {
	decision authorizer.Decision
	reason   string
	err      error
}

func newCachingAuthorizer(a authorizer.Authorizer) authorizer.Authorizer {
	return &cachingAuthorizer{authorizer: a, decisions: map[authorizer.AttributesRecord]cachedDecision{}}
}

// Authorize asks the authorizer once per set of attributes. Only
// AttributesRecords (what the authz library asks with) are cached; the
// user is compared by name, as its groups and extra follow from it.
func (c *cachingAuthorizer) Authorize(ctx context.Context, a authorizer.Attributes) (authorizer.Decision, string, error) {
	record, ok := a.(authorizer.AttributesRecord)
	if !ok {
		return c.authorizer.Authorize(ctx, a)
	}
	key := record
	key.User = nil
	key.Path = record.Path + "\x00" + userKey(record)
	c.mu.Lock()
	if d, ok := c.decisions[key]; ok {
		c.mu.Unlock()
		return d.decision, d.reason, d.err
	}
	c.mu.Unlock()
	decision, reason, err := c.authorizer.Authorize(ctx, a)
	c.mu.Lock()
	c.decisions[key] = cachedDecision{decision, reason, err}
	c.mu.Unlock()
	return decision, reason, err
}

func userKey(r authorizer.AttributesRecord) string {
	if r.User == nil {
		return ""
	}
	return r.User.GetName()
}
