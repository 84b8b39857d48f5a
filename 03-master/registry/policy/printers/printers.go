package printers

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	genericprinters "github.com/kube-rebuilt/apiserver/02-generic-server/printers"
	"github.com/kube-rebuilt/apiserver/03-master/apis/policy"
)

// PodDisruptionBudgets: NAME MIN AVAILABLE MAX UNAVAILABLE ALLOWED
// DISRUPTIONS AGE.
// Upstream: the podDisruptionBudgetColumnDefinitions of
// k8s.io/kubernetes/pkg/printers/internalversion.AddHandlers.
var PodDisruptionBudgets = genericprinters.TableConvertor{Columns: []metav1.TableColumnDefinition{
	genericprinters.NameColumn,
	{Name: "Min Available", Type: "string", Description: "The minimum number of pods that must be available."},
	{Name: "Max Unavailable", Type: "string", Description: "The maximum number of pods that may be unavailable."},
	{Name: "Allowed Disruptions", Type: "integer", Description: "Calculated number of pods that may be disrupted at this time."},
	genericprinters.AgeColumn,
}, Row: printPodDisruptionBudget}

// printPodDisruptionBudget prints N/A for the bound not set.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.printPodDisruptionBudget.
func printPodDisruptionBudget(obj runtime.Object) (metav1.TableRow, error) {
	pdb := obj.(*policy.PodDisruptionBudget)
	minAvailable, maxUnavailable := "N/A", "N/A"
	if pdb.Spec.MinAvailable != nil {
		minAvailable = pdb.Spec.MinAvailable.String()
	}
	if pdb.Spec.MaxUnavailable != nil {
		maxUnavailable = pdb.Spec.MaxUnavailable.String()
	}
	return genericprinters.Cells(pdb.Name, minAvailable, maxUnavailable, int64(pdb.Status.DisruptionsAllowed),
		genericprinters.TranslateTimestampSince(pdb.CreationTimestamp)), nil
}
