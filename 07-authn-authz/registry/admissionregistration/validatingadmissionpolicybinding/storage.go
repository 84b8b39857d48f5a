package validatingadmissionpolicybinding

import (
	"fmt"
	"sort"
	"strings"

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

// REST is the storage of validatingadmissionpolicybindings.
// Upstream: k8s.io/kubernetes/pkg/registry/admissionregistration/validatingadmissionpolicybinding/storage.REST.
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
// Upstream: k8s.io/kubernetes/pkg/registry/admissionregistration/validatingadmissionpolicybinding/storage.NewREST.
func NewREST(scheme *runtime.Scheme, optsGetter generic.RESTOptionsGetter, authz authorizer.Authorizer, paramKindOf ParamKindGetter, resourceResolver resolver.ResourceResolver) (*REST, error) {
	strategy := NewStrategy(scheme, authz, paramKindOf, resourceResolver)
	store := &genericregistry.Store{
		NewFunc:                   func() runtime.Object { return &admissionregistration.ValidatingAdmissionPolicyBinding{} },
		NewListFunc:               func() runtime.Object { return &admissionregistration.ValidatingAdmissionPolicyBindingList{} },
		DefaultQualifiedResource:  admissionregistration.Resource("validatingadmissionpolicybindings"),
		SingularQualifiedResource: admissionregistration.Resource("validatingadmissionpolicybinding"),

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
// Upstream: k8s.io/kubernetes/pkg/registry/admissionregistration/validatingadmissionpolicybinding/storage.(*REST).Categories.
func (r *REST) Categories() []string { return []string{"api-extensions"} }

// Table is `kubectl get validatingadmissionpolicybindings`: NAME
// POLICYNAME PARAMREF AGE.
// Upstream: the validatingAdmissionPolicyBinding columns and
// printValidatingAdmissionPolicyBinding in k8s.io/kubernetes/pkg/printers/internalversion.
var Table = printers.TableConvertor{Columns: []metav1.TableColumnDefinition{
	printers.NameColumn,
	{Name: "PolicyName", Type: "string", Description: "PolicyName indicates the policy definition which the policy binding binded to"},
	{Name: "ParamRef", Type: "string", Description: "ParamRef indicates the param resource which sets the configuration param"},
	printers.AgeColumn,
}, Row: printRow}

// printRow makes one binding's cells.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.printValidatingAdmissionPolicyBinding.
func printRow(obj runtime.Object) (metav1.TableRow, error) {
	b, ok := obj.(*admissionregistration.ValidatingAdmissionPolicyBinding)
	if !ok {
		return metav1.TableRow{}, fmt.Errorf("expected a ValidatingAdmissionPolicyBinding, got %T", obj)
	}
	return printers.Cells(b.Name, b.Spec.PolicyName, ParamRefString(b.Spec.ParamRef),
		printers.TranslateTimestampSince(b.CreationTimestamp)), nil
}

// ParamRefString is a param reference as `kubectl get` shows it:
// namespace/name, "*/name" when no namespace is given (the param may be
// cluster-scoped or in the request's namespace), the selector in the
// form of its generated String method, or <unset>.
// Upstream: the paramName cell of k8s.io/kubernetes/pkg/printers/internalversion.printValidatingAdmissionPolicyBinding.
func ParamRefString(pr *admissionregistration.ParamRef) string {
	switch {
	case pr == nil:
		return "<unset>"
	case pr.Name != "" && pr.Namespace != "":
		return pr.Namespace + "/" + pr.Name
	case pr.Name != "":
		return "*/" + pr.Name
	case pr.Selector != nil:
		return labelSelectorString(pr.Selector)
	}
	return "<unset>"
}

// labelSelectorString prints a selector as gogo-protobuf's generated
// String does, which is what upstream's printer shows.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.(*LabelSelector).String.
func labelSelectorString(s *metav1.LabelSelector) string {
	var b strings.Builder
	b.WriteString("&LabelSelector{MatchLabels:map[string]string{")
	keys := make([]string, 0, len(s.MatchLabels))
	for k := range s.MatchLabels {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Fprintf(&b, "%v: %v,", k, s.MatchLabels[k])
	}
	b.WriteString("},MatchExpressions:[]LabelSelectorRequirement{")
	for _, r := range s.MatchExpressions {
		fmt.Fprintf(&b, "LabelSelectorRequirement{Key:%v,Operator:%v,Values:%v,},", r.Key, r.Operator, r.Values)
	}
	b.WriteString("},}")
	return b.String()
}
