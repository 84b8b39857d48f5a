package resourcequota

import (
	"fmt"
	"strconv"
	"sync"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/resource"
	core "github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	evaluatorcore "github.com/kube-rebuilt/apiserver/07-authn-authz/quota/v1/evaluator/core"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/quota/v1/generic"
)

// list parses "pods=2,requests.cpu=1" into a ResourceList.
func list(pairs ...string) core.ResourceList {
	l := core.ResourceList{}
	for i := 0; i < len(pairs); i += 2 {
		l[core.ResourceName(pairs[i])] = resource.MustParse(pairs[i+1])
	}
	return l
}

// newQuota returns quota name in ns "test" with hard (spec and status)
// and used.
func newQuota(name string, hard, used core.ResourceList) core.ResourceQuota {
	return core.ResourceQuota{
		ObjectMeta: metav1.ObjectMeta{Name: name, Namespace: "test", ResourceVersion: "1"},
		Spec:       core.ResourceQuotaSpec{Hard: hard},
		Status:     core.ResourceQuotaStatus{Hard: hard, Used: used},
	}
}

// attrs is a request on resource in ns "test".
func attrs(obj, old runtime.Object, resourceName string, op admission.Operation, dryRun bool) admission.Attributes {
	return admission.NewAttributesRecord(obj, old, schema.GroupVersionKind{Version: "v1"}, "test", "x",
		schema.GroupVersionResource{Version: "v1", Resource: resourceName}, "", op, nil, dryRun, nil)
}

func pod(name string, requests core.ResourceList) *core.Pod {
	return &core.Pod{
		ObjectMeta: metav1.ObjectMeta{Name: name, Namespace: "test"},
		Spec:       core.PodSpec{Containers: []core.Container{{Name: "c", Resources: core.ResourceRequirements{Requests: requests}}}},
	}
}

func configMap(name string) *core.ConfigMap {
	return &core.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: name, Namespace: "test"}}
}

// fakeAccessor stores quotas as a storage would: a status write with a
// stale resourceVersion is a Conflict. beforeWrite, if set, runs before
// each write (another writer racing us).
type fakeAccessor struct {
	lock        sync.Mutex
	quotas      map[string]core.ResourceQuota
	writes      int
	conflicts   int
	beforeWrite func(f *fakeAccessor)
}

func newFakeAccessor(quotas ...core.ResourceQuota) *fakeAccessor {
	f := &fakeAccessor{quotas: map[string]core.ResourceQuota{}}
	for _, q := range quotas {
		f.quotas[q.Name] = q
	}
	return f
}

func (f *fakeAccessor) GetQuotas(string) ([]core.ResourceQuota, error) {
	f.lock.Lock()
	defer f.lock.Unlock()
	var out []core.ResourceQuota
	for _, q := range f.quotas {
		out = append(out, *q.DeepCopy())
	}
	return out, nil
}

func (f *fakeAccessor) UpdateQuotaStatus(q *core.ResourceQuota) error {
	f.lock.Lock()
	defer f.lock.Unlock()
	if f.beforeWrite != nil {
		f.beforeWrite(f)
	}
	stored := f.quotas[q.Name]
	if stored.ResourceVersion != q.ResourceVersion {
		f.conflicts++
		return apierrors.NewConflict(core.Resource("resourcequotas"), q.Name, fmt.Errorf("the object has been modified"))
	}
	f.writes++
	f.bump(q.Name, q.Status.Used)
	return nil
}

// bump stores used under a new resourceVersion; the caller holds lock.
func (f *fakeAccessor) bump(name string, used core.ResourceList) {
	stored := f.quotas[name]
	rv, _ := strconv.Atoi(stored.ResourceVersion)
	stored.ResourceVersion = strconv.Itoa(rv + 1)
	stored.Status.Used = used
	f.quotas[name] = stored
}

func (f *fakeAccessor) used(name string) core.ResourceList {
	f.lock.Lock()
	defer f.lock.Unlock()
	return f.quotas[name].Status.Used
}

// newTestEvaluator is an evaluator over f with the core evaluators.
func newTestEvaluator(f QuotaAccessor) Evaluator {
	return NewQuotaEvaluator(f, DefaultIgnoredResources(), generic.NewRegistry(evaluatorcore.NewEvaluators(nil)), numEvaluatorThreads)
}
