package request

// WorkEstimate is how much of a priority level's concurrency a request
// takes: InitialSeats seats for as long as it executes (1 for most
// requests; a big LIST may take more, up to a level's limit).
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/request.WorkEstimate,
// whose FinalSeats and AdditionalLatency we leave out (see the package doc).
type WorkEstimate struct {
	InitialSeats uint64
}

// MaxSeats is the most seats the request occupies at once; with no final
// phase, that is InitialSeats.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol/request.(*WorkEstimate).MaxSeats.
func (we *WorkEstimate) MaxSeats() int { return int(we.InitialSeats) }
