package admission

import (
	"fmt"
	"maps"
	"strings"
	"sync"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
)

// attributesRecord is the Attributes the handlers build, one per
// admission call.
// Upstream: k8s.io/apiserver/pkg/admission.attributesRecord.
type attributesRecord struct {
	kind        schema.GroupVersionKind
	namespace   string
	name        string
	resource    schema.GroupVersionResource
	subresource string
	operation   Operation
	options     runtime.Object
	dryRun      bool
	object      runtime.Object
	oldObject   runtime.Object
	userInfo    user.Info

	// annotations are locked: validating webhooks add them concurrently.
	annotationsLock sync.RWMutex
	annotations     map[string]string

	// reinvocationContext is shared by the two passes of the mutating
	// chain over this request.
	reinvocationContext reinvocationContext
}

// NewAttributesRecord returns the Attributes of one request; object is
// nil for a delete, oldObject nil for a create.
// Upstream: k8s.io/apiserver/pkg/admission.NewAttributesRecord.
func NewAttributesRecord(object runtime.Object, oldObject runtime.Object, kind schema.GroupVersionKind, namespace, name string,
	resource schema.GroupVersionResource, subresource string, operation Operation, operationOptions runtime.Object,
	dryRun bool, userInfo user.Info) Attributes {
	return &attributesRecord{
		kind:        kind,
		namespace:   namespace,
		name:        name,
		resource:    resource,
		subresource: subresource,
		operation:   operation,
		options:     operationOptions,
		dryRun:      dryRun,
		object:      object,
		oldObject:   oldObject,
		userInfo:    userInfo,
	}
}

func (record *attributesRecord) GetKind() schema.GroupVersionKind         { return record.kind }
func (record *attributesRecord) GetNamespace() string                     { return record.namespace }
func (record *attributesRecord) GetName() string                          { return record.name }
func (record *attributesRecord) GetResource() schema.GroupVersionResource { return record.resource }
func (record *attributesRecord) GetSubresource() string                   { return record.subresource }
func (record *attributesRecord) GetOperation() Operation                  { return record.operation }
func (record *attributesRecord) GetOperationOptions() runtime.Object      { return record.options }
func (record *attributesRecord) IsDryRun() bool                           { return record.dryRun }
func (record *attributesRecord) GetObject() runtime.Object                { return record.object }
func (record *attributesRecord) GetOldObject() runtime.Object             { return record.oldObject }
func (record *attributesRecord) GetUserInfo() user.Info                   { return record.userInfo }

// GetReinvocationContext is the request's reinvocation state.
// Upstream: k8s.io/apiserver/pkg/admission.(*attributesRecord).GetReinvocationContext.
func (record *attributesRecord) GetReinvocationContext() ReinvocationContext {
	return &record.reinvocationContext
}

// AddAnnotation records key=value for the audit log. The key must be
// qualified (a DNS subdomain prefix, a slash, a name); a key may be set
// again only to the same value.
// Upstream: k8s.io/apiserver/pkg/admission.(*attributesRecord).AddAnnotation
// and AddAnnotationWithLevel, without the audit level.
func (record *attributesRecord) AddAnnotation(key, value string) error {
	if err := checkKeyFormat(key); err != nil {
		return err
	}
	record.annotationsLock.Lock()
	defer record.annotationsLock.Unlock()
	if record.annotations == nil {
		record.annotations = map[string]string{}
	}
	if old, ok := record.annotations[key]; ok && old != value {
		// upstream's message, typo included
		return fmt.Errorf("admission annotations are not allowd to be overwritten, key:%q, old value: %v, new value: %v", key, old, value)
	}
	record.annotations[key] = value
	return nil
}

// GetAnnotations returns a copy of the annotations added so far.
// Upstream: k8s.io/apiserver/pkg/admission.(*attributesRecord).getAnnotations.
func (record *attributesRecord) GetAnnotations() map[string]string {
	record.annotationsLock.RLock()
	defer record.annotationsLock.RUnlock()
	if record.annotations == nil {
		return nil
	}
	return maps.Clone(record.annotations)
}

// checkKeyFormat requires prefix/name, a qualified name.
// Upstream: k8s.io/apiserver/pkg/admission.checkKeyFormat.
func checkKeyFormat(key string) error {
	parts := strings.Split(key, "/")
	if len(parts) != 2 {
		return fmt.Errorf("annotation key has invalid format, the right format is a DNS subdomain prefix and '/' and key name. (e.g. 'podsecuritypolicy.admission.k8s.io/admit-policy')")
	}
	if msgs := validation.IsQualifiedName(key); len(msgs) != 0 {
		return fmt.Errorf("annotation key has invalid format %s. A qualified name like 'podsecuritypolicy.admission.k8s.io/admit-policy' is required.", strings.Join(msgs, ","))
	}
	return nil
}

var _ AnnotationsGetter = &attributesRecord{}
