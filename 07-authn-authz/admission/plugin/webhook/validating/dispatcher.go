package validating

import (
	"context"
	"errors"
	"sync"

	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/webhook"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/webhook/generic"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/webhook/request"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration"
	utilwebhook "github.com/kube-rebuilt/apiserver/07-authn-authz/util/webhook"
)

// validatingDispatcher calls validating webhooks in parallel.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook/validating.validatingDispatcher.
type validatingDispatcher struct {
	cm     *utilwebhook.ClientManager
	plugin *generic.Webhook
}

func newValidatingDispatcher(cm *utilwebhook.ClientManager, p *generic.Webhook) generic.Dispatcher {
	return &validatingDispatcher{cm: cm, plugin: p}
}

// Dispatch finds the webhooks that concern the request, converts the
// objects once, calls every webhook at the same time and waits for all;
// the first error collected refuses the request (the others are logged).
// Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook/validating.(*validatingDispatcher).Dispatch.
func (d *validatingDispatcher) Dispatch(ctx context.Context, attr admission.Attributes, o admission.ObjectInterfaces, hooks []webhook.WebhookAccessor) error {
	var relevant []*generic.WebhookInvocation
	for _, h := range hooks {
		invocation, statusErr := d.plugin.ShouldCallHook(ctx, h, attr)
		if statusErr != nil {
			return statusErr
		}
		if invocation != nil {
			relevant = append(relevant, invocation)
		}
	}
	if len(relevant) == 0 {
		return nil
	}
	versioned, err := generic.NewVersionedAttributes(attr, relevant[0].Kind, o)
	if err != nil {
		return apierrors.NewInternalError(err)
	}

	errCh := make(chan error, len(relevant))
	var wg sync.WaitGroup
	for _, invocation := range relevant {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := d.callHook(ctx, invocation, versioned); err != nil {
				errCh <- err
			}
		}()
	}
	wg.Wait()
	close(errCh)

	var first error
	for err := range errCh {
		if first == nil {
			first = err
			continue
		}
		klog.Errorf("validating webhook: %v", err)
	}
	return first
}

// callHook calls one webhook and weighs a failure with its policy: nil
// when it allowed the request or failed under Ignore, a 500 "failed
// calling webhook" under Fail, the webhook's status when it denied.
// Upstream: the goroutine body of (*validatingDispatcher).Dispatch and callHook.
func (d *validatingDispatcher) callHook(ctx context.Context, invocation *generic.WebhookInvocation, versioned *generic.VersionedAttributes) error {
	h := invocation.Webhook
	_, err := request.CallWebhook(ctx, d.cm, invocation, versioned, false)
	if err == nil {
		return nil
	}
	var callErr *utilwebhook.ErrCallingWebhook
	if errors.As(err, &callErr) {
		if p := h.GetFailurePolicy(); p != nil && *p == admissionregistration.Ignore {
			klog.Warningf("Failed calling webhook, failing open %v: %v", h.GetName(), callErr)
			return nil
		}
		klog.Warningf("Failed calling webhook, failing closed %v: %v", h.GetName(), callErr)
		return apierrors.NewInternalError(callErr)
	}
	var rejection *utilwebhook.ErrWebhookRejection
	if errors.As(err, &rejection) {
		return rejection.Status
	}
	return err
}
