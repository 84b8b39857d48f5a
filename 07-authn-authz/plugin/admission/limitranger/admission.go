package limitranger

import (
	"context"
	"errors"
	"io"
	"sync"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/meta"
	core "github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/initializer"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/informers"
)

// PluginName is the name --enable-admission-plugins knows it by.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/limitranger.PluginName.
const PluginName = "LimitRanger"

// liveTTL is how long a live list of a namespace's LimitRanges is used.
// Upstream: the liveTTL of NewLimitRanger, 30 s.
const liveTTL = 30 * time.Second

// Register adds the plugin to plugins.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/limitranger.Register.
func Register(plugins *admission.Plugins) {
	plugins.Register(PluginName, func(io.Reader) (admission.Interface, error) {
		return NewLimitRanger(), nil
	})
}

// LimitRanger defaults and checks pods against their namespace's
// LimitRanges.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/limitranger.LimitRanger.
type LimitRanger struct {
	*admission.Handler
	// lister lists a namespace's LimitRanges from the informer.
	lister func(namespace string) []runtime.Object
	// liveList lists them from storage.
	liveList func(namespace string) ([]core.LimitRange, error)

	lock        sync.Mutex
	liveLookups map[string]liveLookupEntry
}

// liveLookupEntry is a live list and when to stop using it.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/limitranger.liveLookupEntry.
type liveLookupEntry struct {
	expiry time.Time
	items  []core.LimitRange
}

var (
	_ admission.MutationInterface      = (*LimitRanger)(nil)
	_ admission.ValidationInterface    = (*LimitRanger)(nil)
	_ initializer.WantsInformerFactory = (*LimitRanger)(nil)
	_ initializer.WantsStorages        = (*LimitRanger)(nil)
)

// NewLimitRanger returns the plugin, handling creates and updates (an
// update of a pod is skipped below, as upstream).
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/limitranger.NewLimitRanger.
func NewLimitRanger() *LimitRanger {
	return &LimitRanger{Handler: admission.NewHandler(admission.Create, admission.Update), liveLookups: map[string]liveLookupEntry{}}
}

// SetInformerFactory asks for the limitranges informer.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/limitranger.(*LimitRanger).SetExternalKubeInformerFactory.
func (l *LimitRanger) SetInformerFactory(f *informers.SharedInformerFactory) {
	l.lister = f.ForResource(core.Resource("limitranges")).ByNamespace
}

// SetStorages lists LimitRanges live through the master's storage.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/limitranger.(*LimitRanger).SetExternalKubeClientSet.
func (l *LimitRanger) SetStorages(s *informers.Storages) {
	l.liveList = func(namespace string) ([]core.LimitRange, error) {
		list, err := informers.List[*core.LimitRangeList](context.Background(), s, core.Resource("limitranges"), namespace)
		if err != nil {
			return nil, err
		}
		return list.Items, nil
	}
}

// ValidateInitialization checks the initializer ran.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/limitranger.(*LimitRanger).ValidateInitialization.
func (l *LimitRanger) ValidateInitialization() error {
	if l.lister == nil {
		return errors.New("missing limitRange lister")
	}
	if l.liveList == nil {
		return errors.New("missing client")
	}
	return nil
}

// Admit applies the Container defaults.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/limitranger.(*LimitRanger).Admit.
func (l *LimitRanger) Admit(_ context.Context, a admission.Attributes, _ admission.ObjectInterfaces) error {
	return l.runLimitFunc(a, func(lr *core.LimitRange, pod *core.Pod) error {
		PodMutateLimitFunc(lr, pod)
		return nil
	})
}

// Validate checks the bounds.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/limitranger.(*LimitRanger).Validate.
func (l *LimitRanger) Validate(_ context.Context, a admission.Attributes, _ admission.ObjectInterfaces) error {
	return l.runLimitFunc(a, PodValidateLimitFunc)
}

// runLimitFunc runs limitFn with each of the namespace's LimitRanges on a
// pod being created; an error refuses with 403 Forbidden.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/limitranger.(*LimitRanger).runLimitFunc.
func (l *LimitRanger) runLimitFunc(a admission.Attributes, limitFn func(*core.LimitRange, *core.Pod) error) error {
	if !supportsAttributes(a) {
		return nil
	}
	// objects being deleted are left alone
	if old := a.GetOldObject(); old != nil {
		accessor, err := meta.Accessor(old)
		if err != nil {
			return admission.NewForbidden(a, err)
		}
		if accessor.GetDeletionTimestamp() != nil {
			return nil
		}
	}
	pod, ok := a.GetObject().(*core.Pod)
	if !ok {
		return nil
	}
	items, err := l.GetLimitRanges(a)
	if err != nil {
		return err
	}
	for i := range items {
		if err := limitFn(&items[i], pod); err != nil {
			return admission.NewForbidden(a, err)
		}
	}
	return nil
}

// supportsAttributes is true for a pod create: not a subresource, and not
// an update (a pod's containers cannot change).
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/limitranger.(*DefaultLimitRangerActions).SupportsAttributes.
func supportsAttributes(a admission.Attributes) bool {
	return a.GetSubresource() == "" && a.GetOperation() == admission.Create &&
		a.GetKind().GroupKind() == core.Kind("Pod")
}

// GetLimitRanges returns the namespace's LimitRanges: the informer's,
// else a live list, reused for liveTTL.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/limitranger.(*LimitRanger).GetLimitRanges.
func (l *LimitRanger) GetLimitRanges(a admission.Attributes) ([]core.LimitRange, error) {
	ns := a.GetNamespace()
	var items []core.LimitRange
	for _, obj := range l.lister(ns) {
		if lr, ok := obj.(*core.LimitRange); ok {
			items = append(items, *lr)
		}
	}
	if len(items) > 0 {
		return items, nil
	}
	l.lock.Lock()
	entry, ok := l.liveLookups[ns]
	l.lock.Unlock()
	if ok && time.Now().Before(entry.expiry) {
		return entry.items, nil
	}
	live, err := l.liveList(ns)
	if err != nil {
		return nil, admission.NewForbidden(a, err)
	}
	now := time.Now()
	l.lock.Lock()
	// forget expired lists, so the map holds only recently busy namespaces
	for name, old := range l.liveLookups {
		if now.After(old.expiry) {
			delete(l.liveLookups, name)
		}
	}
	l.liveLookups[ns] = liveLookupEntry{expiry: now.Add(liveTTL), items: live}
	l.lock.Unlock()
	return live, nil
}
