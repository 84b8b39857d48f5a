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
	"github.com/kube-rebuilt/apiserver/03-master/registry/storage/csinode"
)

// REST is the storage of csinodes: the generic Store.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csinode/storage.REST.
type REST struct {
	*genericregistry.Store
}

// StatusREST is csinodes/status.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csinode/storage.StatusREST.
type StatusREST = genericregistry.StatusREST

// The abilities of REST, checked at compile time.
var (
	_ rest.StandardStorage      = &REST{}
	_ rest.SingularNameProvider = &REST{}
)

// NewREST returns the storage of csinodes and csinodes/status, keyed under
// /csinodes/<name>.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csinode/storage.NewREST.
func NewREST(optsGetter generic.RESTOptionsGetter) (*REST, *StatusREST, error) {
	store := &genericregistry.Store{
		NewFunc:                   func() runtime.Object { return &storage.CSINode{} },
		NewListFunc:               func() runtime.Object { return &storage.CSINodeList{} },
		DefaultQualifiedResource:  storage.Resource("csinodes"),
		SingularQualifiedResource: storage.Resource("csinode"),

		CreateStrategy:      csinode.Strategy,
		UpdateStrategy:      csinode.Strategy,
		DeleteStrategy:      csinode.Strategy,
		ReturnDeletedObject: true,

		TableConvertor: Table,
	}
	if err := store.CompleteWithOptions(&generic.StoreOptions{RESTOptions: optsGetter}); err != nil {
		return nil, nil, err
	}
	return &REST{store}, genericregistry.NewStatusREST(store, csinode.StatusStrategy), nil
}

// Table is `kubectl get csinodes`: Name Drivers Age.
// Upstream: the CSINode column definitions and printCSINode in
// k8s.io/kubernetes/pkg/printers/internalversion.
var Table = printers.TableConvertor{Columns: []metav1.TableColumnDefinition{
	printers.NameColumn,
	{Name: "Drivers", Type: "integer", Description: "Drivers indicates the number of CSI drivers registered on the node"},
	printers.AgeColumn,
}, Row: printRow}

// printRow makes one CSINode's cells.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.printCSINode.
func printRow(obj runtime.Object) (metav1.TableRow, error) {
	o, ok := obj.(*storage.CSINode)
	if !ok {
		return metav1.TableRow{}, fmt.Errorf("expected a CSINode, got %T", obj)
	}
	return printers.Cells(o.Name, int64(len(o.Spec.Drivers)), printers.TranslateTimestampSince(o.CreationTimestamp)), nil
}
