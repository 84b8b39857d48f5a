package storage

import (
	"context"
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/meta"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/watch"
)

// Interface hides etcd from the registry: a key-value store of API objects
// whose versions are resourceVersions. Keys are full paths such as
// /pods/default/web; the implementation adds its own prefix.
// Upstream: k8s.io/apiserver/pkg/storage.Interface.
type Interface interface {
	// Versioner says how resourceVersions are read and written.
	Versioner() Versioner
	// Create stores obj under key unless the key exists, and decodes the
	// stored object, with its new resourceVersion, into out.
	Create(ctx context.Context, key string, obj, out runtime.Object, ttl uint64) error
	// Delete removes key if preconditions and validateDeletion pass on the
	// current object, and decodes the deleted object into out.
	Delete(ctx context.Context, key string, out runtime.Object, preconditions *Preconditions,
		validateDeletion ValidateObjectFunc, cachedExistingObject runtime.Object, opts DeleteOptions) error
	// Watch streams the changes to key (or, with opts.Recursive, to every key
	// under it) after opts.ResourceVersion.
	Watch(ctx context.Context, key string, opts ListOptions) (watch.Interface, error)
	// Get decodes the object at key into objPtr.
	Get(ctx context.Context, key string, opts GetOptions, objPtr runtime.Object) error
	// GetList decodes the objects under key matching opts.Predicate into
	// listObj, honouring resourceVersion, limit and continue.
	GetList(ctx context.Context, key string, opts ListOptions, listObj runtime.Object) error
	// GuaranteedUpdate reads key, calls tryUpdate on the current object
	// and writes the result if nobody wrote in between, retrying otherwise.
	GuaranteedUpdate(ctx context.Context, key string, destination runtime.Object, ignoreNotFound bool,
		preconditions *Preconditions, tryUpdate UpdateFunc, cachedExistingObject runtime.Object) error
	// Count returns how many keys live under key.
	Count(ctx context.Context, key string) (int64, error)
	// ReadinessCheck fails while the storage cannot serve.
	ReadinessCheck() error
}

// Versioner moves storage versions into and out of API objects.
// Upstream: k8s.io/apiserver/pkg/storage.Versioner.
type Versioner interface {
	// UpdateObject sets obj's resourceVersion.
	UpdateObject(obj runtime.Object, resourceVersion uint64) error
	// UpdateList sets a list's resourceVersion, continue token and
	// remaining item count.
	UpdateList(obj runtime.Object, resourceVersion uint64, continueValue string, remainingItemCount *int64) error
	// PrepareObjectForStorage clears what must not be stored (the
	// resourceVersion, which etcd's revision replaces).
	PrepareObjectForStorage(obj runtime.Object) error
	// ObjectResourceVersion reads obj's resourceVersion.
	ObjectResourceVersion(obj runtime.Object) (uint64, error)
	// ParseResourceVersion parses a resourceVersion from a request.
	ParseResourceVersion(resourceVersion string) (uint64, error)
}

// ResponseMeta tells an UpdateFunc about the object it receives.
// Upstream: k8s.io/apiserver/pkg/storage.ResponseMeta.
type ResponseMeta struct {
	// TTL is the time to live of the key, 0 when it has none.
	TTL int64
	// ResourceVersion is the revision the object was read at.
	ResourceVersion uint64
}

// UpdateFunc computes the new object from the current one. Returning a nil
// ttl keeps the key's TTL.
// Upstream: k8s.io/apiserver/pkg/storage.UpdateFunc.
type UpdateFunc func(input runtime.Object, res ResponseMeta) (output runtime.Object, ttl *uint64, err error)

// ValidateObjectFunc checks an object before a delete (or an update) goes
// ahead. Upstream: k8s.io/apiserver/pkg/storage.ValidateObjectFunc.
type ValidateObjectFunc func(ctx context.Context, obj runtime.Object) error

// ValidateAllObjectFunc accepts everything.
// Upstream: k8s.io/apiserver/pkg/storage.ValidateAllObjectFunc.
func ValidateAllObjectFunc(ctx context.Context, obj runtime.Object) error { return nil }

// GetOptions are the options of Get.
// Upstream: k8s.io/apiserver/pkg/storage.GetOptions.
type GetOptions struct {
	// IgnoreNotFound returns a zero object instead of a NotFound error.
	IgnoreNotFound bool
	// ResourceVersion: "" reads the latest state, "0" any state, "N" a
	// state at least as new as N.
	ResourceVersion string
}

// ListOptions are the options of GetList and Watch.
// Upstream: k8s.io/apiserver/pkg/storage.ListOptions.
type ListOptions struct {
	// ResourceVersion is where a list reads or a watch starts.
	ResourceVersion string
	// ResourceVersionMatch says how a list applies ResourceVersion.
	ResourceVersionMatch metav1.ResourceVersionMatch
	// Predicate filters objects and carries limit and continue.
	Predicate SelectionPredicate
	// Recursive lists or watches every key under the key.
	Recursive bool
	// ProgressNotify asks for bookmarks from etcd progress notifications.
	ProgressNotify bool
	// SendInitialEvents turns a watch into a watch-list.
	SendInitialEvents *bool
}

// DeleteOptions are the options of Delete; empty, as upstream's.
// Upstream: k8s.io/apiserver/pkg/storage.DeleteOptions.
type DeleteOptions struct{}

// Preconditions must hold on the stored object for a write to go ahead.
// Upstream: k8s.io/apiserver/pkg/storage.Preconditions.
type Preconditions struct {
	// UID, when set, must equal the object's uid.
	UID *metav1.UID
	// ResourceVersion, when set, must equal the object's resourceVersion.
	ResourceVersion *string
}

// NewUIDPreconditions returns Preconditions on uid.
// Upstream: k8s.io/apiserver/pkg/storage.NewUIDPreconditions.
func NewUIDPreconditions(uid string) *Preconditions {
	u := metav1.UID(uid)
	return &Preconditions{UID: &u}
}

// Check returns an InvalidObj error when obj misses a precondition.
// Upstream: k8s.io/apiserver/pkg/storage.(*Preconditions).Check.
func (p *Preconditions) Check(key string, obj runtime.Object) error {
	if p == nil {
		return nil
	}
	objMeta, err := meta.Accessor(obj)
	if err != nil {
		return NewInternalErrorf("can't enforce preconditions %v on un-introspectable object %v, got error: %v", *p, obj, err)
	}
	if p.UID != nil && *p.UID != objMeta.GetUID() {
		return NewInvalidObjError(key, fmt.Sprintf(
			"Precondition failed: UID in precondition: %v, UID in object meta: %v", *p.UID, objMeta.GetUID()))
	}
	if p.ResourceVersion != nil && *p.ResourceVersion != objMeta.GetResourceVersion() {
		return NewInvalidObjError(key, fmt.Sprintf(
			"Precondition failed: ResourceVersion in precondition: %v, ResourceVersion in object meta: %v",
			*p.ResourceVersion, objMeta.GetResourceVersion()))
	}
	return nil
}
