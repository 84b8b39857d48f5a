package fairqueuing

import (
	"math"
	"sync"
	"time"
)

// Clock is the time an Integrator reads.
type Clock interface {
	Now() time.Time
}

// Integrator follows a value that changes over time (a priority level's
// seat demand: seats executing plus seats waiting) and integrates it, so
// that its time-weighted average, deviation and extremes can be read
// for a period. The controller reads and resets it every borrowing
// period to decide how many seats each level may borrow.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/fairqueuing.Integrator.
type Integrator interface {
	// Set changes the value to x from now on.
	Set(x float64)
	// Add changes the value by dx from now on.
	Add(dx float64)
	// GetResults returns what was integrated since the last Reset.
	GetResults() IntegratorResults
	// Reset returns GetResults and starts a new period at the current value.
	Reset() IntegratorResults
}

// IntegratorResults describe the value over one period.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/fairqueuing.IntegratorResults.
type IntegratorResults struct {
	Duration  float64 // seconds
	Average   float64
	Deviation float64 // standard deviation: sqrt(average of (value-Average)^2)
	Min, Max  float64
}

// integrator keeps the integrals of x and x^2 over time.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/fairqueuing.integrator.
type integrator struct {
	clock Clock
	lock  sync.Mutex

	start, lastTime time.Time
	x               float64
	moments         [3]float64 // integrals of x^0, x^1, x^2 dt
	min, max        float64
}

// NewIntegrator returns an Integrator at value 0 from now.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/fairqueuing.NewNamedIntegrator.
func NewIntegrator(clock Clock) Integrator {
	now := clock.Now()
	return &integrator{clock: clock, start: now, lastTime: now}
}

func (igr *integrator) Set(x float64) {
	igr.lock.Lock()
	defer igr.lock.Unlock()
	igr.setLocked(x)
}

func (igr *integrator) Add(dx float64) {
	igr.lock.Lock()
	defer igr.lock.Unlock()
	igr.setLocked(igr.x + dx)
}

func (igr *integrator) setLocked(x float64) {
	igr.updateLocked()
	igr.x = x
	igr.min = math.Min(igr.min, x)
	igr.max = math.Max(igr.max, x)
}

// updateLocked adds the time since lastTime at the current value.
func (igr *integrator) updateLocked() {
	now := igr.clock.Now()
	dt := now.Sub(igr.lastTime).Seconds()
	igr.lastTime = now
	igr.moments[0] += dt
	igr.moments[1] += dt * igr.x
	igr.moments[2] += dt * igr.x * igr.x
}

func (igr *integrator) GetResults() IntegratorResults {
	igr.lock.Lock()
	defer igr.lock.Unlock()
	return igr.getResultsLocked()
}

func (igr *integrator) getResultsLocked() IntegratorResults {
	igr.updateLocked()
	results := IntegratorResults{Duration: igr.moments[0], Min: igr.min, Max: igr.max}
	if igr.moments[0] <= 0 {
		results.Average = igr.x
		return results
	}
	results.Average = igr.moments[1] / igr.moments[0]
	variance := igr.moments[2]/igr.moments[0] - results.Average*results.Average
	results.Deviation = math.Sqrt(math.Max(0, variance))
	return results
}

func (igr *integrator) Reset() IntegratorResults {
	igr.lock.Lock()
	defer igr.lock.Unlock()
	results := igr.getResultsLocked()
	igr.moments = [3]float64{}
	igr.min, igr.max = igr.x, igr.x
	return results
}
