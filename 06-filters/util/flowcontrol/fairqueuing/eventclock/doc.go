// Package eventclock is the clock fair queuing reads: the time now, and
// "call this function later". Code that takes an Interface can be tested
// with the fake in fairqueuing/testing/eventclock, whose time moves only
// when the test says, so tests never sleep.
//
// Stage 06 adds it (issue 13). Upstream:
// k8s.io/apiserver/pkg/util/flowcontrol/fairqueuing/eventclock.
// Left out: Sleep, and the rest of k8s.io/utils/clock.PassiveClock but
// Now and Since.
package eventclock
