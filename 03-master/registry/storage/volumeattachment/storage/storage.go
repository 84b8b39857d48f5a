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
	"github.com/kube-rebuilt/apiserver/03-master/registry/storage/volumeattachment"
)

// REST is the storage of volumeattachments: the generic Store.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattachment/storage.REST.
type REST struct {
	*genericregistry.Store
}

// StatusREST is volumeattachments/status.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattachment/storage.StatusREST.
type StatusREST = genericregistry.StatusREST

// The abilities of REST, checked at compile time.
var (
	_ rest.StandardStorage      = &REST{}
	_ rest.SingularNameProvider = &REST{}
)

// NewREST returns the storage of volumeattachments and volumeattachments/status, keyed under
// /volumeattachments/<name>.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/volumeattachment/storage.NewREST.
func NewREST(optsGetter generic.RESTOptionsGetter) (*REST, *StatusREST, error) {
	store := &genericregistry.Store{
		NewFunc:                   func() runtime.Object { return &storage.VolumeAttachment{} },
		NewListFunc:               func() runtime.Object { return &storage.VolumeAttachmentList{} },
		DefaultQualifiedResource:  storage.Resource("volumeattachments"),
		SingularQualifiedResource: storage.Resource("volumeattachment"),

		CreateStrategy:      volumeattachment.Strategy,
		UpdateStrategy:      volumeattachment.Strategy,
		DeleteStrategy:      volumeattachment.Strategy,
		ReturnDeletedObject: true,

		TableConvertor: Table,
	}
	if err := store.CompleteWithOptions(&generic.StoreOptions{RESTOptions: optsGetter}); err != nil {
		return nil, nil, err
	}
	return &REST{store}, genericregistry.NewStatusREST(store, volumeattachment.StatusStrategy), nil
}

// Table is `kubectl get volumeattachments`: Name Attacher PV Node Attached Age.
// Upstream: the VolumeAttachment column definitions and printVolumeAttachment in
// k8s.io/kubernetes/pkg/printers/internalversion.
var Table = printers.TableConvertor{Columns: []metav1.TableColumnDefinition{
	printers.NameColumn,
	{Name: "Attacher", Type: "string", Format: "name", Description: "attacher indicates the name of the volume driver that MUST handle this request. This is the name returned by GetPluginName()."},
	{Name: "PV", Type: "string", Description: "persistentVolumeName represents the name of the persistent volume to attach."},
	{Name: "Node", Type: "string", Description: "nodeName represents the node that the volume should be attached to."},
	{Name: "Attached", Type: "boolean", Description: "attached indicates the volume is successfully attached. This field must only be set by the entity completing the attach operation, i.e. the external-attacher."},
	printers.AgeColumn,
}, Row: printRow}

// printRow makes one VolumeAttachment's cells.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.printVolumeAttachment.
func printRow(obj runtime.Object) (metav1.TableRow, error) {
	o, ok := obj.(*storage.VolumeAttachment)
	if !ok {
		return metav1.TableRow{}, fmt.Errorf("expected a VolumeAttachment, got %T", obj)
	}
	pv := ""
	if o.Spec.Source.PersistentVolumeName != nil {
		pv = *o.Spec.Source.PersistentVolumeName
	}
	return printers.Cells(o.Name, o.Spec.Attacher, pv, o.Spec.NodeName, o.Status.Attached, printers.TranslateTimestampSince(o.CreationTimestamp)), nil
}
