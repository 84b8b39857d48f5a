// Package rest installs rbac.authorization.k8s.io/v1 in the master: a
// stage 03 RESTStorageProvider serving roles, rolebindings, clusterroles
// and clusterrolebindings, each behind escalation prevention (the
// policybased storages, which ask the provider's Authorizer about the
// escalate and bind verbs and read rules from the storage itself), and
// the "rbac/bootstrap-roles" post-start hook, which reconciles the
// bootstrap policy (package reconciliation): missing roles and bindings
// are created, missing rules and subjects added, nothing removed,
// objects annotated autoupdate=false left alone. It retries every
// second for 30 seconds; /readyz waits for it. Upstream reconciles one
// object after the other; we keep its four steps in order (cluster roles,
// their bindings, namespaced roles, their bindings) and reconcile eight
// objects of a step at a time, which halves the hook on a new etcd, where
// every object is a create (issue 34).
//
// The provider also owns the RBAC informers (Informers), which the RBAC
// authorizer reads; it is their Source once the master has built the
// storage. AddToControlPlane adds the provider to a master's config,
// with two more post-start hooks: "rbac/start-informers" and
// "rbac/start-clusterrole-aggregation-controller".
//
// Importing it registers the group in legacyscheme.Scheme (through
// apis/rbac/install), where the master's handlers and storage factory
// find it.
//
// Stage 07 adds it. Upstream: k8s.io/kubernetes/pkg/registry/rbac/rest
// (storage_rbac.go); the hooks that start the informers and the
// aggregation controller have no upstream counterpart in kube-apiserver
// (the shared informer factory's start hook, and kube-controller-manager).
//
// Left out: the namespaced bootstrap Roles and RoleBindings, the
// controller roles and bindings (we have no kube-controller-manager),
// and the migrations primeAggregatedClusterRoles and
// primeSplitClusterRoleBindings (there is no older version of this
// server whose roles need moving). Resources cannot be switched off one
// by one (--runtime-config acts on versions only).
package rest
