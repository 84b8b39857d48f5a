package storage

import (
	"context"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/03-master/registry/registrytest"
)

func TestServiceAccountStorage(t *testing.T) {
	r, err := NewREST(registrytest.NewEtcdStorage(t))
	if err != nil {
		t.Fatal(err)
	}
	ctx := request.WithNamespace(context.Background(), "default")
	tests := []struct {
		name string
		sa   *core.ServiceAccount
		want string
	}{
		{"valid", &core.ServiceAccount{ObjectMeta: metav1.ObjectMeta{Name: "builder"}}, ""},
		{"invalid name", &core.ServiceAccount{ObjectMeta: metav1.ObjectMeta{Name: "Builder!"}}, "FieldValueInvalid metadata.name"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := r.Create(ctx, tt.sa, nil, &metav1.CreateOptions{})
			if got := registrytest.Causes(err); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
	if got := r.ShortNames(); len(got) != 1 || got[0] != "sa" {
		t.Errorf("got short names %v; want [sa]", got)
	}
}
