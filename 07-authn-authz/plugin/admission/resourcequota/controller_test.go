package resourcequota

import (
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	core "github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	quota "github.com/kube-rebuilt/apiserver/07-authn-authz/quota/v1"
	evaluatorcore "github.com/kube-rebuilt/apiserver/07-authn-authz/quota/v1/evaluator/core"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/quota/v1/generic"
)

func TestCheckRequest(t *testing.T) {
	evaluators := generic.NewRegistry(evaluatorcore.NewEvaluators(nil))
	podEval := evaluators.Get(core.Resource("pods"))
	cmEval := evaluators.Get(core.Resource("configmaps"))
	tests := []struct {
		name      string
		quota     core.ResourceQuota
		attrs     admission.Attributes
		evaluator quota.Evaluator
		wantErr   string // substring; "" admits
		wantUsed  core.ResourceList
	}{{
		name:      "pod fits",
		quota:     newQuota("q", list("pods", "2"), list("pods", "1")),
		attrs:     attrs(pod("p", nil), nil, "pods", admission.Create, false),
		evaluator: podEval,
		wantUsed:  list("pods", "2"),
	}, {
		name:      "pods exceeded",
		quota:     newQuota("q", list("pods", "2"), list("pods", "2")),
		attrs:     attrs(pod("p", nil), nil, "pods", admission.Create, false),
		evaluator: podEval,
		wantErr:   "exceeded quota: q, requested: pods=1, used: pods=2, limited: pods=2",
	}, {
		name:      "cpu exceeded names only what is exceeded",
		quota:     newQuota("q", list("pods", "5", "requests.cpu", "1"), list("pods", "1", "requests.cpu", "800m")),
		attrs:     attrs(pod("p", list("cpu", "500m")), nil, "pods", admission.Create, false),
		evaluator: podEval,
		wantErr:   "exceeded quota: q, requested: requests.cpu=500m, used: requests.cpu=800m, limited: requests.cpu=1",
	}, {
		name:      "requests charged",
		quota:     newQuota("q", list("requests.cpu", "1", "requests.memory", "1Gi"), list("requests.cpu", "0", "requests.memory", "0")),
		attrs:     attrs(pod("p", list("cpu", "250m", "memory", "128Mi")), nil, "pods", admission.Create, false),
		evaluator: podEval,
		wantUsed:  list("requests.cpu", "250m", "requests.memory", "128Mi"),
	}, {
		name:      "status unknown",
		quota:     newQuota("q", list("pods", "2"), nil),
		attrs:     attrs(pod("p", nil), nil, "pods", admission.Create, false),
		evaluator: podEval,
		wantErr:   "status unknown for quota: q, resources: pods",
	}, {
		name:      "configmaps by legacy name",
		quota:     newQuota("q", list("configmaps", "1"), list("configmaps", "1")),
		attrs:     attrs(configMap("c"), nil, "configmaps", admission.Create, false),
		evaluator: cmEval,
		wantErr:   "exceeded quota: q, requested: configmaps=1, used: configmaps=1, limited: configmaps=1",
	}, {
		name:      "configmaps by count name",
		quota:     newQuota("q", list("count/configmaps", "3"), list("count/configmaps", "1")),
		attrs:     attrs(configMap("c"), nil, "configmaps", admission.Create, false),
		evaluator: cmEval,
		wantUsed:  list("count/configmaps", "2"),
	}, {
		name:      "quota not counting the resource",
		quota:     newQuota("q", list("secrets", "0"), list("secrets", "0")),
		attrs:     attrs(configMap("c"), nil, "configmaps", admission.Create, false),
		evaluator: cmEval,
		wantUsed:  list("secrets", "0"),
	}, {
		name:  "service update to NodePort charges node ports",
		quota: newQuota("q", list("services.nodeports", "1"), list("services.nodeports", "0")),
		attrs: attrs(
			&core.Service{Spec: core.ServiceSpec{Type: core.ServiceTypeNodePort, Ports: []core.ServicePort{{Port: 80}, {Port: 81}}}},
			&core.Service{Spec: core.ServiceSpec{Type: core.ServiceTypeClusterIP, Ports: []core.ServicePort{{Port: 80}, {Port: 81}}}},
			"services", admission.Update, false),
		evaluator: evaluators.Get(core.Resource("services")),
		wantErr:   "exceeded quota: q, requested: services.nodeports=2, used: services.nodeports=0, limited: services.nodeports=1",
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := CheckRequest([]core.ResourceQuota{tt.quota}, tt.attrs, tt.evaluator)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("got error %v; want %q", err, tt.wantErr)
				}
				if !apierrors.IsForbidden(err) {
					t.Errorf("got %v; want 403 Forbidden", err)
				}
				return
			}
			if err != nil {
				t.Fatalf("got error %v; want none", err)
			}
			if !quota.Equals(got[0].Status.Used, tt.wantUsed) {
				t.Errorf("got used %v; want %v", got[0].Status.Used, tt.wantUsed)
			}
		})
	}
}

func TestEvaluateRetriesConflicts(t *testing.T) {
	tests := []struct {
		name     string
		racing   core.ResourceList // what another writer stores before our first write
		wantErr  string
		wantUsed string
	}{
		{name: "room left after the race", racing: list("pods", "1"), wantUsed: "2"},
		{name: "no room left after the race", racing: list("pods", "2"), wantErr: "exceeded quota: q, requested: pods=1, used: pods=2, limited: pods=2", wantUsed: "2"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFakeAccessor(newQuota("q", list("pods", "2"), list("pods", "0")))
			raced := false
			f.beforeWrite = func(f *fakeAccessor) {
				if !raced {
					raced = true
					f.bump("q", tt.racing)
				}
			}
			err := newTestEvaluator(f).Evaluate(attrs(pod("p", nil), nil, "pods", admission.Create, false))
			if tt.wantErr == "" && err != nil || tt.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tt.wantErr)) {
				t.Fatalf("got error %v; want %q", err, tt.wantErr)
			}
			if got := f.used("q")[core.ResourcePods]; got.String() != tt.wantUsed {
				t.Errorf("got used pods=%s; want %s", got.String(), tt.wantUsed)
			}
			if f.conflicts != 1 {
				t.Errorf("got %d conflicts; want 1", f.conflicts)
			}
		})
	}
}

func TestEvaluateDryRunNotCharged(t *testing.T) {
	f := newFakeAccessor(newQuota("q", list("pods", "1"), list("pods", "0")))
	e := newTestEvaluator(f)
	if err := e.Evaluate(attrs(pod("p", nil), nil, "pods", admission.Create, true)); err != nil {
		t.Fatalf("dry run: got %v; want admitted", err)
	}
	if got := f.used("q")[core.ResourcePods]; !got.IsZero() {
		t.Errorf("got used pods=%s after a dry run; want 0", got.String())
	}
	// a dry run that does not fit is refused all the same
	f.bump("q", list("pods", "1"))
	if err := e.Evaluate(attrs(pod("p", nil), nil, "pods", admission.Create, true)); err == nil {
		t.Error("dry run over quota: got admitted; want refused")
	}
}

// TestEvaluateConcurrent races 20 creates for 5 slots through the
// evaluator: exactly 5 are admitted and used ends at 5.
func TestEvaluateConcurrent(t *testing.T) {
	f := newFakeAccessor(newQuota("q", list("configmaps", "5"), list("configmaps", "0")))
	e := newTestEvaluator(f)
	var admitted, refused atomic.Int32
	var wg sync.WaitGroup
	for range 20 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			err := e.Evaluate(attrs(configMap("c"), nil, "configmaps", admission.Create, false))
			switch {
			case err == nil:
				admitted.Add(1)
			case strings.Contains(err.Error(), "exceeded quota: q"):
				refused.Add(1)
			default:
				t.Errorf("unexpected error %v", err)
			}
		}()
	}
	wg.Wait()
	if admitted.Load() != 5 || refused.Load() != 15 {
		t.Errorf("got %d admitted, %d refused; want 5, 15", admitted.Load(), refused.Load())
	}
	if got := f.used("q")[core.ResourceConfigMaps]; got.String() != "5" {
		t.Errorf("got used configmaps=%s; want 5", got.String())
	}
	t.Logf("%d status writes, %d conflicts", f.writes, f.conflicts)
}
