package flowschema

import (
	"context"
	"fmt"
	"sort"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	genericprinters "github.com/kube-rebuilt/apiserver/02-generic-server/printers"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	genericregistry "github.com/kube-rebuilt/apiserver/03-master/registry/generic/registry"
	"github.com/kube-rebuilt/apiserver/06-filters/apis/flowcontrol"
)

// REST is the storage of flowschemas: the generic Store, with
// upstream's table.
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/flowschema/storage.FlowSchemaStorage's REST.
type REST struct {
	*genericregistry.Store
}

// StatusREST is flowschemas/status: stage 03's generic status
// subresource over a copy of the Store with the status strategy.
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/flowschema/storage.StatusREST.
type StatusREST = genericregistry.StatusREST

// The abilities, checked at compile time.
var (
	_ rest.StandardStorage      = &REST{}
	_ rest.SingularNameProvider = &REST{}
	_ rest.Patcher              = &StatusREST{}
)

// NewREST returns the storage of flowschemas and of flowschemas/status,
// typing objects with scheme.
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/flowschema/storage.NewREST.
func NewREST(scheme *runtime.Scheme, optsGetter generic.RESTOptionsGetter) (*REST, *StatusREST, error) {
	strategy := NewStrategy(scheme)
	store := &genericregistry.Store{
		NewFunc:                   func() runtime.Object { return &flowcontrol.FlowSchema{} },
		NewListFunc:               func() runtime.Object { return &flowcontrol.FlowSchemaList{} },
		PredicateFunc:             Match,
		DefaultQualifiedResource:  flowcontrol.Resource("flowschemas"),
		SingularQualifiedResource: flowcontrol.Resource("flowschema"),

		CreateStrategy: strategy,
		UpdateStrategy: strategy,
		DeleteStrategy: strategy,
		TableConvertor: tableConvertor{},
	}
	options := &generic.StoreOptions{RESTOptions: optsGetter, AttrFunc: GetAttrs}
	if err := store.CompleteWithOptions(options); err != nil {
		return nil, nil, err
	}
	return &REST{store}, genericregistry.NewStatusREST(store, NewStatusStrategy(scheme)), nil
}

// columns are `kubectl get flowschemas`' columns.
// Upstream: flowSchemaColumnDefinitions in k8s.io/kubernetes/pkg/printers/internalversion.AddHandlers.
var columns = []metav1.TableColumnDefinition{
	genericprinters.NameColumn,
	{Name: "PriorityLevel", Type: "string", Description: "`name` is the name of the priority level configuration being referenced Required."},
	{Name: "MatchingPrecedence", Type: "string", Description: "`matchingPrecedence` is used to choose among the FlowSchemas that match a given request. The chosen FlowSchema is among those with the numerically lowest (which we take to be logically highest) MatchingPrecedence.  Each MatchingPrecedence value must be ranged in [1,10000]. Note that if the precedence is not specified, it will be set to 1000 as default."},
	{Name: "DistinguisherMethod", Type: "string", Description: "`distinguisherMethod` defines how to compute the flow distinguisher for requests that match this schema. `nil` specifies that the distinguisher is disabled and thus will always be the empty string."},
	genericprinters.AgeColumn,
	{Name: "MissingPL", Type: "string", Description: "references a broken or non-existent PriorityLevelConfiguration"},
}

// tableConvertor prints FlowSchemas; a list's rows come in matching
// order: lower matchingPrecedence first, ties by name.
// Upstream: printFlowSchemaList in k8s.io/kubernetes/pkg/printers/internalversion,
// which sorts with k8s.io/kubernetes/pkg/apis/flowcontrol/util.FlowSchemaSequence.
type tableConvertor struct{}

// ConvertToTable sorts a copy of a list, then prints it.
func (tableConvertor) ConvertToTable(ctx context.Context, object runtime.Object, tableOptions runtime.Object) (*metav1.Table, error) {
	if list, ok := object.(*flowcontrol.FlowSchemaList); ok {
		sorted := *list
		sorted.Items = append([]flowcontrol.FlowSchema(nil), list.Items...)
		sort.SliceStable(sorted.Items, func(i, j int) bool {
			a, b := &sorted.Items[i], &sorted.Items[j]
			if a.Spec.MatchingPrecedence != b.Spec.MatchingPrecedence {
				return a.Spec.MatchingPrecedence < b.Spec.MatchingPrecedence
			}
			return a.Name < b.Name
		})
		object = &sorted
	}
	return genericprinters.TableConvertor{Columns: columns, Row: printFlowSchema}.ConvertToTable(ctx, object, tableOptions)
}

// printFlowSchema: the priority level, the precedence, the distinguisher
// ("<none>"), the age, and MISSINGPL, the Dangling condition's status
// ("?" until the config controller, a later part, writes it).
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.printFlowSchema.
func printFlowSchema(obj runtime.Object) (metav1.TableRow, error) {
	fs, ok := obj.(*flowcontrol.FlowSchema)
	if !ok {
		return metav1.TableRow{}, fmt.Errorf("expected *flowcontrol.FlowSchema, got %T", obj)
	}
	distinguisherMethod := "<none>"
	if fs.Spec.DistinguisherMethod != nil {
		distinguisherMethod = string(fs.Spec.DistinguisherMethod.Type)
	}
	badPLRef := "?"
	for _, cond := range fs.Status.Conditions {
		if cond.Type == flowcontrol.FlowSchemaConditionDangling {
			badPLRef = string(cond.Status)
			break
		}
	}
	return genericprinters.Cells(fs.Name, fs.Spec.PriorityLevelConfiguration.Name, int64(fs.Spec.MatchingPrecedence),
		distinguisherMethod, genericprinters.TranslateTimestampSince(fs.CreationTimestamp), badPLRef), nil
}
