package v1

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/conversion"
	"github.com/kube-rebuilt/apiserver/06-filters/apis/flowcontrol"
)

// The one pair whose shapes differ (nominalConcurrencyShares is *int32 on
// the wire, int32 inside) is converted by hand below; conversion-gen
// writes the rest (zz_generated.conversion.go), and its
// RegisterConversions registers these two as well.

// Convert_v1_LimitedPriorityLevelConfiguration_To_flowcontrol_LimitedPriorityLevelConfiguration
// reads a nil share as 0 (defaulting has set it by then).
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol/v1.Convert_v1_LimitedPriorityLevelConfiguration_To_flowcontrol_LimitedPriorityLevelConfiguration
// (with metav1.Convert_Pointer_int32_To_int32).
func Convert_v1_LimitedPriorityLevelConfiguration_To_flowcontrol_LimitedPriorityLevelConfiguration(in *LimitedPriorityLevelConfiguration, out *flowcontrol.LimitedPriorityLevelConfiguration, s conversion.Scope) error {
	if err := autoConvert_v1_LimitedPriorityLevelConfiguration_To_flowcontrol_LimitedPriorityLevelConfiguration(in, out, s); err != nil {
		return err
	}
	out.NominalConcurrencyShares = 0
	if in.NominalConcurrencyShares != nil {
		out.NominalConcurrencyShares = *in.NominalConcurrencyShares
	}
	return nil
}

// Convert_flowcontrol_LimitedPriorityLevelConfiguration_To_v1_LimitedPriorityLevelConfiguration
// always writes the share, 0 included.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol/v1.Convert_flowcontrol_LimitedPriorityLevelConfiguration_To_v1_LimitedPriorityLevelConfiguration
// (with metav1.Convert_int32_To_Pointer_int32).
func Convert_flowcontrol_LimitedPriorityLevelConfiguration_To_v1_LimitedPriorityLevelConfiguration(in *flowcontrol.LimitedPriorityLevelConfiguration, out *LimitedPriorityLevelConfiguration, s conversion.Scope) error {
	if err := autoConvert_flowcontrol_LimitedPriorityLevelConfiguration_To_v1_LimitedPriorityLevelConfiguration(in, out, s); err != nil {
		return err
	}
	out.NominalConcurrencyShares = ptr(in.NominalConcurrencyShares)
	return nil
}
