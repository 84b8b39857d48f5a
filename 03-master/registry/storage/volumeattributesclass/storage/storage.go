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
	"github.com/kube-rebuilt/apiserver/03-master/registry/storage/volumeattributesclass"
)

// REST is the storage of volumeattributesclasses: the generic Store.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattributesclass/storage.REST.
type REST struct {
	*genericregistry.Store
}

// The abilities of REST, checked at compile time.
var (
	_ rest.StandardStorage      = &REST{}
	_ rest.SingularNameProvider = &REST{}
	_ rest.ShortNamesProvider   = &REST{}
)

// NewREST returns the storage of volumeattributesclasses, keyed under
// /volumeattributesclasses/<name>.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattributesclass/storage.NewREST.
func NewREST(optsGetter generic.RESTOptionsGetter) (*REST, error) {
	store := &genericregistry.Store{
		NewFunc:                   func() runtime.Object { return &storage.VolumeAttributesClass{} },
		NewListFunc:               func() runtime.Object { return &storage.VolumeAttributesClassList{} },
		DefaultQualifiedResource:  storage.Resource("volumeattributesclasses"),
		SingularQualifiedResource: storage.Resource("volumeattributesclass"),

		CreateStrategy:      volumeattributesclass.Strategy,
		UpdateStrategy:      volumeattributesclass.Strategy,
		DeleteStrategy:      volumeattributesclass.Strategy,
		ReturnDeletedObject: true,

		TableConvertor: Table,
	}
	if err := store.CompleteWithOptions(&generic.StoreOptions{RESTOptions: optsGetter}); err != nil {
		return nil, err
	}
	return &REST{store}, nil
}

// ShortNames is what kubectl finds volumeattributesclasses by.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattributesclass/storage.(*REST).ShortNames.
func (r *REST) ShortNames() []string { return []string{"vac"} }

// Table is `kubectl get volumeattributesclasses`: Name DriverName Age.
// Upstream: the VolumeAttributesClass column definitions and printVolumeAttributesClass in
// k8s.io/kubernetes/pkg/printers/internalversion.
var Table = printers.TableConvertor{Columns: []metav1.TableColumnDefinition{
	printers.NameColumn,
	{Name: "DriverName", Type: "string", Description: "Name of the CSI driver This field is immutable."},
	printers.AgeColumn,
}, Row: printRow}

// printRow makes one VolumeAttributesClass's cells.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.printVolumeAttributesClass.
func printRow(obj runtime.Object) (metav1.TableRow, error) {
	o, ok := obj.(*storage.VolumeAttributesClass)
	if !ok {
		return metav1.TableRow{}, fmt.Errorf("expected a VolumeAttributesClass, got %T", obj)
	}
	return printers.Cells(o.Name, o.DriverName, printers.TranslateTimestampSince(o.CreationTimestamp)), nil
}
