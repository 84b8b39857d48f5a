package flowcontrol

import (
	"math"
	"testing"
)

func TestComputeConcurrencyAllocation(t *testing.T) {
	for _, tc := range []struct {
		name     string
		sum      int
		items    []allocProblemItem
		want     []float64
		wantProp float64
	}{
		{"no bound binds: proportional to targets", 30,
			[]allocProblemItem{{0, 100, 10}, {0, 100, 20}}, []float64{10, 20}, 1},
		{"seats to spare: shared in proportion", 60,
			[]allocProblemItem{{0, 100, 10}, {0, 100, 20}}, []float64{20, 40}, 2},
		{"an upper bound binds, the rest goes to the other", 60,
			[]allocProblemItem{{0, 15, 10}, {0, 100, 20}}, []float64{15, 45}, 2.25},
		{"a lower bound binds", 20,
			[]allocProblemItem{{12, 100, 12}, {0, 100, 20}}, []float64{12, 8}, 0.4},
		{"lower bounds exactly", 22,
			[]allocProblemItem{{12, 100, 12}, {10, 100, 20}}, []float64{12, 10}, 0.5},
		{"a level wanting nothing gets (next to) nothing", 40,
			[]allocProblemItem{{5, 50, 5}, {0, 100, 0}}, []float64{39.992, 0.008}, 7.9984},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, prop, err := computeConcurrencyAllocation(tc.sum, tc.items)
			if err != nil {
				t.Fatal(err)
			}
			for i := range got {
				if math.Abs(got[i]-tc.want[i]) > 1e-3 {
					t.Fatalf("got %v; want %v", got, tc.want)
				}
			}
			if math.Abs(prop-tc.wantProp) > 1e-3 {
				t.Errorf("fairProp: got %v; want %v", prop, tc.wantProp)
			}
		})
	}
}

func TestComputeConcurrencyAllocationRejectsImpossibleBounds(t *testing.T) {
	if _, _, err := computeConcurrencyAllocation(10, []allocProblemItem{{20, 30, 20}}); err == nil {
		t.Errorf("lower bounds above the sum: got no error; want one")
	}
	if _, _, err := computeConcurrencyAllocation(100, []allocProblemItem{{0, 30, 20}}); err == nil {
		t.Errorf("upper bounds below the sum: got no error; want one")
	}
}
