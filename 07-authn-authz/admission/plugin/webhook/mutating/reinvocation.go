package mutating

import (
	"reflect"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

// webhookReinvokeContext is the plugin's state between the chain's two
// passes over a request: the IfNeeded webhooks called since the object
// last changed, those a later change invalidated, and the object as the
// plugin last left it.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook/mutating.webhookReinvokeContext.
type webhookReinvokeContext struct {
	// lastWebhookOutput is the object as the webhooks last left it.
	lastWebhookOutput runtime.Object
	// previouslyInvokedReinvocableWebhooks are the IfNeeded webhooks
	// called since the last change.
	previouslyInvokedReinvocableWebhooks map[string]bool
	// reinvokeWebhooks are those a later change invalidated.
	reinvokeWebhooks map[string]bool
}

// ShouldReinvokeWebhook reports whether webhook uid runs in the second pass.
func (rc *webhookReinvokeContext) ShouldReinvokeWebhook(uid string) bool {
	return rc.reinvokeWebhooks[uid]
}

// IsOutputChangedSinceLastWebhookInvocation reports whether something
// else changed the object since the webhooks last ran.
func (rc *webhookReinvokeContext) IsOutputChangedSinceLastWebhookInvocation(object runtime.Object) bool {
	return !reflect.DeepEqual(rc.lastWebhookOutput, object)
}

// SetLastWebhookInvocationOutput keeps a copy of the object as the
// webhooks leave it.
func (rc *webhookReinvokeContext) SetLastWebhookInvocationOutput(object runtime.Object) {
	if object == nil {
		rc.lastWebhookOutput = nil
		return
	}
	rc.lastWebhookOutput = object.DeepCopyObject()
}

// AddReinvocableWebhookToPreviouslyInvoked records that IfNeeded webhook
// uid was called.
func (rc *webhookReinvokeContext) AddReinvocableWebhookToPreviouslyInvoked(uid string) {
	if rc.previouslyInvokedReinvocableWebhooks == nil {
		rc.previouslyInvokedReinvocableWebhooks = map[string]bool{}
	}
	rc.previouslyInvokedReinvocableWebhooks[uid] = true
}

// RequireReinvokingPreviouslyInvokedPlugins marks every IfNeeded webhook
// called so far for the second pass: the object changed after it.
func (rc *webhookReinvokeContext) RequireReinvokingPreviouslyInvokedPlugins() {
	if len(rc.previouslyInvokedReinvocableWebhooks) == 0 {
		return
	}
	if rc.reinvokeWebhooks == nil {
		rc.reinvokeWebhooks = map[string]bool{}
	}
	for uid := range rc.previouslyInvokedReinvocableWebhooks {
		rc.reinvokeWebhooks[uid] = true
	}
	rc.previouslyInvokedReinvocableWebhooks = map[string]bool{}
}
