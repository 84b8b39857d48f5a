package request

import (
	"fmt"
	"math"
	"time"
)

// SeatSeconds is an amount of work: seats occupied times seconds, in
// fixed point (1e-8 seat-seconds per unit). Fixed point, not float64, so
// that the virtual clock, which only grows, neither loses precision
// after months of uptime nor drifts when the same amount is added and
// subtracted.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/request.SeatSeconds.
type SeatSeconds uint64

// ssScale is how many units make one seat-second.
const ssScale = 1e8

// MaxSeatSeconds is the largest SeatSeconds.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/request.MaxSeatSeconds.
const MaxSeatSeconds = SeatSeconds(math.MaxUint64)

// SeatsTimesDuration is seats occupied for d, for small increments of
// work (not totals since process start). seats*d must not be negative.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/request.SeatsTimesDuration.
func SeatsTimesDuration(seats float64, d time.Duration) SeatSeconds {
	return SeatSeconds(math.Round(seats * float64(d) / (float64(time.Second) / ssScale)))
}

// ToFloat returns ss in seat-seconds, possibly losing precision.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/request.(SeatSeconds).ToFloat.
func (ss SeatSeconds) ToFloat() float64 { return float64(ss) / ssScale }

// String formats ss as seat-seconds with 8 decimals, e.g. "1.00300000ss".
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/request.(SeatSeconds).String.
func (ss SeatSeconds) String() string {
	const unit = SeatSeconds(ssScale)
	return fmt.Sprintf("%d.%08dss", ss/unit, ss%unit)
}
