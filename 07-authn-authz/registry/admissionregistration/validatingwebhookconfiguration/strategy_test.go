package validatingwebhookconfiguration

import (
	"context"
	"testing"
	"time"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration"
)

// TestGeneration checks generation starts at 1 and grows only when the
// webhooks change.
func TestGeneration(t *testing.T) {
	s := NewStrategy(runtime.NewScheme())
	c := &admissionregistration.ValidatingWebhookConfiguration{ObjectMeta: metav1.ObjectMeta{Name: "c"}}
	s.PrepareForCreate(context.Background(), c)
	if c.Generation != 1 {
		t.Fatalf("got generation %d on create; want 1", c.Generation)
	}
	same := c.DeepCopy()
	s.PrepareForUpdate(context.Background(), same, c)
	if same.Generation != 1 {
		t.Errorf("got generation %d after a no-op update; want 1", same.Generation)
	}
	changed := c.DeepCopy()
	changed.Webhooks = []admissionregistration.ValidatingWebhook{{Name: "a.b.c"}}
	s.PrepareForUpdate(context.Background(), changed, c)
	if changed.Generation != 2 {
		t.Errorf("got generation %d after changing webhooks; want 2", changed.Generation)
	}
}

// TestTable checks the columns and a row: NAME WEBHOOKS AGE.
func TestTable(t *testing.T) {
	c := &admissionregistration.ValidatingWebhookConfiguration{
		ObjectMeta: metav1.ObjectMeta{Name: "c", CreationTimestamp: metav1.NewTime(time.Now().Add(-2 * time.Minute))},
		Webhooks:   []admissionregistration.ValidatingWebhook{{Name: "a.b.c"}, {Name: "d.e.f"}},
	}
	table, err := Table.ConvertToTable(context.Background(), c, nil)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, col := range table.ColumnDefinitions {
		names = append(names, col.Name)
	}
	if got, want := len(names), 3; got != want || names[0] != "Name" || names[1] != "Webhooks" || names[2] != "Age" {
		t.Errorf("got columns %v; want [Name Webhooks Age]", names)
	}
	if cells := table.Rows[0].Cells; cells[0] != "c" || cells[1] != int64(2) || cells[2] != "2m" {
		t.Errorf("got cells %v; want [c 2 2m]", cells)
	}
}
