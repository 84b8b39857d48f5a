package storage

import (
	"fmt"
	"strings"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/printers"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/apis/storage"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	genericregistry "github.com/kube-rebuilt/apiserver/03-master/registry/generic/registry"
	"github.com/kube-rebuilt/apiserver/03-master/registry/storage/csidriver"
)

// REST is the storage of csidrivers: the generic Store.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csidriver/storage.REST.
type REST struct {
	*genericregistry.Store
}

// The abilities of REST, checked at compile time.
var (
	_ rest.StandardStorage      = &REST{}
	_ rest.SingularNameProvider = &REST{}
)

// NewREST returns the storage of csidrivers, keyed under
// /csidrivers/<name>.
// Upstream: k8s.io/kubernetes/pkg/registry/storage/csidriver/storage.NewREST.
func NewREST(optsGetter generic.RESTOptionsGetter) (*REST, error) {
	store := &genericregistry.Store{
		NewFunc:                   func() runtime.Object { return &storage.CSIDriver{} },
		NewListFunc:               func() runtime.Object { return &storage.CSIDriverList{} },
		DefaultQualifiedResource:  storage.Resource("csidrivers"),
		SingularQualifiedResource: storage.Resource("csidriver"),

		CreateStrategy:      csidriver.Strategy,
		UpdateStrategy:      csidriver.Strategy,
		DeleteStrategy:      csidriver.Strategy,
		ReturnDeletedObject: true,

		TableConvertor: Table,
	}
	if err := store.CompleteWithOptions(&generic.StoreOptions{RESTOptions: optsGetter}); err != nil {
		return nil, err
	}
	return &REST{store}, nil
}

// Table is `kubectl get csidrivers`: Name AttachRequired PodInfoOnMount StorageCapacity TokenRequests RequiresRepublish Modes Age.
// Upstream: the CSIDriver column definitions and printCSIDriver in
// k8s.io/kubernetes/pkg/printers/internalversion.
var Table = printers.TableConvertor{Columns: []metav1.TableColumnDefinition{
	printers.NameColumn,
	{Name: "AttachRequired", Type: "boolean", Description: "attachRequired indicates this CSI volume driver requires an attach operation (because it implements the CSI ControllerPublishVolume() method), and that the Kubernetes attach detach controller should call the attach volume interface which checks the volumeattachment status and waits until the volume is attached before proceeding to mounting."},
	{Name: "PodInfoOnMount", Type: "boolean", Description: "podInfoOnMount indicates this CSI volume driver requires additional pod information (like podName, podUID, etc.) during mount operations, if set to true."},
	{Name: "StorageCapacity", Type: "boolean", Description: "storageCapacity indicates that the CSI volume driver wants pod scheduling to consider the storage capacity that the driver deployment will report by creating CSIStorageCapacity objects with capacity information, if set to true."},
	{Name: "TokenRequests", Type: "string", Description: "tokenRequests indicates the CSI driver needs pods' service account tokens it is mounting volume for to do necessary authentication."},
	{Name: "RequiresRepublish", Type: "boolean", Description: "requiresRepublish indicates the CSI driver wants `NodePublishVolume` being periodically called to reflect any possible change in the mounted volume."},
	{Name: "Modes", Type: "string", Description: "volumeLifecycleModes defines what kind of volumes this CSI volume driver supports."},
	printers.AgeColumn,
}, Row: printRow}

// printRow makes one CSIDriver's cells.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.printCSIDriver.
func printRow(obj runtime.Object) (metav1.TableRow, error) {
	o, ok := obj.(*storage.CSIDriver)
	if !ok {
		return metav1.TableRow{}, fmt.Errorf("expected a CSIDriver, got %T", obj)
	}
	flag := func(b *bool, unset bool) bool {
		if b == nil {
			return unset
		}
		return *b
	}
	var modes []string
	for _, m := range o.Spec.VolumeLifecycleModes {
		modes = append(modes, string(m))
	}
	modeCell := strings.Join(modes, ",")
	if modeCell == "" {
		modeCell = "<none>"
	}
	tokenRequests := "<unset>"
	if o.Spec.TokenRequests != nil {
		var audiences []string
		for _, t := range o.Spec.TokenRequests {
			audiences = append(audiences, t.Audience)
		}
		tokenRequests = strings.Join(audiences, ",")
	}
	return printers.Cells(o.Name, flag(o.Spec.AttachRequired, true), flag(o.Spec.PodInfoOnMount, false), flag(o.Spec.StorageCapacity, false),
		tokenRequests, flag(o.Spec.RequiresRepublish, false), modeCell, printers.TranslateTimestampSince(o.CreationTimestamp)), nil
}
