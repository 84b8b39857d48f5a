//go:build race

package cacher

// Under the race detector the 1,000 x 5,000 takes minutes on two
// cores: 200 watchers and 2,000 writes.
const fanOutWatchers, fanOutWrites, fanOutWriters = 200, 2000, 16
