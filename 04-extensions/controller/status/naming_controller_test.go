package status

import (
	"context"
	"testing"

	"github.com/kube-rebuilt/apiserver/04-extensions/apis/apiextensions"
	"github.com/kube-rebuilt/apiserver/04-extensions/controller/controllertest"
	"github.com/kube-rebuilt/apiserver/04-extensions/tools/cache"
)

func newCRD(plural, group, kind string, shortNames ...string) *apiextensions.CustomResourceDefinition {
	crd := &apiextensions.CustomResourceDefinition{}
	crd.Name = plural + "." + group
	crd.Spec.Group = group
	crd.Spec.Names = apiextensions.CustomResourceDefinitionNames{
		Plural: plural, Singular: kind + "-singular", Kind: kind, ListKind: kind + "List", ShortNames: shortNames,
	}
	crd.Spec.Scope = apiextensions.NamespaceScoped
	return crd
}

// accepted marks crd's names accepted and the CRD established, as the
// controllers would have.
func accepted(crd *apiextensions.CustomResourceDefinition) *apiextensions.CustomResourceDefinition {
	crd.Status.AcceptedNames = crd.Spec.Names
	apiextensions.SetCRDCondition(crd, apiextensions.CustomResourceDefinitionCondition{
		Type: apiextensions.NamesAccepted, Status: apiextensions.ConditionTrue, Reason: "NoConflicts"})
	apiextensions.SetCRDCondition(crd, apiextensions.CustomResourceDefinitionCondition{
		Type: apiextensions.Established, Status: apiextensions.ConditionTrue, Reason: "InitialNamesAccepted"})
	return crd
}

// run starts an informer over f and the controller, until the test ends.
func run(t *testing.T, f *controllertest.CRDs) {
	t.Helper()
	informer := cache.NewInformer(f)
	c := NewNamingConditionController(informer, f)
	controllertest.Start(t, informer.Run, func(ctx context.Context) { c.Run(ctx, 2) })
}

// hasCondition reports whether the stored CRD has the condition with
// the given status and reason.
func hasCondition(f *controllertest.CRDs, name string, typ apiextensions.CustomResourceDefinitionConditionType, status apiextensions.ConditionStatus, reason string) func() bool {
	return func() bool {
		crd := f.Get(name)
		if crd == nil {
			return false
		}
		c := apiextensions.FindCRDCondition(crd, typ)
		return c != nil && c.Status == status && c.Reason == reason
	}
}

func TestNamingConditionController(t *testing.T) {
	tests := []struct {
		name           string
		existing       []*apiextensions.CustomResourceDefinition
		crd            *apiextensions.CustomResourceDefinition
		conflicts      int // injected update conflicts
		reason         string
		status         apiextensions.ConditionStatus
		message        string
		establishedWhy string
		wantNames      apiextensions.CustomResourceDefinitionNames
	}{{
		name:           "fresh names",
		crd:            newCRD("widgets", "example.com", "Widget", "wd"),
		status:         apiextensions.ConditionTrue,
		reason:         "NoConflicts",
		message:        "no conflicts found",
		establishedWhy: "Installing",
		wantNames:      newCRD("widgets", "example.com", "Widget", "wd").Spec.Names,
	}, {
		name:           "fresh names after update conflicts",
		crd:            newCRD("widgets", "example.com", "Widget"),
		conflicts:      3,
		status:         apiextensions.ConditionTrue,
		reason:         "NoConflicts",
		message:        "no conflicts found",
		establishedWhy: "Installing",
		wantNames:      newCRD("widgets", "example.com", "Widget").Spec.Names,
	}, {
		name:           "same names in another group",
		existing:       []*apiextensions.CustomResourceDefinition{accepted(newCRD("widgets", "other.io", "Widget", "wd"))},
		crd:            newCRD("widgets", "example.com", "Widget", "wd"),
		status:         apiextensions.ConditionTrue,
		reason:         "NoConflicts",
		message:        "no conflicts found",
		establishedWhy: "Installing",
		wantNames:      newCRD("widgets", "example.com", "Widget", "wd").Spec.Names,
	}, {
		name:           "kind taken",
		existing:       []*apiextensions.CustomResourceDefinition{accepted(newCRD("widgets", "example.com", "Widget"))},
		crd:            newCRD("gadgets", "example.com", "Widget"),
		status:         apiextensions.ConditionFalse,
		reason:         "ListKindConflict",
		message:        `"WidgetList" is already in use`,
		establishedWhy: "NotAccepted",
		wantNames:      apiextensions.CustomResourceDefinitionNames{Plural: "gadgets"}, // the singular is taken too
	}, {
		name:           "short name taken",
		existing:       []*apiextensions.CustomResourceDefinition{accepted(newCRD("widgets", "example.com", "Widget", "wd"))},
		crd:            newCRD("gadgets", "example.com", "Gadget", "gd", "wd"),
		status:         apiextensions.ConditionFalse,
		reason:         "ShortNamesConflict",
		message:        `"wd" is already in use`,
		establishedWhy: "NotAccepted",
		wantNames: apiextensions.CustomResourceDefinitionNames{Plural: "gadgets", Singular: "Gadget-singular",
			Kind: "Gadget", ListKind: "GadgetList"},
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := controllertest.NewCRDs(append(tt.existing, tt.crd)...)
			f.FailUpdates(tt.conflicts)
			run(t, f)
			name := tt.crd.Name
			controllertest.Eventually(t, "NamesAccepted "+tt.reason, hasCondition(f, name, apiextensions.NamesAccepted, tt.status, tt.reason))
			controllertest.Eventually(t, "Established "+tt.establishedWhy, hasCondition(f, name, apiextensions.Established, apiextensions.ConditionFalse, tt.establishedWhy))
			crd := f.Get(name)
			if got := apiextensions.FindCRDCondition(crd, apiextensions.NamesAccepted).Message; got != tt.message {
				t.Errorf("got message %q; want %q", got, tt.message)
			}
			got := crd.Status.AcceptedNames
			got.Categories = nil
			if !equalNames(got, tt.wantNames) {
				t.Errorf("got accepted names %+v; want %+v", got, tt.wantNames)
			}
			for _, e := range tt.existing {
				if cur := f.Get(e.Name); !equalNames(cur.Status.AcceptedNames, e.Spec.Names) {
					t.Errorf("existing CRD %s changed: %+v", e.Name, cur.Status.AcceptedNames)
				}
			}
		})
	}
}

func equalNames(a, b apiextensions.CustomResourceDefinitionNames) bool {
	return a.Plural == b.Plural && a.Singular == b.Singular && a.Kind == b.Kind && a.ListKind == b.ListKind &&
		len(a.ShortNames) == len(b.ShortNames) && (len(a.ShortNames) == 0 || a.ShortNames[0] == b.ShortNames[0])
}

// TestNamingConditionControllerFreedNames deletes the CRD holding a name
// and expects the CRD that wanted it to get it.
func TestNamingConditionControllerFreedNames(t *testing.T) {
	holder := accepted(newCRD("widgets", "example.com", "Widget"))
	wanter := newCRD("gadgets", "example.com", "Widget")
	f := controllertest.NewCRDs(holder, wanter)
	run(t, f)
	controllertest.Eventually(t, "a kind conflict", hasCondition(f, wanter.Name, apiextensions.NamesAccepted, apiextensions.ConditionFalse, "ListKindConflict"))

	f.Remove(holder.Name)
	controllertest.Eventually(t, "names accepted", hasCondition(f, wanter.Name, apiextensions.NamesAccepted, apiextensions.ConditionTrue, "NoConflicts"))
	controllertest.Eventually(t, "Established Installing", hasCondition(f, wanter.Name, apiextensions.Established, apiextensions.ConditionFalse, "Installing"))
	if got := f.Get(wanter.Name).Status.AcceptedNames.Kind; got != "Widget" {
		t.Errorf("got accepted kind %q; want Widget", got)
	}
}

// TestNamingConditionControllerRace creates two CRDs asking for the same
// kind at once: exactly one may get it.
func TestNamingConditionControllerRace(t *testing.T) {
	a := newCRD("widgets", "example.com", "Widget")
	b := newCRD("gadgets", "example.com", "Widget")
	f := controllertest.NewCRDs(a, b)
	run(t, f)
	decided := func(name string) func() bool {
		return func() bool {
			crd := f.Get(name)
			return crd != nil && apiextensions.FindCRDCondition(crd, apiextensions.NamesAccepted) != nil
		}
	}
	controllertest.Eventually(t, a.Name+" decided", decided(a.Name))
	controllertest.Eventually(t, b.Name+" decided", decided(b.Name))
	ka := f.Get(a.Name).Status.AcceptedNames.Kind
	kb := f.Get(b.Name).Status.AcceptedNames.Kind
	if ka == kb {
		t.Errorf("got kind %q accepted for both; want it for one", ka)
	}
}
