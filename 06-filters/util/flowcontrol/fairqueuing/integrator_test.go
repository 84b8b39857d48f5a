package fairqueuing

import (
	"math"
	"testing"
	"time"
)

type stepClock struct{ now time.Time }

func (c *stepClock) Now() time.Time { return c.now }

func TestIntegratorAveragesOverTime(t *testing.T) {
	clk := &stepClock{now: time.Unix(1000, 0)}
	igr := NewIntegrator(clk)
	igr.Set(4) // 4 for 1s
	clk.now = clk.now.Add(time.Second)
	igr.Add(-4) // 0 for 3s
	clk.now = clk.now.Add(3 * time.Second)
	got := igr.Reset()
	want := IntegratorResults{Duration: 4, Average: 1, Deviation: math.Sqrt(3), Min: 0, Max: 4}
	if math.Abs(got.Deviation-want.Deviation) > 1e-9 {
		t.Errorf("deviation: got %v; want %v", got.Deviation, want.Deviation)
	}
	got.Deviation = want.Deviation
	if got != want {
		t.Errorf("got %+v; want %+v", got, want)
	}
	clk.now = clk.now.Add(2 * time.Second)
	if got := igr.GetResults(); got.Duration != 2 || got.Average != 0 || got.Max != 0 {
		t.Errorf("after Reset: got %+v; want 2s at 0", got)
	}
}
