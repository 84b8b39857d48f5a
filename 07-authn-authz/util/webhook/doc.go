// Package webhook is the client the review webhooks share: it reads a
// kubeconfig (the current context's server, CA, client certificate or
// bearer token) and POSTs one JSON object to a path of that server,
// decoding the JSON answer. The SubjectAccessReview authorizer and the
// TokenReview authenticator of a delegating server ask kube-apiserver
// through it.
//
// It also has what the admission webhooks call with (client.go): a
// ClientManager that makes one HTTPS client per CA bundle and resolves a
// Service reference through a ServiceResolver, PostJSON, which POSTs an
// AdmissionReview within its context's deadline, and the two errors a
// call ends with (ErrCallingWebhook, ErrWebhookRejection).
//
// Stage 07 adds it. Upstream: k8s.io/apiserver/pkg/util/webhook
// (GenericWebhook), over a client-go REST client made with
// clientcmd and transport.TLSConfigFor.
//
// Left out: retries with backoff, protobuf, exec credential plugins,
// proxies, and file references (client-certificate,
// certificate-authority) in the kubeconfig: only the *-data fields and
// token, which is what util/kubeconfig reads.
package webhook
