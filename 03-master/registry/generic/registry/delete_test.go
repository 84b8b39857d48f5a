package registry

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metainternalversion "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/internalversion"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
)

func TestStoreDelete(t *testing.T) {
	forEachBackend(t, func(t *testing.T, b backend) {
		denied := errors.New("denied by admission")
		otherUID, oldRV := metav1.UID("other"), "1"
		orphan, bogus := metav1.DeletePropagationOrphan, metav1.DeletionPropagation("Bogus")
		tests := []struct {
			name          string
			finalizers    []string
			returnDeleted bool
			options       *metav1.DeleteOptions
			validate      rest.ValidateObjectFunc
			wantReason    metav1.StatusReason
			wantMessage   string
			wantDeleted   bool // Delete's bool
			wantGone      bool // the object is no longer stored
			wantMarked    bool // the stored object has a deletionTimestamp
			wantStatus    bool // Delete returned a Success Status
		}{
			{name: "deleted", options: &metav1.DeleteOptions{}, wantDeleted: true, wantGone: true, wantStatus: true},
			{name: "nil options delete now", wantDeleted: true, wantGone: true, wantStatus: true},
			{name: "return deleted object", returnDeleted: true, options: &metav1.DeleteOptions{}, wantDeleted: true, wantGone: true},
			{name: "uid precondition", options: &metav1.DeleteOptions{Preconditions: &metav1.Preconditions{UID: &otherUID}},
				wantReason: metav1.StatusReasonConflict, wantMessage: `Operation cannot be fulfilled on ConfigMap "c1": the UID in the precondition (other) does not match`},
			{name: "resourceVersion precondition", options: &metav1.DeleteOptions{Preconditions: &metav1.Preconditions{ResourceVersion: &oldRV}},
				wantReason: metav1.StatusReasonConflict},
			{name: "delete validation refuses", options: &metav1.DeleteOptions{}, validate: func(context.Context, runtime.Object) error { return denied },
				wantMessage: denied.Error()},
			{name: "finalizers keep the object", finalizers: []string{"example.com/hold"}, options: &metav1.DeleteOptions{}, wantMarked: true},
			{name: "orphan propagation accepted", options: &metav1.DeleteOptions{PropagationPolicy: &orphan}, wantDeleted: true, wantGone: true, wantStatus: true},
			{name: "unknown propagation refused", options: &metav1.DeleteOptions{PropagationPolicy: &bogus}, wantReason: metav1.StatusReasonInvalid},
			{name: "dry run", options: &metav1.DeleteOptions{DryRun: []string{metav1.DryRunAll}}, wantDeleted: true, wantStatus: true},
			{name: "dry run with finalizers", finalizers: []string{"example.com/hold"}, options: &metav1.DeleteOptions{DryRun: []string{metav1.DryRunAll}}},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				store, _, rev := newConfigMapStoreOn(t, b)
				store.ReturnDeletedObject = tt.returnDeleted
				in := configMap("ns1", "c1", nil)
				in.Finalizers = tt.finalizers
				mustCreate(t, store, in)
				writes := rev()
				out, deleted, err := store.Delete(nsCtx("ns1"), "c1", tt.validate, tt.options)
				if reason(err) != tt.wantReason || !strings.HasPrefix(message(err), tt.wantMessage) {
					t.Fatalf("got error %q (reason %q); want reason %q, message starting %q", message(err), reason(err), tt.wantReason, tt.wantMessage)
				}
				if deleted != tt.wantDeleted {
					t.Errorf("got deleted %v; want %v", deleted, tt.wantDeleted)
				}
				got, getErr := store.Get(nsCtx("ns1"), "c1", nil)
				if gone := getErr != nil; gone != tt.wantGone {
					t.Fatalf("got gone %v; want %v", gone, tt.wantGone)
				}
				if !tt.wantGone {
					cm := got.(*core.ConfigMap)
					if marked := cm.DeletionTimestamp != nil; marked != tt.wantMarked {
						t.Errorf("got stored deletionTimestamp %v; want marked %v", cm.DeletionTimestamp, tt.wantMarked)
					}
					if tt.wantMarked && (cm.DeletionGracePeriodSeconds == nil || *cm.DeletionGracePeriodSeconds != 0) {
						t.Errorf("got deletionGracePeriodSeconds %v; want 0", cm.DeletionGracePeriodSeconds)
					}
				}
				if (err != nil || (tt.options != nil && len(tt.options.DryRun) > 0)) && rev() != writes {
					t.Errorf("got %d new revisions; want none", rev()-writes)
				}
				if err != nil {
					return
				}
				_, isStatus := out.(*metav1.Status)
				if isStatus != tt.wantStatus {
					t.Errorf("got %T; want a Status: %v", out, tt.wantStatus)
				}
				if s, ok := out.(*metav1.Status); ok && (s.Status != metav1.StatusSuccess || s.Details.Name != "c1" || s.Details.Kind != "configmaps") {
					t.Errorf("got status %+v; want Success naming configmaps c1", s)
				}
			})
		}
	})
}

func TestStoreFinalizerLifecycle(t *testing.T) {
	forEachBackend(t, func(t *testing.T, b backend) {
		store, _, _ := newConfigMapStoreOn(t, b)
		ctx := nsCtx("ns1")
		in := configMap("ns1", "c1", map[string]string{"k": "v"})
		in.Finalizers = []string{"example.com/a", "example.com/b"}
		mustCreate(t, store, in)

		out, deleted, err := store.Delete(ctx, "c1", nil, &metav1.DeleteOptions{})
		if err != nil || deleted {
			t.Fatalf("first delete: got deleted %v, %v; want kept, no error", deleted, err)
		}
		marked := out.(*core.ConfigMap)
		if marked.DeletionTimestamp == nil {
			t.Fatalf("first delete: got no deletionTimestamp")
		}

		// a second delete changes nothing
		again, deleted, err := store.Delete(ctx, "c1", nil, &metav1.DeleteOptions{})
		if err != nil || deleted || again.(*core.ConfigMap).ResourceVersion != marked.ResourceVersion {
			t.Fatalf("second delete: got deleted %v, rv %s, %v; want kept at rv %s", deleted, again.(*core.ConfigMap).ResourceVersion, err, marked.ResourceVersion)
		}

		// a finalizer cannot be added while deleting
		body := marked.DeepCopy()
		body.Finalizers = append(body.Finalizers, "example.com/new")
		if _, _, err := store.Update(ctx, "c1", rest.DefaultUpdatedObjectInfo(body), nil, nil, false, &metav1.UpdateOptions{}); reason(err) != metav1.StatusReasonInvalid {
			t.Fatalf("adding a finalizer: got %v; want Invalid", err)
		}

		// removing one finalizer keeps it; removing the last deletes it
		body = marked.DeepCopy()
		body.Finalizers = []string{"example.com/b"}
		out, _, err = store.Update(ctx, "c1", rest.DefaultUpdatedObjectInfo(body), nil, nil, false, &metav1.UpdateOptions{})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := store.Get(ctx, "c1", nil); err != nil {
			t.Fatalf("after removing one finalizer: got %v; want still stored", err)
		}
		body = out.(*core.ConfigMap).DeepCopy()
		body.Finalizers = nil
		out, created, err := store.Update(ctx, "c1", rest.DefaultUpdatedObjectInfo(body), nil, nil, false, &metav1.UpdateOptions{})
		if err != nil || created {
			t.Fatalf("removing the last finalizer: got %v, created %v", err, created)
		}
		if cm, ok := out.(*core.ConfigMap); !ok || cm.Name != "c1" {
			t.Errorf("got %T; want the updated config map", out)
		}
		if _, err := store.Get(ctx, "c1", nil); reason(err) != metav1.StatusReasonNotFound {
			t.Errorf("after removing the last finalizer: got %v; want NotFound", err)
		}
	})
}

func TestStoreDeleteCollection(t *testing.T) {
	forEachBackend(t, func(t *testing.T, b backend) {
		store, _, _ := newConfigMapStoreOn(t, b)
		store.DeleteCollectionWorkers = 3
		for _, c := range []struct {
			ns, name, app string
			finalizers    []string
		}{{"ns1", "a", "web", nil}, {"ns1", "b", "web", []string{"example.com/hold"}}, {"ns1", "c", "db", nil}, {"ns2", "d", "web", nil}} {
			cm := configMap(c.ns, c.name, nil)
			cm.Labels, cm.Finalizers = map[string]string{"app": c.app}, c.finalizers
			mustCreate(t, store, cm)
		}
		sel, _ := labels.Parse("app=web")
		out, err := store.DeleteCollection(nsCtx("ns1"), nil, &metav1.DeleteOptions{}, &metainternalversion.ListOptions{LabelSelector: sel})
		if err != nil {
			t.Fatal(err)
		}
		if n := len(out.(*core.ConfigMapList).Items); n != 2 {
			t.Errorf("got %d items in the answer; want 2 (a, b)", n)
		}
		for _, want := range []struct {
			ns, name string
			stored   bool
		}{{"ns1", "a", false}, {"ns1", "b", true}, {"ns1", "c", true}, {"ns2", "d", true}} {
			_, err := store.Get(nsCtx(want.ns), want.name, nil)
			if got := err == nil; got != want.stored {
				t.Errorf("%s/%s: got stored %v; want %v", want.ns, want.name, got, want.stored)
			}
		}
		gotB, _ := store.Get(nsCtx("ns1"), "b", nil)
		if gotB.(*core.ConfigMap).DeletionTimestamp == nil {
			t.Errorf("b: got no deletionTimestamp; want marked (it has a finalizer)")
		}
	})
}

// TestStoreDeletePropagationFinalizers: with a garbage collector
// (EnableGarbageCollection), a delete's propagation policy becomes the
// orphan or foregroundDeletion finalizer, which keeps the object until
// the collector removes it; without one the object goes at once. (The
// garbage collector's conformance tests "should orphan pods created by rc
// if delete options say so" and "should keep the rc around until all its
// pods are deleted if the deleteOptions says so" check this.)
func TestStoreDeletePropagationFinalizers(t *testing.T) {
	orphan, foreground, background := metav1.DeletePropagationOrphan, metav1.DeletePropagationForeground, metav1.DeletePropagationBackground
	yes := true
	tests := []struct {
		name           string
		gc             bool
		finalizers     []string
		options        *metav1.DeleteOptions
		wantFinalizers string // "" and wantGone: deleted
		wantGone       bool
	}{
		{name: "orphan without a collector", options: &metav1.DeleteOptions{PropagationPolicy: &orphan}, wantGone: true},
		{name: "orphan", gc: true, options: &metav1.DeleteOptions{PropagationPolicy: &orphan}, wantFinalizers: "orphan"},
		{name: "orphanDependents", gc: true, options: &metav1.DeleteOptions{OrphanDependents: &yes}, wantFinalizers: "orphan"},
		{name: "foreground", gc: true, options: &metav1.DeleteOptions{PropagationPolicy: &foreground}, wantFinalizers: "foregroundDeletion"},
		{name: "background", gc: true, options: &metav1.DeleteOptions{PropagationPolicy: &background}, wantGone: true},
		{name: "no policy", gc: true, options: &metav1.DeleteOptions{}, wantGone: true},
		{name: "foreground replaces orphan, keeps others", gc: true, finalizers: []string{"example.com/hold", "orphan"},
			options: &metav1.DeleteOptions{PropagationPolicy: &foreground}, wantFinalizers: "example.com/hold foregroundDeletion"},
		{name: "background drops orphan", gc: true, finalizers: []string{"orphan"},
			options: &metav1.DeleteOptions{PropagationPolicy: &background}, wantGone: true},
	}
	forEachBackend(t, func(t *testing.T, b backend) {
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				store, _, _ := newConfigMapStoreOn(t, b)
				store.EnableGarbageCollection = tt.gc
				in := configMap("ns1", "c1", nil)
				in.Finalizers = tt.finalizers
				mustCreate(t, store, in)
				_, deleted, err := store.Delete(nsCtx("ns1"), "c1", nil, tt.options)
				if err != nil {
					t.Fatal(err)
				}
				if deleted != tt.wantGone {
					t.Errorf("got deleted %v; want %v", deleted, tt.wantGone)
				}
				got, err := store.Get(nsCtx("ns1"), "c1", nil)
				if gone := err != nil; gone != tt.wantGone {
					t.Fatalf("got gone %v (%v); want %v", gone, err, tt.wantGone)
				}
				if tt.wantGone {
					return
				}
				cm := got.(*core.ConfigMap)
				if f := strings.Join(cm.Finalizers, " "); f != tt.wantFinalizers {
					t.Errorf("got finalizers %q; want %q", f, tt.wantFinalizers)
				}
				if cm.DeletionTimestamp == nil {
					t.Errorf("got no deletionTimestamp; want the object marked")
				}
			})
		}
	})
}
