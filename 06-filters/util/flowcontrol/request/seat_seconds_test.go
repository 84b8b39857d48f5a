package request

import (
	"testing"
	"time"
)

func TestSeatsTimesDuration(t *testing.T) {
	tests := []struct {
		seats  float64
		d      time.Duration
		want   float64
		string string
	}{
		{1, time.Second, 1, "1.00000000ss"},
		{1, 3 * time.Millisecond, 0.003, "0.00300000ss"},
		{2, 3 * time.Millisecond, 0.006, "0.00600000ss"},
		{0.5, 2 * time.Second, 1, "1.00000000ss"},
		{1, 10 * time.Nanosecond, 0.00000001, "0.00000001ss"},
		{3, 0, 0, "0.00000000ss"},
		{1.0 / 3, time.Second, 0.33333333, "0.33333333ss"},
	}
	for _, tt := range tests {
		ss := SeatsTimesDuration(tt.seats, tt.d)
		if got := ss.ToFloat(); got != tt.want {
			t.Errorf("SeatsTimesDuration(%v, %v).ToFloat(): got %v; want %v", tt.seats, tt.d, got, tt.want)
		}
		if got := ss.String(); got != tt.string {
			t.Errorf("SeatsTimesDuration(%v, %v).String(): got %q; want %q", tt.seats, tt.d, got, tt.string)
		}
	}
}

// TestSeatSecondsAddSubtractExactly shows why fixed point: adding and
// then removing 3ms of work a million times leaves exactly what was there.
func TestSeatSecondsAddSubtractExactly(t *testing.T) {
	r := SeatsTimesDuration(1, 1000*time.Hour)
	start := r
	g := SeatsTimesDuration(1, 3*time.Millisecond)
	for i := 0; i < 1_000_000; i++ {
		r += g
		r -= g
	}
	if r != start {
		t.Errorf("got %v; want %v", r, start)
	}
}

func TestMaxSeats(t *testing.T) {
	we := WorkEstimate{InitialSeats: 3}
	if got := we.MaxSeats(); got != 3 {
		t.Errorf("got %d; want 3", got)
	}
}
