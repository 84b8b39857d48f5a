package clientgo

import (
	"context"
	"fmt"
	"slices"
	"testing"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/kubernetes"

	"github.com/kube-rebuilt/apiserver/e2e/framework"
)

// TestPaging lists configmaps in pages with Limit and Continue, the way
// kubectl get (limit=500) and informers read large collections, with a
// write between the first page and the next. The API allows a server to:
//
//   - ignore limit and answer everything at once, with no continue token;
//   - page, and serve the next pages from a snapshot taken at the first
//     page's resourceVersion, so the late object is not in them (upstream,
//     on etcd, until that revision is compacted);
//   - page, and answer the continue with 410 Expired once the snapshot is
//     gone, after which a client starts over (client-go's pager does).
//
// A stage that declares paging (framework.Stage.Pages) must take the
// second way. Whatever the way, a client must end up with every object
// exactly once.
func TestPaging(t *testing.T) {
	forEachStage(t, func(t *testing.T, srv *framework.Server) {
		srv.SkipUnlessServed(t, "v1/configmaps")
		ctx := context.Background()
		c := kubernetes.NewForConfigOrDie(srv.RESTConfig(t)).CoreV1().ConfigMaps(namespace)
		const total, limit = 7, 3
		var want []string
		for i := range total {
			name := fmt.Sprintf("page-%d", i)
			want = append(want, name)
			if _, err := c.Create(ctx, configMap(name, "x"), metav1.CreateOptions{}); err != nil {
				t.Fatalf("create: %v", err)
			}
		}

		var got []string
		opts := metav1.ListOptions{Limit: limit, LabelSelector: ownSelector}
		for page := 1; ; page++ {
			list, err := c.List(ctx, opts)
			if apierrors.IsResourceExpired(err) && page > 1 && !srv.Stage.Pages {
				t.Logf("%s: the continue token expired after a write (410); listing again from the start", srv.Stage.Name)
				full, err := c.List(ctx, metav1.ListOptions{LabelSelector: ownSelector})
				if err != nil {
					t.Fatalf("list: %v", err)
				}
				got, want = nil, append(want, "page-late")
				for _, item := range full.Items {
					got = append(got, item.Name)
				}
				break
			}
			if err != nil {
				t.Fatalf("list page %d (continue %q): %v", page, opts.Continue, err)
			}
			if len(list.Items) > limit {
				if page > 1 || srv.Stage.Pages {
					t.Fatalf("list page %d, limit=%d: got %d items; want at most %d", page, limit, len(list.Items), limit)
				}
				if list.Continue != "" {
					t.Errorf("list limit=%d: got all %d items and a continue token; want one or the other", limit, len(list.Items))
				}
				t.Logf("%s ignores limit and returns everything at once (the API allows it)", srv.Stage.Name)
			}
			for _, item := range list.Items {
				got = append(got, item.Name)
			}
			if list.Continue == "" {
				break
			}
			if page == 1 {
				if _, err := c.Create(ctx, configMap("page-late", "x"), metav1.CreateOptions{}); err != nil {
					t.Fatalf("create: %v", err)
				}
			}
			if page > total {
				t.Fatalf("more than %d pages; want the continue token to end", total)
			}
			opts.Continue = list.Continue
		}
		slices.Sort(got)
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Errorf("paged list: got %v; want %v, each once (page-late, created after the first page, belongs only to a list started after it)", got, want)
		}
	})
}
