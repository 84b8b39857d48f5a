package request

import (
	"context"
	"errors"
	"fmt"
	"time"

	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/02-generic-server/warning"
	admissionmetrics "github.com/kube-rebuilt/apiserver/07-authn-authz/admission/metrics"
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
//
// Each call is counted and timed in the apiserver_admission_webhook_*
// series (observeCall).
func CallWebhook(ctx context.Context, cm *utilwebhook.ClientManager, invocation *generic.WebhookInvocation, attr *generic.VersionedAttributes, mutating bool) (*AdmissionResponse, error) {
	start := time.Now()
	result, err := callWebhook(ctx, cm, invocation, attr, mutating)
	observeCall(invocation.Webhook, time.Since(start), attr, mutating, err)
	return result, err
}

// callWebhook is CallWebhook without the metrics.
func callWebhook(ctx context.Context, cm *utilwebhook.ClientManager, invocation *generic.WebhookInvocation, attr *generic.VersionedAttributes, mutating bool) (*AdmissionResponse, error) {
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

// observeCall records one call in the webhook series, as upstream's
// dispatchers do: the code is 200 for an answer that allowed, the
// denial's code, a failed call's status code, or 0; a failed call is a
// rejection under failurePolicy Fail and a "fail open" under Ignore.
// Upstream: the admissionmetrics.Metrics.ObserveWebhook* calls of
// (*mutatingDispatcher).Dispatch and (*validatingDispatcher).Dispatch
// (step type "admit" and "validating").
func observeCall(h webhook.WebhookAccessor, elapsed time.Duration, attr *generic.VersionedAttributes, mutating bool, err error) {
	name, op, step := h.GetName(), string(attr.GetOperation()), "validating"
	if mutating {
		step = "admit"
	}
	var rejection *utilwebhook.ErrWebhookRejection
	var callErr *utilwebhook.ErrCallingWebhook
	switch {
	case err == nil:
		admissionmetrics.ObserveWebhook(name, elapsed, false, attr, step, 200)
	case errors.As(err, &rejection):
		code := int(rejection.Status.ErrStatus.Code)
		admissionmetrics.ObserveWebhookRejection(name, step, op, admissionmetrics.WebhookRejectionNoError, code)
		admissionmetrics.ObserveWebhook(name, elapsed, true, attr, step, code)
	case errors.As(err, &callErr):
		code := 0
		if callErr.Status != nil {
			code = int(callErr.Status.ErrStatus.Code)
		}
		ignored := h.GetFailurePolicy() != nil && *h.GetFailurePolicy() == admissionregistration.Ignore
		if ignored {
			admissionmetrics.ObserveWebhookFailOpen(name, step)
		} else {
			admissionmetrics.ObserveWebhookRejection(name, step, op, admissionmetrics.WebhookRejectionCallingWebhookError, code)
		}
		admissionmetrics.ObserveWebhook(name, elapsed, !ignored, attr, step, code)
	default:
		admissionmetrics.ObserveWebhookRejection(name, step, op, admissionmetrics.WebhookRejectionAPIServerInternalError, 0)
		admissionmetrics.ObserveWebhook(name, elapsed, true, attr, step, 0)
	}
}
