package clusterrolebinding

import (
	"fmt"
	"strings"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	genericprinters "github.com/kube-rebuilt/apiserver/02-generic-server/printers"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	genericregistry "github.com/kube-rebuilt/apiserver/03-master/registry/generic/registry"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac"
)

// REST is the storage of clusterrolebindings: the generic Store, with upstream's
// table.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/clusterrolebinding/storage.REST.
type REST struct {
	*genericregistry.Store
}

// The abilities, checked at compile time.
var (
	_ rest.StandardStorage      = &REST{}
	_ rest.SingularNameProvider = &REST{}
)

// NewREST returns the storage of clusterrolebindings, typing objects with scheme.
// Upstream: k8s.io/kubernetes/pkg/registry/rbac/clusterrolebinding/storage.NewREST.
func NewREST(scheme *runtime.Scheme, optsGetter generic.RESTOptionsGetter) (*REST, error) {
	strategy := NewStrategy(scheme)
	store := &genericregistry.Store{
		NewFunc:                   func() runtime.Object { return &rbac.ClusterRoleBinding{} },
		NewListFunc:               func() runtime.Object { return &rbac.ClusterRoleBindingList{} },
		DefaultQualifiedResource:  rbac.Resource("clusterrolebindings"),
		SingularQualifiedResource: rbac.Resource("clusterrolebinding"),

		CreateStrategy: strategy,
		UpdateStrategy: strategy,
		DeleteStrategy: strategy,
		TableConvertor: genericprinters.TableConvertor{Columns: columns, Row: printClusterRoleBinding},
	}
	if err := store.CompleteWithOptions(&generic.StoreOptions{RESTOptions: optsGetter}); err != nil {
		return nil, err
	}
	return &REST{store}, nil
}

// columns are `kubectl get clusterrolebindings`' columns: NAME ROLE AGE, and
// with -o wide USERS GROUPS SERVICEACCOUNTS.
// Upstream: clusterRoleBindingsColumnDefinitions in k8s.io/kubernetes/pkg/printers/internalversion.AddHandlers.
var columns = []metav1.TableColumnDefinition{
	genericprinters.NameColumn,
	{Name: "Role", Type: "string", Description: "roleRef can only reference a ClusterRole in the global namespace. If the RoleRef cannot be resolved, the Authorizer must return an error."},
	genericprinters.AgeColumn,
	{Name: "Users", Type: "string", Priority: 1, Description: "Users in the clusterRoleBinding"},
	{Name: "Groups", Type: "string", Priority: 1, Description: "Groups in the clusterRoleBinding"},
	{Name: "ServiceAccounts", Type: "string", Priority: 1, Description: "ServiceAccounts in the clusterRoleBinding"},
}

// printClusterRoleBinding: the role as Kind/name, the age, and the subjects by
// kind (service accounts as namespace/name). The wide cells are always
// sent; kubectl shows them with -o wide.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.printClusterRoleBinding.
func printClusterRoleBinding(obj runtime.Object) (metav1.TableRow, error) {
	binding, ok := obj.(*rbac.ClusterRoleBinding)
	if !ok {
		return metav1.TableRow{}, fmt.Errorf("expected *rbac.ClusterRoleBinding, got %T", obj)
	}
	users, groups, sas, _ := rbac.SubjectsStrings(binding.Subjects)
	return genericprinters.Cells(binding.Name, binding.RoleRef.Kind+"/"+binding.RoleRef.Name,
		genericprinters.TranslateTimestampSince(binding.CreationTimestamp),
		strings.Join(users, ", "), strings.Join(groups, ", "), strings.Join(sas, ", ")), nil
}
