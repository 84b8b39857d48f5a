// Package eventclock holds Fake, an eventclock.Interface whose time moves
// only when a test calls Step or SetTime. Due events run synchronously,
// in time order, on the goroutine that moved the clock, so when Step
// returns everything it triggered has happened: tests need no sleeps and
// no timing luck.
//
// Stage 06 adds it (issue 13). Upstream:
// k8s.io/apiserver/pkg/util/flowcontrol/fairqueuing/testing/eventclock.Fake.
// Simplified: upstream runs each event on its own goroutine and counts
// goroutines (a GoRoutineCounter) so that Run can wait for them, and can
// add random fuzz to event times; we run events inline, with no fuzz.
package eventclock
