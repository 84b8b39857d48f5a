package apiservice

import (
	"fmt"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	genericprinters "github.com/kube-rebuilt/apiserver/02-generic-server/printers"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	genericregistry "github.com/kube-rebuilt/apiserver/03-master/registry/generic/registry"
	"github.com/kube-rebuilt/apiserver/05-aggregator/apis/apiregistration"
)

// REST is the storage of apiservices: the generic Store, with
// upstream's table.
// Upstream: k8s.io/kube-aggregator/pkg/registry/apiservice/etcd.REST.
type REST struct {
	*genericregistry.Store
}

// StatusREST is apiservices/status: stage 03's generic status
// subresource over a copy of the Store with the status strategy.
// Upstream: k8s.io/kube-aggregator/pkg/registry/apiservice/etcd.StatusREST.
type StatusREST = genericregistry.StatusREST

// The abilities, checked at compile time.
var (
	_ rest.StandardStorage      = &REST{}
	_ rest.CategoriesProvider   = &REST{}
	_ rest.SingularNameProvider = &REST{}
	_ rest.Patcher              = &StatusREST{}
)

// NewREST returns the storage of apiservices and of apiservices/status,
// typing objects with scheme (keys under /apiservices/<name>).
// Upstream: k8s.io/kube-aggregator/pkg/registry/apiservice/etcd.NewREST
// and NewStatusREST, folded into one call; upstream panics where we
// return the error.
func NewREST(scheme *runtime.Scheme, optsGetter generic.RESTOptionsGetter) (*REST, *StatusREST, error) {
	strategy := NewStrategy(scheme)
	store := &genericregistry.Store{
		NewFunc:                   func() runtime.Object { return &apiregistration.APIService{} },
		NewListFunc:               func() runtime.Object { return &apiregistration.APIServiceList{} },
		PredicateFunc:             MatchAPIService,
		DefaultQualifiedResource:  apiregistration.Resource("apiservices"),
		SingularQualifiedResource: apiregistration.Resource("apiservice"),

		CreateStrategy: strategy,
		UpdateStrategy: strategy,
		DeleteStrategy: strategy,

		TableConvertor: TableConvertor,
	}
	options := &generic.StoreOptions{RESTOptions: optsGetter, AttrFunc: GetAttrs}
	if err := store.CompleteWithOptions(options); err != nil {
		return nil, nil, err
	}
	return &REST{store}, genericregistry.NewStatusREST(store, NewStatusStrategy(scheme)), nil
}

// Categories: `kubectl get api-extensions` lists APIServices with CRDs.
// Upstream: k8s.io/kube-aggregator/pkg/registry/apiservice/etcd.(*REST).Categories.
func (r *REST) Categories() []string { return []string{"api-extensions"} }

// TableConvertor prints APIServices as `kubectl get apiservices` shows
// them: NAME SERVICE AVAILABLE AGE.
// Upstream: k8s.io/kube-aggregator/pkg/registry/apiservice/etcd.(*REST).ConvertToTable.
var TableConvertor = genericprinters.TableConvertor{
	Columns: []metav1.TableColumnDefinition{
		genericprinters.NameColumn,
		{Name: "Service", Type: "string", Description: "The reference to the service that hosts this API endpoint."},
		{Name: "Available", Type: "string", Description: "Whether this service is available."},
		genericprinters.AgeColumn,
	},
	Row: printAPIService,
}

// printAPIService: SERVICE is "Local" or <namespace>/<name>; AVAILABLE
// is the Available condition's status, with its reason when it is not
// True, or Unknown when there is no such condition yet.
// Upstream: the row func of k8s.io/kube-aggregator/pkg/registry/apiservice/etcd.(*REST).ConvertToTable.
func printAPIService(obj runtime.Object) (metav1.TableRow, error) {
	apiService, ok := obj.(*apiregistration.APIService)
	if !ok {
		return metav1.TableRow{}, fmt.Errorf("expected *apiregistration.APIService, got %T", obj)
	}
	service := "Local"
	if s := apiService.Spec.Service; s != nil {
		service = s.Namespace + "/" + s.Name
	}
	available := string(apiregistration.ConditionUnknown)
	if c := apiregistration.GetAPIServiceConditionByType(apiService, apiregistration.Available); c != nil {
		available = string(c.Status)
		if c.Status != apiregistration.ConditionTrue && c.Reason != "" {
			available = fmt.Sprintf("%s (%s)", c.Status, c.Reason)
		}
	}
	return genericprinters.Cells(apiService.Name, service, available,
		genericprinters.TranslateTimestampSince(apiService.CreationTimestamp)), nil
}
