package validation

import (
	"testing"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/06-filters/apis/flowcontrol"
	"github.com/kube-rebuilt/apiserver/06-filters/apis/flowcontrol/bootstrap"
	"github.com/kube-rebuilt/apiserver/06-filters/apis/flowcontrol/internalbootstrap"
)

// priorityLevel is a valid limited, queuing level; each case breaks one
// thing.
func priorityLevel() *flowcontrol.PriorityLevelConfiguration {
	return &flowcontrol.PriorityLevelConfiguration{
		ObjectMeta: metav1.ObjectMeta{Name: "team-a"},
		Spec: flowcontrol.PriorityLevelConfigurationSpec{
			Type: flowcontrol.PriorityLevelEnablementLimited,
			Limited: &flowcontrol.LimitedPriorityLevelConfiguration{
				NominalConcurrencyShares: 30,
				LendablePercent:          ptr(int32(50)),
				LimitResponse: flowcontrol.LimitResponse{
					Type:    flowcontrol.LimitResponseTypeQueue,
					Queuing: &flowcontrol.QueuingConfiguration{Queues: 64, HandSize: 8, QueueLengthLimit: 50},
				},
			},
		},
	}
}

func TestValidatePriorityLevelConfiguration(t *testing.T) {
	tests := []struct {
		name   string
		mutate func(*flowcontrol.PriorityLevelConfiguration)
		want   string
	}{
		{"valid", func(*flowcontrol.PriorityLevelConfiguration) {}, ""},
		{"bad name", func(pl *flowcontrol.PriorityLevelConfiguration) { pl.Name = "-x" }, "FieldValueInvalid metadata.name"},
		{"exempt type, other name", func(pl *flowcontrol.PriorityLevelConfiguration) {
			pl.Spec = flowcontrol.PriorityLevelConfigurationSpec{Type: flowcontrol.PriorityLevelEnablementExempt}
		}, "FieldValueInvalid spec.type"},
		{"no type", func(pl *flowcontrol.PriorityLevelConfiguration) { pl.Spec.Type = "" }, "FieldValueRequired spec.type"},
		{"unknown type", func(pl *flowcontrol.PriorityLevelConfiguration) { pl.Spec.Type = "Sometimes" }, "FieldValueNotSupported spec.type"},
		{"limited without limited", func(pl *flowcontrol.PriorityLevelConfiguration) { pl.Spec.Limited = nil }, "FieldValueRequired spec.limited"},
		{"limited with exempt", func(pl *flowcontrol.PriorityLevelConfiguration) {
			pl.Spec.Exempt = &flowcontrol.ExemptPriorityLevelConfiguration{}
		}, "FieldValueForbidden spec.exempt"},
		{"negative shares", func(pl *flowcontrol.PriorityLevelConfiguration) { pl.Spec.Limited.NominalConcurrencyShares = -1 }, "FieldValueInvalid spec.limited.nominalConcurrencyShares"},
		{"lendable above 100", func(pl *flowcontrol.PriorityLevelConfiguration) { pl.Spec.Limited.LendablePercent = ptr(int32(101)) }, "FieldValueInvalid spec.limited.lendablePercent"},
		{"negative borrowing limit", func(pl *flowcontrol.PriorityLevelConfiguration) {
			pl.Spec.Limited.BorrowingLimitPercent = ptr(int32(-1))
		}, "FieldValueInvalid spec.limited.borrowingLimitPercent"},
		{"reject with queuing", func(pl *flowcontrol.PriorityLevelConfiguration) {
			pl.Spec.Limited.LimitResponse.Type = flowcontrol.LimitResponseTypeReject
		}, "FieldValueForbidden spec.limited.limitResponse.queuing"},
		{"queue without queuing", func(pl *flowcontrol.PriorityLevelConfiguration) { pl.Spec.Limited.LimitResponse.Queuing = nil }, "FieldValueRequired spec.limited.limitResponse.queuing"},
		{"zero queue length and queues", func(pl *flowcontrol.PriorityLevelConfiguration) {
			q := pl.Spec.Limited.LimitResponse.Queuing
			q.QueueLengthLimit, q.Queues = 0, 0
		}, "FieldValueInvalid spec.limited.limitResponse.queuing.queueLengthLimit; FieldValueInvalid spec.limited.limitResponse.queuing.queues; FieldValueInvalid spec.limited.limitResponse.queuing.handSize"},
		{"too many queues", func(pl *flowcontrol.PriorityLevelConfiguration) {
			// A hand of 8 from so many queues also needs 187 bits.
			pl.Spec.Limited.LimitResponse.Queuing.Queues = 10*1000*1000 + 1
		}, "FieldValueInvalid spec.limited.limitResponse.queuing.queues; FieldValueInvalid spec.limited.limitResponse.queuing.handSize"},
		{"hand larger than the deck", func(pl *flowcontrol.PriorityLevelConfiguration) {
			pl.Spec.Limited.LimitResponse.Queuing.HandSize = 65
		}, "FieldValueInvalid spec.limited.limitResponse.queuing.handSize"},
		{"hand needing more than 60 bits", func(pl *flowcontrol.PriorityLevelConfiguration) {
			// log2(64) * 11 = 66 bits.
			pl.Spec.Limited.LimitResponse.Queuing.HandSize = 11
		}, "FieldValueInvalid spec.limited.limitResponse.queuing.handSize"},
		{"hand of exactly 60 bits", func(pl *flowcontrol.PriorityLevelConfiguration) {
			pl.Spec.Limited.LimitResponse.Queuing.HandSize = 10
		}, ""},
		{"catch-all changed", func(pl *flowcontrol.PriorityLevelConfiguration) {
			*pl = *internalbootstrap.MandatoryPriorityLevelConfigurations["catch-all"].DeepCopy()
			pl.Spec.Limited.NominalConcurrencyShares = 50
		}, "FieldValueInvalid spec"},
		{"exempt may change what it lends", func(pl *flowcontrol.PriorityLevelConfiguration) {
			*pl = *internalbootstrap.MandatoryPriorityLevelConfigurations["exempt"].DeepCopy()
			pl.Spec.Exempt.LendablePercent = ptr(int32(10))
		}, ""},
		{"exempt with a bad lendable percent", func(pl *flowcontrol.PriorityLevelConfiguration) {
			*pl = *internalbootstrap.MandatoryPriorityLevelConfigurations["exempt"].DeepCopy()
			pl.Spec.Exempt.LendablePercent = ptr(int32(-1))
		}, "FieldValueInvalid spec.exempt.lendablePercent"},
		{"exempt made limited", func(pl *flowcontrol.PriorityLevelConfiguration) { pl.Name = "exempt" }, "FieldValueInvalid spec.type; FieldValueInvalid spec"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pl := priorityLevel()
			tt.mutate(pl)
			if got := causes(ValidatePriorityLevelConfiguration(pl)); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}

// TestBootstrapObjectsAreValid: every built-in object, mandatory and
// suggested, passes once converted to internal.
func TestBootstrapObjectsAreValid(t *testing.T) {
	scheme := internalbootstrap.NewAPFScheme()
	for _, ext := range append(bootstrap.MandatoryFlowSchemas, bootstrap.SuggestedFlowSchemas...) {
		var fs flowcontrol.FlowSchema
		if err := scheme.Convert(ext, &fs, nil); err != nil {
			t.Fatal(err)
		}
		if errs := ValidateFlowSchema(&fs); len(errs) > 0 {
			t.Errorf("FlowSchema %s: %v", fs.Name, errs)
		}
	}
	for _, ext := range append(bootstrap.MandatoryPriorityLevelConfigurations, bootstrap.SuggestedPriorityLevelConfigurations...) {
		var pl flowcontrol.PriorityLevelConfiguration
		if err := scheme.Convert(ext, &pl, nil); err != nil {
			t.Fatal(err)
		}
		if errs := ValidatePriorityLevelConfiguration(&pl); len(errs) > 0 {
			t.Errorf("PriorityLevelConfiguration %s: %v", pl.Name, errs)
		}
	}
}
