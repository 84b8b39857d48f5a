package v1

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/conversion"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/06-filters/apis/flowcontrol"
)

// addConversionFuncs registers the one pair whose shapes differ; the
// Converter's field-by-field fallback converts every other pair and calls
// these where the pair appears.
// Upstream: the Limited pair of k8s.io/kubernetes/pkg/apis/flowcontrol/v1
// zz_generated.conversion.go.
func addConversionFuncs(scheme *runtime.Scheme) error {
	if err := scheme.AddConversionFunc((*LimitedPriorityLevelConfiguration)(nil), (*flowcontrol.LimitedPriorityLevelConfiguration)(nil),
		func(a, b interface{}, s conversion.Scope) error {
			return Convert_v1_LimitedPriorityLevelConfiguration_To_flowcontrol_LimitedPriorityLevelConfiguration(a.(*LimitedPriorityLevelConfiguration), b.(*flowcontrol.LimitedPriorityLevelConfiguration), s)
		}); err != nil {
		return err
	}
	return scheme.AddConversionFunc((*flowcontrol.LimitedPriorityLevelConfiguration)(nil), (*LimitedPriorityLevelConfiguration)(nil),
		func(a, b interface{}, s conversion.Scope) error {
			return Convert_flowcontrol_LimitedPriorityLevelConfiguration_To_v1_LimitedPriorityLevelConfiguration(a.(*flowcontrol.LimitedPriorityLevelConfiguration), b.(*LimitedPriorityLevelConfiguration), s)
		})
}

// Convert_v1_LimitedPriorityLevelConfiguration_To_flowcontrol_LimitedPriorityLevelConfiguration
// reads a nil share as 0 (defaulting has set it by then).
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol/v1.Convert_v1_LimitedPriorityLevelConfiguration_To_flowcontrol_LimitedPriorityLevelConfiguration
// (with metav1.Convert_Pointer_int32_To_int32).
func Convert_v1_LimitedPriorityLevelConfiguration_To_flowcontrol_LimitedPriorityLevelConfiguration(in *LimitedPriorityLevelConfiguration, out *flowcontrol.LimitedPriorityLevelConfiguration, s conversion.Scope) error {
	out.NominalConcurrencyShares = 0
	if in.NominalConcurrencyShares != nil {
		out.NominalConcurrencyShares = *in.NominalConcurrencyShares
	}
	if err := s.Convert(&in.LimitResponse, &out.LimitResponse); err != nil {
		return err
	}
	out.LendablePercent = copyInt32(in.LendablePercent)
	out.BorrowingLimitPercent = copyInt32(in.BorrowingLimitPercent)
	return nil
}

// Convert_flowcontrol_LimitedPriorityLevelConfiguration_To_v1_LimitedPriorityLevelConfiguration
// always writes the share, 0 included.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol/v1.Convert_flowcontrol_LimitedPriorityLevelConfiguration_To_v1_LimitedPriorityLevelConfiguration
// (with metav1.Convert_int32_To_Pointer_int32).
func Convert_flowcontrol_LimitedPriorityLevelConfiguration_To_v1_LimitedPriorityLevelConfiguration(in *flowcontrol.LimitedPriorityLevelConfiguration, out *LimitedPriorityLevelConfiguration, s conversion.Scope) error {
	out.NominalConcurrencyShares = ptr(in.NominalConcurrencyShares)
	if err := s.Convert(&in.LimitResponse, &out.LimitResponse); err != nil {
		return err
	}
	out.LendablePercent = copyInt32(in.LendablePercent)
	out.BorrowingLimitPercent = copyInt32(in.BorrowingLimitPercent)
	return nil
}

func copyInt32(p *int32) *int32 {
	if p == nil {
		return nil
	}
	return ptr(*p)
}
