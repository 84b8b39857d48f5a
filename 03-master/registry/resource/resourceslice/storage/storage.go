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
	"github.com/kube-rebuilt/apiserver/03-master/registry/resource/resourceslice"
)

// REST is the storage of resourceslices: the generic Store.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/resourceslice/storage.REST.
type REST struct {
	*genericregistry.Store
}

// The abilities of REST, checked at compile time.
var (
	_ rest.StandardStorage      = &REST{}
	_ rest.SingularNameProvider = &REST{}
)

// NewREST returns the storage of resourceslices, keyed under
// /resourceslices/<name>.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/resourceslice/storage.NewREST.
func NewREST(optsGetter generic.RESTOptionsGetter) (*REST, error) {
	store := &genericregistry.Store{
		NewFunc:                   func() runtime.Object { return &resource.ResourceSlice{} },
		NewListFunc:               func() runtime.Object { return &resource.ResourceSliceList{} },
		DefaultQualifiedResource:  resource.Resource("resourceslices"),
		SingularQualifiedResource: resource.Resource("resourceslice"),

		CreateStrategy:      resourceslice.Strategy,
		UpdateStrategy:      resourceslice.Strategy,
		DeleteStrategy:      resourceslice.Strategy,
		ReturnDeletedObject: true,

		TableConvertor: Table,
	}
	if err := store.CompleteWithOptions(&generic.StoreOptions{RESTOptions: optsGetter, AttrFunc: resourceslice.GetAttrs}); err != nil {
		return nil, err
	}
	return &REST{store}, nil
}

// Table is `kubectl get resourceslices`: Name Node Driver Pool Age.
// Upstream: the ResourceSlice column definitions and printResourceSlice in
// k8s.io/kubernetes/pkg/printers/internalversion.
var Table = printers.TableConvertor{Columns: []metav1.TableColumnDefinition{
	printers.NameColumn,
	{Name: "Node", Type: "string", Description: "NodeName identifies the node which provides the resources in this pool."},
	{Name: "Driver", Type: "string", Description: "Driver identifies the DRA driver providing the capacity information."},
	{Name: "Pool", Type: "string", Description: "Name is used to identify the pool."},
	printers.AgeColumn,
}, Row: printRow}

// printRow makes one ResourceSlice's cells.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.printResourceSlice.
func printRow(obj runtime.Object) (metav1.TableRow, error) {
	o, ok := obj.(*resource.ResourceSlice)
	if !ok {
		return metav1.TableRow{}, fmt.Errorf("expected a ResourceSlice, got %T", obj)
	}
	node := ""
	if o.Spec.NodeName != nil {
		node = *o.Spec.NodeName
	}
	return printers.Cells(o.Name, node, o.Spec.Driver, o.Spec.Pool.Name, printers.TranslateTimestampSince(o.CreationTimestamp)), nil
}
