package storage

import (
	"errors"
	"strings"
	"testing"

	_ "github.com/kube-rebuilt/apiserver/03-master/apis/policy/install"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/intstr"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/apis/policy"
	pdbstore "github.com/kube-rebuilt/apiserver/03-master/registry/policy/poddisruptionbudget/storage"
	"github.com/kube-rebuilt/apiserver/03-master/registry/registrytest"
)

// evictionFixture is a pod store, an eviction subresource and a budget
// store on one etcd.
type evictionFixture struct {
	pods     *REST
	status   *StatusREST
	eviction *EvictionREST
	pdbs     *pdbstore.REST
	pdbStat  *pdbstore.StatusREST
}

func newEvictionFixture(t *testing.T) evictionFixture {
	t.Helper()
	opts := registrytest.NewEtcdStorage(t)
	pods, status, err := NewREST(opts)
	if err != nil {
		t.Fatal(err)
	}
	pdbs, pdbStatus, err := pdbstore.NewREST(opts)
	if err != nil {
		t.Fatal(err)
	}
	return evictionFixture{pods: pods, status: status, pdbs: pdbs, pdbStat: pdbStatus,
		eviction: NewEvictionREST(pods.Store, status, PodDisruptionBudgets{Budgets: pdbs, Status: pdbStatus})}
}

// runningPod creates pod name on node-1 and writes it Running, with
// readiness ready.
func (f evictionFixture) runningPod(t *testing.T, name string, ready bool) {
	t.Helper()
	bound := validPod(name)
	bound.Spec.NodeName = "node-1" // so its delete is graceful, waiting for a kubelet
	obj, err := f.pods.Create(ctx, bound, nil, &metav1.CreateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	pod := obj.(*core.Pod)
	readyStatus := core.ConditionFalse
	if ready {
		readyStatus = core.ConditionTrue
	}
	pod.Status.Phase = core.PodRunning
	pod.Status.Conditions = []core.PodCondition{{Type: core.PodReady, Status: readyStatus}}
	if _, _, err := f.status.Update(ctx, name, rest.DefaultUpdatedObjectInfo(pod), nil, nil, false, &metav1.UpdateOptions{}); err != nil {
		t.Fatal(err)
	}
}

// budget creates a budget over app=web with the status given.
func (f evictionFixture) budget(t *testing.T, name string, status policy.PodDisruptionBudgetStatus, unhealthy *policy.UnhealthyPodEvictionPolicyType) {
	t.Helper()
	one := intstr.FromInt32(1)
	obj, err := f.pdbs.Create(ctx, &policy.PodDisruptionBudget{ObjectMeta: metav1.ObjectMeta{Name: name},
		Spec: policy.PodDisruptionBudgetSpec{MinAvailable: &one, UnhealthyPodEvictionPolicy: unhealthy,
			Selector: &metav1.LabelSelector{MatchLabels: map[string]string{"app": "web"}}}}, nil, &metav1.CreateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	pdb := obj.(*policy.PodDisruptionBudget)
	pdb.Status = status
	if _, _, err := f.pdbStat.Update(ctx, name, rest.DefaultUpdatedObjectInfo(pdb), nil, nil, false, &metav1.UpdateOptions{}); err != nil {
		t.Fatal(err)
	}
}

func (f evictionFixture) evict(name string) error {
	_, err := f.eviction.Create(ctx, name, &policy.Eviction{ObjectMeta: metav1.ObjectMeta{Name: name, Namespace: "default"}}, nil, &metav1.CreateOptions{})
	return err
}

// gone reports whether the pod was deleted (or is being deleted).
func (f evictionFixture) gone(t *testing.T, name string) bool {
	t.Helper()
	obj, err := f.pods.Get(ctx, name, &metav1.GetOptions{})
	if apierrors.IsNotFound(err) {
		return true
	}
	if err != nil {
		t.Fatal(err)
	}
	return obj.(*core.Pod).DeletionTimestamp != nil
}

// TestEvictionHonoursBudget: 429 while the controller has not observed
// the budget, 429 while it allows no disruption, then the eviction spends
// the one disruption allowed and records the pod.
func TestEvictionHonoursBudget(t *testing.T) {
	f := newEvictionFixture(t)
	f.runningPod(t, "web", true)
	f.budget(t, "web-pdb", policy.PodDisruptionBudgetStatus{}, nil)

	err := f.evict("web")
	if statusCode(err) != 429 || !strings.Contains(causes(err), "The disruption budget web-pdb is still being processed by the server.") {
		t.Fatalf("got %v; want 429, still being processed", err)
	}

	obj, err := f.pdbs.Get(ctx, "web-pdb", &metav1.GetOptions{})
	if err != nil {
		t.Fatal(err)
	}
	pdb := obj.(*policy.PodDisruptionBudget)
	pdb.Status = policy.PodDisruptionBudgetStatus{ObservedGeneration: 1, DisruptionsAllowed: 0, CurrentHealthy: 1, DesiredHealthy: 1, ExpectedPods: 1}
	out, _, err := f.pdbStat.Update(ctx, "web-pdb", rest.DefaultUpdatedObjectInfo(pdb), nil, nil, false, &metav1.UpdateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	err = f.evict("web")
	if statusCode(err) != 429 || err.Error() != "Cannot evict pod as it would violate the pod's disruption budget." ||
		!strings.Contains(causes(err), "The disruption budget web-pdb needs 1 healthy pods and has 1 currently") {
		t.Fatalf("got %v; want 429 with the budget's numbers", err)
	}
	if f.gone(t, "web") {
		t.Fatal("got the pod deleted; want it kept")
	}

	pdb = out.(*policy.PodDisruptionBudget)
	pdb.Status.DisruptionsAllowed = 1
	if _, _, err := f.pdbStat.Update(ctx, "web-pdb", rest.DefaultUpdatedObjectInfo(pdb), nil, nil, false, &metav1.UpdateOptions{}); err != nil {
		t.Fatal(err)
	}
	if err := f.evict("web"); err != nil {
		t.Fatal(err)
	}
	if !f.gone(t, "web") {
		t.Error("got the pod kept; want it deleted")
	}
	// Deleted gracefully (no kubelet confirms here), it is still readable,
	// marked as evicted.
	obj, err = f.pods.Get(ctx, "web", &metav1.GetOptions{})
	if err != nil {
		t.Fatal(err)
	}
	{
		var target *core.PodCondition
		for i, c := range obj.(*core.Pod).Status.Conditions {
			if c.Type == "DisruptionTarget" {
				target = &obj.(*core.Pod).Status.Conditions[i]
			}
		}
		if target == nil || target.Status != core.ConditionTrue || target.Reason != "EvictionByEvictionAPI" {
			t.Errorf("got conditions %v; want DisruptionTarget True, EvictionByEvictionAPI", obj.(*core.Pod).Status.Conditions)
		}
	}
	obj, err = f.pdbs.Get(ctx, "web-pdb", &metav1.GetOptions{})
	if err != nil {
		t.Fatal(err)
	}
	pdb = obj.(*policy.PodDisruptionBudget)
	if _, ok := pdb.Status.DisruptedPods["web"]; pdb.Status.DisruptionsAllowed != 0 || !ok {
		t.Errorf("got disruptionsAllowed %d, disruptedPods %v; want 0 and web recorded", pdb.Status.DisruptionsAllowed, pdb.Status.DisruptedPods)
	}
}

// TestEvictionWithoutBudget: the cases that spend no disruption.
func TestEvictionWithoutBudget(t *testing.T) {
	alwaysAllow := policy.AlwaysAllow
	tests := []struct {
		name    string
		setup   func(t *testing.T, f evictionFixture)
		wantErr func(error) bool
		gone    bool
	}{
		{"no budget", func(t *testing.T, f evictionFixture) { f.runningPod(t, "web", true) }, nil, true},
		{"pending pod", func(t *testing.T, f evictionFixture) {
			if _, err := f.pods.Create(ctx, validPod("web"), nil, &metav1.CreateOptions{}); err != nil {
				t.Fatal(err)
			}
			f.budget(t, "web-pdb", policy.PodDisruptionBudgetStatus{ObservedGeneration: 1}, nil)
		}, nil, true},
		{"unhealthy pod, AlwaysAllow", func(t *testing.T, f evictionFixture) {
			f.runningPod(t, "web", false)
			f.budget(t, "web-pdb", policy.PodDisruptionBudgetStatus{ObservedGeneration: 1}, &alwaysAllow)
		}, nil, true},
		{"two budgets", func(t *testing.T, f evictionFixture) {
			f.runningPod(t, "web", true)
			f.budget(t, "a", policy.PodDisruptionBudgetStatus{ObservedGeneration: 1, DisruptionsAllowed: 1}, nil)
			f.budget(t, "b", policy.PodDisruptionBudgetStatus{ObservedGeneration: 1, DisruptionsAllowed: 1}, nil)
		}, nil, false},
		{"missing pod", func(t *testing.T, f evictionFixture) {}, apierrors.IsNotFound, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newEvictionFixture(t)
			tt.setup(t, f)
			out, err := f.eviction.Create(ctx, "web", &policy.Eviction{ObjectMeta: metav1.ObjectMeta{Name: "web", Namespace: "default"}}, nil, &metav1.CreateOptions{})
			switch {
			case tt.wantErr != nil:
				if !tt.wantErr(err) {
					t.Fatalf("got %v; want the error expected", err)
				}
				return
			case err != nil:
				t.Fatal(err)
			}
			if got := f.gone(t, "web"); got != tt.gone {
				t.Errorf("got gone %v; want %v (answer %#v)", got, tt.gone, out)
			}
			if !tt.gone {
				s, ok := out.(*metav1.Status)
				if !ok || s.Code != 500 || !strings.Contains(s.Message, "more than one PodDisruptionBudget") {
					t.Errorf("got %#v; want a 500 Status about more than one budget", out)
				}
			}
		})
	}
}

func TestEvictionNameMismatch(t *testing.T) {
	f := newEvictionFixture(t)
	_, err := f.eviction.Create(ctx, "web", &policy.Eviction{ObjectMeta: metav1.ObjectMeta{Name: "api"}}, nil, &metav1.CreateOptions{})
	if !apierrors.IsBadRequest(err) || !strings.Contains(err.Error(), "name in URL does not match name in Eviction object") {
		t.Errorf("got %v; want a 400 about the name", err)
	}
}

// statusCode is the HTTP code of an API error, 0 for another.
func statusCode(err error) int32 {
	var se *apierrors.StatusError
	if errors.As(err, &se) {
		return se.ErrStatus.Code
	}
	return 0
}

// causes joins the messages of an API error's causes.
func causes(err error) string {
	var se *apierrors.StatusError
	if !errors.As(err, &se) || se.ErrStatus.Details == nil {
		return ""
	}
	var msgs []string
	for _, c := range se.ErrStatus.Details.Causes {
		msgs = append(msgs, string(c.Type)+": "+c.Message)
	}
	return strings.Join(msgs, "; ")
}
