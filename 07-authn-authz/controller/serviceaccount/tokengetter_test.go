package serviceaccount

import (
	"context"
	"reflect"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	_ "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/install" // into legacyscheme
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
)

// memory is a storage of internal objects keyed by namespace/name, as
// 03's Store answers.
type memory map[string]runtime.Object

func (m memory) New() runtime.Object { return &core.Secret{} }

func (m memory) Get(ctx context.Context, name string, _ *metav1.GetOptions) (runtime.Object, error) {
	if obj, ok := m[request.NamespaceValue(ctx)+"/"+name]; ok {
		return obj, nil
	}
	return nil, apierrors.NewNotFound(schema.GroupResource{Resource: "things"}, name)
}

func (m memory) Update(ctx context.Context, name string, objInfo rest.UpdatedObjectInfo, _ rest.ValidateObjectFunc,
	_ rest.ValidateObjectUpdateFunc, _ bool, _ *metav1.UpdateOptions) (runtime.Object, bool, error) {
	old, err := m.Get(ctx, name, nil)
	if err != nil {
		return nil, false, err
	}
	if p := objInfo.Preconditions(); p != nil && p.UID != nil && *p.UID != old.(*core.Secret).UID {
		return nil, false, apierrors.NewConflict(schema.GroupResource{Resource: "secrets"}, name, nil)
	}
	obj, err := objInfo.UpdatedObject(ctx, old)
	if err == nil {
		m[request.NamespaceValue(ctx)+"/"+name] = obj
	}
	return obj, false, err
}

func TestGetterFromStorage(t *testing.T) {
	sa := &core.ServiceAccount{ObjectMeta: metav1.ObjectMeta{Namespace: "ns", Name: "sa", UID: "u1"}}
	pod := &core.Pod{ObjectMeta: metav1.ObjectMeta{Namespace: "ns", Name: "p", UID: "u2"}}
	secret := &core.Secret{ObjectMeta: metav1.ObjectMeta{Namespace: "ns", Name: "s", UID: "u3"}, Data: map[string][]byte{"token": []byte("t")}}
	g := NewGetterFromStorage(memory{"ns/sa": sa}, memory{"ns/p": pod}, memory{"ns/s": secret}, legacyscheme.Scheme)
	ctx := context.Background()
	gotSA, err := g.GetServiceAccount(ctx, "ns", "sa")
	if err != nil || gotSA.UID != "u1" {
		t.Errorf("got %+v, %v; want service account u1", gotSA, err)
	}
	gotPod, err := g.GetPod(ctx, "ns", "p")
	if err != nil || gotPod.UID != "u2" {
		t.Errorf("got %+v, %v; want pod u2", gotPod, err)
	}
	gotSecret, err := g.GetSecret(ctx, "ns", "s")
	if err != nil || string(gotSecret.Data["token"]) != "t" {
		t.Errorf("got %+v, %v; want secret with its token", gotSecret, err)
	}
	if _, err := g.GetPod(ctx, "other", "p"); !apierrors.IsNotFound(err) {
		t.Errorf("got %v; want a NotFound error", err)
	}
}

func TestSecretLabelerFromStorage(t *testing.T) {
	tests := []struct {
		name       string
		uid        metav1.UID
		wantLabels map[string]string
		wantErr    bool
	}{
		{"same secret", "u3", map[string]string{"keep": "me", "kubernetes.io/legacy-token-last-used": "2027-01-15"}, false},
		{"secret recreated", "other", map[string]string{"keep": "me"}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			store := memory{"ns/s": &core.Secret{ObjectMeta: metav1.ObjectMeta{Namespace: "ns", Name: "s", UID: "u3", Labels: map[string]string{"keep": "me"}}}}
			read := &corev1.Secret{ObjectMeta: metav1.ObjectMeta{Namespace: "ns", Name: "s", UID: tt.uid}}
			err := NewSecretLabelerFromStorage(store).LabelSecret(context.Background(), read, map[string]string{"kubernetes.io/legacy-token-last-used": "2027-01-15"})
			if (err != nil) != tt.wantErr {
				t.Fatalf("got %v; want error %v", err, tt.wantErr)
			}
			if got := store["ns/s"].(*core.Secret).Labels; !reflect.DeepEqual(got, tt.wantLabels) {
				t.Errorf("got labels %v; want %v", got, tt.wantLabels)
			}
		})
	}
}
