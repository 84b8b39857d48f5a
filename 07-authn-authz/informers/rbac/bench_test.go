package rbac

import (
	"context"
	"fmt"
	"testing"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac"
	rbacauthorizer "github.com/kube-rebuilt/apiserver/07-authn-authz/plugin/auth/authorizer/rbac"
)

// BenchmarkAuthorizeOverInformers measures one RBAC decision as the
// server makes it, reading the informers: 70 ClusterRoleBindings (a few
// more than the bootstrap policy's 54) naming groups the user is not in, then
// one binding her group to a ClusterRole that allows everything, as the
// load of hack/compare-upstream-07.sh is bound to cluster-admin. Every
// decision walks every ClusterRoleBinding up to hers:
//
//	go test -run '^$' -bench AuthorizeOverInformers -benchmem ./07-authn-authz/informers/rbac/
func BenchmarkAuthorizeOverInformers(b *testing.B) {
	s := newStores(b)
	ctx := nsCtx("")
	create := func(_ runtime.Object, err error) {
		if err != nil {
			b.Fatal(err)
		}
	}
	create(s.clusterRoles.Create(ctx, &rbac.ClusterRole{
		ObjectMeta: metav1.ObjectMeta{Name: "everything"},
		Rules:      []rbac.PolicyRule{{Verbs: []string{"*"}, APIGroups: []string{"*"}, Resources: []string{"*"}}},
	}, nil, &metav1.CreateOptions{}))
	binding := func(name, group string) *rbac.ClusterRoleBinding {
		return &rbac.ClusterRoleBinding{
			ObjectMeta: metav1.ObjectMeta{Name: name},
			RoleRef:    rbac.RoleRef{APIGroup: rbac.GroupName, Kind: "ClusterRole", Name: "everything"},
			Subjects:   []rbac.Subject{{Kind: rbac.GroupKind, APIGroup: rbac.GroupName, Name: group}},
		}
	}
	for i := range 70 {
		create(s.crbs.Create(ctx, binding(fmt.Sprintf("binding-%02d", i), fmt.Sprintf("group-%02d", i)), nil, &metav1.CreateOptions{}))
	}
	create(s.crbs.Create(ctx, binding("bench", "bench"), nil, &metav1.CreateOptions{}))

	i := New(s)
	runCtx, cancel := context.WithCancel(context.Background())
	defer cancel()
	i.Start(runCtx)
	if !i.WaitForCacheSync(runCtx) {
		b.Fatal("informers did not sync")
	}
	authz := rbacauthorizer.New(i, i, i, i)
	attrs := authorizer.AttributesRecord{
		User: &user.DefaultInfo{Name: "bench-user", Groups: []string{"bench", user.AllAuthenticated}},
		Verb: "get", Namespace: "default", Resource: "configmaps", Name: "c", ResourceRequest: true, APIVersion: "v1",
	}
	// The informer fills asynchronously after its first list: wait for
	// the last binding.
	for {
		if d, _, _ := authz.Authorize(context.Background(), attrs); d == authorizer.DecisionAllow {
			break
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		if d, _, err := authz.Authorize(context.Background(), attrs); d != authorizer.DecisionAllow {
			b.Fatalf("got %v (%v); want allowed", d, err)
		}
	}
}
