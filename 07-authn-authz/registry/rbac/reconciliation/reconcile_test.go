package reconciliation

import (
	"context"
	"fmt"
	"strings"
	"testing"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	rbacv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac/v1"
)

var (
	getPods    = rbacv1.NewRule("get").Groups("").Resources("pods").RuleOrDie()
	listPods   = rbacv1.NewRule("list").Groups("").Resources("pods").RuleOrDie()
	getSecrets = rbacv1.NewRule("get").Groups("").Resources("secrets").RuleOrDie()
	selectorA  = metav1.LabelSelector{MatchLabels: map[string]string{"a": "true"}}
	selectorB  = metav1.LabelSelector{MatchLabels: map[string]string{"b": "true"}}
	autoupdate = map[string]string{rbacv1.AutoUpdateAnnotationKey: "true"}
	protected  = map[string]string{rbacv1.AutoUpdateAnnotationKey: "false"}
)

func clusterRole(annotations map[string]string, selectors []metav1.LabelSelector, rules ...rbacv1.PolicyRule) *rbacv1.ClusterRole {
	role := &rbacv1.ClusterRole{ObjectMeta: metav1.ObjectMeta{Name: "r", Annotations: annotations}, Rules: rules}
	if selectors != nil {
		role.AggregationRule = &rbacv1.AggregationRule{ClusterRoleSelectors: selectors}
	}
	return role
}

func TestComputeReconciledRole(t *testing.T) {
	tests := []struct {
		name          string
		existing      *rbacv1.ClusterRole
		expected      *rbacv1.ClusterRole
		wantOperation ReconcileOperation
		wantProtected bool
		wantRules     string
		wantSelectors int
	}{
		{"in step", clusterRole(autoupdate, nil, getPods), clusterRole(autoupdate, nil, getPods), ReconcileNone, false, "[get]", 0},
		{"a missing rule is added, an extra one kept", clusterRole(autoupdate, nil, getSecrets), clusterRole(autoupdate, nil, getPods),
			ReconcileUpdate, false, "[get] [get]", 0},
		{"a rule split over two is covered", clusterRole(autoupdate, nil, getPods, listPods), clusterRole(autoupdate, nil, rbacv1.NewRule("get", "list").Groups("").Resources("pods").RuleOrDie()),
			ReconcileNone, false, "[get] [list]", 0},
		{"a missing annotation is added", clusterRole(nil, nil, getPods), clusterRole(autoupdate, nil, getPods), ReconcileUpdate, false, "[get]", 0},
		{"protected", clusterRole(protected, nil), clusterRole(autoupdate, nil, getPods), ReconcileUpdate, true, "[get]", 0},
		{"a missing selector is added", clusterRole(autoupdate, []metav1.LabelSelector{selectorB}), clusterRole(autoupdate, []metav1.LabelSelector{selectorA}),
			ReconcileUpdate, false, "", 2},
		{"an unexpected aggregation rule is dropped", clusterRole(autoupdate, []metav1.LabelSelector{selectorA}), clusterRole(autoupdate, nil),
			ReconcileUpdate, false, "", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			result := computeReconciledRole(tt.existing, tt.expected, false)
			if result.Operation != tt.wantOperation || result.Protected != tt.wantProtected {
				t.Errorf("got %s, protected %v; want %s, protected %v", result.Operation, result.Protected, tt.wantOperation, tt.wantProtected)
			}
			if tt.wantProtected {
				return
			}
			var verbs []string
			for _, r := range result.Role.Rules {
				verbs = append(verbs, fmt.Sprint(r.Verbs))
			}
			if got := strings.Join(verbs, " "); got != tt.wantRules {
				t.Errorf("got rules %q; want %q", got, tt.wantRules)
			}
			selectors := 0
			if result.Role.AggregationRule != nil {
				selectors = len(result.Role.AggregationRule.ClusterRoleSelectors)
			}
			if selectors != tt.wantSelectors {
				t.Errorf("got %d selectors; want %d", selectors, tt.wantSelectors)
			}
		})
	}
}

func binding(roleName string, annotations map[string]string, users ...string) *rbacv1.ClusterRoleBinding {
	b := rbacv1.NewClusterBinding(roleName).Users(users...).BindingOrDie()
	b.Name, b.Annotations = "b", annotations
	return &b
}

func TestComputeReconciledRoleBinding(t *testing.T) {
	tests := []struct {
		name          string
		existing      *rbacv1.ClusterRoleBinding
		expected      *rbacv1.ClusterRoleBinding
		wantOperation ReconcileOperation
		wantSubjects  int
	}{
		{"in step", binding("view", autoupdate, "alice"), binding("view", autoupdate, "alice"), ReconcileNone, 1},
		{"a missing subject is added, an extra one kept", binding("view", autoupdate, "bob"), binding("view", autoupdate, "alice"), ReconcileUpdate, 2},
		{"another roleRef is recreated", binding("edit", autoupdate, "alice"), binding("view", autoupdate, "alice"), ReconcileRecreate, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			result := computeReconciledRoleBinding(tt.existing, tt.expected, false)
			if result.Operation != tt.wantOperation || len(result.RoleBinding.Subjects) != tt.wantSubjects {
				t.Errorf("got %s with %d subjects; want %s with %d", result.Operation, len(result.RoleBinding.Subjects), tt.wantOperation, tt.wantSubjects)
			}
		})
	}
}

// fakeClusterRoles is a ClusterRoleClient over a map, counting writes.
type fakeClusterRoles struct {
	roles  map[string]*rbacv1.ClusterRole
	writes int
}

func (f *fakeClusterRoles) Get(_ context.Context, name string) (*rbacv1.ClusterRole, error) {
	if r, ok := f.roles[name]; ok {
		return r.DeepCopy(), nil
	}
	return nil, apierrors.NewNotFound(rbacv1.Resource("clusterroles"), name)
}

func (f *fakeClusterRoles) Create(_ context.Context, r *rbacv1.ClusterRole) (*rbacv1.ClusterRole, error) {
	f.writes++
	f.roles[r.Name] = r.DeepCopy()
	return r, nil
}

func (f *fakeClusterRoles) Update(ctx context.Context, r *rbacv1.ClusterRole) (*rbacv1.ClusterRole, error) {
	return f.Create(ctx, r)
}

// TestRun: a missing role is created, a second run writes nothing, a
// protected role is left alone, a dry run writes nothing.
func TestRun(t *testing.T) {
	tests := []struct {
		name       string
		stored     *rbacv1.ClusterRole
		confirm    bool
		wantOp     ReconcileOperation
		wantWrites int
	}{
		{"missing", nil, true, ReconcileCreate, 1},
		{"in step", clusterRole(autoupdate, nil, getPods), true, ReconcileNone, 0},
		{"lacking a rule", clusterRole(autoupdate, nil), true, ReconcileUpdate, 1},
		{"protected", clusterRole(protected, nil), true, ReconcileUpdate, 0},
		{"dry run", nil, false, ReconcileCreate, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			client := &fakeClusterRoles{roles: map[string]*rbacv1.ClusterRole{}}
			if tt.stored != nil {
				client.roles["r"] = tt.stored
			}
			o := ReconcileRoleOptions{Role: clusterRole(autoupdate, nil, getPods), Confirm: tt.confirm, Client: client}
			result, err := o.Run(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			if result.Operation != tt.wantOp || client.writes != tt.wantWrites {
				t.Errorf("got %s with %d writes; want %s with %d", result.Operation, client.writes, tt.wantOp, tt.wantWrites)
			}
		})
	}
}
