package runtime_test

import (
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	_ "github.com/kube-rebuilt/apiserver/01-scheme/apis/apps/install"
	appsv1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/apps/v1"
	appsv1beta1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/apps/v1beta1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// The Scheme maps a GroupVersionKind to an empty Go object, and back
// (chapter 01, step 2 of the tour).
func ExampleScheme_New() {
	obj, err := legacyscheme.Scheme.New(schema.GroupVersionKind{Group: "apps", Version: "v1", Kind: "Deployment"})
	if err != nil {
		panic(err)
	}
	kinds, _, _ := legacyscheme.Scheme.ObjectKinds(obj)
	fmt.Printf("%T %v\n", obj, kinds)

	_, err = legacyscheme.Scheme.New(schema.GroupVersionKind{Group: "apps", Version: "v1", Kind: "Gadget"})
	fmt.Println(err)
	// Output:
	// *v1.Deployment [apps/v1, Kind=Deployment]
	// no kind "Gadget" is registered for version "apps/v1" in scheme "scheme"
}

// Converting between versions goes through the internal hub; the kind is
// set on the result (chapter 01, step 4).
func ExampleScheme_ConvertToVersion() {
	old := &appsv1beta1.Deployment{}
	old.Name = "web"
	old.Spec.RollbackTo = &appsv1beta1.RollbackConfig{Revision: 3}

	internal, err := legacyscheme.Scheme.ConvertToVersion(old, runtime.InternalGroupVersioner)
	if err != nil {
		panic(err)
	}
	out, err := legacyscheme.Scheme.ConvertToVersion(internal, appsv1.SchemeGroupVersion)
	if err != nil {
		panic(err)
	}
	d := out.(*appsv1.Deployment)
	fmt.Println(d.APIVersion, d.Kind, d.Name, d.Annotations)
	// Output: apps/v1 Deployment web map[deprecated.deployment.rollback.to:3]
}

// Defaults belong to a version: apps/v1beta1 keeps 2 old ReplicaSets,
// apps/v1 keeps 10 (chapter 01, step 3).
func ExampleScheme_Default() {
	old, current := &appsv1beta1.Deployment{}, &appsv1.Deployment{}
	legacyscheme.Scheme.Default(old)
	legacyscheme.Scheme.Default(current)
	fmt.Println(*old.Spec.RevisionHistoryLimit, *current.Spec.RevisionHistoryLimit)
	// Output: 2 10
}

// A SchemeBuilder collects registration functions and applies them to any
// Scheme: here a private one, not the global legacyscheme.Scheme.
func ExampleSchemeBuilder_AddToScheme() {
	scheme := runtime.NewScheme()
	if err := appsv1.AddToScheme(scheme); err != nil {
		panic(err)
	}
	fmt.Println(scheme.IsVersionRegistered(appsv1.SchemeGroupVersion), scheme.IsGroupRegistered("batch"))
	// Output: true false
}
