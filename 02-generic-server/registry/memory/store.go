package memory

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"sync"
	"time"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/fields"
	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/01-scheme/watch"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
)

// Store keeps the objects of one resource in memory. Fill in the fields,
// then call Complete. The objects it takes and returns are internal
// versions (the handlers convert), as upstream's Store.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.Store.
type Store struct {
	// NewFunc returns an empty object of the kind (internal version).
	NewFunc func() runtime.Object
	// NewListFunc returns an empty list of the kind.
	NewListFunc func() runtime.Object
	// DefaultQualifiedResource names the resource in errors: `deployments.apps "web" not found`.
	DefaultQualifiedResource schema.GroupResource
	// SingularQualifiedResource is the singular name (discovery, kubectl).
	SingularQualifiedResource schema.GroupResource
	// Namespaced says whether objects live in namespaces.
	// Upstream: CreateStrategy.NamespaceScoped().
	Namespaced bool

	// TableConvertor renders `kubectl get`; nil means NAME and AGE only.
	TableConvertor rest.TableConvertor
	// ReturnDeletedObject makes Delete return the object rather than a
	// Status of kind Success.
	ReturnDeletedObject bool
	// AllowCreateOnUpdate lets PUT create a missing object.
	AllowCreateOnUpdate bool

	// PrepareForCreate and PrepareForUpdate clear what a client may not set
	// (status, generation). Validate and ValidateUpdate return field errors,
	// answered as 422 Invalid. Any of them may be nil.
	// Upstream: RESTCreateStrategy and RESTUpdateStrategy (stage 03).
	PrepareForCreate func(ctx context.Context, obj runtime.Object)
	PrepareForUpdate func(ctx context.Context, obj, old runtime.Object)
	Validate         func(ctx context.Context, obj runtime.Object) field.ErrorList
	ValidateUpdate   func(ctx context.Context, obj, old runtime.Object) field.ErrorList

	// Revision hands out resourceVersions; nil gives the store its own.
	Revision *Revision
	// HistorySize is how many changes a watch can go back; 0 means 1000.
	HistorySize int
	// BookmarkInterval is how often a watch that allows bookmarks gets one;
	// 0 means one minute, as upstream's watch cache.
	BookmarkInterval time.Duration

	mu           sync.Mutex
	objects      map[string]runtime.Object // by key: "namespace/name" or "name"
	history      []*event                  // the last changes, oldest first
	historyStart uint64                    // a watch may start at this resourceVersion or later
	lastChange   uint64                    // the resourceVersion of the last change to this store
	hasStatus    bool                      // a status subresource owns .status
	broadcaster  *watch.Broadcaster
}

// The abilities a Store has, checked at compile time.
var (
	_ rest.StandardStorage      = &Store{}
	_ rest.Scoper               = &Store{}
	_ rest.SingularNameProvider = &Store{}
	_ rest.TableConvertor       = &Store{}
)

// Complete checks the required fields and prepares the maps, the history
// and the broadcaster. It must be called once, before any other method.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.(*Store).CompleteWithOptions.
func (s *Store) Complete() error {
	switch {
	case s.NewFunc == nil:
		return fmt.Errorf("store for %s must have NewFunc set", s.DefaultQualifiedResource)
	case s.NewListFunc == nil:
		return fmt.Errorf("store for %s must have NewListFunc set", s.DefaultQualifiedResource)
	case s.DefaultQualifiedResource.Empty():
		return errors.New("store must have a non-empty qualified resource")
	}
	if s.SingularQualifiedResource.Empty() {
		return fmt.Errorf("store for %s must have SingularQualifiedResource set", s.DefaultQualifiedResource)
	}
	if s.TableConvertor == nil {
		s.TableConvertor = NewDefaultTableConvertor(s.DefaultQualifiedResource)
	}
	if s.Revision == nil {
		s.Revision = NewRevision()
	}
	if s.HistorySize == 0 {
		s.HistorySize = 1000
	}
	if s.BookmarkInterval == 0 {
		s.BookmarkInterval = time.Minute
	}
	s.objects = map[string]runtime.Object{}
	s.historyStart = s.Revision.Current()
	s.lastChange = s.historyStart
	s.broadcaster = watch.NewBroadcaster(100)
	return nil
}

// New returns an empty object of the kind.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.(*Store).New.
func (s *Store) New() runtime.Object { return s.NewFunc() }

// NewList returns an empty list of the kind.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.(*Store).NewList.
func (s *Store) NewList() runtime.Object { return s.NewListFunc() }

// NamespaceScoped reports Namespaced.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.(*Store).NamespaceScoped.
func (s *Store) NamespaceScoped() bool { return s.Namespaced }

// GetSingularName returns the singular resource name.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.(*Store).GetSingularName.
func (s *Store) GetSingularName() string { return s.SingularQualifiedResource.Resource }

// ConvertToTable renders objects with the store's TableConvertor.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.(*Store).ConvertToTable.
func (s *Store) ConvertToTable(ctx context.Context, object runtime.Object, tableOptions runtime.Object) (*metav1.Table, error) {
	return s.TableConvertor.ConvertToTable(ctx, object, tableOptions)
}

// Destroy closes every watch.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.(*Store).Destroy.
func (s *Store) Destroy() { s.broadcaster.Shutdown() }

// key is where an object lives: "namespace/name", or "name" for a
// cluster-scoped resource. A namespaced store needs a namespace in ctx.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.NamespaceKeyFunc
// and NoNamespaceKeyFunc (which prefix the keys with /registry/<resource>).
func (s *Store) key(ctx context.Context, name string) (string, error) {
	if !s.Namespaced {
		return name, nil
	}
	ns, ok := request.NamespaceFrom(ctx)
	if !ok || ns == "" {
		return "", apierrors.NewBadRequest("Namespace parameter required.")
	}
	return ns + "/" + name, nil
}

// objectKey is the key of an object already carrying its metadata.
func (s *Store) objectKey(m metav1.Object) string {
	if !s.Namespaced {
		return m.GetName()
	}
	return m.GetNamespace() + "/" + m.GetName()
}

// getLocked returns the stored object (not a copy) or NotFound.
func (s *Store) getLocked(key, name string) (runtime.Object, error) {
	obj, ok := s.objects[key]
	if !ok {
		return nil, apierrors.NewNotFound(s.DefaultQualifiedResource, name)
	}
	return obj, nil
}

// Get returns a copy of the named object.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.(*Store).Get.
func (s *Store) Get(ctx context.Context, name string, options *metav1.GetOptions) (runtime.Object, error) {
	key, err := s.key(ctx, name)
	if err != nil {
		return nil, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	obj, err := s.getLocked(key, name)
	if err != nil {
		return nil, err
	}
	return obj.DeepCopyObject(), nil
}

// attributes are what selectors match: the labels, and the fields
// metadata.name and (for namespaced resources) metadata.namespace.
// Upstream: k8s.io/apiserver/pkg/registry/generic.DefaultClusterScopedAttr
// and DefaultNamespaceScopedAttr.
func (s *Store) attributes(m metav1.Object) (labels.Set, fields.Set) {
	f := fields.Set{"metadata.name": m.GetName()}
	if s.Namespaced {
		f["metadata.namespace"] = m.GetNamespace()
	}
	return labels.Set(m.GetLabels()), f
}

// formatRV writes a resourceVersion.
func formatRV(rv uint64) string { return strconv.FormatUint(rv, 10) }

// parseRV reads a resourceVersion; "" is 0.
// Upstream: k8s.io/apiserver/pkg/storage.APIObjectVersioner.ParseResourceVersion.
func parseRV(rv string) (uint64, error) {
	if rv == "" {
		return 0, nil
	}
	n, err := strconv.ParseUint(rv, 10, 64)
	if err != nil {
		return 0, apierrors.NewBadRequest(fmt.Sprintf("invalid resource version %q: %v", rv, err))
	}
	return n, nil
}
