package namespace

import (
	"context"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metainternalversion "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/internalversion"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/watch"
	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/04-extensions/tools/cache"
)

// namespaces lists the namespaces it holds and gets them by name.
type namespaces struct{ items []core.Namespace }

func (f namespaces) List(context.Context, *metainternalversion.ListOptions) (runtime.Object, error) {
	return &core.NamespaceList{ListMeta: metav1.ListMeta{ResourceVersion: "1"}, Items: f.items}, nil
}

func (f namespaces) Watch(context.Context, *metainternalversion.ListOptions) (watch.Interface, error) {
	return watch.NewFake(), nil
}

func (f namespaces) Get(_ context.Context, name string, _ *metav1.GetOptions) (runtime.Object, error) {
	for i := range f.items {
		if f.items[i].Name == name {
			return &f.items[i], nil
		}
	}
	return nil, apierrors.NewNotFound(schema.GroupResource{Resource: "namespaces"}, name)
}

func ns(name string, labels map[string]string) core.Namespace {
	return core.Namespace{ObjectMeta: metav1.ObjectMeta{Name: name, Labels: labels}}
}

func TestMatchNamespaceSelector(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	// the informer knows "prod"; "fresh" is only in storage (just created)
	informer := cache.NewInformer(namespaces{items: []core.Namespace{ns("prod", map[string]string{"env": "prod"})}})
	go informer.Run(ctx)
	if !informer.WaitForSync(ctx) {
		t.Fatal("informer did not sync")
	}
	storage := namespaces{items: []core.Namespace{ns("prod", map[string]string{"env": "prod"}), ns("fresh", map[string]string{"env": "prod"})}}
	m := &Matcher{NamespaceInformer: informer, GetNamespace: func(ctx context.Context, name string) (runtime.Object, error) {
		return storage.Get(ctx, name, nil)
	}}

	prod := &metav1.LabelSelector{MatchLabels: map[string]string{"env": "prod"}}
	configmaps := schema.GroupVersionResource{Version: "v1", Resource: "configmaps"}
	nodes := schema.GroupVersionResource{Version: "v1", Resource: "nodes"}
	namespacesGVR := schema.GroupVersionResource{Version: "v1", Resource: "namespaces"}
	newNS := ns("dev", map[string]string{"env": "prod"})
	tests := []struct {
		name     string
		selector *metav1.LabelSelector
		resource schema.GroupVersionResource
		ns       string
		obj      runtime.Object
		want     bool
		wantCode int32
	}{
		{"in a matching namespace", prod, configmaps, "prod", nil, true, 0},
		{"namespace only in storage", prod, configmaps, "fresh", nil, true, 0},
		{"namespace missing", prod, configmaps, "gone", nil, false, 404},
		{"empty selector", &metav1.LabelSelector{}, configmaps, "gone", nil, true, 0},
		{"cluster-scoped resource", prod, nodes, "", nil, true, 0},
		{"the namespace itself", prod, namespacesGVR, "dev", &newNS, true, 0},
		{"the namespace itself, not matching", &metav1.LabelSelector{MatchLabels: map[string]string{"env": "dev"}}, namespacesGVR, "dev", &newNS, false, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			attr := admission.NewAttributesRecord(tt.obj, nil, schema.GroupVersionKind{}, tt.ns, "x", tt.resource, "", admission.Create, nil, false, nil)
			got, err := m.MatchNamespaceSelector(ctx, tt.selector, attr)
			var code int32
			if err != nil {
				code = err.ErrStatus.Code
			}
			if got != tt.want || code != tt.wantCode {
				t.Errorf("got %v, code %d; want %v, code %d", got, code, tt.want, tt.wantCode)
			}
		})
	}
}
