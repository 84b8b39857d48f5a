package validatingadmissionpolicy

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
)

// REST is the storage of validatingadmissionpolicies: the generic Store.
// Upstream: k8s.io/kubernetes/pkg/registry/admissionregistration/validatingadmissionpolicy/storage.REST.
type REST struct {
	*genericregistry.Store
}

// The abilities, checked at compile time.
var (
	_ rest.StandardStorage      = &REST{}
	_ rest.SingularNameProvider = &REST{}
	_ rest.CategoriesProvider   = &REST{}
)

// NewREST returns the storage and its status subresource, typing objects
// with scheme.
// Upstream: k8s.io/kubernetes/pkg/registry/admissionregistration/validatingadmissionpolicy/storage.NewREST.
func NewREST(scheme *runtime.Scheme, optsGetter generic.RESTOptionsGetter, authz authorizer.Authorizer, resourceResolver resolver.ResourceResolver) (*REST, *genericregistry.StatusREST, error) {
	strategy := NewStrategy(scheme, authz, resourceResolver)
	store := &genericregistry.Store{
		NewFunc:                   func() runtime.Object { return &admissionregistration.ValidatingAdmissionPolicy{} },
		NewListFunc:               func() runtime.Object { return &admissionregistration.ValidatingAdmissionPolicyList{} },
		DefaultQualifiedResource:  admissionregistration.Resource("validatingadmissionpolicies"),
		SingularQualifiedResource: admissionregistration.Resource("validatingadmissionpolicy"),

		CreateStrategy:      strategy,
		UpdateStrategy:      strategy,
		DeleteStrategy:      strategy,
		ResetFieldsStrategy: strategy,

		TableConvertor: Table,
	}
	if err := store.CompleteWithOptions(&generic.StoreOptions{RESTOptions: optsGetter}); err != nil {
		return nil, nil, err
	}
	return &REST{store}, genericregistry.NewStatusREST(store, NewStatusStrategy(strategy)), nil
}

// Categories: `kubectl get api-extensions` lists the policies.
// Upstream: k8s.io/kubernetes/pkg/registry/admissionregistration/validatingadmissionpolicy/storage.(*REST).Categories.
func (r *REST) Categories() []string { return []string{"api-extensions"} }

// Table is `kubectl get validatingadmissionpolicies`: NAME VALIDATIONS
// PARAMKIND AGE.
// Upstream: the validatingAdmissionPolicy columns and
// printValidatingAdmissionPolicy in k8s.io/kubernetes/pkg/printers/internalversion.
var Table = printers.TableConvertor{Columns: []metav1.TableColumnDefinition{
	printers.NameColumn,
	{Name: "Validations", Type: "integer", Description: "Validations indicates the number of validation rules defined in this configuration"},
	{Name: "ParamKind", Type: "string", Description: "ParamKind specifies the kind of resources used to parameterize this policy"},
	printers.AgeColumn,
}, Row: printRow}

// printRow makes one policy's cells; PARAMKIND is apiVersion/kind or
// <unset>.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.printValidatingAdmissionPolicy.
func printRow(obj runtime.Object) (metav1.TableRow, error) {
	p, ok := obj.(*admissionregistration.ValidatingAdmissionPolicy)
	if !ok {
		return metav1.TableRow{}, fmt.Errorf("expected a ValidatingAdmissionPolicy, got %T", obj)
	}
	return printers.Cells(p.Name, int64(len(p.Spec.Validations)), ParamKindString(p.Spec.ParamKind),
		printers.TranslateTimestampSince(p.CreationTimestamp)), nil
}

// ParamKindString is a param kind as `kubectl get` shows it:
// apiVersion/kind, or <unset>.
// Upstream: the paramKind cell of k8s.io/kubernetes/pkg/printers/internalversion.printValidatingAdmissionPolicy.
func ParamKindString(pk *admissionregistration.ParamKind) string {
	if pk == nil {
		return "<unset>"
	}
	return pk.APIVersion + "/" + pk.Kind
}

// ParamKindOf returns the paramKind of the policy called name, for the
// bindings' authorization.
// Upstream: k8s.io/kubernetes/pkg/registry/admissionregistration/validatingadmissionpolicy/storage.(*REST).GetValidatingAdmissionPolicy,
// which returns the whole policy.
func (r *REST) ParamKindOf(ctx context.Context, name string) (*admissionregistration.ParamKind, error) {
	obj, err := r.Get(ctx, name, &metav1.GetOptions{})
	if err != nil {
		return nil, err
	}
	p, ok := obj.(*admissionregistration.ValidatingAdmissionPolicy)
	if !ok {
		return nil, fmt.Errorf("expected a ValidatingAdmissionPolicy, got %T", obj)
	}
	return p.Spec.ParamKind, nil
}
