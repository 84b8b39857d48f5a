// Package testing has what the webhook plugins' tests share: an HTTPS
// webhook server with its own CA, whose answers a test scripts per
// path, object interfaces over legacyscheme, and configmap requests.
//
// Stage 07 adds it. Upstream: k8s.io/apiserver/pkg/admission/plugin/webhook/testing
// (webhook_server.go, testcase.go), much smaller.
package testing
