// Package clusterauthenticationtrust publishes, in the ConfigMap
// kube-system/extension-apiserver-authentication, what a server behind
// this one needs to authenticate its callers itself: the client CA
// (client-ca-file) that signs users' certificates, and the front proxy's
// CA, allowed names and header names (requestheader-*), which let it trust
// the identity the aggregator forwards in X-Remote-User and the like.
// Extension API servers built with k8s.io/apiserver, kube-controller-manager
// and kube-scheduler read it at start ("delegated authentication").
//
// The controller merges what the ConfigMap holds with this server's
// values (union of the header lists, union of the unexpired CAs), so
// several API servers of one cluster, or one restarted with a new CA,
// leave each other's values in place while clients move over; it writes
// again when the ConfigMap is changed or deleted, and once a minute. A
// write that loses to another server's (AlreadyExists, Conflict: replicas
// starting together) is logged at V(2) and merged on the informer's next
// event, where upstream logs an error line and retries.
//
// Stage 07 adds it, started by the post-start hook
// "start-cluster-authentication-info-controller". Upstream:
// k8s.io/kubernetes/pkg/controlplane/controller/clusterauthenticationtrust.
//
// Left out: upstream watches the CA files (dynamiccertificates) and
// publishes a rotated CA at once; we read the files when the server
// starts. The ConfigMap is read from the shared configmaps informer
// (upstream runs an informer of its own over kube-system).
package clusterauthenticationtrust
