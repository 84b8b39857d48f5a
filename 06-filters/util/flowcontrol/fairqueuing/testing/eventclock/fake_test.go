package eventclock

import (
	"strings"
	"testing"
	"time"
)

func TestFakeRunsDueEventsInOrder(t *testing.T) {
	start := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	clk := NewFake(start)
	var ran []string
	note := func(name string) func(time.Time) {
		return func(now time.Time) { ran = append(ran, name+"@"+now.Sub(start).String()) }
	}
	clk.EventAfterDuration(note("c"), 3*time.Second)
	clk.EventAfterDuration(note("a"), time.Second)
	clk.EventAfterTime(note("b"), start.Add(2*time.Second))
	clk.EventAfterDuration(func(time.Time) {
		clk.EventAfterDuration(note("nested"), 500*time.Millisecond)
	}, 2*time.Second)

	clk.Step(1500 * time.Millisecond)
	if got, want := strings.Join(ran, " "), "a@1s"; got != want {
		t.Errorf("after 1.5s: got %q; want %q", got, want)
	}
	if got, want := clk.Since(start), 1500*time.Millisecond; got != want {
		t.Errorf("got Since %v; want %v", got, want)
	}
	clk.Step(time.Second)
	if got, want := strings.Join(ran, " "), "a@1s b@2s nested@2.5s"; got != want {
		t.Errorf("after 2.5s: got %q; want %q", got, want)
	}
	clk.Step(time.Hour)
	if got, want := strings.Join(ran, " "), "a@1s b@2s nested@2.5s c@3s"; got != want {
		t.Errorf("after 1h: got %q; want %q", got, want)
	}
	if got, want := clk.Now(), start.Add(time.Hour+2500*time.Millisecond); !got.Equal(want) {
		t.Errorf("got Now %v; want %v", got, want)
	}
}
