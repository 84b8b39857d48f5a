package rest

import (
	"context"
	"testing"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

func TestDefaultUpdatedObjectInfo(t *testing.T) {
	body := &metav1.Status{Message: "new"}
	info := DefaultUpdatedObjectInfo(body, func(ctx context.Context, newObj, oldObj runtime.Object) (runtime.Object, error) {
		newObj.(*metav1.Status).Reason = oldObj.(*metav1.Status).Reason
		return newObj, nil
	})
	got, err := info.UpdatedObject(context.Background(), &metav1.Status{Reason: "Kept"})
	if err != nil {
		t.Fatal(err)
	}
	if s := got.(*metav1.Status); s.Message != "new" || s.Reason != "Kept" || s == body {
		t.Errorf("got %+v; want a copy of the body with the transformer applied", s)
	}
	if body.Reason != "" {
		t.Errorf("the transformer changed the request body itself")
	}
	if info.Preconditions() != nil {
		t.Errorf("got preconditions; want nil")
	}
}

func TestWrapUpdatedObjectInfo(t *testing.T) {
	refuse := func(ctx context.Context, newObj, oldObj runtime.Object) (runtime.Object, error) {
		if newObj.(*metav1.Status).Message == "refused" {
			return nil, context.Canceled
		}
		newObj.(*metav1.Status).Reason = "Checked"
		return newObj, nil
	}
	tests := []struct {
		name, message string
		wantErr       bool
		wantReason    metav1.StatusReason
	}{
		{"passes", "new", false, "Checked"},
		{"refused", "refused", true, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			info := WrapUpdatedObjectInfo(DefaultUpdatedObjectInfo(&metav1.Status{Message: tt.message}), refuse)
			got, err := info.UpdatedObject(context.Background(), &metav1.Status{})
			if (err != nil) != tt.wantErr {
				t.Fatalf("got error %v; want error %v", err, tt.wantErr)
			}
			if err == nil && got.(*metav1.Status).Reason != tt.wantReason {
				t.Errorf("got reason %q; want %q", got.(*metav1.Status).Reason, tt.wantReason)
			}
			if info.Preconditions() != nil {
				t.Errorf("got preconditions; want the wrapped info's, nil")
			}
		})
	}
}
