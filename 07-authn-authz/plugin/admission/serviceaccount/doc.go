// Package serviceaccount is the ServiceAccount admission plugin: every
// pod runs as a service account, and gets a token to prove it.
//
// On a pod create it sets spec.serviceAccountName to "default" when the
// pod names none, refuses the pod while that account does not exist
// (`error looking up service account <ns>/<name>: serviceaccount "<name>"
// not found`), and, unless the pod or the account turns
// automountServiceAccountToken off, adds the projected volume
// kube-api-access-<random>: a bound token the kubelet asks for (valid
// 3607 seconds), the cluster CA from the ConfigMap kube-root-ca.crt, and
// the pod's namespace. Every container and init container mounts it
// read-only at /var/run/secrets/kubernetes.io/serviceaccount, where
// client libraries look for in-cluster credentials. It also copies the
// account's imagePullSecrets into a pod that has none.
//
// The "default" account is made by the service-account controller
// (07-authn-authz/controller/serviceaccount), which may lag behind a new
// namespace by a moment; the plugin asks the storage directly, a few
// times for "default", before refusing.
//
// Mirror pods (the kubelet's copies of static pods) may not use service
// accounts, secrets or token projections: the kubelet, not the API
// server, made them.
//
// Stage 07 adds it; it is on by default. Upstream:
// k8s.io/kubernetes/plugin/pkg/admission/serviceaccount.
//
// Left out: the mountable-secrets enforcement
// (kubernetes.io/enforce-mountable-secrets), ephemeral containers, and
// the env and envFrom secret references of mirror pods (we check their
// volumes and pull secrets). That a pod update may not change
// serviceAccountName is pod validation's rule upstream
// (ValidatePodUpdate), not this plugin's.
package serviceaccount
