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
