package storage

import (
	"fmt"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/printers"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/apis/storage"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	genericregistry "github.com/kube-rebuilt/apiserver/03-master/registry/generic/registry"
	"github.com/kube-rebuilt/apiserver/03-master/registry/storage/csistoragecapacity"
)

// REST is the storage of csistoragecapacities: the generic Store.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csistoragecapacity/storage.REST.
type REST struct {
	*genericregistry.Store
}

// The abilities of REST, checked at compile time.
var (
	_ rest.StandardStorage      = &REST{}
	_ rest.SingularNameProvider = &REST{}
)

// NewREST returns the storage of csistoragecapacities, keyed under
// /csistoragecapacities/<namespace>/<name>.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csistoragecapacity/storage.NewREST.
func NewREST(optsGetter generic.RESTOptionsGetter) (*REST, error) {
	store := &genericregistry.Store{
		NewFunc:                   func() runtime.Object { return &storage.CSIStorageCapacity{} },
		NewListFunc:               func() runtime.Object { return &storage.CSIStorageCapacityList{} },
		DefaultQualifiedResource:  storage.Resource("csistoragecapacities"),
		SingularQualifiedResource: storage.Resource("csistoragecapacity"),

		CreateStrategy:      csistoragecapacity.Strategy,
		UpdateStrategy:      csistoragecapacity.Strategy,
		DeleteStrategy:      csistoragecapacity.Strategy,
		ReturnDeletedObject: true,

		TableConvertor: Table,
	}
	if err := store.CompleteWithOptions(&generic.StoreOptions{RESTOptions: optsGetter}); err != nil {
		return nil, err
	}
	return &REST{store}, nil
}

// Table is `kubectl get csistoragecapacities`: Name StorageClassName Capacity.
// Upstream: the CSIStorageCapacity column definitions and printCSIStorageCapacity in
// k8s.io/kubernetes/pkg/printers/internalversion.
var Table = printers.TableConvertor{Columns: []metav1.TableColumnDefinition{
	printers.NameColumn,
	{Name: "StorageClassName", Type: "string", Description: "storageClassName represents the name of the StorageClass that the reported capacity applies to."},
	{Name: "Capacity", Type: "string", Description: "capacity is the value reported by the CSI driver in its GetCapacityResponse for a GetCapacityRequest with topology and parameters that match the previous fields."},
}, Row: printRow}

// printRow makes one CSIStorageCapacity's cells.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.printCSIStorageCapacity.
func printRow(obj runtime.Object) (metav1.TableRow, error) {
	o, ok := obj.(*storage.CSIStorageCapacity)
	if !ok {
		return metav1.TableRow{}, fmt.Errorf("expected a CSIStorageCapacity, got %T", obj)
	}
	capacity := "<unset>"
	if o.Capacity != nil {
		capacity = o.Capacity.String()
	}
	return printers.Cells(o.Name, o.StorageClassName, capacity), nil
}
