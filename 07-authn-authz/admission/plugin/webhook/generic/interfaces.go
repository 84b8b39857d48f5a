package generic

import (
	"context"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/webhook"
)

// Source lists the webhooks of one kind, in calling order.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook/generic.Source.
type Source interface {
	Webhooks() []webhook.WebhookAccessor
	HasSynced() bool
}

// Dispatcher calls the webhooks that may concern a request: each one it
// first asks Webhook.ShouldCallHook about.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook/generic.Dispatcher.
type Dispatcher interface {
	Dispatch(ctx context.Context, a admission.Attributes, o admission.ObjectInterfaces, hooks []webhook.WebhookAccessor) error
}

// WebhookInvocation is one webhook to call for a request, and the
// resource and kind to present the request as.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook/generic.WebhookInvocation.
type WebhookInvocation struct {
	Webhook     webhook.WebhookAccessor
	Resource    schema.GroupVersionResource
	Subresource string
	Kind        schema.GroupVersionKind
}

// VersionedAttributes are a request's attributes with its objects
// converted to the version webhooks are sent (the request's own kind):
// the handlers give admission internal objects.
// Upstream: k8s.io/apiserver/pkg/admission.VersionedAttributes.
type VersionedAttributes struct {
	admission.Attributes
	// VersionedKind is the kind the objects were converted to.
	VersionedKind schema.GroupVersionKind
	// VersionedObject is the new object in that version; nil on a delete.
	VersionedObject runtime.Object
	// VersionedOldObject is the old object in that version.
	VersionedOldObject runtime.Object
	// Dirty says a webhook patched VersionedObject: it must be converted
	// back into Attributes.GetObject().
	Dirty bool
}

// NewVersionedAttributes converts attr's objects to kind's version.
// Upstream: k8s.io/apiserver/pkg/admission.NewVersionedAttributes.
func NewVersionedAttributes(attr admission.Attributes, kind schema.GroupVersionKind, o admission.ObjectInterfaces) (*VersionedAttributes, error) {
	v := &VersionedAttributes{Attributes: attr, VersionedKind: kind}
	var err error
	if v.VersionedObject, err = toVersion(attr.GetObject(), kind, o); err != nil {
		return nil, err
	}
	if v.VersionedOldObject, err = toVersion(attr.GetOldObject(), kind, o); err != nil {
		return nil, err
	}
	return v, nil
}

// toVersion converts obj to kind's version and sets its apiVersion and
// kind, so it encodes as a client would send it; nil stays nil.
func toVersion(obj runtime.Object, kind schema.GroupVersionKind, o admission.ObjectInterfaces) (runtime.Object, error) {
	if obj == nil {
		return nil, nil
	}
	out, err := o.GetObjectConvertor().ConvertToVersion(obj.DeepCopyObject(), kind.GroupVersion())
	if err != nil {
		return nil, err
	}
	out.GetObjectKind().SetGroupVersionKind(kind)
	return out, nil
}

// ConvertBack copies a patched VersionedObject into the internal object
// the handler holds, so the storage stores what the webhooks made.
// Upstream: the end of the mutating dispatcher's Dispatch.
func (v *VersionedAttributes) ConvertBack(o admission.ObjectInterfaces) error {
	if !v.Dirty || v.VersionedObject == nil {
		return nil
	}
	// Convert shares memory between its input and output (generated
	// conversions assign what is alike on both sides); the internal object
	// goes on to other plugins and storage, which may change it, so it gets
	// a copy, not the VersionedObject's maps and slices.
	return o.GetObjectConvertor().Convert(v.VersionedObject.DeepCopyObject(), v.Attributes.GetObject(), nil)
}
