package establish

import (
	"testing"
	"time"

	"github.com/kube-rebuilt/apiserver/04-extensions/apis/apiextensions"
	"github.com/kube-rebuilt/apiserver/04-extensions/controller/controllertest"
	"github.com/kube-rebuilt/apiserver/04-extensions/tools/cache"
)

func newCRD(plural string, conds ...apiextensions.CustomResourceDefinitionCondition) *apiextensions.CustomResourceDefinition {
	crd := &apiextensions.CustomResourceDefinition{}
	crd.Name = plural + ".example.com"
	crd.Spec.Group = "example.com"
	crd.Spec.Names = apiextensions.CustomResourceDefinitionNames{Plural: plural, Kind: "K" + plural}
	crd.Status.AcceptedNames = crd.Spec.Names
	for _, c := range conds {
		apiextensions.SetCRDCondition(crd, c)
	}
	return crd
}

var (
	namesAccepted    = apiextensions.CustomResourceDefinitionCondition{Type: apiextensions.NamesAccepted, Status: apiextensions.ConditionTrue, Reason: "NoConflicts"}
	namesNotAccepted = apiextensions.CustomResourceDefinitionCondition{Type: apiextensions.NamesAccepted, Status: apiextensions.ConditionFalse, Reason: "KindConflict"}
	installing       = apiextensions.CustomResourceDefinitionCondition{Type: apiextensions.Established, Status: apiextensions.ConditionFalse, Reason: "Installing"}
	established      = apiextensions.CustomResourceDefinitionCondition{Type: apiextensions.Established, Status: apiextensions.ConditionTrue, Reason: "InitialNamesAccepted"}
)

// run starts an informer over f and the controller until the test ends.
func run(t *testing.T, f *controllertest.CRDs) *EstablishingController {
	t.Helper()
	informer := cache.NewInformer(f)
	ec := NewEstablishingController(informer, f)
	controllertest.Start(t, informer.Run, ec.Run)
	controllertest.Eventually(t, "informer synced", informer.HasSynced)
	return ec
}

func isEstablished(f *controllertest.CRDs, name string) func() bool {
	return func() bool {
		crd := f.Get(name)
		return crd != nil && apiextensions.IsCRDConditionTrue(crd, apiextensions.Established)
	}
}

func TestEstablishingController(t *testing.T) {
	tests := []struct {
		name      string
		crd       *apiextensions.CustomResourceDefinition
		conflicts int
		want      bool // established afterwards
		updates   int  // writes of crd
	}{
		{name: "names accepted", crd: newCRD("widgets", namesAccepted, installing), want: true, updates: 1},
		{name: "names accepted, no Established yet", crd: newCRD("widgets", namesAccepted), want: true, updates: 1},
		{name: "retried after conflicts", crd: newCRD("widgets", namesAccepted, installing), conflicts: 2, want: true, updates: 1},
		{name: "names not accepted", crd: newCRD("widgets", namesNotAccepted, installing), want: false},
		{name: "no NamesAccepted", crd: newCRD("widgets"), want: false},
		{name: "established already", crd: newCRD("widgets", namesAccepted, established), want: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			// sentinel is queued after crd: once it is established, the
			// single worker has synced crd.
			sentinel := newCRD("sentinels", namesAccepted, installing)
			f := controllertest.NewCRDs(tt.crd, sentinel)
			f.FailUpdates(tt.conflicts)
			ec := run(t, f)
			ec.QueueCRD(tt.crd.Name, 0)
			ec.QueueCRD("missing.example.com", 0)
			if tt.want {
				controllertest.Eventually(t, tt.crd.Name+" established", isEstablished(f, tt.crd.Name))
			}
			ec.QueueCRD(sentinel.Name, 0)
			controllertest.Eventually(t, "sentinel established", isEstablished(f, sentinel.Name))

			crd := f.Get(tt.crd.Name)
			if got := apiextensions.IsCRDConditionTrue(crd, apiextensions.Established); got != tt.want {
				t.Errorf("got established %v; want %v", got, tt.want)
			}
			if tt.want {
				c := apiextensions.FindCRDCondition(crd, apiextensions.Established)
				if c.Reason != "InitialNamesAccepted" {
					t.Errorf("got reason %q; want InitialNamesAccepted", c.Reason)
				}
			}
			if got := f.UpdateCount() - 1; got != tt.updates { // minus the sentinel's
				t.Errorf("got %d updates of %s; want %d", got, tt.crd.Name, tt.updates)
			}
		})
	}
}

// TestEstablishingControllerDelay checks QueueCRD waits its timeout.
func TestEstablishingControllerDelay(t *testing.T) {
	crd := newCRD("widgets", namesAccepted, installing)
	f := controllertest.NewCRDs(crd)
	ec := run(t, f)
	ec.QueueCRD(crd.Name, time.Hour)
	ec.QueueCRD(crd.Name, 20*time.Millisecond)
	start := time.Now()
	controllertest.Eventually(t, "established", isEstablished(f, crd.Name))
	if d := time.Since(start); d < 15*time.Millisecond {
		t.Errorf("established after %v; want at least the 20ms delay", d)
	}
}
