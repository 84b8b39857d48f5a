package mutating

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/02-generic-server/util/jsonpatch"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/webhook"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/webhook/generic"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/webhook/request"
	admissionv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admission/v1"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration"
	utilwebhook "github.com/kube-rebuilt/apiserver/07-authn-authz/util/webhook"
)

// mutatingDispatcher calls mutating webhooks serially.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook/mutating.mutatingDispatcher.
type mutatingDispatcher struct {
	cm     *utilwebhook.ClientManager
	plugin *generic.Webhook
}

func newMutatingDispatcher(cm *utilwebhook.ClientManager, p *generic.Webhook) generic.Dispatcher {
	return &mutatingDispatcher{cm: cm, plugin: p}
}

// Dispatch calls each webhook that concerns the request, one after the
// other, each on the object as the previous one patched it, then
// converts the patched object back into the handler's. The first error
// stops everything. A webhook that changed the object asks the chain for
// a second pass, in which only the IfNeeded webhooks called before a
// change run again (the plugin's state in the request's
// ReinvocationContext says which); a built-in plugin's or a policy's
// change in between re-runs all the IfNeeded ones that ran.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook/mutating.(*mutatingDispatcher).Dispatch.
func (a *mutatingDispatcher) Dispatch(ctx context.Context, attr admission.Attributes, o admission.ObjectInterfaces, hooks []webhook.WebhookAccessor) error {
	reinvokeCtx := attr.GetReinvocationContext()
	webhookReinvokeCtx, ok := reinvokeCtx.Value(PluginName).(*webhookReinvokeContext)
	if !ok {
		webhookReinvokeCtx = &webhookReinvokeContext{}
		reinvokeCtx.SetValue(PluginName, webhookReinvokeCtx)
	}
	if reinvokeCtx.IsReinvoke() && webhookReinvokeCtx.IsOutputChangedSinceLastWebhookInvocation(attr.GetObject()) {
		// Another plugin changed the object since the webhooks last ran:
		// every IfNeeded webhook that ran sees it again.
		webhookReinvokeCtx.RequireReinvokingPreviouslyInvokedPlugins()
	}
	defer func() { webhookReinvokeCtx.SetLastWebhookInvocationOutput(attr.GetObject()) }()
	round := 0
	if reinvokeCtx.IsReinvoke() {
		round = 1
	}
	var versioned *generic.VersionedAttributes
	for _, h := range hooks {
		invocation, statusErr := a.plugin.ShouldCallHook(ctx, h, attr)
		if statusErr != nil {
			return statusErr
		}
		if invocation == nil {
			continue
		}
		// In the second pass a webhook is never called for the first time.
		if reinvokeCtx.IsReinvoke() && !webhookReinvokeCtx.ShouldReinvokeWebhook(h.GetUID()) {
			continue
		}
		if versioned == nil {
			v, err := generic.NewVersionedAttributes(attr, invocation.Kind, o)
			if err != nil {
				return apierrors.NewInternalError(err)
			}
			versioned = v
		}
		changed, err := a.callAttrMutatingHook(ctx, invocation, versioned, o)
		if err != nil {
			if err := failurePolicyError(ctx, h, err, round); err != nil {
				return err
			}
		}
		if changed {
			webhookReinvokeCtx.RequireReinvokingPreviouslyInvokedPlugins()
			reinvokeCtx.SetShouldReinvoke()
		}
		if m, ok := h.GetMutatingWebhook(); ok && m.ReinvocationPolicy != nil &&
			*m.ReinvocationPolicy == admissionregistration.IfNeededReinvocationPolicy {
			webhookReinvokeCtx.AddReinvocableWebhookToPreviouslyInvoked(h.GetUID())
		}
	}
	if versioned == nil {
		return nil
	}
	return versioned.ConvertBack(o)
}

// failurePolicyError is what an error of one webhook call makes of the
// request: nil when the call failed and the policy is Ignore (logged),
// a 500 "failed calling webhook" when it is Fail, the webhook's own
// status for a denial, anything else as it is.
// Upstream: the error handling of (*mutatingDispatcher).Dispatch.
func failurePolicyError(ctx context.Context, h webhook.WebhookAccessor, err error, round int) error {
	var callErr *utilwebhook.ErrCallingWebhook
	if errors.As(err, &callErr) {
		if p := h.GetFailurePolicy(); p != nil && *p == admissionregistration.Ignore {
			klog.Warningf("Failed calling webhook, failing open %v: %v", h.GetName(), callErr)
			select {
			case <-ctx.Done():
				// the request itself timed out: do not go on
				return apierrors.NewTimeoutError("request did not complete within requested timeout", 0)
			default:
				return nil
			}
		}
		klog.Warningf("Failed calling webhook, failing closed %v: %v (round %d)", h.GetName(), callErr, round)
		return apierrors.NewInternalError(callErr)
	}
	var rejection *utilwebhook.ErrWebhookRejection
	if errors.As(err, &rejection) {
		return rejection.Status
	}
	return err
}

// callAttrMutatingHook calls one webhook and applies its patch to
// attr.VersionedObject; changed reports whether the object changed.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook/mutating.(*mutatingDispatcher).callAttrMutatingHook.
func (a *mutatingDispatcher) callAttrMutatingHook(ctx context.Context, invocation *generic.WebhookInvocation,
	attr *generic.VersionedAttributes, o admission.ObjectInterfaces) (bool, error) {
	name := invocation.Webhook.GetName()
	result, err := request.CallWebhook(ctx, a.cm, invocation, attr, true)
	if err != nil || len(result.Patch) == 0 {
		return false, err
	}
	if result.PatchType != admissionv1.PatchTypeJSONPatch {
		return false, &utilwebhook.ErrCallingWebhook{WebhookName: name, Reason: fmt.Errorf("unsupported patch type %q", result.PatchType),
			Status: apierrors.NewInternalError(fmt.Errorf("unsupported patch type %q", result.PatchType))}
	}
	if attr.VersionedObject == nil {
		return false, apierrors.NewInternalError(fmt.Errorf("admission webhook %q attempted to modify the object, which is not supported for this operation", name))
	}
	patched, err := applyPatch(name, attr.VersionedObject, result.Patch)
	if err != nil {
		return false, err
	}
	fresh, err := o.GetObjectCreater().New(attr.VersionedKind)
	if err != nil {
		return false, apierrors.NewInternalError(err)
	}
	if err := json.Unmarshal(patched, fresh); err != nil {
		return false, apierrors.NewInternalError(err)
	}
	fresh.GetObjectKind().SetGroupVersionKind(attr.VersionedKind)
	o.GetObjectDefaulter().Default(fresh)
	changed := !reflect.DeepEqual(attr.VersionedObject, fresh)
	attr.VersionedObject = fresh
	attr.Dirty = true
	return changed, nil
}

// applyPatch applies a JSON patch to obj's JSON. A patch that is not a
// patch is the webhook's failure (the failure policy decides); one that
// does not apply is a 500, as upstream.
func applyPatch(name string, obj runtime.Object, patch []byte) ([]byte, error) {
	doc, err := json.Marshal(obj)
	if err != nil {
		return nil, apierrors.NewInternalError(err)
	}
	patched, err := jsonpatch.ApplyJSONPatch(doc, patch)
	switch {
	case errors.Is(err, jsonpatch.ErrInvalidJSONPatch):
		return nil, &utilwebhook.ErrCallingWebhook{WebhookName: name, Reason: fmt.Errorf("received undecodable patch in webhook response: %w", err),
			Status: apierrors.NewServiceUnavailable("error decoding patch in webhook response")}
	case err != nil:
		return nil, apierrors.NewInternalError(err)
	}
	return patched, nil
}
