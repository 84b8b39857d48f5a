package v1

import (
	"reflect"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/06-filters/apis/flowcontrol"
)

// newScheme returns a fresh scheme with the flowcontrol group.
func newScheme(t *testing.T) *runtime.Scheme {
	t.Helper()
	scheme := runtime.NewScheme()
	for _, add := range []func(*runtime.Scheme) error{flowcontrol.AddToScheme, AddToScheme} {
		if err := add(scheme); err != nil {
			t.Fatal(err)
		}
	}
	return scheme
}

func TestPriorityLevelConfigurationDefaults(t *testing.T) {
	tests := []struct {
		name string
		in   PriorityLevelConfigurationSpec
		want PriorityLevelConfigurationSpec
	}{{
		name: "limited, queuing: upstream's numbers",
		in:   PriorityLevelConfigurationSpec{Type: PriorityLevelEnablementLimited, Limited: &LimitedPriorityLevelConfiguration{LimitResponse: LimitResponse{Type: LimitResponseTypeQueue, Queuing: &QueuingConfiguration{}}}},
		want: PriorityLevelConfigurationSpec{Type: PriorityLevelEnablementLimited, Limited: &LimitedPriorityLevelConfiguration{
			NominalConcurrencyShares: ptr(int32(30)), LendablePercent: ptr(int32(0)),
			LimitResponse: LimitResponse{Type: LimitResponseTypeQueue, Queuing: &QueuingConfiguration{Queues: 64, HandSize: 8, QueueLengthLimit: 50}},
		}},
	}, {
		name: "an explicit 0 share stays 0",
		in:   PriorityLevelConfigurationSpec{Type: PriorityLevelEnablementLimited, Limited: &LimitedPriorityLevelConfiguration{NominalConcurrencyShares: ptr(int32(0)), LimitResponse: LimitResponse{Type: LimitResponseTypeReject}}},
		want: PriorityLevelConfigurationSpec{Type: PriorityLevelEnablementLimited, Limited: &LimitedPriorityLevelConfiguration{NominalConcurrencyShares: ptr(int32(0)), LendablePercent: ptr(int32(0)), LimitResponse: LimitResponse{Type: LimitResponseTypeReject}}},
	}, {
		name: "exempt",
		in:   PriorityLevelConfigurationSpec{Type: PriorityLevelEnablementExempt, Exempt: &ExemptPriorityLevelConfiguration{}},
		want: PriorityLevelConfigurationSpec{Type: PriorityLevelEnablementExempt, Exempt: &ExemptPriorityLevelConfiguration{NominalConcurrencyShares: ptr(int32(0)), LendablePercent: ptr(int32(0))}},
	}}
	scheme := newScheme(t)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pl := &PriorityLevelConfiguration{Spec: tt.in}
			scheme.Default(pl)
			if !reflect.DeepEqual(pl.Spec, tt.want) {
				t.Errorf("got %+v; want %+v", pl.Spec, tt.want)
			}
		})
	}
}

func TestFlowSchemaDefaults(t *testing.T) {
	fs := &FlowSchema{}
	newScheme(t).Default(fs)
	if got, want := fs.Spec.MatchingPrecedence, int32(1000); got != want {
		t.Errorf("matchingPrecedence = %d; want %d", got, want)
	}
}

// TestLimitedConversion: the share is a pointer on the wire and a value
// inside; the rest converts field by field.
func TestLimitedConversion(t *testing.T) {
	scheme := newScheme(t)
	in := PriorityLevelConfiguration{Spec: PriorityLevelConfigurationSpec{Type: PriorityLevelEnablementLimited, Limited: &LimitedPriorityLevelConfiguration{
		NominalConcurrencyShares: ptr(int32(20)), LendablePercent: ptr(int32(50)),
		LimitResponse: LimitResponse{Type: LimitResponseTypeQueue, Queuing: &QueuingConfiguration{Queues: 128, HandSize: 6, QueueLengthLimit: 50}},
	}}}
	var internal flowcontrol.PriorityLevelConfiguration
	if err := scheme.Convert(&in, &internal, nil); err != nil {
		t.Fatal(err)
	}
	if l := internal.Spec.Limited; l.NominalConcurrencyShares != 20 || *l.LendablePercent != 50 || l.LimitResponse.Queuing.Queues != 128 {
		t.Errorf("internal limited = %+v; want shares 20, lendable 50, 128 queues", l)
	}
	internal.Spec.Limited.NominalConcurrencyShares = 0
	var back PriorityLevelConfiguration
	if err := scheme.Convert(&internal, &back, nil); err != nil {
		t.Fatal(err)
	}
	if s := back.Spec.Limited.NominalConcurrencyShares; s == nil || *s != 0 {
		t.Errorf("v1 shares = %v; want a pointer to 0", s)
	}
	// Convert shares what is alike on both sides, as upstream's does;
	// ConvertToVersion converts a copy.
	if back.Spec.Limited.LendablePercent != in.Spec.Limited.LendablePercent {
		t.Errorf("Convert: got lendablePercent copied; want it shared with the input, as upstream's")
	}
	out, err := scheme.ConvertToVersion(&in, runtime.InternalGroupVersioner)
	if err != nil {
		t.Fatal(err)
	}
	if out.(*flowcontrol.PriorityLevelConfiguration).Spec.Limited.LendablePercent == in.Spec.Limited.LendablePercent {
		t.Errorf("ConvertToVersion: got lendablePercent shared with the input; want a copy")
	}
}
