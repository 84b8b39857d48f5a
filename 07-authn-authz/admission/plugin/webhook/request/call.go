package request

import (
	"context"
	"fmt"
	"time"

	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/02-generic-server/warning"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/webhook"
	webhookerrors "github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/webhook/errors"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/webhook/generic"
	admissionv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admission/v1"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration"
	utilwebhook "github.com/kube-rebuilt/apiserver/07-authn-authz/util/webhook"
)

// CallWebhook sends one webhook its review and returns the verified
// answer, after recording the answer's audit annotations (as
// "<webhook name>/<key>") and passing its warnings to the client. A
// denial is an ErrWebhookRejection; a failure to call or to read the
// answer an ErrCallingWebhook, which the caller weighs with the failure
// policy; a dry-run request to a webhook with side effects a plain 400.
// The call never outlasts timeoutSeconds: ctx gets that deadline, and
// the HTTP exchange follows ctx.
// Upstream: the first half of callAttrMutatingHook
// (k8s.io/apiserver/pkg/admission/plugin/webhook/mutating) and of
// callHook (.../validating), which are the same.
func CallWebhook(ctx context.Context, cm *utilwebhook.ClientManager, invocation *generic.WebhookInvocation, attr *generic.VersionedAttributes, mutating bool) (*AdmissionResponse, error) {
	h := invocation.Webhook
	name := h.GetName()
	if attr.IsDryRun() && !noSideEffects(h.GetSideEffects()) {
		return nil, webhookerrors.NewDryRunUnsupportedErr(name)
	}
	review, err := CreateAdmissionReview(attr, invocation)
	if err != nil {
		return nil, &utilwebhook.ErrCallingWebhook{WebhookName: name, Reason: fmt.Errorf("could not create admission objects: %w", err),
			Status: apierrors.NewBadRequest("error creating admission objects")}
	}
	client, target, err := cm.HookClient(webhook.ClientConfigFor(h))
	if err != nil {
		return nil, &utilwebhook.ErrCallingWebhook{WebhookName: name, Reason: fmt.Errorf("could not get REST client: %w", err),
			Status: apierrors.NewInternalError(err)}
	}
	if t := h.GetTimeoutSeconds(); t != nil {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, time.Duration(*t)*time.Second)
		defer cancel()
	}
	answer := &admissionv1.AdmissionReview{}
	if err := utilwebhook.PostJSON(ctx, client, target, review, answer); err != nil {
		status, ok := err.(*apierrors.StatusError)
		if !ok {
			status = apierrors.NewServiceUnavailable("error calling webhook")
		}
		return nil, &utilwebhook.ErrCallingWebhook{WebhookName: name, Reason: fmt.Errorf("failed to call webhook: %w", err), Status: status}
	}
	result, err := VerifyAdmissionResponse(review.Request.UID, mutating, answer)
	if err != nil {
		return nil, &utilwebhook.ErrCallingWebhook{WebhookName: name, Reason: fmt.Errorf("received invalid webhook response: %w", err),
			Status: apierrors.NewServiceUnavailable("error validating webhook response")}
	}
	for k, v := range result.AuditAnnotations {
		key := name + "/" + k
		if err := attr.AddAnnotation(key, v); err != nil {
			klog.Warningf("Failed to set admission audit annotation %s to %s for webhook %s: %v", key, v, name, err)
		}
	}
	for _, w := range result.Warnings {
		warning.AddWarning(ctx, w)
	}
	if !result.Allowed {
		return nil, &utilwebhook.ErrWebhookRejection{Status: webhookerrors.ToStatusErr(name, result.Result)}
	}
	return result, nil
}

// noSideEffects reports whether a webhook may be called on a dry run.
func noSideEffects(s *admissionregistration.SideEffectClass) bool {
	return s != nil && (*s == admissionregistration.SideEffectClassNone || *s == admissionregistration.SideEffectClassNoneOnDryRun)
}
