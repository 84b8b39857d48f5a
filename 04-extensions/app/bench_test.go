package app

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// BenchmarkCustomResourceVsConfigMap puts custom resources next to a
// built-in through the same running stage-04 server, in the same run:
// each operation runs on ConfigMaps ("configmap", the baseline) and on
// CronTabs of a CRD ("customresource"), over plain HTTP with a keep-alive
// client and JSON bodies. The objects are of similar size: a ConfigMap
// whose data has three keys, a CronTab whose spec has the same three
// fields. The ratio customresource/configmap is what the chapter reports.
//
// The 1k objects each list reads are created once, by the parent
// benchmark, in a namespace of their own, so -benchtime 1x stays cheap.
func BenchmarkCustomResourceVsConfigMap(b *testing.B) {
	url := startStage04(b)
	c := newBenchClient()
	crontabsIn := func(ns string) string { return url + "/apis/stable.example.com/v1/namespaces/" + ns + "/crontabs" }
	configmapsIn := func(ns string) string { return url + "/api/v1/namespaces/" + ns + "/configmaps" }
	c.mustDo(b, "POST", url+"/apis/apiextensions.k8s.io/v1/customresourcedefinitions", crdJSON("crontabs", "CronTab", "Namespaced"), http.StatusCreated)
	waitFor(b, "the custom resource to be served", func() bool {
		code, _, err := c.do("GET", crontabsIn("default"), "")
		return err == nil && code == http.StatusOK
	})

	kinds := []struct {
		name   string
		listIn func(ns string) string
		object func(name string) string
	}{
		{"configmap", configmapsIn, benchConfigMap},
		{"customresource", crontabsIn, benchCronTab},
	}

	const listed = 1000
	start := time.Now()
	for _, k := range kinds {
		c.fill(b, k.listIn("bench-list"), k.object, listed)
	}
	b.Logf("filled %d objects of each kind in %v", listed, time.Since(start).Round(time.Millisecond))
	for _, k := range kinds {
		c.mustDo(b, "POST", k.listIn("bench-get"), k.object("one"), http.StatusCreated)
	}

	var seq atomic.Int64 // names of created objects, unique across runs of create
	for _, k := range kinds {
		b.Run("create/"+k.name, func(b *testing.B) {
			url := k.listIn("bench-create")
			n := 0
			for b.Loop() {
				c.mustDo(b, "POST", url, k.object("obj-"+strconv.FormatInt(seq.Add(1), 10)), http.StatusCreated)
				n++
			}
			b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "objects/s")
		})
	}
	for _, k := range kinds {
		b.Run("get/"+k.name, func(b *testing.B) {
			url := k.listIn("bench-get") + "/one"
			for b.Loop() {
				c.mustDo(b, "GET", url, "", http.StatusOK)
			}
		})
	}
	for _, k := range kinds {
		b.Run(fmt.Sprintf("list-%d/%s", listed, k.name), func(b *testing.B) {
			url := k.listIn("bench-list")
			if got := countItems(b, c.mustDo(b, "GET", url, "", http.StatusOK)); got != listed {
				b.Fatalf("listed %d items; want %d", got, listed)
			}
			n, size := 0, 0
			for b.Loop() {
				size = len(c.mustDo(b, "GET", url, "", http.StatusOK))
				n++
			}
			b.ReportMetric(float64(n*listed)/b.Elapsed().Seconds(), "objects/s")
			b.ReportMetric(float64(size), "resp-B/op")
		})
	}
}

// benchConfigMap and benchCronTab are the two objects compared: the same
// three values, in a ConfigMap's data and in a CronTab's spec.
func benchConfigMap(name string) string {
	return `{"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"` + name + `"},` +
		`"data":{"cronSpec":"*/5 * * * *","replicas":"3","color":"green"}}`
}

func benchCronTab(name string) string {
	return `{"apiVersion":"stable.example.com/v1","kind":"CronTab","metadata":{"name":"` + name + `"},` +
		`"spec":{"cronSpec":"*/5 * * * *","replicas":3,"color":"green"}}`
}

func countItems(tb testing.TB, body []byte) int {
	tb.Helper()
	var list struct {
		Items []json.RawMessage `json:"items"`
	}
	if err := json.Unmarshal(body, &list); err != nil {
		tb.Fatalf("decoding the list: %v", err)
	}
	return len(list.Items)
}

// benchClient is a keep-alive HTTP client to the server: connections are
// reused across requests (every body is read to the end), so a request
// costs no TCP handshake.
type benchClient struct {
	client *http.Client
}

func newBenchClient() *benchClient {
	return &benchClient{client: &http.Client{Transport: &http.Transport{
		MaxIdleConns:        benchFillWorkers,
		MaxIdleConnsPerHost: benchFillWorkers,
	}}}
}

func (c *benchClient) do(method, url, body string) (int, []byte, error) {
	req, err := http.NewRequest(method, url, strings.NewReader(body))
	if err != nil {
		return 0, nil, err
	}
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	req.Header.Set("Accept", "application/json")
	resp, err := c.client.Do(req)
	if err != nil {
		return 0, nil, err
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	return resp.StatusCode, data, err
}

func (c *benchClient) mustDo(tb testing.TB, method, url, body string, want int) []byte {
	tb.Helper()
	code, data, err := c.do(method, url, body)
	if err != nil {
		tb.Fatalf("%s %s: %v", method, url, err)
	}
	if code != want {
		tb.Fatalf("%s %s: got %d; want %d\n%.500s", method, url, code, want, data)
	}
	return data
}

// benchFillWorkers is how many requests fill sends at once.
const benchFillWorkers = 8

// fill creates n objects named obj-0 ... in the collection at url.
func (c *benchClient) fill(tb testing.TB, url string, object func(string) string, n int) {
	tb.Helper()
	var (
		next     atomic.Int64
		wg       sync.WaitGroup
		errOnce  sync.Once
		firstErr error
	)
	for range benchFillWorkers {
		wg.Go(func() {
			for i := next.Add(1) - 1; i < int64(n); i = next.Add(1) - 1 {
				code, data, err := c.do("POST", url, object("obj-"+strconv.FormatInt(i, 10)))
				if err == nil && code != http.StatusCreated {
					err = fmt.Errorf("got %d\n%.500s", code, data)
				}
				if err != nil {
					errOnce.Do(func() { firstErr = err })
					return
				}
			}
		})
	}
	wg.Wait()
	if firstErr != nil {
		tb.Fatalf("filling %s: %v", url, firstErr)
	}
}
