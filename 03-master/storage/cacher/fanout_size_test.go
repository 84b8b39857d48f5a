//go:build !race

package cacher

// The figures: 1,000 watchers, a burst of 5,000 writes.
const fanOutWatchers, fanOutWrites, fanOutWriters = 1000, 5000, 16
