package mutatingadmissionpolicy

import (
	"context"
	"fmt"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"
	"github.com/kube-rebuilt/apiserver/02-generic-server/printers"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	genericregistry "github.com/kube-rebuilt/apiserver/03-master/registry/generic/registry"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/registry/admissionregistration/resolver"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/registry/admissionregistration/validatingadmissionpolicy"
)

// REST is the storage of mutatingadmissionpolicies.
// Upstream: k8s.io/kubernetes/pkg/registry/admissionregistration/mutatingadmissionpolicy/storage.REST.
type REST struct {
	*genericregistry.Store
}

// The abilities, checked at compile time.
var (
	_ rest.StandardStorage      = &REST{}
	_ rest.SingularNameProvider = &REST{}
	_ rest.CategoriesProvider   = &REST{}
)

// NewREST returns the storage, typing objects with scheme.
// Upstream: k8s.io/kubernetes/pkg/registry/admissionregistration/mutatingadmissionpolicy/storage.NewREST.
func NewREST(scheme *runtime.Scheme, optsGetter generic.RESTOptionsGetter, authz authorizer.Authorizer, resourceResolver resolver.ResourceResolver) (*REST, error) {
	strategy := NewStrategy(scheme, authz, resourceResolver)
	store := &genericregistry.Store{
		NewFunc:                   func() runtime.Object { return &admissionregistration.MutatingAdmissionPolicy{} },
		NewListFunc:               func() runtime.Object { return &admissionregistration.MutatingAdmissionPolicyList{} },
		DefaultQualifiedResource:  admissionregistration.Resource("mutatingadmissionpolicies"),
		SingularQualifiedResource: admissionregistration.Resource("mutatingadmissionpolicy"),

		CreateStrategy: strategy,
		UpdateStrategy: strategy,
		DeleteStrategy: strategy,

		TableConvertor: Table,
	}
	if err := store.CompleteWithOptions(&generic.StoreOptions{RESTOptions: optsGetter}); err != nil {
		return nil, err
	}
	return &REST{store}, nil
}

// Categories: `kubectl get api-extensions` lists the policies.
// Upstream: k8s.io/kubernetes/pkg/registry/admissionregistration/mutatingadmissionpolicy/storage.(*REST).Categories.
func (r *REST) Categories() []string { return []string{"api-extensions"} }

// Table is `kubectl get mutatingadmissionpolicies`: NAME MUTATIONS
// PARAMKIND AGE.
// Upstream: the mutatingAdmissionPolicy columns and
// printMutatingAdmissionPolicy in k8s.io/kubernetes/pkg/printers/internalversion.
var Table = printers.TableConvertor{Columns: []metav1.TableColumnDefinition{
	printers.NameColumn,
	{Name: "Mutations", Type: "integer", Description: "Mutation indicates the number of mutations rules defined in this configuration"},
	{Name: "ParamKind", Type: "string", Description: "ParamKind specifies the kind of resources used to parameterize this policy"},
	printers.AgeColumn,
}, Row: printRow}

// printRow makes one policy's cells.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.printMutatingAdmissionPolicy.
func printRow(obj runtime.Object) (metav1.TableRow, error) {
	p, ok := obj.(*admissionregistration.MutatingAdmissionPolicy)
	if !ok {
		return metav1.TableRow{}, fmt.Errorf("expected a MutatingAdmissionPolicy, got %T", obj)
	}
	return printers.Cells(p.Name, int64(len(p.Spec.Mutations)), validatingadmissionpolicy.ParamKindString(p.Spec.ParamKind),
		printers.TranslateTimestampSince(p.CreationTimestamp)), nil
}

// ParamKindOf returns the paramKind of the policy called name, for the
// bindings' authorization.
// Upstream: k8s.io/kubernetes/pkg/registry/admissionregistration/mutatingadmissionpolicy/storage.(*REST).GetMutatingAdmissionPolicy,
// which returns the whole policy.
func (r *REST) ParamKindOf(ctx context.Context, name string) (*admissionregistration.ParamKind, error) {
	obj, err := r.Get(ctx, name, &metav1.GetOptions{})
	if err != nil {
		return nil, err
	}
	p, ok := obj.(*admissionregistration.MutatingAdmissionPolicy)
	if !ok {
		return nil, fmt.Errorf("expected a MutatingAdmissionPolicy, got %T", obj)
	}
	return p.Spec.ParamKind, nil
}
