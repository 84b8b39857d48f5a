// Package initializer hands admission plugins what they share, after
// the registry made them: the informer factory (for what they read), the
// master's storage (for what they write), the authorizer, and the
// service resolver (for webhooks). A plugin says what it wants by
// implementing a Wants... interface; the initializer calls the setter.
//
// Stage 07 adds it. Upstream: k8s.io/apiserver/pkg/admission/initializer
// (WantsExternalKubeInformerFactory, WantsExternalKubeClientSet,
// WantsAuthorizer) and k8s.io/apiserver/pkg/admission/plugin/webhook/initializer
// (WantsServiceResolver).
//
// Left out: a client set (plugins write through Storages instead, see
// package informers), feature gates, the dynamic client, the REST mapper,
// the quota configuration and the authentication-info resolver (our
// webhook calls carry no client credentials).
package initializer
