package rest

import (
	"context"
	"crypto/rand"
	"fmt"
	"net/http"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/meta"
	genericvalidation "github.com/kube-rebuilt/apiserver/01-scheme/api/validation"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/storage/names"
	"github.com/kube-rebuilt/apiserver/02-generic-server/warning"
)

// RESTCreateStrategy is what a resource adds to the generic create: its
// scope, how it clears fields a client may not set, how it validates, and
// how it normalizes. Each resource's strategy (configMapStrategy,
// deploymentStrategy ...) implements it; the registry Store calls it.
// Upstream: k8s.io/apiserver/pkg/registry/rest.RESTCreateStrategy.
type RESTCreateStrategy interface {
	// ObjectTyper finds the kind of an object, for error messages.
	runtime.ObjectTyper
	// NameGenerator turns metadata.generateName into a name.
	names.NameGenerator

	// NamespaceScoped reports whether objects live in namespaces.
	NamespaceScoped() bool
	// PrepareForCreate clears what a client may not set (status) and sets
	// what the server owns (generation 1 for kinds that track it).
	PrepareForCreate(ctx context.Context, obj runtime.Object)
	// Validate returns the object's field errors (metadata is checked
	// generically afterwards).
	Validate(ctx context.Context, obj runtime.Object) field.ErrorList
	// WarningsOnCreate returns warnings for the client (deprecated fields).
	WarningsOnCreate(ctx context.Context, obj runtime.Object) []string
	// Canonicalize puts a valid object in its normal form (sorted lists).
	Canonicalize(obj runtime.Object)
}

// BeforeCreate runs the generic steps of a create, in upstream's order:
// the system metadata must already be filled (FillObjectMetaSystemFields)
// and the name generated; the namespace must match the request's (a
// cluster-scoped object loses its namespace); the deletion fields are
// cleared; then PrepareForCreate, Validate, the generic metadata
// validation, and Canonicalize. A validation failure is a 422 Invalid
// with one cause per field error.
// Upstream: k8s.io/apiserver/pkg/registry/rest.BeforeCreate.
func BeforeCreate(ctx context.Context, strategy RESTCreateStrategy, obj runtime.Object) error {
	objectMeta, kind, err := objectMetaAndKind(strategy, obj)
	if err != nil {
		return err
	}
	if err := checkSystemFields(objectMeta); err != nil {
		return err
	}
	requestNamespace, ok := request.NamespaceFrom(ctx)
	if !ok {
		return errors.NewInternalError(fmt.Errorf("no namespace information found in request context"))
	}
	if err := EnsureObjectNamespaceMatchesRequestNamespace(ExpectedNamespaceForScope(requestNamespace, strategy.NamespaceScoped()), objectMeta); err != nil {
		return err
	}
	objectMeta.SetDeletionTimestamp(nil)
	objectMeta.SetDeletionGracePeriodSeconds(nil)
	strategy.PrepareForCreate(ctx, obj)
	if errs := strategy.Validate(ctx, obj); len(errs) > 0 {
		return errors.NewInvalid(kind.GroupKind(), objectMeta.GetName(), errs)
	}
	// the generic checks run after the resource's own, so its more specific
	// messages come first, as upstream
	if errs := genericvalidation.ValidateObjectMetaAccessor(objectMeta, strategy.NamespaceScoped(), genericvalidation.ValidatePathSegmentName, field.NewPath("metadata")); len(errs) > 0 {
		return errors.NewInvalid(kind.GroupKind(), objectMeta.GetName(), errs)
	}
	for _, w := range strategy.WarningsOnCreate(ctx, obj) {
		warning.AddWarning(ctx, w)
	}
	strategy.Canonicalize(obj)
	return nil
}

// checkSystemFields guards the Store's part of the create: uid and
// creationTimestamp set, generateName turned into a name.
// Upstream: the first checks of k8s.io/apiserver/pkg/registry/rest.BeforeCreate.
func checkSystemFields(objectMeta metav1.Object) error {
	if !metav1.HasObjectMetaSystemFieldValues(objectMeta) {
		return errors.NewInternalError(fmt.Errorf("system metadata was not initialized"))
	}
	if len(objectMeta.GetGenerateName()) > 0 && len(objectMeta.GetName()) == 0 {
		return errors.NewInternalError(fmt.Errorf("metadata.name was not generated"))
	}
	return nil
}

// FillObjectMetaSystemFields sets what the server owns on a new object:
// creationTimestamp (now, to the second, as it is stored) and a fresh uid.
// Upstream: k8s.io/apiserver/pkg/registry/rest.FillObjectMetaSystemFields.
func FillObjectMetaSystemFields(m metav1.Object) {
	m.SetCreationTimestamp(metav1.Now().Rfc3339Copy())
	m.SetUID(NewUID())
}

// NewUID returns a random (version 4) UUID.
// Upstream: k8s.io/apimachinery/pkg/util/uuid.NewUUID (google/uuid there).
func NewUID() metav1.UID {
	var b [16]byte
	_, _ = rand.Read(b[:])
	b[6] = b[6]&0x0f | 0x40 // version 4
	b[8] = b[8]&0x3f | 0x80 // RFC 4122 variant
	return metav1.UID(fmt.Sprintf("%x-%x-%x-%x-%x", b[0:4], b[4:6], b[6:8], b[8:10], b[10:16]))
}

// ExpectedNamespaceForScope is the namespace an object must carry: the
// request's for a namespaced resource, none for a cluster-scoped one.
// Upstream: k8s.io/apiserver/pkg/registry/rest.ExpectedNamespaceForScope.
func ExpectedNamespaceForScope(requestNamespace string, namespaceScoped bool) string {
	if namespaceScoped {
		return requestNamespace
	}
	return ""
}

// EnsureObjectNamespaceMatchesRequestNamespace fills in an object's empty
// namespace from the request, clears it for a cluster-scoped resource,
// and refuses an object whose namespace is another one (400).
// Upstream: k8s.io/apiserver/pkg/registry/rest.EnsureObjectNamespaceMatchesRequestNamespace.
func EnsureObjectNamespaceMatchesRequestNamespace(requestNamespace string, obj metav1.Object) error {
	objNamespace := obj.GetNamespace()
	switch {
	case objNamespace == requestNamespace:
		return nil
	case objNamespace == metav1.NamespaceNone:
		obj.SetNamespace(requestNamespace)
		return nil
	case requestNamespace == metav1.NamespaceNone:
		// cluster-scoped: clear the namespace
		obj.SetNamespace(metav1.NamespaceNone)
		return nil
	default:
		return errors.NewBadRequest("the namespace of the provided object does not match the namespace sent on the request")
	}
}

// CheckGeneratedNameError turns an AlreadyExists on a generated name into
// upstream's "was not able to generate a unique name" conflict; other
// errors pass through.
// Upstream: k8s.io/apiserver/pkg/registry/rest.CheckGeneratedNameError.
func CheckGeneratedNameError(ctx context.Context, strategy RESTCreateStrategy, err error, obj runtime.Object) error {
	if !errors.IsAlreadyExists(err) {
		return err
	}
	objectMeta, gvk, kerr := objectMetaAndKind(strategy, obj)
	if kerr != nil {
		return kerr
	}
	if len(objectMeta.GetGenerateName()) == 0 {
		return err // the client chose the name
	}
	gr := schema.GroupResource{}
	if info, found := request.RequestInfoFrom(ctx); found {
		gr = schema.GroupResource{Group: gvk.Group, Resource: info.Resource}
	}
	return NewGenerateNameConflict(gr, objectMeta.GetName(), 1)
}

// NewGenerateNameConflict is the 409 AlreadyExists of a generated name
// that was taken on every attempt.
// Upstream: k8s.io/apimachinery/pkg/api/errors.NewGenerateNameConflict.
func NewGenerateNameConflict(qualifiedResource schema.GroupResource, name string, retryAfterSeconds int) *errors.StatusError {
	return &errors.StatusError{ErrStatus: metav1.Status{
		Status: metav1.StatusFailure,
		Code:   http.StatusConflict,
		Reason: metav1.StatusReasonAlreadyExists,
		Details: &metav1.StatusDetails{
			Group: qualifiedResource.Group, Kind: qualifiedResource.Resource, Name: name,
			RetryAfterSeconds: int32(retryAfterSeconds),
		},
		Message: fmt.Sprintf("%s %q already exists, the server was not able to generate a unique name for the object", qualifiedResource.String(), name),
	}}
}

// objectMetaAndKind returns an object's metadata and its kind, or a 500.
// Upstream: k8s.io/apiserver/pkg/registry/rest.objectMetaAndKind.
func objectMetaAndKind(typer runtime.ObjectTyper, obj runtime.Object) (metav1.Object, schema.GroupVersionKind, error) {
	objectMeta, err := meta.Accessor(obj)
	if err != nil {
		return nil, schema.GroupVersionKind{}, errors.NewInternalError(err)
	}
	kinds, _, err := typer.ObjectKinds(obj)
	if err != nil {
		return nil, schema.GroupVersionKind{}, errors.NewInternalError(err)
	}
	return objectMeta, kinds[0], nil
}
