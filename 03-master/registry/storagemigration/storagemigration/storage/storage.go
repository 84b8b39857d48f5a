package storage

import (
	"fmt"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/printers"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/apis/storagemigration"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	genericregistry "github.com/kube-rebuilt/apiserver/03-master/registry/generic/registry"
	svmregistry "github.com/kube-rebuilt/apiserver/03-master/registry/storagemigration/storagemigration"
)

// REST is the storage of storageversionmigrations: the generic Store.
// Upstream: k8s.io/kubernetes/pkg/registry/storagemigration/storagemigration/storage.REST.
type REST struct {
	*genericregistry.Store
}

// StatusREST is storageversionmigrations/status.
// Upstream: k8s.io/kubernetes/pkg/registry/storagemigration/storagemigration/storage.StatusREST.
type StatusREST = genericregistry.StatusREST

// The abilities of REST, checked at compile time.
var (
	_ rest.StandardStorage      = &REST{}
	_ rest.SingularNameProvider = &REST{}
)

// NewREST returns the storage of storageversionmigrations and storageversionmigrations/status, keyed under
// /storageversionmigrations/<name>.
// Upstream: k8s.io/kubernetes/pkg/registry/storagemigration/storagemigration/storage.NewREST.
func NewREST(optsGetter generic.RESTOptionsGetter) (*REST, *StatusREST, error) {
	store := &genericregistry.Store{
		NewFunc:                   func() runtime.Object { return &storagemigration.StorageVersionMigration{} },
		NewListFunc:               func() runtime.Object { return &storagemigration.StorageVersionMigrationList{} },
		DefaultQualifiedResource:  storagemigration.Resource("storageversionmigrations"),
		SingularQualifiedResource: storagemigration.Resource("storageversionmigration"),

		CreateStrategy:      svmregistry.Strategy,
		UpdateStrategy:      svmregistry.Strategy,
		DeleteStrategy:      svmregistry.Strategy,
		ReturnDeletedObject: true,

		TableConvertor: Table,
	}
	if err := store.CompleteWithOptions(&generic.StoreOptions{RESTOptions: optsGetter}); err != nil {
		return nil, nil, err
	}
	return &REST{store}, genericregistry.NewStatusREST(store, svmregistry.StatusStrategy), nil
}

// Table is `kubectl get storageversionmigrations`: Name Resource Status.
// Upstream: the StorageVersionMigration column definitions and printStorageVersionMigration in
// k8s.io/kubernetes/pkg/printers/internalversion.
var Table = printers.TableConvertor{Columns: []metav1.TableColumnDefinition{
	{Name: "Name", Type: "string", Description: "Name must be unique within a namespace. Is required when creating resources, although some resources may allow a client to request the generation of an appropriate name automatically. Name is primarily intended for creation idempotence and configuration definition. Cannot be updated. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/names#names"},
	{Name: "Resource", Type: "string", Description: "GroupResource to migrate"},
	{Name: "Status", Type: "string", Description: "Status of the migration"},
}, Row: printRow}

// printRow makes one StorageVersionMigration's cells.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.printStorageVersionMigration.
func printRow(obj runtime.Object) (metav1.TableRow, error) {
	o, ok := obj.(*storagemigration.StorageVersionMigration)
	if !ok {
		return metav1.TableRow{}, fmt.Errorf("expected a StorageVersionMigration, got %T", obj)
	}
	condStatus := "Unknown"
	for _, c := range o.Status.Conditions {
		if c.Status != metav1.ConditionTrue {
			continue
		}
		switch storagemigration.MigrationConditionType(c.Type) {
		case storagemigration.MigrationRunning, storagemigration.MigrationFailed, storagemigration.MigrationSucceeded:
			condStatus = c.Type
		}
	}
	return printers.Cells(o.Name, o.Spec.Resource.String(), condStatus), nil
}
