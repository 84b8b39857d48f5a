package clientgo

import (
	"context"
	"errors"
	"net/http"
	"testing"
	"time"

	corev1 "k8s.io/api/core/v1"
	rbacv1 "k8s.io/api/rbac/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/rest"

	"github.com/kube-rebuilt/apiserver/e2e/framework"
)

// TestAuthn talks to each stage that authenticates (framework.Stage.Secure,
// 07 on) as the identities client-go can carry: the admin's client
// certificate, a bearer token of the token file, a token the server does
// not know, none at all, and the admin impersonating another user.
func TestAuthn(t *testing.T) {
	for _, st := range framework.Stages {
		if !st.Secure {
			continue
		}
		t.Run(st.Name, func(t *testing.T) {
			framework.Track(t, st.Name+": client-go tests")
			testAuthn(t, framework.StartServer(t, st.Name, framework.Options{}))
		})
	}
}

func testAuthn(t *testing.T, srv *framework.Server) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	alice := tokenUser(t, "alice")
	clientset := func(t *testing.T, cfg *rest.Config) *kubernetes.Clientset {
		t.Helper()
		cs, err := kubernetes.NewForConfig(cfg)
		if err != nil {
			t.Fatal(err)
		}
		return cs
	}
	listNamespaces := func(t *testing.T, cfg *rest.Config) error {
		_, err := clientset(t, cfg).CoreV1().Namespaces().List(ctx, metav1.ListOptions{})
		return err
	}

	t.Run("admin certificate", func(t *testing.T) {
		list, err := clientset(t, srv.RESTConfig(t)).CoreV1().Namespaces().List(ctx, metav1.ListOptions{})
		if err != nil {
			t.Fatalf("listing namespaces as kubernetes-admin: %v", err)
		}
		if !hasNamespace(list.Items, "default") {
			t.Errorf("listing namespaces as kubernetes-admin: no default among %d", len(list.Items))
		}
	})

	t.Run("token", func(t *testing.T) {
		cfg := srv.AnonymousRESTConfig(t)
		cfg.BearerToken = alice.Token
		checkForbidden(t, listNamespaces(t, cfg), `namespaces is forbidden: User "alice" cannot list resource "namespaces" in API group "" at the cluster scope`)
	})

	t.Run("unknown token", func(t *testing.T) {
		cfg := srv.AnonymousRESTConfig(t)
		cfg.BearerToken = "not-" + alice.Token
		err := listNamespaces(t, cfg)
		if !apierrors.IsUnauthorized(err) {
			t.Fatalf("listing namespaces with an unknown token: got %v; want 401 Unauthorized", err)
		}
		if code := statusCode(err); code != http.StatusUnauthorized {
			t.Errorf("listing namespaces with an unknown token: got code %d; want 401", code)
		}
	})

	t.Run("anonymous", func(t *testing.T) {
		cfg := srv.AnonymousRESTConfig(t)
		checkForbidden(t, listNamespaces(t, cfg), `namespaces is forbidden: User "system:anonymous" cannot list resource "namespaces" in API group "" at the cluster scope`)
		// system:public-info-viewer: everyone may read /version.
		info, err := clientset(t, cfg).Discovery().ServerVersion()
		if err != nil {
			t.Fatalf("GET /version anonymously: %v; want 200", err)
		}
		if info.Major != "1" {
			t.Errorf("GET /version anonymously: major %q; want 1", info.Major)
		}
	})

	t.Run("impersonation", func(t *testing.T) {
		cfg := srv.RESTConfig(t)
		cfg.Impersonate = rest.ImpersonationConfig{UserName: alice.Name}
		pods := func() error {
			_, err := clientset(t, cfg).CoreV1().Pods(namespace).List(ctx, metav1.ListOptions{})
			return err
		}
		checkForbidden(t, pods(), `pods is forbidden: User "alice" cannot list resource "pods" in API group "" in the namespace "default"`)

		admin := clientset(t, srv.RESTConfig(t))
		binding := &rbacv1.RoleBinding{
			ObjectMeta: metav1.ObjectMeta{Name: "alice-view-clientgo"},
			RoleRef:    rbacv1.RoleRef{APIGroup: rbacv1.GroupName, Kind: "ClusterRole", Name: "view"},
			Subjects:   []rbacv1.Subject{{APIGroup: rbacv1.GroupName, Kind: rbacv1.UserKind, Name: alice.Name}},
		}
		if _, err := admin.RbacV1().RoleBindings(namespace).Create(ctx, binding, metav1.CreateOptions{}); err != nil {
			t.Fatalf("binding view to alice: %v", err)
		}
		// The authorizer sees the binding through its informers: soon.
		for err := pods(); err != nil; err = pods() {
			if !apierrors.IsForbidden(err) || ctx.Err() != nil {
				t.Fatalf("listing pods as alice after binding view: %v; want them listed", err)
			}
			time.Sleep(50 * time.Millisecond)
		}
		// ... and alice's own token reads them too.
		cfg = srv.AnonymousRESTConfig(t)
		cfg.BearerToken = alice.Token
		if _, err := clientset(t, cfg).CoreV1().Pods(namespace).List(ctx, metav1.ListOptions{}); err != nil {
			t.Errorf("listing pods with alice's token after binding view: %v", err)
		}
	})
}

// tokenUser returns the user name of framework.TokenUsers.
func tokenUser(t *testing.T, name string) framework.TokenUser {
	t.Helper()
	for _, u := range framework.TokenUsers {
		if u.Name == name {
			return u
		}
	}
	t.Fatalf("no user %s in framework.TokenUsers", name)
	return framework.TokenUser{}
}

// checkForbidden fails t unless err is a 403 StatusError with reason
// Forbidden and message want.
func checkForbidden(t *testing.T, err error, want string) {
	t.Helper()
	var status *apierrors.StatusError
	if !errors.As(err, &status) {
		t.Fatalf("got %v (%T); want a 403 StatusError", err, err)
	}
	s := status.ErrStatus
	if s.Code != http.StatusForbidden || s.Reason != metav1.StatusReasonForbidden || !apierrors.IsForbidden(err) {
		t.Errorf("got code %d reason %q; want 403 Forbidden", s.Code, s.Reason)
	}
	if s.Message != want {
		t.Errorf("got message %q; want %q", s.Message, want)
	}
}

func statusCode(err error) int32 {
	var status apierrors.APIStatus
	if errors.As(err, &status) {
		return status.Status().Code
	}
	return 0
}

func hasNamespace(items []corev1.Namespace, name string) bool {
	for _, ns := range items {
		if ns.Name == name {
			return true
		}
	}
	return false
}
