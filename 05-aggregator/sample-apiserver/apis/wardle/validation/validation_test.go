package validation

import (
	"testing"

	"github.com/kube-rebuilt/apiserver/05-aggregator/sample-apiserver/apis/wardle"
)

func TestValidateFlunderSpec(t *testing.T) {
	tests := []struct {
		name string
		spec wardle.FlunderSpec
		want []string // "<field>: <type>" of each error
	}{
		{"empty", wardle.FlunderSpec{}, nil},
		{"flunder", wardle.FlunderSpec{FlunderReference: "a", ReferenceType: wardle.FlunderReferenceType}, nil},
		{"fischer", wardle.FlunderSpec{FischerReference: "a", ReferenceType: wardle.FischerReferenceType}, nil},
		{"both", wardle.FlunderSpec{FlunderReference: "a", FischerReference: "b", ReferenceType: wardle.FlunderReferenceType},
			[]string{"spec.fischerReference: FieldValueInvalid"}},
		{"flunder reference, fischer type", wardle.FlunderSpec{FlunderReference: "a", ReferenceType: wardle.FischerReferenceType},
			[]string{"spec.flunderReference: FieldValueInvalid"}},
		{"fischer reference, no type", wardle.FlunderSpec{FischerReference: "a"},
			[]string{"spec.fischerReference: FieldValueInvalid"}},
		{"fischer type, no reference", wardle.FlunderSpec{ReferenceType: wardle.FischerReferenceType},
			[]string{"spec.fischerReference: FieldValueRequired"}},
		{"flunder type, no reference", wardle.FlunderSpec{ReferenceType: wardle.FlunderReferenceType},
			[]string{"spec.flunderReference: FieldValueRequired"}},
		{"unknown type", wardle.FlunderSpec{ReferenceType: "Other"},
			[]string{"spec.referenceType: FieldValueInvalid"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			errs := ValidateFlunder(&wardle.Flunder{Spec: tt.spec})
			var got []string
			for _, err := range errs {
				got = append(got, err.Field+": "+string(err.Type))
			}
			if len(got) != len(tt.want) {
				t.Fatalf("got %v; want %v", got, tt.want)
			}
			for i := range got {
				if got[i] != tt.want[i] {
					t.Errorf("error %d: got %q; want %q", i, got[i], tt.want[i])
				}
			}
		})
	}
}
