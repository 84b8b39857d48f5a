package storage

import (
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/printers"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/apis/storage"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	genericregistry "github.com/kube-rebuilt/apiserver/03-master/registry/generic/registry"
	"github.com/kube-rebuilt/apiserver/03-master/registry/storage/storageclass"
)

// REST is the storage of storageclasses: the generic Store.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/storageclass/storage.REST.
type REST struct {
	*genericregistry.Store
}

// The abilities of REST, checked at compile time.
var (
	_ rest.StandardStorage      = &REST{}
	_ rest.SingularNameProvider = &REST{}
	_ rest.ShortNamesProvider   = &REST{}
)

// NewREST returns the storage of storageclasses, keyed under
// /storageclasses/<name>.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/storageclass/storage.NewREST.
func NewREST(optsGetter generic.RESTOptionsGetter) (*REST, error) {
	store := &genericregistry.Store{
		NewFunc:                   func() runtime.Object { return &storage.StorageClass{} },
		NewListFunc:               func() runtime.Object { return &storage.StorageClassList{} },
		DefaultQualifiedResource:  storage.Resource("storageclasses"),
		SingularQualifiedResource: storage.Resource("storageclass"),

		CreateStrategy:      storageclass.Strategy,
		UpdateStrategy:      storageclass.Strategy,
		DeleteStrategy:      storageclass.Strategy,
		ReturnDeletedObject: true,

		TableConvertor: Table,
	}
	if err := store.CompleteWithOptions(&generic.StoreOptions{RESTOptions: optsGetter}); err != nil {
		return nil, err
	}
	return &REST{store}, nil
}

// ShortNames is what kubectl finds storageclasses by.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/storageclass/storage.(*REST).ShortNames.
func (r *REST) ShortNames() []string { return []string{"sc"} }

// Table is `kubectl get storageclasses`: Name Provisioner ReclaimPolicy VolumeBindingMode AllowVolumeExpansion Age.
// Upstream: the StorageClass column definitions and printStorageClass in
// k8s.io/kubernetes/pkg/printers/internalversion.
var Table = printers.TableConvertor{Columns: []metav1.TableColumnDefinition{
	printers.NameColumn,
	{Name: "Provisioner", Type: "string", Description: "provisioner indicates the type of the provisioner."},
	{Name: "ReclaimPolicy", Type: "string", Description: "reclaimPolicy controls the reclaimPolicy for dynamically provisioned PersistentVolumes of this storage class. Defaults to Delete."},
	{Name: "VolumeBindingMode", Type: "string", Description: "volumeBindingMode indicates how PersistentVolumeClaims should be provisioned and bound.  When unset, VolumeBindingImmediate is used. This field is only honored by servers that enable the VolumeScheduling feature."},
	{Name: "AllowVolumeExpansion", Type: "string", Description: "allowVolumeExpansion shows whether the storage class allow volume expand."},
	printers.AgeColumn,
}, Row: printRow}

// printRow makes one StorageClass's cells.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.printStorageClass.
func printRow(obj runtime.Object) (metav1.TableRow, error) {
	o, ok := obj.(*storage.StorageClass)
	if !ok {
		return metav1.TableRow{}, fmt.Errorf("expected a StorageClass, got %T", obj)
	}
	name := o.Name
	if o.Annotations["storageclass.kubernetes.io/is-default-class"] == "true" || o.Annotations["storageclass.beta.kubernetes.io/is-default-class"] == "true" {
		name += " (default)"
	}
	reclaimPolicy := string(core.PersistentVolumeReclaimDelete)
	if o.ReclaimPolicy != nil {
		reclaimPolicy = string(*o.ReclaimPolicy)
	}
	bindingMode := string(storage.VolumeBindingImmediate)
	if o.VolumeBindingMode != nil {
		bindingMode = string(*o.VolumeBindingMode)
	}
	expansion := o.AllowVolumeExpansion != nil && *o.AllowVolumeExpansion
	return printers.Cells(name, o.Provisioner, reclaimPolicy, bindingMode, expansion, printers.TranslateTimestampSince(o.CreationTimestamp)), nil
}
