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
	"github.com/kube-rebuilt/apiserver/03-master/registry/resource/devicetaintrule"
)

// REST is the storage of devicetaintrules: the generic Store.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/devicetaintrule/storage.REST.
type REST struct {
	*genericregistry.Store
}

// StatusREST is devicetaintrules/status.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/devicetaintrule/storage.StatusREST.
type StatusREST = genericregistry.StatusREST

// The abilities of REST, checked at compile time.
var (
	_ rest.StandardStorage      = &REST{}
	_ rest.SingularNameProvider = &REST{}
)

// NewREST returns the storage of devicetaintrules and devicetaintrules/status, keyed under
// /devicetaintrules/<name>.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/devicetaintrule/storage.NewREST.
func NewREST(optsGetter generic.RESTOptionsGetter) (*REST, *StatusREST, error) {
	store := &genericregistry.Store{
		NewFunc:                   func() runtime.Object { return &resource.DeviceTaintRule{} },
		NewListFunc:               func() runtime.Object { return &resource.DeviceTaintRuleList{} },
		DefaultQualifiedResource:  resource.Resource("devicetaintrules"),
		SingularQualifiedResource: resource.Resource("devicetaintrule"),

		CreateStrategy:      devicetaintrule.Strategy,
		UpdateStrategy:      devicetaintrule.Strategy,
		DeleteStrategy:      devicetaintrule.Strategy,
		ReturnDeletedObject: true,

		TableConvertor: Table,
	}
	if err := store.CompleteWithOptions(&generic.StoreOptions{RESTOptions: optsGetter}); err != nil {
		return nil, nil, err
	}
	return &REST{store}, genericregistry.NewStatusREST(store, devicetaintrule.StatusStrategy), nil
}

// Table is `kubectl get devicetaintrules`: Name Age.
// Upstream: the DeviceTaintRule column definitions and printDeviceTaintRule in
// k8s.io/kubernetes/pkg/printers/internalversion.
var Table = printers.TableConvertor{Columns: []metav1.TableColumnDefinition{
	printers.NameColumn,
	printers.AgeColumn,
}, Row: printRow}

// printRow makes one DeviceTaintRule's cells.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.printDeviceTaintRule.
func printRow(obj runtime.Object) (metav1.TableRow, error) {
	o, ok := obj.(*resource.DeviceTaintRule)
	if !ok {
		return metav1.TableRow{}, fmt.Errorf("expected a DeviceTaintRule, got %T", obj)
	}
	return printers.Cells(o.Name, printers.TranslateTimestampSince(o.CreationTimestamp)), nil
}
