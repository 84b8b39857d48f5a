package duration

import (
	"testing"
	"time"
)

func TestHumanDuration(t *testing.T) {
	tests := []struct {
		d    time.Duration
		want string
	}{
		{-3 * time.Second, "<invalid>"},
		{-time.Second, "0s"},
		{0, "0s"},
		{119 * time.Second, "119s"},
		{3*time.Minute + 20*time.Second, "3m20s"},
		{5 * time.Minute, "5m"},
		{90 * time.Minute, "90m"},
		{5*time.Hour + 10*time.Minute, "5h10m"},
		{30 * time.Hour, "30h"},
		{3*24*time.Hour + 4*time.Hour, "3d4h"},
		{100 * 24 * time.Hour, "100d"},
		{3 * 365 * 24 * time.Hour, "3y"},
		{10 * 365 * 24 * time.Hour, "10y"},
	}
	for _, tt := range tests {
		if got := HumanDuration(tt.d); got != tt.want {
			t.Errorf("HumanDuration(%v): got %q; want %q", tt.d, got, tt.want)
		}
	}
}
