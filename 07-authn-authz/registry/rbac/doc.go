// Package rbac holds what the four RBAC registries share: the checks
// behind escalation prevention. EscalationAllowed lets members of
// system:masters (the loopback user, cluster admins) write any role or
// binding; RoleEscalationAuthorized asks the authorizer whether the
// user has the escalate verb on the role being written;
// BindingAuthorized asks whether the user has the bind verb on the role
// a binding refers to. IsOnlyMutatingGCFields lets the garbage
// collector's finalizer and owner-reference edits through unchecked.
//
// The resources live in subpackages (role, rolebinding, clusterrole,
// clusterrolebinding), each with a policybased subpackage that wraps the
// plain storage with these checks; package rest installs the group.
//
// Stage 07 adds it. Upstream: k8s.io/kubernetes/pkg/registry/rbac
// (escalation_check.go, helpers.go).
//
// Left out: conditional authorization (upstream passes an
// authorizer.UnconditionalAuthorizer); errors of the authorizer are
// logged with klog instead of utilruntime.HandleError.
package rbac
