package ensurer

import (
	"reflect"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/06-filters/apis/flowcontrol"
	flowcontrolv1 "github.com/kube-rebuilt/apiserver/06-filters/apis/flowcontrol/v1"
)

// priorityLevelOps is ObjectOps of PriorityLevelConfigurations.
type priorityLevelOps struct {
	storageOps[*flowcontrol.PriorityLevelConfiguration]
}

// NewPriorityLevelConfigurationOps returns the ObjectOps of levels over
// storage.
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/ensurer.NewPriorityLevelConfigurationOps.
func NewPriorityLevelConfigurationOps(storage Storage) ObjectOps[*flowcontrol.PriorityLevelConfiguration] {
	return priorityLevelOps{storageOps[*flowcontrol.PriorityLevelConfiguration]{storage: storage, items: func(list runtime.Object) []*flowcontrol.PriorityLevelConfiguration {
		l := list.(*flowcontrol.PriorityLevelConfigurationList)
		out := make([]*flowcontrol.PriorityLevelConfiguration, len(l.Items))
		for i := range l.Items {
			out[i] = &l.Items[i]
		}
		return out
	}}}
}

func (priorityLevelOps) DeepCopy(pl *flowcontrol.PriorityLevelConfiguration) *flowcontrol.PriorityLevelConfiguration {
	return pl.DeepCopy()
}

// ReplaceSpec returns a copy of into with from's spec.
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/ensurer.replacePriorityLevelConfigurationSpec.
func (priorityLevelOps) ReplaceSpec(into, from *flowcontrol.PriorityLevelConfiguration) *flowcontrol.PriorityLevelConfiguration {
	copied := into.DeepCopy()
	copied.Spec = *from.Spec.DeepCopy()
	return copied
}

// SpecEqualish compares the specs, except what "exempt" lends: an
// administrator may tune spec.exempt, and the server keeps it.
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/ensurer.plcSpecEqualish.
func (priorityLevelOps) SpecEqualish(expected, actual *flowcontrol.PriorityLevelConfiguration) bool {
	copied := expected.DeepCopy()
	if expected.Name == flowcontrol.PriorityLevelConfigurationNameExempt {
		if actual.Spec.Exempt == nil || copied.Spec.Exempt == nil {
			return false
		}
		copied.Spec.Exempt.NominalConcurrencyShares = actual.Spec.Exempt.NominalConcurrencyShares
		copied.Spec.Exempt.LendablePercent = actual.Spec.Exempt.LendablePercent
	}
	return reflect.DeepEqual(copied.Spec, actual.Spec)
}

// InternalPriorityLevelConfigurations are exts defaulted, then converted
// to internal.
// Upstream: none; upstream's ensurer writes v1 through a client.
func InternalPriorityLevelConfigurations(exts []*flowcontrolv1.PriorityLevelConfiguration) []*flowcontrol.PriorityLevelConfiguration {
	out := make([]*flowcontrol.PriorityLevelConfiguration, len(exts))
	for i, ext := range exts {
		defaulted := ext.DeepCopy()
		scheme.Default(defaulted)
		out[i] = &flowcontrol.PriorityLevelConfiguration{}
		if err := scheme.Convert(defaulted, out[i], nil); err != nil {
			panic(err) // built in: a bug
		}
	}
	return out
}
