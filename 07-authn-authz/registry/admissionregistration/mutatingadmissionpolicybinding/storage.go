package mutatingadmissionpolicybinding

import (
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
	"github.com/kube-rebuilt/apiserver/07-authn-authz/registry/admissionregistration/validatingadmissionpolicybinding"
)

// REST is the storage of mutatingadmissionpolicybindings.
// Upstream: k8s.io/kubernetes/pkg/registry/admissionregistration/mutatingadmissionpolicybinding/storage.REST.
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
// Upstream: k8s.io/kubernetes/pkg/registry/admissionregistration/mutatingadmissionpolicybinding/storage.NewREST.
func NewREST(scheme *runtime.Scheme, optsGetter generic.RESTOptionsGetter, authz authorizer.Authorizer, paramKindOf ParamKindGetter, resourceResolver resolver.ResourceResolver) (*REST, error) {
	strategy := NewStrategy(scheme, authz, paramKindOf, resourceResolver)
	store := &genericregistry.Store{
		NewFunc:                   func() runtime.Object { return &admissionregistration.MutatingAdmissionPolicyBinding{} },
		NewListFunc:               func() runtime.Object { return &admissionregistration.MutatingAdmissionPolicyBindingList{} },
		DefaultQualifiedResource:  admissionregistration.Resource("mutatingadmissionpolicybindings"),
		SingularQualifiedResource: admissionregistration.Resource("mutatingadmissionpolicybinding"),

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

// Categories: `kubectl get api-extensions` lists the bindings.
// Upstream: k8s.io/kubernetes/pkg/registry/admissionregistration/mutatingadmissionpolicybinding/storage.(*REST).Categories.
func (r *REST) Categories() []string { return []string{"api-extensions"} }

// Table is `kubectl get mutatingadmissionpolicybindings`: NAME
// POLICYNAME PARAMREF AGE.
// Upstream: the mutatingAdmissionPolicyBinding columns and
// printMutatingAdmissionPolicyBinding in k8s.io/kubernetes/pkg/printers/internalversion.
var Table = printers.TableConvertor{Columns: []metav1.TableColumnDefinition{
	printers.NameColumn,
	{Name: "PolicyName", Type: "string", Description: "PolicyName indicates the policy definition which the policy binding binded to"},
	{Name: "ParamRef", Type: "string", Description: "ParamRef indicates the param resource which sets the configuration param"},
	printers.AgeColumn,
}, Row: printRow}

// printRow makes one binding's cells.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.printMutatingAdmissionPolicyBinding.
func printRow(obj runtime.Object) (metav1.TableRow, error) {
	b, ok := obj.(*admissionregistration.MutatingAdmissionPolicyBinding)
	if !ok {
		return metav1.TableRow{}, fmt.Errorf("expected a MutatingAdmissionPolicyBinding, got %T", obj)
	}
	return printers.Cells(b.Name, b.Spec.PolicyName, validatingadmissionpolicybinding.ParamRefString(b.Spec.ParamRef),
		printers.TranslateTimestampSince(b.CreationTimestamp)), nil
}
