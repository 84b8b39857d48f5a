package printers

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	genericprinters "github.com/kube-rebuilt/apiserver/02-generic-server/printers"
	"github.com/kube-rebuilt/apiserver/03-master/apis/scheduling"
)

// PriorityClasses: NAME VALUE GLOBAL-DEFAULT AGE PREEMPTIONPOLICY.
// Upstream: the priorityClassColumnDefinitions of k8s.io/kubernetes/pkg/printers/internalversion.AddHandlers.
var PriorityClasses = genericprinters.TableConvertor{Columns: []metav1.TableColumnDefinition{
	genericprinters.NameColumn,
	{Name: "Value", Type: "integer", Description: "value represents the integer value of this priority class. This is the actual priority that pods receive when they have the name of this class in their pod spec."},
	{Name: "Global-Default", Type: "boolean", Description: "globalDefault specifies whether this PriorityClass should be considered as the default priority for pods that do not have any priority class. Only one PriorityClass can be marked as `globalDefault`. However, if more than one PriorityClasses exists with their `globalDefault` field set to true, the smallest value of such global default PriorityClasses will be used as the default priority."},
	genericprinters.AgeColumn,
	{Name: "PreemptionPolicy", Type: "string", Description: "preemptionPolicy is the Policy for preempting pods with lower priority. One of Never, PreemptLowerPriority. Defaults to PreemptLowerPriority if unset."},
}, Row: printPriorityClass}

// printPriorityClass prints the value, whether it is the default and
// the preemption policy ("" when unset).
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.printPriorityClass.
func printPriorityClass(obj runtime.Object) (metav1.TableRow, error) {
	pc := obj.(*scheduling.PriorityClass)
	var policy string
	if pc.PreemptionPolicy != nil {
		policy = string(*pc.PreemptionPolicy)
	}
	return genericprinters.Cells(pc.Name, int64(pc.Value), pc.GlobalDefault, genericprinters.TranslateTimestampSince(pc.CreationTimestamp), policy), nil
}
