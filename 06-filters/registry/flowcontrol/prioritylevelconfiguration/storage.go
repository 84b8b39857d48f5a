package prioritylevelconfiguration

import (
	"fmt"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	genericprinters "github.com/kube-rebuilt/apiserver/02-generic-server/printers"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	genericregistry "github.com/kube-rebuilt/apiserver/03-master/registry/generic/registry"
	"github.com/kube-rebuilt/apiserver/06-filters/apis/flowcontrol"
)

// REST is the storage of prioritylevelconfigurations: the generic Store,
// with upstream's table.
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/prioritylevelconfiguration/storage.REST.
type REST struct {
	*genericregistry.Store
}

// StatusREST is prioritylevelconfigurations/status: stage 03's generic
// status subresource over a copy of the Store with the status strategy.
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/prioritylevelconfiguration/storage.StatusREST.
type StatusREST = genericregistry.StatusREST

// The abilities, checked at compile time.
var (
	_ rest.StandardStorage      = &REST{}
	_ rest.SingularNameProvider = &REST{}
	_ rest.Patcher              = &StatusREST{}
)

// NewREST returns the storage of prioritylevelconfigurations and of
// their status, typing objects with scheme.
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/prioritylevelconfiguration/storage.NewREST.
func NewREST(scheme *runtime.Scheme, optsGetter generic.RESTOptionsGetter) (*REST, *StatusREST, error) {
	strategy := NewStrategy(scheme)
	store := &genericregistry.Store{
		NewFunc:                   func() runtime.Object { return &flowcontrol.PriorityLevelConfiguration{} },
		NewListFunc:               func() runtime.Object { return &flowcontrol.PriorityLevelConfigurationList{} },
		PredicateFunc:             Match,
		DefaultQualifiedResource:  flowcontrol.Resource("prioritylevelconfigurations"),
		SingularQualifiedResource: flowcontrol.Resource("prioritylevelconfiguration"),

		CreateStrategy: strategy,
		UpdateStrategy: strategy,
		DeleteStrategy: strategy,
		TableConvertor: TableConvertor,
	}
	options := &generic.StoreOptions{RESTOptions: optsGetter, AttrFunc: GetAttrs}
	if err := store.CompleteWithOptions(options); err != nil {
		return nil, nil, err
	}
	return &REST{store}, genericregistry.NewStatusREST(store, NewStatusStrategy(scheme)), nil
}

// TableConvertor prints levels as `kubectl get prioritylevelconfigurations`
// shows them.
// Upstream: priorityLevelColumnDefinitions in k8s.io/kubernetes/pkg/printers/internalversion.AddHandlers.
var TableConvertor = genericprinters.TableConvertor{
	Columns: []metav1.TableColumnDefinition{
		genericprinters.NameColumn,
		{Name: "Type", Type: "string", Description: "`type` indicates whether this priority level is subject to limitation on request execution.  A value of `\"Exempt\"` means that requests of this priority level are not subject to a limit (and thus are never queued) and do not detract from the capacity made available to other priority levels.  A value of `\"Limited\"` means that (a) requests of this priority level _are_ subject to limits and (b) some of the server's limited capacity is made available exclusively to this priority level. Required."},
		{Name: "NominalConcurrencyShares", Type: "string", Description: "`nominalConcurrencyShares` (NCS) contributes to the computation of the NominalConcurrencyLimit (NominalCL) of this level. This is the number of execution seats available at this priority level. This is used both for requests dispatched from this priority level as well as requests dispatched from other priority levels borrowing seats from this level. The server's concurrency limit (ServerCL) is divided among the Limited priority levels in proportion to their NCS values:\n\nNominalCL(i)  = ceil( ServerCL * NCS(i) / sum_ncs ) sum_ncs = sum[priority level k] NCS(k)\n\nBigger numbers mean a larger nominal concurrency limit, at the expense of every other priority level.\n\nIf not specified, this field defaults to a value of 30.\n\nSetting this field to zero supports the construction of a \"jail\" for this priority level that is used to hold some request(s)"},
		{Name: "Queues", Type: "string", Description: "`queues` is the number of queues for this priority level. The queues exist independently at each apiserver. The value must be positive.  Setting it to 1 effectively precludes shufflesharding and thus makes the distinguisher method of associated flow schemas irrelevant.  This field has a default value of 64."},
		{Name: "HandSize", Type: "string", Description: "`handSize` is a small positive number that configures the shuffle sharding of requests into queues.  When enqueuing a request at this priority level the request's flow identifier (a string pair) is hashed and the hash value is used to shuffle the list of queues and deal a hand of the size specified here.  The request is put into one of the shortest queues in that hand. `handSize` must be no larger than `queues`, and should be significantly smaller (so that a few heavy flows do not saturate most of the queues).  See the user-facing documentation for more extensive guidance on setting this field.  This field has a default value of 8."},
		{Name: "QueueLengthLimit", Type: "string", Description: "`queueLengthLimit` is the maximum number of requests allowed to be waiting in a given queue of this priority level at a time; excess requests are rejected.  This value must be positive.  If not specified, it will be defaulted to 50."},
		genericprinters.AgeColumn,
	},
	Row: printPriorityLevelConfiguration,
}

// printPriorityLevelConfiguration: the type, and the shares and queuing
// of a limited level ("<none>" where there is none).
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.printPriorityLevelConfiguration.
func printPriorityLevelConfiguration(obj runtime.Object) (metav1.TableRow, error) {
	pl, ok := obj.(*flowcontrol.PriorityLevelConfiguration)
	if !ok {
		return metav1.TableRow{}, fmt.Errorf("expected *flowcontrol.PriorityLevelConfiguration, got %T", obj)
	}
	var ncs, queues, handSize, queueLengthLimit interface{} = "<none>", "<none>", "<none>", "<none>"
	if l := pl.Spec.Limited; l != nil {
		ncs = l.NominalConcurrencyShares
		if qc := l.LimitResponse.Queuing; qc != nil {
			queues, handSize, queueLengthLimit = qc.Queues, qc.HandSize, qc.QueueLengthLimit
		}
	}
	return genericprinters.Cells(pl.Name, string(pl.Spec.Type), ncs, queues, handSize, queueLengthLimit,
		genericprinters.TranslateTimestampSince(pl.CreationTimestamp)), nil
}
