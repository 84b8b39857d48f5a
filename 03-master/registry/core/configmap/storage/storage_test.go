package storage

import (
	"context"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/registry/registrytest"
)

func TestConfigMapStorage(t *testing.T) {
	storage, err := NewREST(registrytest.NewEtcdStorage(t))
	if err != nil {
		t.Fatal(err)
	}
	ctx := request.WithNamespace(context.Background(), "default")
	immutable := true

	t.Run("short names", func(t *testing.T) {
		if got := storage.ShortNames(); len(got) != 1 || got[0] != "cm" {
			t.Errorf("got %v; want [cm]", got)
		}
	})
	t.Run("invalid key is a 422", func(t *testing.T) {
		_, err := storage.Create(ctx, &core.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "bad"}, Data: map[string]string{"a b": "1"}}, nil, &metav1.CreateOptions{})
		if !apierrors.IsInvalid(err) {
			t.Fatalf("got %v; want Invalid", err)
		}
	})
	t.Run("immutable data cannot change", func(t *testing.T) {
		obj, err := storage.Create(ctx, &core.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "frozen"}, Immutable: &immutable, Data: map[string]string{"a": "1"}}, nil, &metav1.CreateOptions{})
		if err != nil {
			t.Fatal(err)
		}
		cm := obj.(*core.ConfigMap)
		cm.Data["a"] = "2"
		_, _, err = storage.Update(ctx, cm.Name, rest.DefaultUpdatedObjectInfo(cm), nil, nil, false, &metav1.UpdateOptions{})
		if !apierrors.IsInvalid(err) {
			t.Fatalf("got %v; want Invalid", err)
		}
		if got := err.Error(); got != `ConfigMap "frozen" is invalid: data: Forbidden: field is immutable when `+"`immutable`"+` is set` {
			t.Errorf("got %q", got)
		}
	})
	t.Run("table", func(t *testing.T) {
		obj, err := storage.Create(ctx, &core.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "two"}, Data: map[string]string{"a": "1"}, BinaryData: map[string][]byte{"b": {1}}}, nil, &metav1.CreateOptions{})
		if err != nil {
			t.Fatal(err)
		}
		table, err := storage.ConvertToTable(ctx, obj, nil)
		if err != nil {
			t.Fatal(err)
		}
		if got := len(table.ColumnDefinitions); got != 3 {
			t.Errorf("got %d columns; want 3", got)
		}
		if got := table.Rows[0].Cells; got[0] != "two" || got[1] != int64(2) {
			t.Errorf("got cells %v; want two, 2, age", got)
		}
	})
}
