package mutatingwebhookconfiguration

import (
	"fmt"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/printers"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	genericregistry "github.com/kube-rebuilt/apiserver/03-master/registry/generic/registry"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration"
)

// REST is the storage of mutatingwebhookconfigurations: the generic Store.
// Upstream: k8s.io/kubernetes/pkg/registry/admissionregistration/mutatingwebhookconfiguration/storage.REST.
type REST struct {
	*genericregistry.Store
}

// The abilities, checked at compile time.
var (
	_ rest.StandardStorage      = &REST{}
	_ rest.SingularNameProvider = &REST{}
)

// NewREST returns the storage, typing objects with scheme.
// Upstream: k8s.io/kubernetes/pkg/registry/admissionregistration/mutatingwebhookconfiguration/storage.NewREST.
func NewREST(scheme *runtime.Scheme, optsGetter generic.RESTOptionsGetter) (*REST, error) {
	strategy := NewStrategy(scheme)
	store := &genericregistry.Store{
		NewFunc:                   func() runtime.Object { return &admissionregistration.MutatingWebhookConfiguration{} },
		NewListFunc:               func() runtime.Object { return &admissionregistration.MutatingWebhookConfigurationList{} },
		DefaultQualifiedResource:  admissionregistration.Resource("mutatingwebhookconfigurations"),
		SingularQualifiedResource: admissionregistration.Resource("mutatingwebhookconfiguration"),

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

// Table is `kubectl get mutatingwebhookconfigurations`: NAME WEBHOOKS AGE.
// Upstream: mutatingWebhookColumnDefinitions and printMutatingWebhook in
// k8s.io/kubernetes/pkg/printers/internalversion.
var Table = printers.TableConvertor{Columns: []metav1.TableColumnDefinition{
	printers.NameColumn,
	{Name: "Webhooks", Type: "integer", Description: "Webhooks indicates the number of webhooks registered in this configuration"},
	printers.AgeColumn,
}, Row: printRow}

// printRow makes one configuration's cells.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.printMutatingWebhook.
func printRow(obj runtime.Object) (metav1.TableRow, error) {
	c, ok := obj.(*admissionregistration.MutatingWebhookConfiguration)
	if !ok {
		return metav1.TableRow{}, fmt.Errorf("expected a MutatingWebhookConfiguration, got %T", obj)
	}
	return printers.Cells(c.Name, int64(len(c.Webhooks)), printers.TranslateTimestampSince(c.CreationTimestamp)), nil
}

// Categories: `kubectl get api-extensions` lists MutatingWebhookConfigurations with CRDs and
// APIServices.
// Upstream: k8s.io/kubernetes/pkg/registry/admissionregistration/mutatingwebhookconfiguration/storage.(*REST).Categories.
var _ rest.CategoriesProvider = (*REST)(nil)

func (r *REST) Categories() []string { return []string{"api-extensions"} }
