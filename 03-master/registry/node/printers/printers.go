package printers

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	genericprinters "github.com/kube-rebuilt/apiserver/02-generic-server/printers"
	"github.com/kube-rebuilt/apiserver/03-master/apis/node"
)

// RuntimeClasses: NAME HANDLER AGE. (Upstream describes the Handler
// column with ObjectMeta's "handler" doc, which does not exist: empty.)
// Upstream: the runtimeClassColumnDefinitions of k8s.io/kubernetes/pkg/printers/internalversion.AddHandlers.
var RuntimeClasses = genericprinters.TableConvertor{Columns: []metav1.TableColumnDefinition{
	genericprinters.NameColumn,
	{Name: "Handler", Type: "string", Description: ""},
	genericprinters.AgeColumn,
}, Row: printRuntimeClass}

// printRuntimeClass prints the handler.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.printRuntimeClass.
func printRuntimeClass(obj runtime.Object) (metav1.TableRow, error) {
	rc := obj.(*node.RuntimeClass)
	return genericprinters.Cells(rc.Name, rc.Handler, genericprinters.TranslateTimestampSince(rc.CreationTimestamp)), nil
}
