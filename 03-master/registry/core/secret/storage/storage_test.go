package storage

import (
	"context"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metainternalversion "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/internalversion"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/fields"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/registry/registrytest"
)

func TestSecretStorage(t *testing.T) {
	r, err := NewREST(registrytest.NewEtcdStorage(t))
	if err != nil {
		t.Fatal(err)
	}
	ctx := request.WithNamespace(context.Background(), "default")
	immutable := true
	create := func(s *core.Secret) (*core.Secret, error) {
		out, err := r.Create(ctx, s, nil, &metav1.CreateOptions{})
		if err != nil {
			return nil, err
		}
		return out.(*core.Secret), nil
	}

	t.Run("tls keys required", func(t *testing.T) {
		_, err := create(&core.Secret{ObjectMeta: metav1.ObjectMeta{Name: "tls"}, Type: core.SecretTypeTLS})
		if got, want := registrytest.Causes(err), "FieldValueRequired data[tls.crt]; FieldValueRequired data[tls.key]"; got != want {
			t.Errorf("got %q; want %q", got, want)
		}
	})
	t.Run("type and immutable data", func(t *testing.T) {
		s, err := create(&core.Secret{ObjectMeta: metav1.ObjectMeta{Name: "frozen"}, Type: core.SecretTypeOpaque, Immutable: &immutable, Data: map[string][]byte{"k": []byte("v")}})
		if err != nil {
			t.Fatal(err)
		}
		s.Type = "example.com/other"
		s.Data["k"] = []byte("w")
		s.Immutable = nil
		_, _, err = r.Update(ctx, s.Name, rest.DefaultUpdatedObjectInfo(s), nil, nil, false, &metav1.UpdateOptions{})
		if got, want := registrytest.Causes(err), "FieldValueInvalid type; FieldValueForbidden immutable; FieldValueForbidden data"; got != want {
			t.Errorf("got %q; want %q", got, want)
		}
	})
	t.Run("field selector on type, and the table", func(t *testing.T) {
		if _, err := create(&core.Secret{ObjectMeta: metav1.ObjectMeta{Name: "basic"}, Type: core.SecretTypeBasicAuth, Data: map[string][]byte{"username": []byte("u")}}); err != nil {
			t.Fatal(err)
		}
		list, err := r.List(ctx, &metainternalversion.ListOptions{FieldSelector: fields.OneTermEqualSelector("type", string(core.SecretTypeBasicAuth))})
		if err != nil {
			t.Fatal(err)
		}
		items := list.(*core.SecretList).Items
		if len(items) != 1 || items[0].Name != "basic" {
			t.Fatalf("got %d secrets; want basic alone", len(items))
		}
		table, err := r.ConvertToTable(ctx, list, nil)
		if err != nil {
			t.Fatal(err)
		}
		if c := table.Rows[0].Cells; c[0] != "basic" || c[1] != "kubernetes.io/basic-auth" || c[2] != int64(1) {
			t.Errorf("got cells %v; want basic kubernetes.io/basic-auth 1 <age>", c)
		}
	})
}
