package storage

import (
	"fmt"
	"strings"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/printers"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/apis/resource"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	genericregistry "github.com/kube-rebuilt/apiserver/03-master/registry/generic/registry"
	"github.com/kube-rebuilt/apiserver/03-master/registry/resource/resourceclaim"
)

// REST is the storage of resourceclaims: the generic Store.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/resourceclaim/storage.REST.
type REST struct {
	*genericregistry.Store
}

// StatusREST is resourceclaims/status.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/resourceclaim/storage.StatusREST.
type StatusREST = genericregistry.StatusREST

// The abilities of REST, checked at compile time.
var (
	_ rest.StandardStorage      = &REST{}
	_ rest.SingularNameProvider = &REST{}
)

// NewREST returns the storage of resourceclaims and resourceclaims/status, keyed under
// /resourceclaims/<namespace>/<name>.
// Upstream: k8s.io/kubernetes/pkg/registry/resource/resourceclaim/storage.NewREST.
func NewREST(optsGetter generic.RESTOptionsGetter) (*REST, *StatusREST, error) {
	store := &genericregistry.Store{
		NewFunc:                   func() runtime.Object { return &resource.ResourceClaim{} },
		NewListFunc:               func() runtime.Object { return &resource.ResourceClaimList{} },
		DefaultQualifiedResource:  resource.Resource("resourceclaims"),
		SingularQualifiedResource: resource.Resource("resourceclaim"),

		CreateStrategy:      resourceclaim.Strategy,
		UpdateStrategy:      resourceclaim.Strategy,
		DeleteStrategy:      resourceclaim.Strategy,
		ReturnDeletedObject: true,

		TableConvertor: Table,
	}
	if err := store.CompleteWithOptions(&generic.StoreOptions{RESTOptions: optsGetter}); err != nil {
		return nil, nil, err
	}
	return &REST{store}, genericregistry.NewStatusREST(store, resourceclaim.StatusStrategy), nil
}

// Table is `kubectl get resourceclaims`: Name State Age.
// Upstream: the ResourceClaim column definitions and printResourceClaim in
// k8s.io/kubernetes/pkg/printers/internalversion.
var Table = printers.TableConvertor{Columns: []metav1.TableColumnDefinition{
	printers.NameColumn,
	{Name: "State", Type: "string", Description: "A summary of the current state (allocated, pending, reserved, etc.)."},
	printers.AgeColumn,
}, Row: printRow}

// printRow makes one ResourceClaim's cells.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.printResourceClaim.
func printRow(obj runtime.Object) (metav1.TableRow, error) {
	o, ok := obj.(*resource.ResourceClaim)
	if !ok {
		return metav1.TableRow{}, fmt.Errorf("expected a ResourceClaim, got %T", obj)
	}
	var states []string
	if o.DeletionTimestamp != nil {
		states = append(states, "deleted")
	}
	if o.Status.Allocation == nil {
		if o.DeletionTimestamp == nil {
			states = append(states, "pending")
		}
	} else {
		states = append(states, "allocated")
		if len(o.Status.ReservedFor) > 0 {
			states = append(states, "reserved")
		}
	}
	return printers.Cells(o.Name, strings.Join(states, ","), printers.TranslateTimestampSince(o.CreationTimestamp)), nil
}
