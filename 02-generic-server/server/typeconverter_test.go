package server

import (
	"testing"

	"sigs.k8s.io/structured-merge-diff/v6/value"

	appsv1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/apps/v1"
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
)

// TestSharedTypeConverter checks that the one type converter of an install
// call (sharedTypeConverter) reads each kind exactly as a converter of its
// group version alone does: the same typed value, the same field set.
func TestSharedTypeConverter(t *testing.T) {
	s, scheme, codecs := newGroupTestServer(t)
	coreInfo := NewDefaultAPIGroupInfo("", scheme, runtime.NewParameterCodec(scheme), codecs)
	coreInfo.VersionedResourcesStorageMap["v1"] = map[string]rest.Storage{"configmaps": configMapStore(t)}
	appsInfo := NewDefaultAPIGroupInfo("apps", scheme, runtime.NewParameterCodec(scheme), codecs)
	appsInfo.VersionedResourcesStorageMap["v1"] = map[string]rest.Storage{"deployments": configMapStore(t)}

	shared := s.sharedTypeConverter(&coreInfo, &appsInfo)
	if shared == nil {
		t.Fatal("got no shared type converter; want one")
	}
	replicas := int32(2)
	tests := []struct {
		name string
		info *APIGroupInfo
		obj  runtime.Object
	}{
		{"configmap", &coreInfo, &corev1.ConfigMap{
			TypeMeta:   metav1.TypeMeta{APIVersion: "v1", Kind: "ConfigMap"},
			ObjectMeta: metav1.ObjectMeta{Name: "cm", Namespace: "default", Labels: map[string]string{"a": "b"}},
			Data:       map[string]string{"k": "v"},
		}},
		{"deployment", &appsInfo, &appsv1.Deployment{
			TypeMeta:   metav1.TypeMeta{APIVersion: "apps/v1", Kind: "Deployment"},
			ObjectMeta: metav1.ObjectMeta{Name: "web", Namespace: "default"},
			Spec: appsv1.DeploymentSpec{
				Replicas: &replicas,
				Selector: &metav1.LabelSelector{MatchLabels: map[string]string{"app": "web"}},
				Template: corev1.PodTemplateSpec{
					ObjectMeta: metav1.ObjectMeta{Labels: map[string]string{"app": "web"}},
					Spec: corev1.PodSpec{Containers: []corev1.Container{{
						Name: "web", Image: "nginx",
						Ports: []corev1.ContainerPort{{ContainerPort: 80, Protocol: corev1.ProtocolTCP}},
						Env:   []corev1.EnvVar{{Name: "A", Value: "1"}},
					}}},
				},
			},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			gv := tt.info.PrioritizedVersions[0]
			own, err := s.typeConverter([]*runtime.Scheme{scheme}, groupVersionTypes(tt.info, gv))
			if err != nil {
				t.Fatalf("the %v converter: %v", gv, err)
			}
			want, err := own.ObjectToTyped(tt.obj)
			if err != nil {
				t.Fatalf("the %v converter: %v", gv, err)
			}
			got, err := shared.ObjectToTyped(tt.obj)
			if err != nil {
				t.Fatalf("the shared converter: %v", err)
			}
			if !value.Equals(got.AsValue(), want.AsValue()) {
				t.Errorf("got value %v; want %v", value.ToString(got.AsValue()), value.ToString(want.AsValue()))
			}
			gotSet, err := got.ToFieldSet()
			if err != nil {
				t.Fatal(err)
			}
			wantSet, err := want.ToFieldSet()
			if err != nil {
				t.Fatal(err)
			}
			if !gotSet.Equals(wantSet) {
				t.Errorf("got fields %v; want %v", gotSet, wantSet)
			}
		})
	}

	// No version with resources: no shared converter (each version, if
	// any, gets its own).
	empty := NewDefaultAPIGroupInfo("apps", scheme, runtime.NewParameterCodec(scheme), codecs)
	if got := s.sharedTypeConverter(&empty); got != nil {
		t.Errorf("got a shared converter for a group without resources; want nil")
	}
}
