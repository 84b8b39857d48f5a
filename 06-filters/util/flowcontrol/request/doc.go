// Package request holds the units of work API Priority and Fairness
// counts in: a request's WorkEstimate (how many seats it occupies) and
// SeatSeconds (seats times time, the currency of fair queuing's virtual
// clock).
//
// Stage 06 adds it (issue 13). Upstream:
// k8s.io/apiserver/pkg/util/flowcontrol/request. Left out: the work
// estimators themselves (list requests by object count, mutating requests
// by watchers), the object count tracker, and the FinalSeats and
// AdditionalLatency of a WorkEstimate (the seats a mutating request keeps
// after it answered, while its watch events go out); every request here
// occupies InitialSeats for as long as it executes.
package request
