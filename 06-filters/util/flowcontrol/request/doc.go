// Package request holds the units of work API Priority and Fairness
// counts in: a request's WorkEstimate (how many seats it occupies) and
// SeatSeconds (seats times time, the currency of fair queuing's virtual
// clock).
//
// Stage 06 adds it (issue 13). Upstream:
// k8s.io/apiserver/pkg/util/flowcontrol/request. It also holds the work
// estimator (a list is one seat per 100 objects it may process, between
// 1 and its level's maximum) and the object count tracker it reads,
// which stage 03's Stores keep current.
// Left out: the mutating estimator (seats a write keeps after it
// answered, for the watchers it notifies: FinalSeats and
// AdditionalLatency of a WorkEstimate), and stale counts; every request
// here occupies InitialSeats for as long as it executes.
package request
