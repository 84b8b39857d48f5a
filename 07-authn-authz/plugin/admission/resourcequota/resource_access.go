package resourcequota

import (
	"context"
	"strconv"
	"sync"
	"time"

	core "github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/informers"
)

// QuotaAccessor reads a namespace's quotas and writes a quota's status.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/resourcequota.QuotaAccessor.
type QuotaAccessor interface {
	// UpdateQuotaStatus writes newQuota's status, if newQuota's
	// resourceVersion is still the stored one (else a Conflict error).
	UpdateQuotaStatus(newQuota *core.ResourceQuota) error
	// GetQuotas returns the quotas of namespace, the freshest we know.
	GetQuotas(namespace string) ([]core.ResourceQuota, error)
}

// QuotaLister lists the quotas of a namespace from a cache: an
// informer's ByNamespace.
// Upstream: k8s.io/client-go/listers/core/v1.ResourceQuotaLister.
type QuotaLister func(namespace string) []runtime.Object

// liveLookupTTL is how long a live list of an empty namespace is trusted:
// a quota created a moment ago may not be in the informer yet.
// Upstream: the liveTTL of NewQuotaAccessor, 30 s.
const liveLookupTTL = 30 * time.Second

// quotaAccessor reads quotas from the informer, falls back to a live list
// when the informer has none (it may lag behind a quota just created),
// and remembers the quotas it wrote until the informer has caught up, so
// a batch never starts from a status older than its own last write.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/resourcequota.quotaAccessor.
type quotaAccessor struct {
	lister QuotaLister
	// storages is where it lists live ("resourcequotas") and writes
	// ("resourcequotas/status"). Upstream: a client set, which reaches
	// the same storage over HTTP.
	storages *informers.Storages

	lock sync.Mutex
	// liveLookups holds recent live lists of namespaces the informer had
	// no quota for; expired ones are dropped at the next live list.
	// Upstream: an LRU of 10000 namespaces.
	liveLookups map[string]liveLookupEntry
	// updatedQuotas holds each quota we wrote, by namespace/name, until
	// the informer shows that version or a newer one. Upstream: an LRU of
	// the last 100 quotas written.
	updatedQuotas map[string]*core.ResourceQuota
}

// liveLookupEntry is a live list and when to stop trusting it.
type liveLookupEntry struct {
	expiry time.Time
	items  []core.ResourceQuota
}

// NewQuotaAccessor returns an accessor over lister and storages.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/resourcequota.newQuotaAccessor.
func NewQuotaAccessor(lister QuotaLister, storages *informers.Storages) QuotaAccessor {
	return &quotaAccessor{
		lister:        lister,
		storages:      storages,
		liveLookups:   map[string]liveLookupEntry{},
		updatedQuotas: map[string]*core.ResourceQuota{},
	}
}

// UpdateQuotaStatus writes the status through resourcequotas/status; the
// storage refuses it with 409 Conflict when newQuota's resourceVersion is
// not the stored one.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/resourcequota.(*quotaAccessor).UpdateQuotaStatus.
func (e *quotaAccessor) UpdateQuotaStatus(newQuota *core.ResourceQuota) error {
	updated, err := informers.Update(context.Background(), e.storages, core.Resource("resourcequotas/status"), newQuota)
	if err != nil {
		return err
	}
	e.lock.Lock()
	defer e.lock.Unlock()
	e.updatedQuotas[key(updated)] = updated
	return nil
}

// GetQuotas returns the namespace's quotas: the informer's, else a live
// list; each replaced by the version we wrote if that is newer.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/resourcequota.(*quotaAccessor).GetQuotas.
func (e *quotaAccessor) GetQuotas(namespace string) ([]core.ResourceQuota, error) {
	var items []core.ResourceQuota
	for _, obj := range e.lister(namespace) {
		if q, ok := obj.(*core.ResourceQuota); ok {
			items = append(items, *q)
		}
	}
	if len(items) == 0 {
		live, err := e.liveLookup(namespace)
		if err != nil {
			return nil, err
		}
		items = live
	}

	e.lock.Lock()
	defer e.lock.Unlock()
	result := make([]core.ResourceQuota, 0, len(items))
	for _, q := range items {
		k := key(&q)
		if written, ok := e.updatedQuotas[k]; ok {
			if newer(written, &q) {
				q = *written
			} else {
				// the cache has caught up with our write
				delete(e.updatedQuotas, k)
			}
		}
		result = append(result, q)
	}
	return result, nil
}

// liveLookup lists the namespace's quotas from storage, at most once per
// liveLookupTTL.
func (e *quotaAccessor) liveLookup(namespace string) ([]core.ResourceQuota, error) {
	e.lock.Lock()
	entry, ok := e.liveLookups[namespace]
	e.lock.Unlock()
	if ok && time.Now().Before(entry.expiry) {
		return entry.items, nil
	}
	list, err := informers.List[*core.ResourceQuotaList](context.Background(), e.storages, core.Resource("resourcequotas"), namespace)
	if err != nil {
		return nil, err
	}
	now := time.Now()
	entry = liveLookupEntry{expiry: now.Add(liveLookupTTL), items: list.Items}
	e.lock.Lock()
	// forget expired lists, so the map holds only recently busy namespaces
	for ns, old := range e.liveLookups {
		if now.After(old.expiry) {
			delete(e.liveLookups, ns)
		}
	}
	e.liveLookups[namespace] = entry
	e.lock.Unlock()
	return entry.items, nil
}

// key is namespace/name.
func key(q *core.ResourceQuota) string { return q.Namespace + "/" + q.Name }

// newer reports whether a's resourceVersion is later than b's. Versions
// are etcd revisions; comparing them is a shortcut clients must not take,
// but the server that issued them may.
// Upstream: the resourceVersion comparison in quotaAccessor.checkCache.
func newer(a, b *core.ResourceQuota) bool {
	av, errA := strconv.ParseUint(a.ResourceVersion, 10, 64)
	bv, errB := strconv.ParseUint(b.ResourceVersion, 10, 64)
	return errA == nil && errB == nil && av > bv
}
