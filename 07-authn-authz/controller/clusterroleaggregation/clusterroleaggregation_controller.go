package clusterroleaggregation

import (
	"context"
	"fmt"
	"slices"
	"sort"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/04-extensions/tools/cache"
	"github.com/kube-rebuilt/apiserver/04-extensions/util/workqueue"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac"
)

// ClusterRoleAggregationController keeps aggregated ClusterRoles' rules
// the union of the rules of the roles they select.
// Upstream: k8s.io/kubernetes/pkg/controller/clusterroleaggregation.ClusterRoleAggregationController.
type ClusterRoleAggregationController struct {
	clusterRoleClient rest.Updater
	informer          *cache.Informer
	queue             *workqueue.RateLimitingQueue[string]
}

// NewClusterRoleAggregation returns a controller reading ClusterRoles
// from informer and writing them with clusterRoleClient, the
// clusterroles registry.
// Upstream: k8s.io/kubernetes/pkg/controller/clusterroleaggregation.NewClusterRoleAggregation.
func NewClusterRoleAggregation(informer *cache.Informer, clusterRoleClient rest.Updater) *ClusterRoleAggregationController {
	c := &ClusterRoleAggregationController{
		clusterRoleClient: clusterRoleClient,
		informer:          informer,
		queue:             workqueue.NewRateLimitingQueue(workqueue.DefaultControllerRateLimiter[string]()),
	}
	informer.AddEventHandler(cache.ResourceEventHandlerFuncs{
		AddFunc:    func(runtime.Object) { c.enqueue() },
		UpdateFunc: func(_, _ runtime.Object) { c.enqueue() },
		DeleteFunc: func(runtime.Object) { c.enqueue() },
	})
	return c
}

// Run waits for the informer to sync, queues every aggregated role,
// then runs workers until ctx is done. It blocks. The first queueing is
// ours: stage 04's informer does not replay what it holds to a handler
// added after it started, as upstream's shared informer does, and the
// server starts the informer before the controller.
// Upstream: k8s.io/kubernetes/pkg/controller/clusterroleaggregation.(*ClusterRoleAggregationController).Run.
func (c *ClusterRoleAggregationController) Run(ctx context.Context, workers int) {
	workqueue.RunWorkers(ctx, "ClusterRoleAggregator", c.queue, workers, c.syncClusterRole, func(ctx context.Context) bool {
		if !c.informer.WaitForSync(ctx) {
			return false
		}
		c.enqueue()
		return true
	})
}

// enqueue queues every ClusterRole with an aggregationRule.
// Upstream: k8s.io/kubernetes/pkg/controller/clusterroleaggregation.(*ClusterRoleAggregationController).enqueue.
func (c *ClusterRoleAggregationController) enqueue() {
	for _, obj := range c.informer.List() {
		if role, ok := obj.(*rbac.ClusterRole); ok && role.AggregationRule != nil {
			c.queue.Add(role.Name)
		}
	}
}

// syncClusterRole writes the aggregated rules of the role named key, if
// they differ from its rules.
// Upstream: k8s.io/kubernetes/pkg/controller/clusterroleaggregation.(*ClusterRoleAggregationController).syncClusterRole.
func (c *ClusterRoleAggregationController) syncClusterRole(ctx context.Context, key string) error {
	obj, ok := c.informer.Get(key)
	if !ok {
		return nil // deleted
	}
	shared, ok := obj.(*rbac.ClusterRole)
	if !ok {
		return fmt.Errorf("expected *rbac.ClusterRole, got %T", obj)
	}
	if shared.AggregationRule == nil {
		return nil
	}
	newRules, err := AggregatedRules(shared, c.clusterRoles())
	if err != nil {
		return err
	}
	if rulesEqual(newRules, shared.Rules) {
		return nil
	}
	return c.applyClusterRoles(ctx, shared.Name, newRules)
}

// applyClusterRoles sets the rules of the stored role called name,
// whatever its resourceVersion: the informer's copy may be a write behind
// (at start the bootstrap policy reconciles the same roles), and a write
// conditional on it would fail with a conflict that says nothing. Nothing
// else in the role is touched, so no concurrent change is lost.
// Upstream: k8s.io/kubernetes/pkg/controller/clusterroleaggregation.(*ClusterRoleAggregationController).applyClusterRoles,
// a server-side apply of the rules with Force, which cannot conflict
// either; we have no server-side apply.
func (c *ClusterRoleAggregationController) applyClusterRoles(ctx context.Context, name string, newRules []rbac.PolicyRule) error {
	_, _, err := c.clusterRoleClient.Update(request.WithNamespace(ctx, ""), name, applyRules(newRules),
		rest.ValidateAllObjectFunc, rest.ValidateAllObjectUpdateFunc, false, &metav1.UpdateOptions{})
	if apierrors.IsNotFound(err) {
		return nil
	}
	if err == nil {
		klog.V(2).Infof("aggregated %d rules into clusterrole %s", len(newRules), name)
	}
	return err
}

// applyRules is the UpdatedObjectInfo of applyClusterRoles: the stored
// role with its rules replaced.
type applyRules []rbac.PolicyRule

// Preconditions are none: an apply with Force overrides.
func (applyRules) Preconditions() *metav1.Preconditions { return nil }

// UpdatedObject is the stored role with the rules.
func (r applyRules) UpdatedObject(_ context.Context, oldObj runtime.Object) (runtime.Object, error) {
	old, ok := oldObj.(*rbac.ClusterRole)
	if !ok {
		return nil, fmt.Errorf("expected *rbac.ClusterRole, got %T", oldObj)
	}
	role := old.DeepCopy()
	role.Rules = r
	return role, nil
}

// clusterRoles is every ClusterRole in the informer.
func (c *ClusterRoleAggregationController) clusterRoles() []*rbac.ClusterRole {
	var roles []*rbac.ClusterRole
	for _, obj := range c.informer.List() {
		if role, ok := obj.(*rbac.ClusterRole); ok {
			roles = append(roles, role)
		}
	}
	return roles
}

// AggregatedRules returns the rules role aggregates from roles: for each
// selector of its aggregationRule, the rules of the roles (other than
// role itself) whose labels it matches, by name, each rule once.
// Upstream: the body of k8s.io/kubernetes/pkg/controller/clusterroleaggregation.(*ClusterRoleAggregationController).syncClusterRole.
func AggregatedRules(role *rbac.ClusterRole, roles []*rbac.ClusterRole) ([]rbac.PolicyRule, error) {
	roles = slices.Clone(roles)
	sort.Slice(roles, func(i, j int) bool { return roles[i].Name < roles[j].Name })
	newRules := []rbac.PolicyRule{}
	for i := range role.AggregationRule.ClusterRoleSelectors {
		selector, err := metav1.LabelSelectorAsSelector(&role.AggregationRule.ClusterRoleSelectors[i])
		if err != nil {
			return nil, err
		}
		for _, other := range roles {
			if other.Name == role.Name || !selector.Matches(labels.Set(other.Labels)) {
				continue
			}
			for _, rule := range other.Rules {
				if !slices.ContainsFunc(newRules, func(r rbac.PolicyRule) bool { return ruleEqual(r, rule) }) {
					newRules = append(newRules, rule)
				}
			}
		}
	}
	return newRules, nil
}

// rulesEqual compares rule lists as apimachinery's semantic equality
// does: nil and empty are equal.
func rulesEqual(a, b []rbac.PolicyRule) bool {
	return slices.EqualFunc(a, b, ruleEqual)
}

// ruleEqual compares two rules, nil and empty lists alike.
func ruleEqual(a, b rbac.PolicyRule) bool {
	return slices.Equal(a.Verbs, b.Verbs) && slices.Equal(a.APIGroups, b.APIGroups) && slices.Equal(a.Resources, b.Resources) &&
		slices.Equal(a.ResourceNames, b.ResourceNames) && slices.Equal(a.NonResourceURLs, b.NonResourceURLs)
}
