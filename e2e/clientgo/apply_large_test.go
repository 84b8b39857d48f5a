package clientgo

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/client-go/dynamic"

	"github.com/kube-rebuilt/apiserver/e2e/framework"
)

// TestApplyLargeCRD applies a CustomResourceDefinition of about 450 KB
// server-side, as the install docs of large CRD bundles say to, twice:
// created, then unchanged, its managedFields as small as upstream's
// (versions is an atomic list, so the field set stops there). The same
// CRD through client-side apply is what those docs warn about: its
// last-applied annotation is over 256 KiB, and the server answers 422.
func TestApplyLargeCRD(t *testing.T) {
	forEachStage(t, func(t *testing.T, srv *framework.Server) {
		srv.SkipUnlessServed(t, "apiextensions.k8s.io/v1/customresourcedefinitions")
		ctx := context.Background()
		gvr := schema.GroupVersionResource{Group: "apiextensions.k8s.io", Version: "v1", Resource: "customresourcedefinitions"}
		c := dynamic.NewForConfigOrDie(srv.RESTConfig(t)).Resource(gvr)
		crd := largeCRD()
		body, err := json.Marshal(crd.Object)
		if err != nil {
			t.Fatal(err)
		}
		if len(body) < 400_000 {
			t.Fatalf("the CRD is %d bytes; want over 400 KB", len(body))
		}
		defer c.Delete(ctx, crd.GetName(), metav1.DeleteOptions{})
		for i := range 2 {
			got, err := c.Patch(ctx, crd.GetName(), types.ApplyPatchType, body, metav1.PatchOptions{FieldManager: "e2e-large"})
			if err != nil {
				t.Fatalf("apply %d of a %d-byte CRD: %v", i+1, len(body), err)
			}
			mf, _ := json.Marshal(got.GetManagedFields())
			if n := len(got.GetManagedFields()); n != 1 || len(mf) > 4096 {
				t.Errorf("apply %d: got %d managedFields entries, %d bytes; want one, small", i+1, n, len(mf))
			}
		}
		// Client-side apply keeps the whole object in an annotation.
		obj, err := c.Get(ctx, crd.GetName(), metav1.GetOptions{})
		if err != nil {
			t.Fatal(err)
		}
		obj.SetAnnotations(map[string]string{"kubectl.kubernetes.io/last-applied-configuration": string(body)})
		_, err = c.Update(ctx, obj, metav1.UpdateOptions{})
		if !apierrors.IsInvalid(err) || !strings.Contains(err.Error(), "Too long: may not be more than 262144 bytes") {
			t.Errorf("a last-applied annotation of %d bytes: got %v; want 422 Too long", len(body), err)
		}
	})
}

// largeCRD is a CRD whose schema has 1,200 described properties.
func largeCRD() *unstructured.Unstructured {
	props := map[string]any{}
	for i := range 1200 {
		props[fmt.Sprintf("field%04d", i)] = map[string]any{"type": "string",
			"description": strings.Repeat(fmt.Sprintf("Field number %d of a large schema. ", i), 8)}
	}
	return &unstructured.Unstructured{Object: map[string]any{
		"apiVersion": "apiextensions.k8s.io/v1", "kind": "CustomResourceDefinition",
		"metadata": map[string]any{"name": "bigs.large.example.com"},
		"spec": map[string]any{
			"group": "large.example.com", "scope": "Namespaced",
			"names": map[string]any{"plural": "bigs", "singular": "big", "kind": "Big"},
			"versions": []any{map[string]any{"name": "v1", "served": true, "storage": true,
				"schema": map[string]any{"openAPIV3Schema": map[string]any{"type": "object",
					"properties": map[string]any{"spec": map[string]any{"type": "object", "properties": props}}}}}},
		},
	}}
}
