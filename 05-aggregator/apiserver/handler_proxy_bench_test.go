package apiserver

import (
	"crypto/tls"
	"crypto/x509"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/kube-rebuilt/apiserver/05-aggregator/apis/apiregistration"
)

// BenchmarkProxyAddedLatency measures what the aggregator's proxy adds to
// a request: each iteration sends one GET straight to a TLS backend and
// one through the proxy handler (served over plain HTTP on loopback, as
// kubectl reaches stage 05, then re-encrypted to the backend with the
// caBundle verified), both over kept-alive connections. It reports the
// mean of each, the difference and the ratio, from the same run:
//
//	go test -run '^$' -bench ProxyAddedLatency -benchtime 2000x ./05-aggregator/apiserver/
func BenchmarkProxyAddedLatency(b *testing.B) {
	body := []byte(`{"kind":"FlunderList","apiVersion":"wardle.example.com/v1alpha1","metadata":{},"items":[]}`)
	backend, resolver := newBackend(b, func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.Write(body)
	})
	h := newProxyHandler(http.NotFoundHandler(), resolver, nil)
	h.updateAPIService(remoteAPIService(testPKI().ca, false, apiregistration.ConditionTrue))
	front := httptest.NewServer(h)
	b.Cleanup(front.Close)

	pool := x509.NewCertPool()
	pool.AppendCertsFromPEM(testPKI().ca)
	direct := &http.Client{Transport: &http.Transport{TLSClientConfig: &tls.Config{RootCAs: pool, ServerName: "api.ns.svc"}}}
	viaProxy := &http.Client{Transport: &http.Transport{}}
	const path = "/apis/wardle.example.com/v1alpha1/namespaces/default/flunders"
	get := func(c *http.Client, base string) time.Duration {
		start := time.Now()
		resp, err := c.Get(base + path)
		if err != nil {
			b.Fatal(err)
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			b.Fatalf("GET %s: %d", base, resp.StatusCode)
		}
		return time.Since(start)
	}
	// warm both connections (TLS handshakes are not what we measure)
	get(direct, backend.URL)
	get(viaProxy, front.URL)

	var directTotal, proxiedTotal time.Duration
	b.ResetTimer()
	for range b.N {
		directTotal += get(direct, backend.URL)
		proxiedTotal += get(viaProxy, front.URL)
	}
	n := float64(b.N)
	b.ReportMetric(float64(directTotal.Microseconds())/n, "direct-µs/req")
	b.ReportMetric(float64(proxiedTotal.Microseconds())/n, "proxied-µs/req")
	b.ReportMetric(float64((proxiedTotal-directTotal).Microseconds())/n, "added-µs/req")
	b.ReportMetric(float64(proxiedTotal)/float64(directTotal), "proxied/direct")
}
