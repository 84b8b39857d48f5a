package event

import (
	"context"
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/fields"
	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/storage/names"
	"github.com/kube-rebuilt/apiserver/03-master/apis/core/validation"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
)

// eventStrategy is the Events' create, update and delete rules.
// Upstream: k8s.io/kubernetes/pkg/registry/core/event.eventStrategy.
type eventStrategy struct {
	runtime.ObjectTyper
	names.NameGenerator
}

// Strategy is the strategy of Events; the Store uses it for every verb.
// Upstream: k8s.io/kubernetes/pkg/registry/core/event.Strategy.
var Strategy = eventStrategy{legacyscheme.Scheme, names.SimpleNameGenerator}

// The strategy's abilities, checked at compile time.
var (
	_ rest.RESTCreateStrategy = Strategy
	_ rest.RESTUpdateStrategy = Strategy
	_ rest.RESTDeleteStrategy = Strategy
)

// NamespaceScoped is true: Events live in namespaces.
// Upstream: k8s.io/kubernetes/pkg/registry/core/event.eventStrategy.NamespaceScoped.
func (eventStrategy) NamespaceScoped() bool { return true }

// PrepareForCreate has nothing to clear: a Event has no status.
// Upstream: k8s.io/kubernetes/pkg/registry/core/event.eventStrategy.PrepareForCreate.
func (eventStrategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {}

// Validate checks a new Event, by the rules of the API version it was
// written through (events.k8s.io/v1's are stricter than core/v1's).
// Upstream: k8s.io/kubernetes/pkg/registry/core/event.eventStrategy.Validate.
func (eventStrategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	return validation.ValidateEventCreate(obj.(*core.Event), requestGroupVersion(ctx))
}

// WarningsOnCreate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/core/event.eventStrategy.WarningsOnCreate.
func (eventStrategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string { return nil }

// Canonicalize leaves the object as it is.
// Upstream: k8s.io/kubernetes/pkg/registry/core/event.eventStrategy.Canonicalize.
func (eventStrategy) Canonicalize(obj runtime.Object) {}

// AllowCreateOnUpdate is false: a PUT of a missing Event is a 404.
// Upstream: k8s.io/kubernetes/pkg/registry/core/event.eventStrategy.AllowCreateOnUpdate.
func (eventStrategy) AllowCreateOnUpdate() bool { return false }

// PrepareForUpdate keeps nothing from the old object: every field of a
// Event is the client's.
// Upstream: k8s.io/kubernetes/pkg/registry/core/event.eventStrategy.PrepareForUpdate.
func (eventStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {}

// ValidateUpdate checks an update against the stored Event, by the rules
// of the API version it was written through.
// Upstream: k8s.io/kubernetes/pkg/registry/core/event.eventStrategy.ValidateUpdate.
func (eventStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return validation.ValidateEventUpdate(obj.(*core.Event), old.(*core.Event), requestGroupVersion(ctx))
}

// WarningsOnUpdate returns none.
// Upstream: k8s.io/kubernetes/pkg/registry/core/event.eventStrategy.WarningsOnUpdate.
func (eventStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

// AllowUnconditionalUpdate is true: a PUT without a resourceVersion
// overwrites (last writer wins).
// Upstream: k8s.io/kubernetes/pkg/registry/core/event.eventStrategy.AllowUnconditionalUpdate.
func (eventStrategy) AllowUnconditionalUpdate() bool { return true }

// GetAttrs returns a Event's labels and the fields a field selector
// may name.
// Upstream: k8s.io/kubernetes/pkg/registry/core/event.GetAttrs.
func GetAttrs(obj runtime.Object) (labels.Set, fields.Set, error) {
	o, ok := obj.(*core.Event)
	if !ok {
		return nil, nil, fmt.Errorf("not a Event: %T", obj)
	}
	return labels.Set(o.Labels), SelectableFields(o), nil
}

// SelectableFields returns the fields of a Event a field selector may
// name: the metadata, the involved object, reason, source
// (source.component, or reportingController), reportingComponent and type.
// Upstream: k8s.io/kubernetes/pkg/registry/core/event.ToSelectableFields.
func SelectableFields(o *core.Event) fields.Set {
	source := o.Source.Component
	if source == "" {
		source = o.ReportingController
	}
	return generic.AddObjectMetaFieldsSet(fields.Set{
		"involvedObject.kind":            o.InvolvedObject.Kind,
		"involvedObject.namespace":       o.InvolvedObject.Namespace,
		"involvedObject.name":            o.InvolvedObject.Name,
		"involvedObject.uid":             string(o.InvolvedObject.UID),
		"involvedObject.apiVersion":      o.InvolvedObject.APIVersion,
		"involvedObject.resourceVersion": o.InvolvedObject.ResourceVersion,
		"involvedObject.fieldPath":       o.InvolvedObject.FieldPath,
		"reason":                         o.Reason,
		"reportingComponent":             o.ReportingController,
		"source":                         source,
		"type":                           o.Type,
	}, &o.ObjectMeta, true)
}

// requestGroupVersion is the group version of the request, from the
// handler's RequestInfo; zero when there is none (a caller inside the
// server), which validation treats as the strictest.
// Upstream: k8s.io/kubernetes/pkg/registry/core/event.requestGroupVersion.
func requestGroupVersion(ctx context.Context) schema.GroupVersion {
	if info, ok := request.RequestInfoFrom(ctx); ok {
		return schema.GroupVersion{Group: info.APIGroup, Version: info.APIVersion}
	}
	return schema.GroupVersion{}
}
