package generic

import (
	"sync"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/resource"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	quota "github.com/kube-rebuilt/apiserver/07-authn-authz/quota/v1"
)

// simpleRegistry is a registry safe for concurrent use: admission adds
// an object-count evaluator the first time it sees a resource.
// Upstream: k8s.io/apiserver/pkg/quota/v1/generic.simpleRegistry.
type simpleRegistry struct {
	lock       sync.RWMutex
	evaluators map[schema.GroupResource]quota.Evaluator
}

// NewRegistry returns a registry holding evaluators.
// Upstream: k8s.io/apiserver/pkg/quota/v1/generic.NewRegistry.
func NewRegistry(evaluators []quota.Evaluator) quota.Registry {
	r := &simpleRegistry{evaluators: map[schema.GroupResource]quota.Evaluator{}}
	for _, e := range evaluators {
		r.evaluators[e.GroupResource()] = e
	}
	return r
}

func (r *simpleRegistry) Add(e quota.Evaluator) {
	r.lock.Lock()
	defer r.lock.Unlock()
	r.evaluators[e.GroupResource()] = e
}

func (r *simpleRegistry) Get(gr schema.GroupResource) quota.Evaluator {
	r.lock.RLock()
	defer r.lock.RUnlock()
	return r.evaluators[gr]
}

func (r *simpleRegistry) List() []quota.Evaluator {
	r.lock.RLock()
	defer r.lock.RUnlock()
	list := make([]quota.Evaluator, 0, len(r.evaluators))
	for _, e := range r.evaluators {
		list = append(list, e)
	}
	return list
}

// zero is a zero count, printed "0".
func zero() resource.Quantity { return *resource.NewQuantity(0, resource.DecimalSI) }
