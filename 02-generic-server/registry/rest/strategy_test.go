package rest

import (
	"context"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/storage/names"
	"github.com/kube-rebuilt/apiserver/02-generic-server/warning"
)

// testStrategy is a small config map strategy: namespaced, "bad" as a
// data key is invalid, and graceful deletes take 30 seconds when graceful.
type testStrategy struct {
	runtime.ObjectTyper
	names.NameGenerator
	namespaced, graceful bool
}

func newTestStrategy(t *testing.T) testStrategy {
	scheme := runtime.NewScheme()
	if err := core.AddToScheme(scheme); err != nil {
		t.Fatal(err)
	}
	return testStrategy{ObjectTyper: scheme, NameGenerator: names.SimpleNameGenerator, namespaced: true}
}

func (s testStrategy) NamespaceScoped() bool                                  { return s.namespaced }
func (testStrategy) PrepareForCreate(ctx context.Context, obj runtime.Object) {}
func (testStrategy) Validate(ctx context.Context, obj runtime.Object) field.ErrorList {
	if _, bad := obj.(*core.ConfigMap).Data["bad"]; bad {
		return field.ErrorList{field.Invalid(field.NewPath("data").Key("bad"), "", "is bad")}
	}
	return nil
}
func (testStrategy) WarningsOnCreate(ctx context.Context, obj runtime.Object) []string {
	if _, old := obj.(*core.ConfigMap).Data["old"]; old {
		return []string{"data[old]: deprecated"}
	}
	return nil
}
func (testStrategy) Canonicalize(obj runtime.Object)                               {}
func (testStrategy) AllowCreateOnUpdate() bool                                     { return false }
func (testStrategy) AllowUnconditionalUpdate() bool                                { return true }
func (testStrategy) PrepareForUpdate(ctx context.Context, obj, old runtime.Object) {}
func (s testStrategy) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	return s.Validate(ctx, obj)
}
func (testStrategy) WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string {
	return nil
}

// gracefulStrategy adds graceful deletion with a 30 second default.
type gracefulStrategy struct{ testStrategy }

func (gracefulStrategy) CheckGracefulDelete(ctx context.Context, obj runtime.Object, options *metav1.DeleteOptions) bool {
	if options.GracePeriodSeconds == nil {
		thirty := int64(30)
		options.GracePeriodSeconds = &thirty
	}
	return *options.GracePeriodSeconds > 0
}

func TestBeforeCreate(t *testing.T) {
	tests := []struct {
		name       string
		namespaced bool
		reqNS      string
		obj        core.ConfigMap
		wantNS     string
		wantReason metav1.StatusReason
	}{
		{"namespace filled from the request", true, "ns1", core.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "c"}}, "ns1", ""},
		{"namespace matches", true, "ns1", core.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "c", Namespace: "ns1"}}, "ns1", ""},
		{"namespace mismatch", true, "ns1", core.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "c", Namespace: "ns2"}}, "", metav1.StatusReasonBadRequest},
		{"cluster scope clears the namespace", false, "", core.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "c", Namespace: "ns2"}}, "", ""},
		{"strategy validation", true, "ns1", core.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "c"}, Data: map[string]string{"bad": ""}}, "", metav1.StatusReasonInvalid},
		{"generic metadata validation", true, "ns1", core.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: ".."}}, "", metav1.StatusReasonInvalid},
		{"no name", true, "ns1", core.ConfigMap{}, "", metav1.StatusReasonInvalid},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := newTestStrategy(t)
			s.namespaced = tt.namespaced
			ctx := request.WithNamespace(context.Background(), tt.reqNS)
			obj := tt.obj.DeepCopy()
			now := metav1.Now()
			obj.DeletionTimestamp = &now
			FillObjectMetaSystemFields(obj)
			err := BeforeCreate(ctx, s, obj)
			if got := errors.ReasonForError(err); err != nil && got != tt.wantReason || err == nil && tt.wantReason != "" {
				t.Fatalf("got error %v; want reason %q", err, tt.wantReason)
			}
			if err != nil {
				return
			}
			if obj.Namespace != tt.wantNS || obj.UID == "" || obj.CreationTimestamp.IsZero() || obj.DeletionTimestamp != nil {
				t.Errorf("got namespace %q uid %q created %v deleting %v; want %q, a uid, a time, not deleting",
					obj.Namespace, obj.UID, obj.CreationTimestamp, obj.DeletionTimestamp, tt.wantNS)
			}
		})
	}
}

func TestBeforeCreateNeedsSystemFields(t *testing.T) {
	s := newTestStrategy(t)
	ctx := request.WithNamespace(context.Background(), "ns1")
	err := BeforeCreate(ctx, s, &core.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "c"}})
	if errors.ReasonForError(err) != metav1.StatusReasonInternalError {
		t.Errorf("got %v; want an internal error (system metadata was not initialized)", err)
	}
}

func TestBeforeUpdate(t *testing.T) {
	created := metav1.NewTime(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
	old := &core.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "c", Namespace: "ns1", UID: "u1", ResourceVersion: "7", Generation: 3, CreationTimestamp: created}}
	tests := []struct {
		name       string
		change     func(c *core.ConfigMap)
		wantReason metav1.StatusReason
	}{
		{"system fields kept", func(c *core.ConfigMap) { c.UID = ""; c.CreationTimestamp = metav1.Now(); c.Generation = 99 }, ""},
		{"uid changed", func(c *core.ConfigMap) { c.UID = "u2" }, metav1.StatusReasonInvalid},
		{"name changed", func(c *core.ConfigMap) { c.Name = "d" }, metav1.StatusReasonInvalid},
		{"namespace changed", func(c *core.ConfigMap) { c.Namespace = "ns2" }, metav1.StatusReasonBadRequest},
		{"strategy validation", func(c *core.ConfigMap) { c.Data = map[string]string{"bad": ""} }, metav1.StatusReasonInvalid},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			obj := old.DeepCopy()
			tt.change(obj)
			err := BeforeUpdate(request.WithNamespace(context.Background(), "ns1"), newTestStrategy(t), obj, old)
			if got := errors.ReasonForError(err); err != nil && got != tt.wantReason || err == nil && tt.wantReason != "" {
				t.Fatalf("got error %v; want reason %q", err, tt.wantReason)
			}
			if err == nil && (obj.UID != "u1" || !obj.CreationTimestamp.Equal(&created) || obj.Generation != 3) {
				t.Errorf("got uid %q created %v generation %d; want the old ones", obj.UID, obj.CreationTimestamp, obj.Generation)
			}
		})
	}
}

func TestBeforeDelete(t *testing.T) {
	i64 := func(i int64) *int64 { return &i }
	deleting := metav1.NewTime(time.Now().Add(30 * time.Second))
	uid, rv := metav1.UID("other"), "1"
	bogus := metav1.DeletionPropagation("Bogus")
	tests := []struct {
		name                  string
		graceful              bool
		meta                  metav1.ObjectMeta
		options               metav1.DeleteOptions
		wantGraceful, pending bool
		wantReason            metav1.StatusReason
		wantPeriod            *int64
	}{
		{"not a graceful strategy", false, metav1.ObjectMeta{}, metav1.DeleteOptions{}, false, false, "", nil},
		{"uid precondition", false, metav1.ObjectMeta{UID: "u1"}, metav1.DeleteOptions{Preconditions: &metav1.Preconditions{UID: &uid}}, false, false, metav1.StatusReasonConflict, nil},
		{"rv precondition", false, metav1.ObjectMeta{ResourceVersion: "2"}, metav1.DeleteOptions{Preconditions: &metav1.Preconditions{ResourceVersion: &rv}}, false, false, metav1.StatusReasonConflict, nil},
		{"bad propagation policy", false, metav1.ObjectMeta{}, metav1.DeleteOptions{PropagationPolicy: &bogus}, false, false, metav1.StatusReasonInvalid, nil},
		{"graceful default", true, metav1.ObjectMeta{}, metav1.DeleteOptions{}, true, false, "", i64(30)},
		{"graceful zero is immediate", true, metav1.ObjectMeta{}, metav1.DeleteOptions{GracePeriodSeconds: i64(0)}, false, false, "", nil},
		{"negative is one second", true, metav1.ObjectMeta{}, metav1.DeleteOptions{GracePeriodSeconds: i64(-5)}, true, false, "", i64(1)},
		{"pending, longer asked", true, metav1.ObjectMeta{DeletionTimestamp: &deleting, DeletionGracePeriodSeconds: i64(30)}, metav1.DeleteOptions{GracePeriodSeconds: i64(60)}, false, true, "", i64(30)},
		{"pending, shorter asked", true, metav1.ObjectMeta{DeletionTimestamp: &deleting, DeletionGracePeriodSeconds: i64(30)}, metav1.DeleteOptions{GracePeriodSeconds: i64(10)}, true, false, "", i64(10)},
		{"pending with zero period deletes now", true, metav1.ObjectMeta{DeletionTimestamp: &deleting, DeletionGracePeriodSeconds: i64(0)}, metav1.DeleteOptions{}, false, false, "", i64(0)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var s RESTDeleteStrategy = newTestStrategy(t)
			if tt.graceful {
				s = gracefulStrategy{newTestStrategy(t)}
			}
			obj := &core.ConfigMap{ObjectMeta: tt.meta}
			graceful, pending, err := BeforeDelete(context.Background(), s, obj, &tt.options)
			if got := errors.ReasonForError(err); err != nil && got != tt.wantReason || err == nil && tt.wantReason != "" {
				t.Fatalf("got error %v; want reason %q", err, tt.wantReason)
			}
			if graceful != tt.wantGraceful || pending != tt.pending {
				t.Errorf("got graceful %v pending %v; want %v %v", graceful, pending, tt.wantGraceful, tt.pending)
			}
			if got := obj.DeletionGracePeriodSeconds; tt.wantPeriod != nil && (got == nil || *got != *tt.wantPeriod) {
				t.Errorf("got deletionGracePeriodSeconds %v; want %d", got, *tt.wantPeriod)
			}
		})
	}
}

func TestBeforeCreateWarns(t *testing.T) {
	rec := httptest.NewRecorder()
	ctx := warning.EnsureWarningRecorder(request.WithNamespace(context.Background(), "ns1"), rec)
	obj := &core.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "c"}, Data: map[string]string{"old": ""}}
	FillObjectMetaSystemFields(obj)
	if err := BeforeCreate(ctx, newTestStrategy(t), obj); err != nil {
		t.Fatal(err)
	}
	if got, want := rec.Header().Get("Warning"), `299 - "data[old]: deprecated"`; got != want {
		t.Errorf("got Warning %q; want %q", got, want)
	}
}
