package app

import (
	"fmt"
	"net/http"
	"runtime"
	"strconv"
	"sync/atomic"
	"testing"
)

// BenchmarkWritesOverHTTP asks whether the watch cache slows writes down.
// Writes never go through the cache (they go to etcd), but every one comes
// back to it on its etcd watch, to be decoded and stored, on the same CPUs.
// Two stage 03 servers run side by side in this process, one with the cache
// (the default) and one with --watch-cache=false, and each operation runs
// against both, one after the other (which one first alternates), so
// that with -count the rows alternate and drift on the machine hits both
// alike. Eight clients write
// at once, as hack/compare-upstream.sh's do, ConfigMaps like its ones.
// cpu-ns/op is the CPU the whole process (server, its embedded etcd, the
// clients) spent per write: what the cache's extra decoding costs shows
// there even when a write's wall time is etcd's commit.
func BenchmarkWritesOverHTTP(b *testing.B) {
	servers := map[string]string{}
	for _, cache := range []bool{true, false} {
		url, stop, err := runStage03With(b.TempDir(), func(opts *ServerRunOptions) { opts.Etcd.EnableWatchCache = cache })
		if err != nil {
			b.Fatal(err)
		}
		b.Cleanup(func() {
			if err := stop(); err != nil {
				b.Errorf("Run: %v", err)
			}
		})
		servers["cache="+strconv.FormatBool(cache)] = url + "/api/v1/namespaces/default/configmaps"
	}
	var seq atomic.Int64 // names unique across rows
	// Warm both up first: right after start-up a server still runs its
	// post-start work, which would count against whichever row ran first.
	for _, base := range servers {
		createNamed(b, base, &seq, 500)
	}
	// And flip which one goes first at each -count repetition.
	order := []string{"cache=true", "cache=false"}
	if writeBenchRuns.Add(1)%2 == 0 {
		order[0], order[1] = order[1], order[0]
	}
	for _, op := range []string{"create", "update", "delete"} {
		for _, server := range order {
			base := servers[server]
			b.Run(op+"/"+server, func(b *testing.B) {
				b.ReportAllocs()
				b.SetParallelism(max(1, 8/runtime.GOMAXPROCS(0)))
				var names []string
				switch op {
				case "update":
					// Many objects, each updated again only after all
					// the others, as hack/compare-upstream.sh's workers
					// do: the cache has long seen an object's last
					// write when it is written again. (Writes racing on
					// a few objects measure conflicts and retries
					// instead, with or without the cache.)
					names = createNamed(b, base, &seq, min(1000, b.N))
				case "delete":
					names = createNamed(b, base, &seq, b.N)
				}
				var next atomic.Int64
				b.ResetTimer()
				cpu := processCPU()
				b.RunParallel(func(pb *testing.PB) {
					for ok := true; ok && pb.Next(); {
						i := next.Add(1) - 1
						switch op {
						case "create":
							name := "w-" + strconv.FormatInt(seq.Add(1), 10)
							ok = check(b, "POST", base, benchConfigMap(name, "a", int(i)), http.StatusCreated)
						case "update":
							// Without a resourceVersion: an unconditional
							// update, which ConfigMaps allow; no conflicts
							// between the clients.
							name := names[i%int64(len(names))]
							ok = check(b, "PUT", base+"/"+name, benchConfigMap(name, "a", int(i)), http.StatusOK)
						case "delete":
							ok = check(b, "DELETE", base+"/"+names[i], "", http.StatusOK)
						}
					}
				})
				b.ReportMetric(float64(processCPU()-cpu)/float64(b.N), "cpu-ns/op")
			})
		}
	}
}

// writeBenchRuns counts the runs of BenchmarkWritesOverHTTP (one per
// -count repetition).
var writeBenchRuns atomic.Int64

// createNamed creates n ConfigMaps with fresh names under base and returns
// the names.
func createNamed(b *testing.B, base string, seq *atomic.Int64, n int) []string {
	b.Helper()
	names := make([]string, n)
	for i := range names {
		names[i] = "w-" + strconv.FormatInt(seq.Add(1), 10)
		if !check(b, "POST", base, benchConfigMap(names[i], "a", i), http.StatusCreated) {
			b.FailNow()
		}
	}
	return names
}

// benchConfigMap is a ConfigMap like e2e/cmd/compare-upstream's: two
// labels, two data keys.
func benchConfigMap(name, tier string, i int) string {
	return fmt.Sprintf(`{"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":%q,"labels":{"tier":%q,"app":"compare"}},"data":{"key":"value-%d","other":"some configuration text"}}`, name, tier, i)
}

// check sends a request and reports whether the answer has the code
// want; it marks the benchmark failed if not (without stopping it, which
// only the benchmark's own goroutine may do).
func check(b *testing.B, method, url, body string, want int) bool {
	if code, resp := do(method, url, body); code != want {
		b.Errorf("%s %s: got %d; want %d\n%s", method, url, code, want, resp)
		return false
	}
	return true
}
