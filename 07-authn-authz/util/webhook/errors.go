package webhook

import (
	"fmt"

	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
)

// ErrCallingWebhook is a failure to call a webhook or to read its
// answer: what failurePolicy decides about (Ignore lets the request
// through, Fail refuses it with a 500).
// Upstream: k8s.io/apiserver/pkg/util/webhook.ErrCallingWebhook.
type ErrCallingWebhook struct {
	WebhookName string
	Reason      error
	// Status is the error the client would see for this call alone.
	Status *apierrors.StatusError
}

// Error is `failed calling webhook "<name>": <reason>`, as upstream.
// Upstream: k8s.io/apiserver/pkg/util/webhook.(*ErrCallingWebhook).Error.
func (e *ErrCallingWebhook) Error() string {
	if e.Reason != nil {
		return fmt.Sprintf("failed calling webhook %q: %v", e.WebhookName, e.Reason)
	}
	return fmt.Sprintf("failed calling webhook %q; no further details available", e.WebhookName)
}

// Unwrap is the reason, so errors.Is finds context.DeadlineExceeded.
func (e *ErrCallingWebhook) Unwrap() error { return e.Reason }

// ErrWebhookRejection is a webhook's allowed=false: the request is
// refused whatever the failure policy.
// Upstream: k8s.io/apiserver/pkg/util/webhook.ErrWebhookRejection.
type ErrWebhookRejection struct {
	Status *apierrors.StatusError
}

// Error is the rejection's message.
// Upstream: k8s.io/apiserver/pkg/util/webhook.(*ErrWebhookRejection).Error.
func (e *ErrWebhookRejection) Error() string { return e.Status.Error() }
