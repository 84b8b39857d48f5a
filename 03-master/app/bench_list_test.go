package app

import (
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync"
	"syscall"
	"testing"
)

// BenchmarkListOverHTTP lists 2,000 ConfigMaps from a running stage 03, over
// HTTP, as client-go does in hack/compare-upstream.sh: Accept
// application/vnd.kubernetes.protobuf, Accept-Encoding gzip (Go's transport
// adds it and inflates the body). The objects are those of
// e2e/cmd/compare-upstream: two labels, two data keys; half tier=a, the rest
// spread over tier=b..f, so tier=c selects 200. Rows: all of them and the
// selected 200, each as a consistent read (resourceVersion unset) and from
// the cache (resourceVersion=0). The body is read, not decoded: the time is
// the server's, plus the client's inflating. cpu-ns/op is the CPU time the
// process (server and client) spent per list, which other work on the
// machine does not inflate as it does ns/op. Run with -cpuprofile to see
// where a list's time goes, end to end.
func BenchmarkListOverHTTP(b *testing.B) {
	url, stop, err := runStage03(b.TempDir(), nil)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() {
		if err := stop(); err != nil {
			b.Errorf("Run: %v", err)
		}
	})
	const n = 2000
	base := url + "/api/v1/namespaces/default/configmaps"
	createConfigMaps(b, base, n)
	for _, row := range []struct{ name, query string }{
		{"all/consistent", ""},
		{"all/rv=0", "?resourceVersion=0"},
		{"selected/consistent", "?labelSelector=tier%3Dc"},
		{"selected/rv=0", "?labelSelector=tier%3Dc&resourceVersion=0"},
	} {
		b.Run(row.name, func(b *testing.B) {
			b.ReportAllocs()
			var bytes int64
			cpu := processCPU()
			for b.Loop() {
				bytes = listProtobuf(b, base+row.query)
			}
			b.ReportMetric(float64(processCPU()-cpu)/float64(b.N), "cpu-ns/op")
			b.ReportMetric(float64(bytes), "body-bytes")
		})
	}
}

// processCPU is the user and system CPU time this process has used, in
// nanoseconds.
func processCPU() int64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return ru.Utime.Nano() + ru.Stime.Nano()
}

// createConfigMaps creates n ConfigMaps under base, 8 at a time.
func createConfigMaps(b *testing.B, base string, n int) {
	b.Helper()
	var wg sync.WaitGroup
	errs := make(chan string, n)
	next := make(chan int)
	for range 8 {
		wg.Go(func() {
			for i := range next {
				tier := "a"
				if i%2 == 1 {
					tier = string(rune('b' + (i/2)%5))
				}
				body := benchConfigMap(fmt.Sprintf("cm-%05d", i), tier, i)
				if code, resp := do("POST", base, body); code != http.StatusCreated {
					errs <- fmt.Sprintf("POST cm-%05d: got %d; want 201\n%s", i, code, resp)
				}
			}
		})
	}
	for i := range n {
		next <- i
	}
	close(next)
	wg.Wait()
	close(errs)
	for e := range errs {
		b.Fatal(e)
	}
}

// listProtobuf GETs url asking for protobuf, as client-go's typed clients
// do, reads the whole body and returns its length (inflated).
func listProtobuf(b *testing.B, url string) int64 {
	req, err := http.NewRequest("GET", url, nil)
	if err != nil {
		b.Fatal(err)
	}
	req.Header.Set("Accept", "application/vnd.kubernetes.protobuf, */*")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		b.Fatal(err)
	}
	defer resp.Body.Close()
	n, err := io.Copy(io.Discard, resp.Body)
	if err != nil || resp.StatusCode != http.StatusOK || !strings.Contains(resp.Header.Get("Content-Type"), "protobuf") {
		b.Fatalf("GET %s: got %d %s, %v", url, resp.StatusCode, resp.Header.Get("Content-Type"), err)
	}
	return n
}
