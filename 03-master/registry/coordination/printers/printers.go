package printers

import (
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	genericprinters "github.com/kube-rebuilt/apiserver/02-generic-server/printers"
	"github.com/kube-rebuilt/apiserver/03-master/apis/coordination"
)

// Leases: NAME HOLDER AGE.
// Upstream: the leaseColumnDefinitions of k8s.io/kubernetes/pkg/printers/internalversion.AddHandlers.
var Leases = genericprinters.TableConvertor{Columns: []metav1.TableColumnDefinition{
	genericprinters.NameColumn,
	{Name: "Holder", Type: "string", Description: "holderIdentity contains the identity of the holder of a current lease. If Coordinated Leader Election is used, the holder identity must be equal to the elected LeaseCandidate.metadata.name field."},
	genericprinters.AgeColumn,
}, Row: printLease}

// printLease prints the holder, empty when the lease is free.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.printLease.
func printLease(obj runtime.Object) (metav1.TableRow, error) {
	lease := obj.(*coordination.Lease)
	var holder string
	if lease.Spec.HolderIdentity != nil {
		holder = *lease.Spec.HolderIdentity
	}
	return genericprinters.Cells(lease.Name, holder, genericprinters.TranslateTimestampSince(lease.CreationTimestamp)), nil
}
