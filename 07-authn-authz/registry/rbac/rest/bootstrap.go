package rest

import (
	"context"
	"fmt"
	"time"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"

	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
	rbacv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac/v1"
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
		ClusterRoles:        bootstrappolicy.ClusterRoles(),
		ClusterRoleBindings: bootstrappolicy.ClusterRoleBindings(),
		clusterRoles:        reconciliation.ClusterRoleModifier{Storage: p.clusterRoles},
		clusterRoleBindings: reconciliation.ClusterRoleBindingModifier{Storage: p.clusterRoleBindings},
		interval:            time.Second, timeout: 30 * time.Second,
	}
	return PostStartHookName, policy.EnsureRBACPolicy(), nil
}

// PolicyData is the policy the hook ensures, and where it writes it.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/rest.PolicyData (whose
// namespaced roles and migration maps are left out).
type PolicyData struct {
	ClusterRoles        []rbacv1.ClusterRole
	ClusterRoleBindings []rbacv1.ClusterRoleBinding

	clusterRoles        reconciliation.ClusterRoleClient
	clusterRoleBindings reconciliation.ClusterRoleBindingClient
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

// ensureRBACPolicy reconciles every cluster role, then every binding;
// a failure is logged and the others are still tried. It reports
// whether all succeeded.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/rest.ensureRBACPolicy.
func (p *PolicyData) ensureRBACPolicy(ctx context.Context) bool {
	ok := true
	for i := range p.ClusterRoles {
		role := &p.ClusterRoles[i]
		err := retryOnConflictOrServiceUnavailable(func() error { return p.reconcileClusterRole(ctx, role) })
		if err != nil {
			klog.Errorf("unable to reconcile clusterrole.rbac.authorization.k8s.io/%s: %v", role.Name, err)
			ok = false
		}
	}
	for i := range p.ClusterRoleBindings {
		binding := &p.ClusterRoleBindings[i]
		err := retryOnConflictOrServiceUnavailable(func() error { return p.reconcileClusterRoleBinding(ctx, binding) })
		if err != nil {
			klog.Errorf("unable to reconcile clusterrolebinding.rbac.authorization.k8s.io/%s: %v", binding.Name, err)
			ok = false
		}
	}
	return ok
}

// reconcileClusterRole reconciles one role and logs what it did.
// Upstream: the first loop of k8s.io/kubernetes/pkg/registry/rbac/rest.ensureRBACPolicy.
func (p *PolicyData) reconcileClusterRole(ctx context.Context, role *rbacv1.ClusterRole) error {
	opts := reconciliation.ReconcileRoleOptions{Role: role.DeepCopy(), Client: p.clusterRoles, Confirm: true}
	result, err := opts.Run(ctx)
	if err != nil {
		return err
	}
	switch {
	case result.Protected && result.Operation != reconciliation.ReconcileNone:
		klog.Warningf("skipped reconcile-protected clusterrole.rbac.authorization.k8s.io/%s with missing permissions: %v", role.Name, result.MissingRules)
	case result.Operation == reconciliation.ReconcileUpdate:
		klog.V(2).Infof("updated clusterrole.rbac.authorization.k8s.io/%s with additional permissions: %v", role.Name, result.MissingRules)
	case result.Operation == reconciliation.ReconcileCreate:
		klog.V(2).Infof("created clusterrole.rbac.authorization.k8s.io/%s", role.Name)
	}
	return nil
}

// reconcileClusterRoleBinding reconciles one binding and logs what it did.
// Upstream: the second loop of k8s.io/kubernetes/pkg/registry/rbac/rest.ensureRBACPolicy.
func (p *PolicyData) reconcileClusterRoleBinding(ctx context.Context, binding *rbacv1.ClusterRoleBinding) error {
	opts := reconciliation.ReconcileRoleBindingOptions{RoleBinding: binding.DeepCopy(), Client: p.clusterRoleBindings, Confirm: true}
	result, err := opts.Run(ctx)
	if err != nil {
		return err
	}
	switch {
	case result.Protected && result.Operation != reconciliation.ReconcileNone:
		klog.Warningf("skipped reconcile-protected clusterrolebinding.rbac.authorization.k8s.io/%s with missing subjects: %v", binding.Name, result.MissingSubjects)
	case result.Operation == reconciliation.ReconcileUpdate:
		klog.V(2).Infof("updated clusterrolebinding.rbac.authorization.k8s.io/%s with additional subjects: %v", binding.Name, result.MissingSubjects)
	case result.Operation == reconciliation.ReconcileCreate:
		klog.V(2).Infof("created clusterrolebinding.rbac.authorization.k8s.io/%s", binding.Name)
	case result.Operation == reconciliation.ReconcileRecreate:
		klog.V(2).Infof("recreated clusterrolebinding.rbac.authorization.k8s.io/%s", binding.Name)
	}
	return nil
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
