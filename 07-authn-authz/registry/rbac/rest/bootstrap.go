package rest

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"

	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
	rbacv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac/v1"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/informers"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/plugin/auth/authorizer/rbac/bootstrappolicy"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/registry/rbac/reconciliation"
)

// PostStartHookName is the hook that reconciles the bootstrap policy.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/rest.PostStartHookName.
const PostStartHookName = "rbac/bootstrap-roles"

// PostStartHook returns the hook that reconciles the bootstrap policy
// through the provider's storage.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/rest.RESTStorageProvider.PostStartHook.
func (p *RESTStorageProvider) PostStartHook() (string, server.PostStartHookFunc, error) {
	if p.clusterRoles == nil {
		return "", nil, fmt.Errorf("%s: NewRESTStorage has not built the storage", PostStartHookName)
	}
	policy := &PolicyData{
		ClusterRoles:        append(bootstrappolicy.ClusterRoles(), bootstrappolicy.ControllerRoles()...),
		ClusterRoleBindings: append(bootstrappolicy.ClusterRoleBindings(), bootstrappolicy.ControllerRoleBindings()...),
		Roles:               bootstrappolicy.NamespaceRoles(),
		RoleBindings:        bootstrappolicy.NamespaceRoleBindings(),
		clusterRoles:        reconciliation.ClusterRoleModifier{Storage: p.clusterRoles},
		clusterRoleBindings: reconciliation.ClusterRoleBindingModifier{Storage: p.clusterRoleBindings},
		roles: func(ns string) reconciliation.ClusterRoleClient {
			return reconciliation.RoleModifier{Storage: p.roles, Namespace: ns, EnsureNamespace: p.ensureNamespace}
		},
		roleBindings: func(ns string) reconciliation.ClusterRoleBindingClient {
			return reconciliation.RoleBindingModifier{Storage: p.roleBindings, Namespace: ns, EnsureNamespace: p.ensureNamespace}
		},
		interval: time.Second, timeout: 30 * time.Second,
	}
	return PostStartHookName, policy.EnsureRBACPolicy(), nil
}

// ensureNamespace creates namespace if it does not exist, through the
// namespaces storage found in Storages (nothing without Storages).
// Upstream: k8s.io/component-helpers/auth/rbac/reconciliation.tryEnsureNamespace.
func (p *RESTStorageProvider) ensureNamespace(ctx context.Context, namespace string) error {
	if p.Storages == nil {
		return nil
	}
	gr := schema.GroupResource{Resource: "namespaces"}
	if _, err := informers.Get[*core.Namespace](ctx, p.Storages, gr, "", namespace); !apierrors.IsNotFound(err) {
		return err
	}
	_, err := informers.Create(ctx, p.Storages, gr, &core.Namespace{ObjectMeta: metav1.ObjectMeta{Name: namespace}})
	if apierrors.IsAlreadyExists(err) {
		return nil
	}
	return err
}

// PolicyData is the policy the hook ensures, and where it writes it.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/rest.PolicyData (whose
// migration maps are left out).
type PolicyData struct {
	ClusterRoles        []rbacv1.ClusterRole
	ClusterRoleBindings []rbacv1.ClusterRoleBinding
	// Roles and RoleBindings are the namespaced ones, by namespace.
	Roles        map[string][]rbacv1.Role
	RoleBindings map[string][]rbacv1.RoleBinding

	clusterRoles        reconciliation.ClusterRoleClient
	clusterRoleBindings reconciliation.ClusterRoleBindingClient
	// roles and roleBindings are the clients of one namespace's.
	roles        func(namespace string) reconciliation.ClusterRoleClient
	roleBindings func(namespace string) reconciliation.ClusterRoleBindingClient
	// interval spaces the attempts, timeout ends them.
	interval, timeout time.Duration
}

// EnsureRBACPolicy returns the hook: reconcile every interval until one
// round succeeds; fail (and keep /readyz red) after timeout.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/rest.(*PolicyData).EnsureRBACPolicy,
// which polls with a loopback client (and kills the server on failure).
func (p *PolicyData) EnsureRBACPolicy() server.PostStartHookFunc {
	return func(hookContext server.PostStartHookContext) error {
		ctx, cancel := context.WithTimeout(request.WithNamespace(hookContext, ""), p.timeout)
		defer cancel()
		for !p.ensureRBACPolicy(ctx) {
			select {
			case <-ctx.Done():
				return fmt.Errorf("unable to initialize roles: %w", ctx.Err())
			case <-time.After(p.interval):
			}
		}
		return nil
	}
}

// ensureRBACPolicy reconciles every cluster role, every cluster role
// binding, then each namespace's roles and role bindings; a failure is
// logged and the others are still tried. It reports whether all
// succeeded.
//
// Upstream reconciles one object after the other. We keep its four steps
// in its order (roles before the bindings that refer to them) and
// reconcile the objects of one step bootstrapWorkers at a time: on a new
// etcd each is a create, a transaction with an fsync, and the ~140 of them
// one by one were most of a fresh start to ready (07-authn-authz/BENCHMARKS.md,
// issue 34); concurrent writes share etcd's fsyncs. The objects and what
// each reconciliation writes are upstream's; only the order of the writes
// inside a step differs, which nothing reads (the RBAC informers serve
// whatever is there, and /readyz waits for the whole hook).
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/rest.ensureRBACPolicy.
func (p *PolicyData) ensureRBACPolicy(ctx context.Context) bool {
	ok := inParallel(len(p.ClusterRoles), func(i int) bool {
		role := &p.ClusterRoles[i]
		return reconcileRole(ctx, p.clusterRoles, role, "clusterrole.rbac.authorization.k8s.io/"+role.Name)
	})
	ok = inParallel(len(p.ClusterRoleBindings), func(i int) bool {
		binding := &p.ClusterRoleBindings[i]
		return reconcileRoleBinding(ctx, p.clusterRoleBindings, binding, "clusterrolebinding.rbac.authorization.k8s.io/"+binding.Name)
	}) && ok
	var roles []func() bool
	for ns, nsRoles := range p.Roles {
		for i := range nsRoles {
			role := reconciliation.RoleAsClusterRole(&nsRoles[i])
			roles = append(roles, func() bool {
				return reconcileRole(ctx, p.roles(ns), role, "role.rbac.authorization.k8s.io/"+role.Name+" in "+ns)
			})
		}
	}
	ok = inParallel(len(roles), func(i int) bool { return roles[i]() }) && ok
	var bindings []func() bool
	for ns, nsBindings := range p.RoleBindings {
		for i := range nsBindings {
			binding := reconciliation.RoleBindingAsClusterRoleBinding(&nsBindings[i])
			bindings = append(bindings, func() bool {
				return reconcileRoleBinding(ctx, p.roleBindings(ns), binding, "rolebinding.rbac.authorization.k8s.io/"+binding.Name+" in "+ns)
			})
		}
	}
	return inParallel(len(bindings), func(i int) bool { return bindings[i]() }) && ok
}

// bootstrapWorkers is how many objects of one step ensureRBACPolicy
// reconciles at a time.
const bootstrapWorkers = 8

// inParallel runs fn(0) ... fn(n-1), bootstrapWorkers at a time, every one
// of them whatever the others answer, and reports whether all returned
// true.
func inParallel(n int, fn func(i int) bool) bool {
	var next atomic.Int64
	var failed atomic.Bool
	var wg sync.WaitGroup
	for w := 0; w < min(bootstrapWorkers, n); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := int(next.Add(1)) - 1; i < n; i = int(next.Add(1)) - 1 {
				if !fn(i) {
					failed.Store(true)
				}
			}
		}()
	}
	wg.Wait()
	return !failed.Load()
}

// reconcileRole reconciles one role (a Role travels as a ClusterRole)
// through client, retrying conflicts, and logs what it did as what.
// Upstream: the role loops of k8s.io/kubernetes/pkg/registry/rbac/rest.ensureRBACPolicy.
func reconcileRole(ctx context.Context, client reconciliation.ClusterRoleClient, role *rbacv1.ClusterRole, what string) bool {
	var result *reconciliation.ReconcileClusterRoleResult
	err := retryOnConflictOrServiceUnavailable(func() (err error) {
		opts := reconciliation.ReconcileRoleOptions{Role: role.DeepCopy(), Client: client, Confirm: true}
		result, err = opts.Run(ctx)
		return err
	})
	switch {
	case err != nil:
		klog.Errorf("unable to reconcile %s: %v", what, err)
		return false
	case result.Protected && result.Operation != reconciliation.ReconcileNone:
		klog.Warningf("skipped reconcile-protected %s with missing permissions: %v", what, result.MissingRules)
	case result.Operation == reconciliation.ReconcileUpdate:
		klog.V(2).Infof("updated %s with additional permissions: %v", what, result.MissingRules)
	case result.Operation == reconciliation.ReconcileCreate:
		klog.V(2).Infof("created %s", what)
	}
	return true
}

// reconcileRoleBinding reconciles one binding (a RoleBinding travels as
// a ClusterRoleBinding) through client, retrying conflicts, and logs what
// it did as what.
// Upstream: the binding loops of k8s.io/kubernetes/pkg/registry/rbac/rest.ensureRBACPolicy.
func reconcileRoleBinding(ctx context.Context, client reconciliation.ClusterRoleBindingClient, binding *rbacv1.ClusterRoleBinding, what string) bool {
	var result *reconciliation.ReconcileClusterRoleBindingResult
	err := retryOnConflictOrServiceUnavailable(func() (err error) {
		opts := reconciliation.ReconcileRoleBindingOptions{RoleBinding: binding.DeepCopy(), Client: client, Confirm: true}
		result, err = opts.Run(ctx)
		return err
	})
	switch {
	case err != nil:
		klog.Errorf("unable to reconcile %s: %v", what, err)
		return false
	case result.Protected && result.Operation != reconciliation.ReconcileNone:
		klog.Warningf("skipped reconcile-protected %s with missing subjects: %v", what, result.MissingSubjects)
	case result.Operation == reconciliation.ReconcileUpdate:
		klog.V(2).Infof("updated %s with additional subjects: %v", what, result.MissingSubjects)
	case result.Operation == reconciliation.ReconcileCreate:
		klog.V(2).Infof("created %s", what)
	case result.Operation == reconciliation.ReconcileRecreate:
		klog.V(2).Infof("recreated %s", what)
	}
	return true
}

// retryOnConflictOrServiceUnavailable runs fn up to five times, 10ms
// apart, while it fails with a conflict or a 503.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/rest.retryOnConflictOrServiceUnavailable,
// with k8s.io/client-go/util/retry.DefaultBackoff.
func retryOnConflictOrServiceUnavailable(fn func() error) error {
	var err error
	for attempt := 0; attempt < 5; attempt++ {
		if err = fn(); err == nil || !(apierrors.IsConflict(err) || isServiceUnavailable(err)) {
			return err
		}
		time.Sleep(10 * time.Millisecond)
	}
	return err
}

// isServiceUnavailable reports whether err is a 503.
// Upstream: k8s.io/apimachinery/pkg/api/errors.IsServiceUnavailable.
func isServiceUnavailable(err error) bool {
	return apierrors.ReasonForError(err) == metav1.StatusReasonServiceUnavailable
}
