// Package duration prints durations the way kubectl's AGE column shows
// them: short, two units at most, coarser as they grow.
//
// Stage 01 holds it (upstream keeps it in apimachinery); the Table printers
// of stages 02 and 03 use it. Upstream: k8s.io/apimachinery/pkg/util/duration.
// Left out: ShortHumanDuration.
package duration

import (
	"fmt"
	"time"
)

// HumanDuration prints d as 45s, 3m20s, 5h, 3d4h, 2y. A negative duration
// of up to two seconds (clocks of two machines disagreeing) reads as 0s;
// a more negative one is "<invalid>".
// Upstream: k8s.io/apimachinery/pkg/util/duration.HumanDuration.
func HumanDuration(d time.Duration) string {
	seconds := int(d.Seconds())
	switch {
	case seconds < -1:
		return "<invalid>"
	case seconds < 0:
		return "0s"
	case seconds < 60*2:
		return fmt.Sprintf("%ds", seconds)
	}
	minutes := int(d / time.Minute)
	if minutes < 10 {
		return twoUnits(minutes, "m", int(d/time.Second)%60, "s")
	} else if minutes < 60*3 {
		return fmt.Sprintf("%dm", minutes)
	}
	hours := int(d / time.Hour)
	switch {
	case hours < 8:
		return twoUnits(hours, "h", int(d/time.Minute)%60, "m")
	case hours < 48:
		return fmt.Sprintf("%dh", hours)
	case hours < 24*8:
		return twoUnits(hours/24, "d", hours%24, "h")
	case hours < 24*365*2:
		return fmt.Sprintf("%dd", hours/24)
	case hours < 24*365*8:
		return twoUnits(hours/24/365, "y", (hours/24)%365, "d")
	}
	return fmt.Sprintf("%dy", hours/24/365)
}

// twoUnits prints "3m20s", or "3m" when the second part is zero.
func twoUnits(a int, aUnit string, b int, bUnit string) string {
	if b == 0 {
		return fmt.Sprintf("%d%s", a, aUnit)
	}
	return fmt.Sprintf("%d%s%d%s", a, aUnit, b, bUnit)
}
