package clientgo

import (
	"context"
	"net/http"
	"testing"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/client-go/dynamic"

	"github.com/kube-rebuilt/apiserver/e2e/framework"
)

// TestDynamicClient drives configmaps and deployments with the dynamic
// client, which knows no Go types: it sends and reads plain JSON maps, the
// way kubectl and garbage collectors handle arbitrary resources.
func TestDynamicClient(t *testing.T) {
	forEachStage(t, func(t *testing.T, srv *framework.Server) {
		srv.SkipUnlessServed(t, "v1/configmaps", "apps/v1/deployments")
		dc := dynamic.NewForConfigOrDie(srv.RESTConfig(t))
		tests := []struct {
			gvr   schema.GroupVersionResource
			obj   string // a manifest in JSON
			field []string
			want  any // the value at field after create
		}{
			{
				gvr:   schema.GroupVersionResource{Version: "v1", Resource: "configmaps"},
				obj:   `{"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"dyn"},"data":{"a":"1"}}`,
				field: []string{"data", "a"},
				want:  "1",
			},
			{
				gvr: schema.GroupVersionResource{Group: "apps", Version: "v1", Resource: "deployments"},
				obj: `{"apiVersion":"apps/v1","kind":"Deployment","metadata":{"name":"dyn"},"spec":{"replicas":2,
					"selector":{"matchLabels":{"app":"dyn"}},"template":{"metadata":{"labels":{"app":"dyn"}},
					"spec":{"containers":[{"name":"web","image":"nginx:1.25"}]}}}}`,
				field: []string{"spec", "replicas"},
				want:  int64(2), // JSON numbers that are integers decode to int64
			},
		}
		for _, tt := range tests {
			t.Run(tt.gvr.Resource, func(t *testing.T) {
				ctx := context.Background()
				c := dc.Resource(tt.gvr).Namespace(namespace)
				var obj unstructured.Unstructured
				if err := obj.UnmarshalJSON([]byte(tt.obj)); err != nil {
					t.Fatalf("bad test manifest: %v", err)
				}
				created, err := c.Create(ctx, &obj, metav1.CreateOptions{})
				if err != nil {
					t.Fatalf("create: %v", err)
				}
				if got, _, _ := unstructured.NestedFieldNoCopy(created.Object, tt.field...); got != tt.want {
					t.Errorf("create: got %v (%T) at %v; want %v (%T)", got, got, tt.field, tt.want, tt.want)
				}
				if got, want := created.GetAPIVersion(), tt.gvr.GroupVersion().String(); got != want {
					t.Errorf("create: got apiVersion %q; want %q", got, want)
				}

				list, err := c.List(ctx, metav1.ListOptions{})
				if err != nil {
					t.Fatalf("list: %v", err)
				}
				// (from stage 07 on, every namespace also holds the
				// kube-root-ca.crt ConfigMap, as in a real cluster)
				var names []string
				for _, item := range list.Items {
					if item.GetName() != "kube-root-ca.crt" {
						names = append(names, item.GetName())
					}
				}
				if len(names) != 1 || names[0] != "dyn" {
					t.Errorf("list: got %v; want [dyn]", names)
				}
				if got, want := list.GetKind(), obj.GetKind()+"List"; got != want {
					t.Errorf("list: got kind %q; want %q", got, want)
				}

				created.SetLabels(map[string]string{"touched": "yes"})
				updated, err := c.Update(ctx, created, metav1.UpdateOptions{})
				if err != nil {
					t.Fatalf("update: %v", err)
				}
				if got := updated.GetLabels()["touched"]; got != "yes" {
					t.Errorf("update: got label touched=%q; want yes", got)
				}

				if err := c.Delete(ctx, "dyn", metav1.DeleteOptions{}); err != nil {
					t.Fatalf("delete: %v", err)
				}
				_, err = c.Get(ctx, "dyn", metav1.GetOptions{})
				wantStatus(t, "get after delete", err, http.StatusNotFound, metav1.StatusReasonNotFound)
			})
		}
	})
}
