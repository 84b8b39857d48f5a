package lifecycle

import (
	"context"
	"fmt"
	"io"
	"sync"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/04-extensions/tools/cache"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/initializer"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/informers"
)

// PluginName is the name --enable-admission-plugins knows it by.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/namespace/lifecycle.PluginName.
const PluginName = "NamespaceLifecycle"

// NamespaceTerminatingCause is the cause a refused create carries when
// its namespace is being deleted; clients (kubectl, controllers) look
// for it to tell "retry later" from "you may not".
// Upstream: k8s.io/api/core/v1.NamespaceTerminatingCause.
const NamespaceTerminatingCause metav1.CauseType = "NamespaceTerminating"

const (
	// forceLiveLookupTTL is how long after a namespace's deletion its
	// informer copy is not trusted to be current: an Active copy may be
	// stale, so the storage is asked instead.
	forceLiveLookupTTL = 30 * time.Second
	// missingNamespaceWait is how long a create waits for the informer
	// to see a namespace it does not know, before asking the storage:
	// "create namespace, then create in it" is common, and the watch
	// event is usually a few milliseconds behind.
	missingNamespaceWait = 50 * time.Millisecond
)

// namespacesResource is the core group's namespaces.
var namespacesResource = schema.GroupResource{Resource: "namespaces"}

// namespaceKind is the kind whose requests the plugin treats apart.
var namespaceKind = schema.GroupKind{Kind: "Namespace"}

// accessReviewResources are namespaced resources whose "create" stores
// nothing, so it needs no live namespace: the cluster-scoped reviews
// (SubjectAccessReview, TokenReview, SelfSubject...) pass anyway, as
// every cluster-scoped request does.
// Upstream: lifecycle.accessReviewResources.
var accessReviewResources = map[schema.GroupResource]bool{
	{Group: "authorization.k8s.io", Resource: "localsubjectaccessreviews"}: true,
}

// Register adds the plugin, with default, kube-system and kube-public
// immortal.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/namespace/lifecycle.Register.
func Register(plugins *admission.Plugins) {
	plugins.Register(PluginName, func(io.Reader) (admission.Interface, error) {
		return NewLifecycle(metav1.NamespaceDefault, metav1.NamespaceSystem, metav1.NamespacePublic), nil
	})
}

// Lifecycle is the plugin; see the package doc.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/namespace/lifecycle.Lifecycle.
type Lifecycle struct {
	*admission.Handler
	immortalNamespaces map[string]bool
	namespaces         *cache.Informer
	storages           *informers.Storages

	// recentlyDeleted maps a namespace deleted lately to when its
	// informer copy may be trusted again (upstream's forceLiveLookupCache).
	mu              sync.Mutex
	recentlyDeleted map[string]time.Time
}

var (
	_ admission.MutationInterface      = (*Lifecycle)(nil)
	_ initializer.WantsInformerFactory = (*Lifecycle)(nil)
	_ initializer.WantsStorages        = (*Lifecycle)(nil)
)

// NewLifecycle returns the plugin; the namespaces named may not be
// deleted.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/namespace/lifecycle.NewLifecycle.
func NewLifecycle(immortalNamespaces ...string) *Lifecycle {
	immortal := map[string]bool{}
	for _, name := range immortalNamespaces {
		immortal[name] = true
	}
	return &Lifecycle{
		Handler:            admission.NewHandler(admission.Create, admission.Update, admission.Delete),
		immortalNamespaces: immortal,
		recentlyDeleted:    map[string]time.Time{},
	}
}

// SetInformerFactory takes the namespaces informer.
// Upstream: (*Lifecycle).SetExternalKubeInformerFactory.
func (l *Lifecycle) SetInformerFactory(f *informers.SharedInformerFactory) {
	l.namespaces = f.ForResource(namespacesResource)
	l.SetReadyFunc(l.namespaces.HasSynced)
}

// SetStorages takes the storages, for the live lookups.
// Upstream: (*Lifecycle).SetExternalKubeClientSet.
func (l *Lifecycle) SetStorages(s *informers.Storages) { l.storages = s }

// ValidateInitialization fails unless both setters ran.
// Upstream: (*Lifecycle).ValidateInitialization.
func (l *Lifecycle) ValidateInitialization() error {
	if l.namespaces == nil {
		return fmt.Errorf("missing namespace informer")
	}
	if l.storages == nil {
		return fmt.Errorf("missing storages")
	}
	return nil
}

// Admit refuses deleting an immortal namespace and creating in a missing
// or terminating one; everything else passes.
// Upstream: (*Lifecycle).Admit.
func (l *Lifecycle) Admit(ctx context.Context, a admission.Attributes, o admission.ObjectInterfaces) error {
	isNamespace := a.GetKind().GroupKind() == namespaceKind
	if isNamespace {
		return l.admitNamespace(a)
	}
	// Cluster-scoped objects live in no namespace; updates and deletes
	// of what exists must work while a namespace is being emptied (the
	// namespace controller deletes, finalizers update).
	if a.GetNamespace() == "" || a.GetOperation() != admission.Create {
		return nil
	}
	if accessReviewResources[a.GetResource().GroupResource()] {
		return nil
	}
	return l.admitCreate(ctx, a)
}

// admitNamespace refuses deleting an immortal namespace, and remembers
// a deleted one so that creates in it look it up live for a while.
func (l *Lifecycle) admitNamespace(a admission.Attributes) error {
	if a.GetOperation() != admission.Delete {
		return nil
	}
	if l.immortalNamespaces[a.GetName()] {
		return apierrors.NewForbidden(a.GetResource().GroupResource(), a.GetName(), fmt.Errorf("this namespace may not be deleted"))
	}
	l.markDeleted(a.GetName())
	return nil
}

// admitCreate refuses a create in a missing (404) or terminating (403)
// namespace.
func (l *Lifecycle) admitCreate(ctx context.Context, a admission.Attributes) error {
	if !l.WaitForReady(ctx) {
		return admission.NewForbidden(a, fmt.Errorf("not yet ready to handle request"))
	}
	ns, err := l.namespace(ctx, a.GetNamespace())
	if err != nil {
		return err
	}
	if ns.Status.Phase != core.NamespaceTerminating {
		return nil
	}
	return terminatingError(a)
}

// namespace finds the namespace in the informer, waiting a moment for a
// missing one, and in the storage when the informer has not seen it or
// it was deleted lately. A missing namespace is a NotFound error,
// `namespaces "x" not found`, which the client sees as a 404.
func (l *Lifecycle) namespace(ctx context.Context, name string) (*core.Namespace, error) {
	ns, found := l.cached(name)
	if !found {
		time.Sleep(missingNamespaceWait)
		ns, found = l.cached(name)
	}
	forceLiveLookup := found && ns.Status.Phase == core.NamespaceActive && l.deletedLately(name)
	if found && !forceLiveLookup {
		return ns, nil
	}
	return l.liveLookup(ctx, name)
}

// cached is the informer's copy of a namespace.
func (l *Lifecycle) cached(name string) (*core.Namespace, bool) {
	obj, ok := l.namespaces.Get(name)
	if !ok {
		return nil, false
	}
	ns, ok := obj.(*core.Namespace)
	return ns, ok
}

// liveLookup gets the namespace from its storage. NotFound passes as it
// is; any other failure is an internal error.
// Upstream: the client.CoreV1().Namespaces().Get in (*Lifecycle).Admit.
func (l *Lifecycle) liveLookup(ctx context.Context, name string) (*core.Namespace, error) {
	ns, err := informers.Get[*core.Namespace](ctx, l.storages, namespacesResource, "", name)
	if err != nil && !apierrors.IsNotFound(err) {
		return nil, apierrors.NewInternalError(err)
	}
	return ns, err
}

// terminatingError is the 403 of a create in a namespace being deleted,
// with the NamespaceTerminating cause.
func terminatingError(a admission.Attributes) error {
	err := admission.NewForbidden(a, fmt.Errorf("unable to create new content in namespace %s because it is being terminated", a.GetNamespace()))
	if status, ok := err.(*apierrors.StatusError); ok && status.ErrStatus.Details != nil {
		status.ErrStatus.Details.Causes = append(status.ErrStatus.Details.Causes, metav1.StatusCause{
			Type:    NamespaceTerminatingCause,
			Message: fmt.Sprintf("namespace %s is being terminated", a.GetNamespace()),
			Field:   "metadata.namespace",
		})
	}
	return err
}

// markDeleted remembers that name was deleted now, and forgets the
// namespaces whose time is up.
func (l *Lifecycle) markDeleted(name string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := time.Now()
	for n, until := range l.recentlyDeleted {
		if now.After(until) {
			delete(l.recentlyDeleted, n)
		}
	}
	l.recentlyDeleted[name] = now.Add(forceLiveLookupTTL)
}

// deletedLately says whether name was deleted within forceLiveLookupTTL.
func (l *Lifecycle) deletedLately(name string) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	until, ok := l.recentlyDeleted[name]
	return ok && time.Now().Before(until)
}
