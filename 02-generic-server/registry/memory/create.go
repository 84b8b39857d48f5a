package memory

import (
	"context"
	"crypto/rand"
	"fmt"
	"math/big"
	"reflect"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/meta"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/01-scheme/watch"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
)

// Create stores a new object: it fills in the metadata the server owns
// (namespace, a generated name, uid, creationTimestamp), runs
// PrepareForCreate, Validate and the caller's createValidation (admission,
// stage 07), and stores the object at a new resourceVersion. A dry run
// does everything but the storing.
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.(*Store).Create.
func (s *Store) Create(ctx context.Context, obj runtime.Object, createValidation rest.ValidateObjectFunc, options *metav1.CreateOptions) (runtime.Object, error) {
	obj = obj.DeepCopyObject()
	if err := s.beforeCreate(ctx, obj); err != nil {
		return nil, err
	}
	if createValidation != nil {
		if err := createValidation(ctx, obj); err != nil {
			return nil, err
		}
	}
	m, _ := meta.Accessor(obj)
	key := s.objectKey(m)
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, exists := s.objects[key]; exists {
		return nil, apierrors.NewAlreadyExists(s.DefaultQualifiedResource, m.GetName())
	}
	if isDryRun(options.DryRun) {
		return obj, nil
	}
	s.storeLocked(key, watch.Added, obj, nil)
	return obj.DeepCopyObject(), nil
}

// beforeCreate is the generic half of upstream's BeforeCreate: the
// namespace must match the request's, a name is generated from
// generateName, the server-owned fields are reset, and the object is
// validated.
// Upstream: k8s.io/apiserver/pkg/registry/rest.BeforeCreate.
func (s *Store) beforeCreate(ctx context.Context, obj runtime.Object) error {
	m, err := meta.Accessor(obj)
	if err != nil {
		return apierrors.NewInternalError(err)
	}
	if err := s.setNamespace(ctx, m); err != nil {
		return err
	}
	m.SetDeletionTimestamp(nil)
	m.SetDeletionGracePeriodSeconds(nil)
	m.SetUID(newUID())
	m.SetCreationTimestamp(metav1.Now().Rfc3339Copy())
	m.SetResourceVersion("")
	m.SetSelfLink("")
	if len(m.GetGenerateName()) > 0 && len(m.GetName()) == 0 {
		m.SetName(generateName(m.GetGenerateName()))
	}
	if s.PrepareForCreate != nil {
		s.PrepareForCreate(ctx, obj)
	}
	errs := validateObjectMeta(m, s.Namespaced)
	if s.Validate != nil {
		errs = append(errs, s.Validate(ctx, obj)...)
	}
	if len(errs) > 0 {
		return apierrors.NewInvalid(s.kind(obj), m.GetName(), errs)
	}
	return nil
}

// setNamespace checks the object's namespace against the request's and
// fills it in; a cluster-scoped object has none.
// Upstream: the namespace checks of k8s.io/apiserver/pkg/registry/rest.BeforeCreate.
func (s *Store) setNamespace(ctx context.Context, m metav1.Object) error {
	if !s.Namespaced {
		m.SetNamespace(metav1.NamespaceNone)
		return nil
	}
	ns, ok := request.NamespaceFrom(ctx)
	if !ok || ns == "" {
		return apierrors.NewBadRequest("Namespace parameter required.")
	}
	if m.GetNamespace() != "" && m.GetNamespace() != ns {
		return apierrors.NewBadRequest("the namespace of the provided object does not match the namespace sent on the request")
	}
	m.SetNamespace(ns)
	return nil
}

// validateObjectMeta checks the name (and, for namespaced objects, the
// namespace) as DNS subdomains, as most resources require.
// Upstream: k8s.io/apimachinery/pkg/api/validation.ValidateObjectMeta.
func validateObjectMeta(m metav1.Object, namespaced bool) field.ErrorList {
	var errs field.ErrorList
	fldPath := field.NewPath("metadata")
	switch {
	case m.GetName() == "" && m.GetGenerateName() == "":
		errs = append(errs, field.Required(fldPath.Child("name"), "name or generateName is required"))
	case m.GetName() != "":
		for _, msg := range validation.IsDNS1123Subdomain(m.GetName()) {
			errs = append(errs, field.Invalid(fldPath.Child("name"), m.GetName(), msg))
		}
	}
	if namespaced {
		for _, msg := range validation.IsDNS1123Label(m.GetNamespace()) {
			errs = append(errs, field.Invalid(fldPath.Child("namespace"), m.GetNamespace(), msg))
		}
	}
	return errs
}

// storeLocked writes obj at a new resourceVersion and tells the watchers.
// prev is the object it replaces, if any. The caller holds s.mu, so the
// change and the event are one step for a watch that is starting.
func (s *Store) storeLocked(key string, typ watch.EventType, obj, prev runtime.Object) {
	rv := s.Revision.Next()
	m, _ := meta.Accessor(obj)
	m.SetResourceVersion(formatRV(rv))
	if typ == watch.Deleted {
		delete(s.objects, key)
	} else {
		s.objects[key] = obj.DeepCopyObject()
	}
	s.recordLocked(&event{typ: typ, obj: obj.DeepCopyObject(), prev: prev, rv: rv})
}

// kind is the object's group and kind, for Invalid errors: the Go type's
// name, which is the kind's for every API type.
// Upstream: the strategy's ObjectKinds, through its scheme.
func (s *Store) kind(obj runtime.Object) schema.GroupKind {
	return schema.GroupKind{Group: s.DefaultQualifiedResource.Group, Kind: reflect.Indirect(reflect.ValueOf(obj)).Type().Name()}
}

// isDryRun reports whether the request asked for a dry run ("All").
// Upstream: k8s.io/apiserver/pkg/registry/generic/registry.dryrun.IsDryRun.
func isDryRun(dryRun []string) bool { return len(dryRun) > 0 }

// newUID returns a random RFC 4122 version 4 UUID.
// Upstream: k8s.io/apimachinery/pkg/util/uuid.NewUUID (github.com/google/uuid).
func newUID() metav1.UID {
	var b [16]byte
	_, _ = rand.Read(b[:])
	b[6] = b[6]&0x0f | 0x40 // version 4
	b[8] = b[8]&0x3f | 0x80 // RFC 4122 variant
	return metav1.UID(fmt.Sprintf("%x-%x-%x-%x-%x", b[0:4], b[4:6], b[6:8], b[8:10], b[10:16]))
}

// alphanums are the characters of generated names: no vowels (no words)
// and no look-alikes (0/o, 1/l, 3/e).
// Upstream: k8s.io/apimachinery/pkg/util/rand.alphanums.
const alphanums = "bcdfghjklmnpqrstvwxz2456789"

// generateName appends five random characters to base, shortening base
// so the result fits a 63-character name.
// Upstream: k8s.io/apiserver/pkg/storage/names.simpleNameGenerator.GenerateName.
func generateName(base string) string {
	const maxNameLength, randomLength = 63, 5
	if len(base) > maxNameLength-randomLength {
		base = base[:maxNameLength-randomLength]
	}
	suffix := make([]byte, randomLength)
	for i := range suffix {
		n, _ := rand.Int(rand.Reader, big.NewInt(int64(len(alphanums))))
		suffix[i] = alphanums[n.Int64()]
	}
	return base + string(suffix)
}
