package managedfields

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// entry is one managedFields entry owning paths.
func entry(t *testing.T, manager string, op metav1.ManagedFieldsOperationType, apiVersion, subresource string, paths ...fieldpath.Path) metav1.ManagedFieldsEntry {
	t.Helper()
	fields, err := SetToFields(*fieldpath.NewSet(paths...))
	if err != nil {
		t.Fatal(err)
	}
	return metav1.ManagedFieldsEntry{Manager: manager, Operation: op, APIVersion: apiVersion, Subresource: subresource,
		FieldsType: "FieldsV1", FieldsV1: &fields}
}

// summary prints entries as "manager apiVersion subresource: paths".
func summary(t *testing.T, entries []metav1.ManagedFieldsEntry) string {
	t.Helper()
	var out []string
	for _, e := range entries {
		set, err := FieldsToSet(*e.FieldsV1)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, fmt.Sprintf("%s %s %s: %s", e.Manager, e.APIVersion, e.Subresource, strings.ReplaceAll(set.String(), "\n", " ")))
	}
	sort.Strings(out)
	return strings.Join(out, "; ")
}

func TestScaleHandler(t *testing.T) {
	replicas := fieldpath.MakePathOrDie("spec", "replicas")
	template := fieldpath.MakePathOrDie("spec", "template")
	labels := fieldpath.MakePathOrDie("metadata", "labels")
	mappings := ResourcePathMappings{"apps/v1": replicas}
	parent := []metav1.ManagedFieldsEntry{
		entry(t, "applier", metav1.ManagedFieldsOperationApply, "apps/v1", "", replicas, template),
		entry(t, "labeller", metav1.ManagedFieldsOperationUpdate, "apps/v1", "", labels),
	}
	h := NewScaleHandler(parent, schema.GroupVersion{Group: "apps", Version: "v1"}, mappings)

	sub, err := h.ToSubresource()
	if err != nil {
		t.Fatal(err)
	}
	if got, want := summary(t, sub), "applier autoscaling/v1 : .spec.replicas"; got != want {
		t.Errorf("ToSubresource: got %q; want %q", got, want)
	}

	// kubectl scale: a new manager writes the Scale's replicas, the
	// applier's entry is gone from the Scale.
	scale := []metav1.ManagedFieldsEntry{entry(t, "scaler", metav1.ManagedFieldsOperationUpdate, "autoscaling/v1", "scale", replicas)}
	back, err := h.ToParent(scale)
	if err != nil {
		t.Fatal(err)
	}
	want := "applier apps/v1 : .spec.template; labeller apps/v1 : .metadata.labels; scaler apps/v1 scale: .spec.replicas"
	if got := summary(t, back); got != want {
		t.Errorf("ToParent: got %q; want %q", got, want)
	}

	// A Scale write that keeps the applier's entry keeps its ownership.
	back, err = h.ToParent(sub)
	if err != nil {
		t.Fatal(err)
	}
	if got := summary(t, back); got != summary(t, parent) {
		t.Errorf("ToParent of an unchanged Scale: got %q; want %q", got, summary(t, parent))
	}
}
