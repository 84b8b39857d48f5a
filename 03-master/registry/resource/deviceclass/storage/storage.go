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
	"github.com/kube-rebuilt/apiserver/03-master/registry/resource/deviceclass"
)

// REST is the storage of deviceclasses: the generic Store.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/deviceclass/storage.REST.
type REST struct {
	*genericregistry.Store
}

// The abilities of REST, checked at compile time.
var (
	_ rest.StandardStorage      = &REST{}
	_ rest.SingularNameProvider = &REST{}
)

// NewREST returns the storage of deviceclasses, keyed under
// /deviceclasses/<name>.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/deviceclass/storage.NewREST.
func NewREST(optsGetter generic.RESTOptionsGetter) (*REST, error) {
	store := &genericregistry.Store{
		NewFunc:                   func() runtime.Object { return &resource.DeviceClass{} },
		NewListFunc:               func() runtime.Object { return &resource.DeviceClassList{} },
		DefaultQualifiedResource:  resource.Resource("deviceclasses"),
		SingularQualifiedResource: resource.Resource("deviceclass"),

		CreateStrategy:      deviceclass.Strategy,
		UpdateStrategy:      deviceclass.Strategy,
		DeleteStrategy:      deviceclass.Strategy,
		ReturnDeletedObject: true,

		TableConvertor: Table,
	}
	if err := store.CompleteWithOptions(&generic.StoreOptions{RESTOptions: optsGetter}); err != nil {
		return nil, err
	}
	return &REST{store}, nil
}

// Table is `kubectl get deviceclasses`: Name Age.
// Upstream: the DeviceClass column definitions and printDeviceClass in
// k8s.io/kubernetes/pkg/printers/internalversion.
var Table = printers.TableConvertor{Columns: []metav1.TableColumnDefinition{
	printers.NameColumn,
	printers.AgeColumn,
}, Row: printRow}

// printRow makes one DeviceClass's cells.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.printDeviceClass.
func printRow(obj runtime.Object) (metav1.TableRow, error) {
	o, ok := obj.(*resource.DeviceClass)
	if !ok {
		return metav1.TableRow{}, fmt.Errorf("expected a DeviceClass, got %T", obj)
	}
	return printers.Cells(o.Name, printers.TranslateTimestampSince(o.CreationTimestamp)), nil
}
