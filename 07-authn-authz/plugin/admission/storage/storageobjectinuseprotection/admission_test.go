package storageobjectinuseprotection

import (
	"context"
	"reflect"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	"github.com/kube-rebuilt/apiserver/03-master/apis/storage"
)

func TestAdmit(t *testing.T) {
	meta := func(finalizers ...string) metav1.ObjectMeta {
		return metav1.ObjectMeta{Name: "x", Finalizers: finalizers}
	}
	finalizersOf := func(obj runtime.Object) []string {
		switch o := obj.(type) {
		case *core.PersistentVolume:
			return o.Finalizers
		case *core.PersistentVolumeClaim:
			return o.Finalizers
		case *storage.VolumeAttributesClass:
			return o.Finalizers
		case *core.Pod:
			return o.Finalizers
		}
		return nil
	}
	pvcs := schema.GroupVersionResource{Version: "v1", Resource: "persistentvolumeclaims"}
	tests := []struct {
		name        string
		obj         runtime.Object
		resource    schema.GroupVersionResource
		subresource string
		op          admission.Operation
		want        []string
	}{
		{name: "a new claim", obj: &core.PersistentVolumeClaim{ObjectMeta: meta()}, resource: pvcs,
			want: []string{PVCProtectionFinalizer}},
		{name: "a new claim with the finalizer already", obj: &core.PersistentVolumeClaim{ObjectMeta: meta("a", PVCProtectionFinalizer)}, resource: pvcs,
			want: []string{"a", PVCProtectionFinalizer}},
		{name: "a new claim with another finalizer", obj: &core.PersistentVolumeClaim{ObjectMeta: meta("a")}, resource: pvcs,
			want: []string{"a", PVCProtectionFinalizer}},
		{name: "a new volume", obj: &core.PersistentVolume{ObjectMeta: meta()},
			resource: schema.GroupVersionResource{Version: "v1", Resource: "persistentvolumes"}, want: []string{PVProtectionFinalizer}},
		{name: "a new volume attributes class", obj: &storage.VolumeAttributesClass{ObjectMeta: meta()},
			resource: schema.GroupVersionResource{Group: "storage.k8s.io", Version: "v1", Resource: "volumeattributesclasses"}, want: []string{VACProtectionFinalizer}},
		{name: "a claim's status: untouched", obj: &core.PersistentVolumeClaim{ObjectMeta: meta()}, resource: pvcs, subresource: "status"},
		{name: "a claim's update: untouched (the controller removes the finalizer so)", obj: &core.PersistentVolumeClaim{ObjectMeta: meta()}, resource: pvcs, op: admission.Update},
		{name: "a pod: untouched", obj: &core.Pod{ObjectMeta: meta()}, resource: schema.GroupVersionResource{Version: "v1", Resource: "pods"}},
	}
	p := newPlugin()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			op := tt.op
			if op == "" {
				op = admission.Create
			}
			a := admission.NewAttributesRecord(tt.obj, nil, schema.GroupVersionKind{}, "ns", "x", tt.resource, tt.subresource, op, nil, false, nil)
			if p.Handles(op) {
				if err := p.Admit(context.Background(), a, nil); err != nil {
					t.Fatalf("got %v; want no error", err)
				}
			}
			if got := finalizersOf(tt.obj); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got finalizers %q; want %q", got, tt.want)
			}
		})
	}
}
