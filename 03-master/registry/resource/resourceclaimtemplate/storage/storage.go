package storage

import (
	"fmt"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/printers"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/apis/resource"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	genericregistry "github.com/kube-rebuilt/apiserver/03-master/registry/generic/registry"
	"github.com/kube-rebuilt/apiserver/03-master/registry/resource/resourceclaimtemplate"
)

// REST is the storage of resourceclaimtemplates: the generic Store.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/resourceclaimtemplate/storage.REST.
type REST struct {
	*genericregistry.Store
}

// The abilities of REST, checked at compile time.
var (
	_ rest.StandardStorage      = &REST{}
	_ rest.SingularNameProvider = &REST{}
)

// NewREST returns the storage of resourceclaimtemplates, keyed under
// /resourceclaimtemplates/<namespace>/<name>.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/resourceclaimtemplate/storage.NewREST.
func NewREST(optsGetter generic.RESTOptionsGetter) (*REST, error) {
	store := &genericregistry.Store{
		NewFunc:                   func() runtime.Object { return &resource.ResourceClaimTemplate{} },
		NewListFunc:               func() runtime.Object { return &resource.ResourceClaimTemplateList{} },
		DefaultQualifiedResource:  resource.Resource("resourceclaimtemplates"),
		SingularQualifiedResource: resource.Resource("resourceclaimtemplate"),

		CreateStrategy:      resourceclaimtemplate.Strategy,
		UpdateStrategy:      resourceclaimtemplate.Strategy,
		DeleteStrategy:      resourceclaimtemplate.Strategy,
		ReturnDeletedObject: true,

		TableConvertor: Table,
	}
	if err := store.CompleteWithOptions(&generic.StoreOptions{RESTOptions: optsGetter}); err != nil {
		return nil, err
	}
	return &REST{store}, nil
}

// Table is `kubectl get resourceclaimtemplates`: Name Age.
// Upstream: the ResourceClaimTemplate column definitions and printResourceClaimTemplate in
// k8s.io/kubernetes/pkg/printers/internalversion.
var Table = printers.TableConvertor{Columns: []metav1.TableColumnDefinition{
	printers.NameColumn,
	printers.AgeColumn,
}, Row: printRow}

// printRow makes one ResourceClaimTemplate's cells.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.printResourceClaimTemplate.
func printRow(obj runtime.Object) (metav1.TableRow, error) {
	o, ok := obj.(*resource.ResourceClaimTemplate)
	if !ok {
		return metav1.TableRow{}, fmt.Errorf("expected a ResourceClaimTemplate, got %T", obj)
	}
	return printers.Cells(o.Name, printers.TranslateTimestampSince(o.CreationTimestamp)), nil
}
