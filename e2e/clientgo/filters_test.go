package clientgo

import (
	"bufio"
	"bytes"
	"context"
	"crypto/tls"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/kubernetes"

	"github.com/kube-rebuilt/apiserver/e2e/framework"
)

// The tests of this file drive stage 06's handler chain (request info,
// panic recovery, deadline and timeout, max-in-flight, CORS, HSTS,
// Cache-Control, warnings, audit, metrics) with raw HTTP: a client-go
// client retries a 429 by itself, and only net/http can hold a request
// in flight by sending half its body.

// filtersStageName is the stage these tests run against.
const filtersStageName = "06-filters"

// configMapsPath is where the tests create their ConfigMaps.
const configMapsPath = "/api/v1/namespaces/" + namespace + "/configmaps"

// startFiltersServer counts t on the stage's client-go summary line and
// starts stage 06 with the extra flags args.
func startFiltersServer(t *testing.T, args ...string) *framework.Server {
	t.Helper()
	framework.Track(t, filtersStageName+": client-go tests")
	return framework.StartServer(t, filtersStageName, framework.Options{Args: args})
}

// rawClient returns a net/http client of the test's own, with enough idle
// connections for a flood and a bound on every request.
func rawClient(t *testing.T) *http.Client {
	t.Helper()
	tr := &http.Transport{MaxIdleConns: 128, MaxIdleConnsPerHost: 128}
	t.Cleanup(tr.CloseIdleConnections)
	return &http.Client{Transport: tr, Timeout: 30 * time.Second}
}

// answer is a response read in full.
type answer struct {
	code   int
	header http.Header
	body   []byte
}

// status decodes the answer's body as a metav1.Status.
func (a answer) status(t *testing.T) metav1.Status {
	t.Helper()
	var s metav1.Status
	if err := json.Unmarshal(a.body, &s); err != nil {
		t.Fatalf("decoding a Status from the %d answer %q: %v", a.code, a.body, err)
	}
	return s
}

// send sends one request and reads its answer. Header values of hdr are
// set on the request; a body is sent as JSON.
func send(ctx context.Context, client *http.Client, method, url string, body []byte, hdr map[string]string) (answer, error) {
	var r io.Reader
	if body != nil {
		r = bytes.NewReader(body)
	}
	req, err := http.NewRequestWithContext(ctx, method, url, r)
	if err != nil {
		return answer{}, err
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	req.Header.Set("Accept", "application/json")
	for k, v := range hdr {
		req.Header.Set(k, v)
	}
	resp, err := client.Do(req)
	if err != nil {
		return answer{}, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	return answer{code: resp.StatusCode, header: resp.Header, body: b}, err
}

// mustSend is send failing t on a transport error.
func mustSend(t *testing.T, client *http.Client, method, url string, body []byte, hdr map[string]string) answer {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	a, err := send(ctx, client, method, url, body, hdr)
	if err != nil {
		t.Fatalf("%s %s: %v", method, url, err)
	}
	return a
}

// configMapJSON returns a ConfigMap in the test namespace as JSON.
func configMapJSON(name string, labels, data map[string]string) []byte {
	b, err := json.Marshal(&corev1.ConfigMap{
		TypeMeta:   metav1.TypeMeta{APIVersion: "v1", Kind: "ConfigMap"},
		ObjectMeta: metav1.ObjectMeta{Name: name, Namespace: namespace, Labels: labels},
		Data:       data,
	})
	if err != nil {
		panic(err) // a ConfigMap always marshals
	}
	return b
}

// heldRequest is a request whose body is sent only in part: the server
// has its headers, and its handler blocks reading the rest.
type heldRequest struct {
	pw     *io.PipeWriter
	rest   []byte
	cancel context.CancelFunc
	start  time.Time
	done   chan heldResult

	finishOnce sync.Once
	finishErr  error
}

// heldResult is how a held request ended.
type heldResult struct {
	answer
	proto   string
	err     error
	elapsed time.Duration
}

// errAbandoned ends the body of a held request a test did not finish.
var errAbandoned = errors.New("held request abandoned by the test")

// holdRequest sends method url with the headers hdr and the first half of
// body (chunked, so net/http flushes what is written at once), and returns
// when that half has been handed to the connection. The request is
// cancelled when t ends, if the test has not finished it.
func holdRequest(t *testing.T, client *http.Client, method, url string, body []byte, hdr map[string]string) *heldRequest {
	t.Helper()
	pr, pw := io.Pipe()
	ctx, cancel := context.WithCancel(context.Background())
	req, err := http.NewRequestWithContext(ctx, method, url, pr)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json")
	for k, v := range hdr {
		req.Header.Set(k, v)
	}
	half := len(body) / 2
	h := &heldRequest{pw: pw, rest: body[half:], cancel: cancel, start: time.Now(), done: make(chan heldResult, 1)}
	go func() {
		var res heldResult
		resp, err := client.Do(req)
		if err == nil {
			res.code, res.header, res.proto = resp.StatusCode, resp.Header, resp.Proto
			res.body, err = io.ReadAll(resp.Body)
			resp.Body.Close()
		}
		res.err, res.elapsed = err, time.Since(h.start)
		h.done <- res
	}()
	t.Cleanup(func() {
		pw.CloseWithError(errAbandoned)
		cancel()
	})
	// The transport reads the pipe only once it has a connection and has
	// sent the headers, and sends each piece it reads before it reads the
	// next one; a failed request closes the pipe, ending Write. When the
	// second piece is read, the headers and the first are on the wire.
	for _, piece := range [][]byte{body[:half/2], body[half/2 : half]} {
		if _, err := pw.Write(piece); err != nil {
			t.Fatalf("%s %s: writing the first half of the body: %v", method, url, err)
		}
	}
	return h
}

// seatHolders are creates held in flight by takeMutatingSeats.
type seatHolders struct {
	held    []*heldRequest
	names   []string
	refused answer // the probe answered 429
	probes  int
}

// takeMutatingSeats holds creates named <prefix>-held-<i> in flight, one
// more after each probe create (named <prefix>-probe-<i>) that is still
// served, until a probe is refused with 429: then every mutating seat is
// taken. It does not stop at the limit because a held create is not
// certain to get a seat: its headers are on the wire when holdRequest
// returns, but the server may not have read them yet, and a probe sent
// right after can take the last seat first. The held create is then
// answered 429 at once, an answer net/http sends only after the body has
// ended (see testFiltersTimeout), so the holder cannot tell; finish says.
func takeMutatingSeats(t *testing.T, client *http.Client, url, prefix string, labels map[string]string, limit int) *seatHolders {
	t.Helper()
	s := &seatHolders{}
	deadline := time.Now().Add(15 * time.Second)
	last := "no probe yet"
	for time.Now().Before(deadline) {
		if len(s.held) < limit+8 {
			name := fmt.Sprintf("%s-held-%d", prefix, len(s.held))
			s.held = append(s.held, holdRequest(t, client, http.MethodPost, url, configMapJSON(name, labels, map[string]string{"k": "v"}), nil))
			s.names = append(s.names, name)
		} else {
			time.Sleep(50 * time.Millisecond)
		}
		s.probes++
		a, err := send(context.Background(), client, http.MethodPost, url, configMapJSON(fmt.Sprintf("%s-probe-%d", prefix, s.probes), nil, nil), nil)
		if err != nil {
			last = err.Error()
			continue
		}
		if a.code == http.StatusTooManyRequests {
			s.refused = a
			t.Logf("a create was refused with %d create(s) held, after %d probe(s)", len(s.held), s.probes)
			return s
		}
		last = fmt.Sprintf("%d %s; held creates ended: %s", a.code, a.body, heldEnded(s.held))
	}
	t.Fatalf("no create refused with 429 within 15s, with %d creates held; last probe: %s", len(s.held), last)
	return nil
}

// finish sends the rest of every held body and returns the names of the
// creates answered 201; each must be answered 201 or 429 (refused when it
// arrived).
func (s *seatHolders) finish(t *testing.T) (created []string) {
	t.Helper()
	for _, h := range s.held {
		if err := h.finish(); err != nil {
			t.Errorf("finishing a held create: %v", err)
		}
	}
	for i, h := range s.held {
		res := h.wait(t, 30*time.Second)
		switch {
		case res.err == nil && res.code == http.StatusCreated:
			created = append(created, s.names[i])
		case res.err == nil && res.code == http.StatusTooManyRequests:
			t.Logf("held create %s had been refused with 429 when it arrived; the answer came after its body ended", s.names[i])
		default:
			t.Errorf("held create %s, finished: got %d %s (error %v); want 201, or 429 if refused on arrival", s.names[i], res.code, res.body, res.err)
		}
	}
	if len(created) == 0 {
		t.Errorf("no held create was answered 201; want the ones that held a seat created")
	}
	return created
}

// heldEnded describes those of hs that have ended.
func heldEnded(hs []*heldRequest) string {
	var ended []string
	for i, h := range hs {
		select {
		case res := <-h.done:
			ended = append(ended, fmt.Sprintf("#%d: %d %s (error %v)", i, res.code, res.body, res.err))
			h.done <- res
		default:
		}
	}
	if len(ended) == 0 {
		return "none"
	}
	return strings.Join(ended, "; ")
}

// finish sends the rest of the body, once however often it is called.
func (h *heldRequest) finish() error {
	h.finishOnce.Do(func() {
		if _, err := h.pw.Write(h.rest); err != nil {
			h.finishErr = fmt.Errorf("writing the rest of the body: %w", err)
			return
		}
		h.finishErr = h.pw.Close()
	})
	return h.finishErr
}

// wait returns how the request ended, failing t if it has not within
// timeout.
func (h *heldRequest) wait(t *testing.T, timeout time.Duration) heldResult {
	t.Helper()
	select {
	case res := <-h.done:
		return res
	case <-time.After(timeout):
		t.Fatalf("the held request got no answer within %v", timeout)
		return heldResult{}
	}
}

// poll calls cond every 50ms until it reports done, failing t with what
// cond last said when timeout passes first.
func poll(t *testing.T, timeout time.Duration, what string, cond func() (done bool, last string)) {
	t.Helper()
	deadline := time.Now().Add(timeout)
	for {
		done, last := cond()
		if done {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s: not within %v; last: %s", what, timeout, last)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// wantStatusAnswer checks a metav1.Status answer's code, reason and kind.
func wantStatusAnswer(t *testing.T, what string, a answer, code int, reason metav1.StatusReason) metav1.Status {
	t.Helper()
	if a.code != code {
		t.Fatalf("%s: got %d %s; want %d", what, a.code, a.body, code)
	}
	s := a.status(t)
	if s.Kind != "Status" || s.Status != metav1.StatusFailure || s.Reason != reason || int(s.Code) != code {
		t.Errorf("%s: got Status kind %q status %q reason %q code %d; want kind Status, status Failure, reason %s, code %d",
			what, s.Kind, s.Status, s.Reason, s.Code, reason, code)
	}
	return s
}

// metricSample is one line of the Prometheus text format.
type metricSample struct {
	name   string
	labels map[string]string
	value  string
}

var (
	sampleLine = regexp.MustCompile(`^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)`)
	labelPair  = regexp.MustCompile(`([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"`)
)

// scrape returns the samples of GET /metrics.
func scrape(t *testing.T, client *http.Client, srv *framework.Server) []metricSample {
	t.Helper()
	a := mustSend(t, client, http.MethodGet, srv.URL+"/metrics", nil, map[string]string{"Accept": "text/plain"})
	if a.code != http.StatusOK {
		t.Fatalf("GET /metrics: got %d %s; want 200", a.code, a.body)
	}
	var samples []metricSample
	sc := bufio.NewScanner(bytes.NewReader(a.body))
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		m := sampleLine.FindStringSubmatch(sc.Text())
		if m == nil || strings.HasPrefix(sc.Text(), "#") {
			continue
		}
		s := metricSample{name: m[1], labels: map[string]string{}, value: m[3]}
		for _, p := range labelPair.FindAllStringSubmatch(m[2], -1) {
			s.labels[p[1]] = p[2]
		}
		samples = append(samples, s)
	}
	return samples
}

// findSample returns the first sample named name whose labels include want.
func findSample(samples []metricSample, name string, want map[string]string) (metricSample, bool) {
	for _, s := range samples {
		if s.name != name {
			continue
		}
		match := true
		for k, v := range want {
			if s.labels[k] != v {
				match = false
				break
			}
		}
		if match {
			return s, true
		}
	}
	return metricSample{}, false
}

// TestFiltersMaxInFlight holds the one mutating seat of a server with
// --max-mutating-requests-inflight=1 and API Priority and Fairness off
// (max-in-flight is the filter in its place) with a create whose body is half
// sent: a second create is refused with 429 and Retry-After, while a list
// (the other limit) and a watch (long-running, not counted) are served.
// Finished, the held create is stored, and /metrics counts the 429.
func TestFiltersMaxInFlight(t *testing.T) {
	srv := startFiltersServer(t, "--enable-priority-and-fairness=false", "--max-requests-inflight=1", "--max-mutating-requests-inflight=1")
	client := rawClient(t)
	url := srv.URL + configMapsPath

	seats := takeMutatingSeats(t, client, url, "inflight", nil, 1)
	refused := seats.refused
	if got := refused.header.Get("Retry-After"); got != "1" {
		t.Errorf("429: got Retry-After %q; want \"1\"", got)
	}
	wantStatusAnswer(t, "second create", refused, http.StatusTooManyRequests, metav1.StatusReasonTooManyRequests)
	refusedID := refused.header.Get("Audit-Id")
	if refusedID == "" {
		t.Fatalf("429: got no Audit-Id header; want one")
	}
	// The limit sits inside the audit filter, as upstream's: the refusal
	// is audited, at the level of the request (ConfigMaps: RequestResponse).
	ev := waitAuditEvent(t, srv, 20*time.Second, func(e auditEvent) bool { return e.AuditID == refusedID })
	if ev.ResponseStatus == nil || ev.ResponseStatus.Code != http.StatusTooManyRequests || ev.Verb != "create" || ev.Stage != "ResponseComplete" {
		t.Errorf("audit event of the 429: got verb %q stage %q status %+v; want create, ResponseComplete, code 429", ev.Verb, ev.Stage, ev.ResponseStatus)
	}

	t.Run("reads-have-their-own-limit", func(t *testing.T) {
		for _, tc := range []struct {
			path string
			code int
		}{
			{configMapsPath, http.StatusOK},
			{configMapsPath + "/none", http.StatusNotFound},
			{"/api/v1/namespaces/" + namespace, http.StatusOK},
		} {
			if a := mustSend(t, client, http.MethodGet, srv.URL+tc.path, nil, nil); a.code != tc.code {
				t.Errorf("GET %s while the mutating seat is taken: got %d %s; want %d", tc.path, a.code, a.body, tc.code)
			}
		}
	})

	t.Run("watch-is-not-counted", func(t *testing.T) {
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		defer cancel()
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, url+"?watch=true&timeoutSeconds=10", nil)
		if err != nil {
			t.Fatal(err)
		}
		resp, err := client.Do(req)
		if err != nil {
			t.Fatalf("watch: %v", err)
		}
		defer resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			b, _ := io.ReadAll(resp.Body)
			t.Errorf("watch while the seats are taken: got %d %s; want 200", resp.StatusCode, b)
		}
	})

	for _, name := range seats.finish(t) {
		if a := mustSend(t, client, http.MethodGet, url+"/"+name, nil, nil); a.code != http.StatusOK {
			t.Errorf("GET the held ConfigMap %s after its 201: got %d %s; want 200", name, a.code, a.body)
		}
	}

	samples := scrape(t, client, srv)
	want429 := map[string]string{"code": "429", "resource": "configmaps", "verb": "POST", "version": "v1", "component": "apiserver"}
	for _, name := range []string{"apiserver_request_terminations_total", "apiserver_request_total"} {
		s, ok := findSample(samples, name, want429)
		if !ok {
			t.Errorf("/metrics: got no %s with labels %v; want one counting the 429", name, want429)
			continue
		}
		if s.value == "0" {
			t.Errorf("/metrics: got %s%v %s; want at least 1", name, s.labels, s.value)
		}
		t.Logf("%s%v %s", name, s.labels, s.value)
	}
}

// TestFiltersTimeoutAndDisconnect checks the request deadline and the
// timeout filter (testFiltersTimeout) and clients that go away halfway
// through a body (testFiltersClientDisconnect) against one server with
// default limits: starting a server costs seconds.
func TestFiltersTimeoutAndDisconnect(t *testing.T) {
	srv := startFiltersServer(t)
	client := rawClient(t)
	t.Run("timeout", func(t *testing.T) { testFiltersTimeout(t, srv, client) })
	t.Run("client-disconnect", func(t *testing.T) { testFiltersClientDisconnect(t, srv, client) })
}

// testFiltersTimeout: a create with ?timeout=1s whose body never ends is
// answered 504 and stores nothing; a bad ?timeout= is a 400; every answer
// carries an Audit-Id, the client's when it sent one.
//
// Over HTTP/2 (the secure port) the 504 arrives about a second after the
// request, the body still open. Over HTTP/1.1 (the plain port) net/http
// sends no response before it has read the rest of the request body (up
// to 256 KiB), which the timed-out handler is still blocked reading: the
// 504 is written at the deadline, as apiserver_request_terminations_total
// shows, but reaches the client only once the client ends its body.
func testFiltersTimeout(t *testing.T, srv *framework.Server, client *http.Client) {
	url := srv.URL + configMapsPath
	const name = "timed-out"
	body := configMapJSON(name, nil, map[string]string{"k": "v"})

	t.Run("http2", func(t *testing.T) {
		tr := &http.Transport{TLSClientConfig: &tls.Config{InsecureSkipVerify: true}, ForceAttemptHTTP2: true}
		t.Cleanup(tr.CloseIdleConnections)
		h2 := &http.Client{Transport: tr, Timeout: 30 * time.Second}
		held := holdRequest(t, h2, http.MethodPost, srv.SecureURL+configMapsPath+"?timeout=1s", body, nil)
		res := held.wait(t, 20*time.Second)
		if res.err != nil {
			t.Fatalf("POST ?timeout=1s with half a body over HTTP/2: %v; want a 504", res.err)
		}
		if res.proto != "HTTP/2.0" {
			t.Errorf("got protocol %s; want HTTP/2.0 (the secure port offers h2)", res.proto)
		}
		wantStatusAnswer(t, "POST ?timeout=1s with half a body over HTTP/2", res.answer, http.StatusGatewayTimeout, metav1.StatusReasonTimeout)
		if res.elapsed < 900*time.Millisecond || res.elapsed > 15*time.Second {
			t.Errorf("504 after %v; want it after about 1s", res.elapsed)
		}
		t.Logf("HTTP/2: 504 after %v, the body still open", res.elapsed.Round(time.Millisecond))
		if res.header.Get("Audit-Id") == "" {
			t.Errorf("504: got no Audit-Id header; want one")
		}
		held.pw.CloseWithError(errAbandoned)
	})

	t.Run("http1", func(t *testing.T) {
		terminated := func() int {
			s, ok := findSample(scrape(t, client, srv), "apiserver_request_terminations_total",
				map[string]string{"code": "504", "resource": "configmaps", "verb": "POST"})
			if !ok {
				return 0
			}
			n, _ := strconv.Atoi(s.value)
			return n
		}
		before := terminated()
		held := holdRequest(t, client, http.MethodPost, url+"?timeout=1s", body, nil)
		poll(t, 20*time.Second, "apiserver_request_terminations_total{code=\"504\"} counting the held create", func() (bool, string) {
			n := terminated()
			return n > before, fmt.Sprintf("%d (before: %d)", n, before)
		})
		timedOut := time.Since(held.start)
		select {
		case res := <-held.done:
			t.Logf("HTTP/1.1: the 504 arrived with the body still open (%d after %v)", res.code, res.elapsed)
			held.done <- res
		default:
		}
		// End the body (half a ConfigMap, so the late handler fails to
		// decode it): now net/http can send the 504.
		held.pw.Close()
		res := held.wait(t, 20*time.Second)
		if res.err != nil {
			t.Fatalf("POST ?timeout=1s with half a body over HTTP/1.1: %v; want a 504", res.err)
		}
		wantStatusAnswer(t, "POST ?timeout=1s with half a body over HTTP/1.1", res.answer, http.StatusGatewayTimeout, metav1.StatusReasonTimeout)
		if timedOut < 900*time.Millisecond {
			t.Errorf("the server counted the 504 after %v; want it after about 1s", timedOut)
		}
		t.Logf("HTTP/1.1: the server counted the 504 within %v; it arrived after %v, once the body ended", timedOut.Round(time.Millisecond), res.elapsed.Round(time.Millisecond))
		if res.header.Get("Audit-Id") == "" {
			t.Errorf("504: got no Audit-Id header; want one")
		}
	})

	if a := mustSend(t, client, http.MethodGet, url, nil, nil); a.code != http.StatusOK {
		t.Errorf("GET after the timeout: got %d %s; want 200", a.code, a.body)
	}
	if a := mustSend(t, client, http.MethodGet, url+"/"+name, nil, nil); a.code != http.StatusNotFound {
		t.Errorf("GET %s after its create timed out: got %d %s; want 404", name, a.code, a.body)
	}

	bogus := mustSend(t, client, http.MethodGet, url+"?timeout=bogus", nil, nil)
	s := wantStatusAnswer(t, "GET ?timeout=bogus", bogus, http.StatusBadRequest, metav1.StatusReasonBadRequest)
	if !strings.Contains(s.Message, "timeout") {
		t.Errorf("GET ?timeout=bogus: got message %q; want one naming the timeout", s.Message)
	}

	for _, tc := range []struct {
		name, method, path string
		auditID            string // sent as Audit-ID; empty: none
	}{
		{"list", http.MethodGet, configMapsPath, ""},
		{"not found", http.MethodGet, configMapsPath + "/none", ""},
		{"bad timeout", http.MethodGet, configMapsPath + "?timeout=bogus", ""},
		{"readyz", http.MethodGet, "/readyz", ""},
		{"no route", http.MethodGet, "/no/such/path", ""},
		{"client's ID on a list", http.MethodGet, configMapsPath, "e2e-filters-0001"},
		{"client's ID on a 400", http.MethodGet, configMapsPath + "?timeout=bogus", "e2e-filters-0002"},
		{"client's ID on readyz", http.MethodGet, "/readyz", "0f6cd3a2-1b6c-4f4c-9d8e-0123456789ab"},
	} {
		t.Run("audit-id/"+tc.name, func(t *testing.T) {
			var hdr map[string]string
			if tc.auditID != "" {
				hdr = map[string]string{"Audit-ID": tc.auditID}
			}
			a := mustSend(t, client, tc.method, srv.URL+tc.path, nil, hdr)
			got := a.header.Values("Audit-Id")
			switch {
			case len(got) != 1 || got[0] == "":
				t.Errorf("%s %s (%d): got Audit-Id %q; want one value", tc.method, tc.path, a.code, got)
			case tc.auditID != "" && got[0] != tc.auditID:
				t.Errorf("%s %s (%d): got Audit-Id %q; want the client's %q echoed", tc.method, tc.path, a.code, got[0], tc.auditID)
			}
		})
	}
}

// testFiltersClientDisconnect: clients that go away halfway through a
// body, of an update and of a create, change nothing, and the server
// keeps serving. The audit log shows when the server is done with each.
func testFiltersClientDisconnect(t *testing.T, srv *framework.Server, client *http.Client) {
	cs := kubernetes.NewForConfigOrDie(srv.RESTConfig(t))
	ctx, cancel := context.WithTimeout(context.Background(), 45*time.Second)
	defer cancel()
	kept, err := cs.CoreV1().ConfigMaps(namespace).Create(ctx, &corev1.ConfigMap{
		ObjectMeta: metav1.ObjectMeta{Name: "kept"},
		Data:       map[string]string{"value": "before"},
	}, metav1.CreateOptions{})
	if err != nil {
		t.Fatalf("creating kept: %v", err)
	}
	update := *kept
	update.Data = map[string]string{"value": strings.Repeat("after", 2000)}
	updateBody, err := json.Marshal(&update)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, method, path string
		body               []byte
	}{
		{"update", http.MethodPut, configMapsPath + "/kept", updateBody},
		{"create", http.MethodPost, configMapsPath, configMapJSON("never-stored", nil, map[string]string{"value": strings.Repeat("x", 10000)})},
	} {
		t.Run(tc.name, func(t *testing.T) {
			auditID := "e2e-disconnect-" + tc.name
			held := holdRequest(t, client, tc.method, srv.URL+tc.path, tc.body, map[string]string{"Audit-ID": auditID})
			// The client goes away: its context is cancelled, and its body
			// ends in an error (without the latter, net/http's writer may
			// sit reading the pipe, and Do not return).
			held.cancel()
			held.pw.CloseWithError(errAbandoned)
			res := held.wait(t, 10*time.Second)
			if res.err == nil {
				t.Fatalf("%s cancelled halfway: got an answer %d %s; want the client's own error", tc.name, res.code, res.body)
			}
			// The server is done with the request when its event is logged.
			ev := waitAuditEvent(t, srv, 20*time.Second, func(e auditEvent) bool { return e.AuditID == auditID })
			code := 0
			if ev.ResponseStatus != nil {
				code = ev.ResponseStatus.Code
			}
			t.Logf("the server answered the abandoned %s with %d (audit event)", tc.name, code)
			if code == http.StatusOK || code == http.StatusCreated {
				t.Errorf("abandoned %s: audit log says %d; want it to fail", tc.name, code)
			}
		})
	}

	got, err := cs.CoreV1().ConfigMaps(namespace).Get(ctx, "kept", metav1.GetOptions{})
	if err != nil {
		t.Fatalf("getting kept after the abandoned update: %v", err)
	}
	if got.Data["value"] != "before" || got.ResourceVersion != kept.ResourceVersion {
		t.Errorf("kept after the abandoned update: got value %.20q resourceVersion %s; want %q and %s",
			got.Data["value"], got.ResourceVersion, "before", kept.ResourceVersion)
	}
	if _, err := cs.CoreV1().ConfigMaps(namespace).Get(ctx, "never-stored", metav1.GetOptions{}); err == nil {
		t.Errorf("never-stored exists after its create was abandoned; want it not stored")
	}
	if a := mustSend(t, client, http.MethodGet, srv.URL+"/readyz", nil, nil); a.code != http.StatusOK {
		t.Errorf("GET /readyz after the disconnects: got %d %s; want 200", a.code, a.body)
	}
}

// TestFiltersFlood floods a server with four seats for reads and four for
// writes (max-in-flight: API Priority and Fairness off) with creates and lists from 32 clients that never retry. First it
// takes every mutating seat with half-sent creates, so that 429s are
// certain however fast the machine; then it releases them mid-flood.
// Every answer must be 200, 201 or 429, the server must stay ready, and
// every create answered 201 must be stored.
func TestFiltersFlood(t *testing.T) {
	srv := startFiltersServer(t, "--enable-priority-and-fairness=false", "--max-requests-inflight=4", "--max-mutating-requests-inflight=4")
	client := rawClient(t)
	url := srv.URL + configMapsPath
	const (
		workers   = 32
		perWorker = 40
		budget    = 15 * time.Second
		label     = "e2e-flood"
	)
	labels := map[string]string{label: "true"}

	seats := takeMutatingSeats(t, client, url, "flood", labels, 4)

	var (
		mu       sync.Mutex
		codes    = map[string]int{} // "POST 201" -> count
		acked    []string           // names of creates answered 201
		failures []string
		requests int
		wg       sync.WaitGroup
		release  sync.Once
		deadline = time.Now().Add(budget)
		released = make(chan struct{})
		issued   int
	)
	// The held creates are finished once a quarter of the flood is sent.
	releaseAt := workers * perWorker / 4
	ctx, cancel := context.WithDeadline(context.Background(), deadline.Add(5*time.Second))
	defer cancel()
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range perWorker {
				if time.Now().After(deadline) {
					return
				}
				mu.Lock()
				issued++
				if issued == releaseAt {
					release.Do(func() { close(released) })
				}
				mu.Unlock()
				method, body, name := http.MethodGet, []byte(nil), ""
				target := url + "?labelSelector=" + label + "%3Dtrue"
				if i%2 == 0 {
					name = fmt.Sprintf("flood-%d-%d", w, i)
					method, body, target = http.MethodPost, configMapJSON(name, labels, map[string]string{"i": fmt.Sprint(i)}), url
				}
				a, err := send(ctx, client, method, target, body, nil)
				mu.Lock()
				requests++
				switch {
				case err != nil:
					failures = append(failures, fmt.Sprintf("%s %s: %v", method, name, err))
				default:
					codes[fmt.Sprintf("%s %d", method, a.code)]++
					if a.code == http.StatusCreated {
						acked = append(acked, name)
					}
					ok := a.code == http.StatusTooManyRequests ||
						(method == http.MethodPost && a.code == http.StatusCreated) ||
						(method == http.MethodGet && a.code == http.StatusOK)
					if !ok {
						failures = append(failures, fmt.Sprintf("%s %s: got %d %s", method, name, a.code, a.body))
					}
				}
				mu.Unlock()
			}
		}()
	}
	go func() {
		select {
		case <-released:
		case <-time.After(budget / 2):
		}
		for _, h := range seats.held {
			// an error shows in the held create's answer below
			_ = h.finish()
		}
	}()
	wg.Wait()
	release.Do(func() { close(released) })
	acked = append(acked, seats.finish(t)...)

	keys := make([]string, 0, len(codes))
	for k := range codes {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var summary []string
	for _, k := range keys {
		summary = append(summary, fmt.Sprintf("%s: %d", k, codes[k]))
	}
	t.Logf("%d requests from %d clients: %s; %d failures", requests, workers, strings.Join(summary, ", "), len(failures))
	for i, f := range failures {
		if i == 10 {
			t.Errorf("... and %d more failures", len(failures)-10)
			break
		}
		t.Errorf("%s; want 200 (list), 201 (create) or 429", f)
	}
	// takeMutatingSeats saw one 429 already; the flood, started with
	// every mutating seat taken, is all but certain to see more.
	if codes["POST 429"]+codes["GET 429"] == 0 {
		t.Errorf("got no 429 in %d requests of the flood; want some", requests)
	}
	if codes["POST 201"] == 0 {
		t.Errorf("got no create answered 201 in %d requests; want some after the held seats were freed", requests)
	}

	if a := mustSend(t, client, http.MethodGet, srv.URL+"/readyz", nil, nil); a.code != http.StatusOK {
		t.Errorf("GET /readyz after the flood: got %d %s; want 200", a.code, a.body)
	}
	cs := kubernetes.NewForConfigOrDie(srv.RESTConfig(t))
	listCtx, listCancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer listCancel()
	list, err := cs.CoreV1().ConfigMaps(namespace).List(listCtx, metav1.ListOptions{LabelSelector: label + "=true"})
	if err != nil {
		t.Fatalf("listing the flood's ConfigMaps: %v", err)
	}
	stored := map[string]bool{}
	for _, cm := range list.Items {
		stored[cm.Name] = true
	}
	var lost []string
	for _, name := range acked {
		if !stored[name] {
			lost = append(lost, name)
		}
	}
	if len(lost) > 0 {
		t.Errorf("%d of %d acknowledged creates are not stored, e.g. %v; want every one stored", len(lost), len(acked), lost[:min(len(lost), 5)])
	}
	t.Logf("%d creates acknowledged, %d stored with the label", len(acked), len(stored))
}

// auditEvent is what the tests read of an audit.k8s.io/v1 Event.
type auditEvent struct {
	Level      string `json:"level"`
	AuditID    string `json:"auditID"`
	Stage      string `json:"stage"`
	RequestURI string `json:"requestURI"`
	Verb       string `json:"verb"`
	User       struct {
		Username string   `json:"username"`
		Groups   []string `json:"groups"`
	} `json:"user"`
	ObjectRef *struct {
		Resource   string `json:"resource"`
		Namespace  string `json:"namespace"`
		Name       string `json:"name"`
		APIVersion string `json:"apiVersion"`
	} `json:"objectRef"`
	ResponseStatus *struct {
		Code int `json:"code"`
	} `json:"responseStatus"`
	RequestObject  json.RawMessage `json:"requestObject"`
	ResponseObject json.RawMessage `json:"responseObject"`
}

// readAuditLog returns the events of the server's audit log so far; a
// last line still being written is left out.
func readAuditLog(t *testing.T, srv *framework.Server) []auditEvent {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(srv.DataDir, "audit.log"))
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		t.Fatalf("reading the audit log: %v", err)
	}
	var events []auditEvent
	for _, line := range bytes.Split(b, []byte("\n")) {
		if len(bytes.TrimSpace(line)) == 0 {
			continue
		}
		var e auditEvent
		if err := json.Unmarshal(line, &e); err != nil {
			continue // a line still being written
		}
		events = append(events, e)
	}
	return events
}

// waitAuditEvent polls the audit log until an event matches.
func waitAuditEvent(t *testing.T, srv *framework.Server, timeout time.Duration, match func(auditEvent) bool) auditEvent {
	t.Helper()
	var found auditEvent
	poll(t, timeout, "an audit event", func() (bool, string) {
		events := readAuditLog(t, srv)
		for _, e := range events {
			if match(e) {
				found = e
				return true, ""
			}
		}
		return false, fmt.Sprintf("%d events, none matching", len(events))
	})
	return found
}

// TestFiltersAuditAndHeaders runs the audit and header steps against one
// server with CORS and HSTS configured.
func TestFiltersAuditAndHeaders(t *testing.T) {
	srv := startFiltersServer(t,
		"--cors-allowed-origins=//localhost(:|$)",
		"--strict-transport-security-directives=max-age=31536000,includeSubDomains")
	client := rawClient(t)
	t.Run("audit-log", func(t *testing.T) { testFiltersAuditLog(t, srv, client) })
	t.Run("warnings-and-headers", func(t *testing.T) { testFiltersWarningsAndHeaders(t, srv, client) })
}

// testFiltersAuditLog checks the events the chapter's policy writes: a
// ConfigMap create at RequestResponse with both bodies, a namespace read
// at Metadata without them, nothing for /readyz.
func testFiltersAuditLog(t *testing.T, srv *framework.Server, client *http.Client) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	cs := kubernetes.NewForConfigOrDie(srv.RESTConfig(t))
	if _, err := cs.CoreV1().ConfigMaps(namespace).Create(ctx, &corev1.ConfigMap{
		ObjectMeta: metav1.ObjectMeta{Name: "audited-client-go"},
		Data:       map[string]string{"k": "v"},
	}, metav1.CreateOptions{}); err != nil {
		t.Fatalf("creating audited-client-go: %v", err)
	}
	raw := mustSend(t, client, http.MethodPost, srv.URL+configMapsPath, configMapJSON("audited-raw", nil, map[string]string{"k": "v"}), nil)
	if raw.code != http.StatusCreated {
		t.Fatalf("creating audited-raw: got %d %s; want 201", raw.code, raw.body)
	}
	rawID := raw.header.Get("Audit-Id")
	if rawID == "" {
		t.Fatalf("creating audited-raw: got no Audit-Id header; want one")
	}
	const nsID, readyzID, badTimeoutID = "e2e-audit-get-namespace", "e2e-audit-readyz", "e2e-audit-bad-timeout"
	if a := mustSend(t, client, http.MethodGet, srv.URL+"/readyz", nil, map[string]string{"Audit-ID": readyzID}); a.code != http.StatusOK {
		t.Fatalf("GET /readyz: got %d %s; want 200", a.code, a.body)
	}
	if a := mustSend(t, client, http.MethodGet, srv.URL+configMapsPath+"?timeout=bogus", nil, map[string]string{"Audit-ID": badTimeoutID}); a.code != http.StatusBadRequest {
		t.Fatalf("GET ?timeout=bogus: got %d %s; want 400", a.code, a.body)
	}
	if a := mustSend(t, client, http.MethodGet, srv.URL+"/api/v1/namespaces/"+namespace, nil, map[string]string{"Audit-ID": nsID}); a.code != http.StatusOK {
		t.Fatalf("GET namespace %s: got %d %s; want 200", namespace, a.code, a.body)
	}

	type want struct {
		level, verb, resource, ns, name string
		code                            int
		bodies                          bool
	}
	for _, tc := range []struct {
		name  string
		match func(auditEvent) bool
		want  want
	}{
		{"client-go create", func(e auditEvent) bool {
			return e.Verb == "create" && e.ObjectRef != nil && e.ObjectRef.Name == "audited-client-go"
		}, want{"RequestResponse", "create", "configmaps", namespace, "audited-client-go", http.StatusCreated, true}},
		{"raw create, by Audit-Id", func(e auditEvent) bool { return e.AuditID == rawID },
			want{"RequestResponse", "create", "configmaps", namespace, "audited-raw", http.StatusCreated, true}},
		{"get namespace", func(e auditEvent) bool { return e.AuditID == nsID },
			want{"Metadata", "get", "namespaces", namespace, namespace, http.StatusOK, false}}, // upstream's RequestInfo names the namespace of namespaces/<name>
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := waitAuditEvent(t, srv, 20*time.Second, tc.match)
			got := want{level: e.Level, verb: e.Verb, bodies: len(e.RequestObject) > 0 || len(e.ResponseObject) > 0}
			if e.ObjectRef != nil {
				got.resource, got.ns, got.name = e.ObjectRef.Resource, e.ObjectRef.Namespace, e.ObjectRef.Name
			}
			if e.ResponseStatus != nil {
				got.code = e.ResponseStatus.Code
			}
			if got != tc.want {
				t.Errorf("audit event %s: got %+v; want %+v", e.AuditID, got, tc.want)
			}
			if tc.want.bodies && (len(e.RequestObject) == 0 || len(e.ResponseObject) == 0) {
				t.Errorf("audit event %s: got requestObject %d bytes, responseObject %d bytes; want both", e.AuditID, len(e.RequestObject), len(e.ResponseObject))
			}
			if e.Stage != "ResponseComplete" {
				t.Errorf("audit event %s: got stage %q; want ResponseComplete", e.AuditID, e.Stage)
			}
			if e.User.Username != "system:anonymous" {
				t.Errorf("audit event %s: got user %q; want system:anonymous", e.AuditID, e.User.Username)
			}
		})
	}

	// The namespace read, sent after /readyz and the bad timeout, is in
	// the log: had they events, they would be there by now.
	events := readAuditLog(t, srv)
	t.Run("bad timeout", func(t *testing.T) {
		i := slices.IndexFunc(events, func(e auditEvent) bool { return e.AuditID == badTimeoutID })
		if i < 0 {
			// WithRequestDeadline refuses it before WithAudit sees it,
			// and audits it itself, as upstream.
			t.Fatalf("got no audit event %s for the request refused for a bad ?timeout=; want one", badTimeoutID)
		}
		e := events[i]
		if e.ResponseStatus == nil || e.ResponseStatus.Code != http.StatusBadRequest || e.Stage != "ResponseComplete" {
			t.Errorf("audit event of the bad timeout: got stage %q status %+v; want ResponseComplete, code 400", e.Stage, e.ResponseStatus)
		}
	})
	for _, e := range events {
		if e.AuditID == readyzID || strings.HasPrefix(e.RequestURI, "/readyz") {
			t.Errorf("audit log: got an event %s %s at level %s; want none for /readyz", e.AuditID, e.RequestURI, e.Level)
		}
		if e.Stage == "RequestReceived" {
			t.Errorf("audit log: got a RequestReceived event %s %s; want that stage omitted", e.AuditID, e.RequestURI)
		}
	}
}

// testFiltersWarningsAndHeaders checks the headers the chain adds:
// Cache-Control, CORS for an allowed origin only, HSTS, and a Warning from
// the handler passing through the warning recorder.
func testFiltersWarningsAndHeaders(t *testing.T, srv *framework.Server, client *http.Client) {
	const hsts = "max-age=31536000; includeSubDomains"
	t.Run("cache-control-and-hsts", func(t *testing.T) {
		for _, path := range []string{configMapsPath, "/api/v1/namespaces/" + namespace, configMapsPath + "/none", "/version", "/readyz"} {
			a := mustSend(t, client, http.MethodGet, srv.URL+path, nil, nil)
			if got := a.header.Get("Cache-Control"); got != "no-cache, private" {
				t.Errorf("GET %s (%d): got Cache-Control %q; want \"no-cache, private\"", path, a.code, got)
			}
			if got := a.header.Get("Strict-Transport-Security"); got != hsts {
				t.Errorf("GET %s (%d): got Strict-Transport-Security %q; want %q", path, a.code, got, hsts)
			}
		}
	})

	t.Run("cors", func(t *testing.T) {
		corsHeaders := []string{"Access-Control-Allow-Origin", "Access-Control-Allow-Methods", "Access-Control-Allow-Headers",
			"Access-Control-Expose-Headers", "Access-Control-Allow-Credentials"}
		for _, tc := range []struct {
			name, method, origin string
			allowed              bool
			code                 int
		}{
			{"preflight, allowed", http.MethodOptions, "http://localhost:3000", true, http.StatusNoContent},
			{"preflight, allowed, no port", http.MethodOptions, "http://localhost", true, http.StatusNoContent},
			{"get, allowed", http.MethodGet, "http://localhost:3000", true, http.StatusOK},
			{"preflight, disallowed", http.MethodOptions, "http://evil.example.com", false, 0},
			{"preflight, disallowed look-alike", http.MethodOptions, "http://localhost.evil.example.com", false, 0},
			{"get, disallowed", http.MethodGet, "http://evil.example.com", false, http.StatusOK},
		} {
			t.Run(tc.name, func(t *testing.T) {
				hdr := map[string]string{"Origin": tc.origin}
				if tc.method == http.MethodOptions {
					hdr["Access-Control-Request-Method"] = http.MethodPost
				}
				a := mustSend(t, client, tc.method, srv.URL+configMapsPath, nil, hdr)
				if tc.code != 0 && a.code != tc.code {
					t.Errorf("%s with Origin %s: got %d %s; want %d", tc.method, tc.origin, a.code, a.body, tc.code)
				}
				if tc.code == 0 && a.code == http.StatusNoContent {
					t.Errorf("%s with Origin %s: got 204, a preflight's answer; want the preflight refused", tc.method, tc.origin)
				}
				if !tc.allowed {
					for _, h := range corsHeaders {
						if v := a.header.Values(h); len(v) > 0 {
							t.Errorf("%s with Origin %s: got %s %q; want no CORS headers", tc.method, tc.origin, h, v)
						}
					}
					return
				}
				if got := a.header.Get("Access-Control-Allow-Origin"); got != tc.origin {
					t.Errorf("%s with Origin %s: got Access-Control-Allow-Origin %q; want the origin echoed", tc.method, tc.origin, got)
				}
				if got := a.header.Get("Access-Control-Allow-Methods"); !strings.Contains(got, "POST") {
					t.Errorf("%s with Origin %s: got Access-Control-Allow-Methods %q; want POST among them", tc.method, tc.origin, got)
				}
				if got := a.header.Get("Access-Control-Allow-Credentials"); got != "true" {
					t.Errorf("%s with Origin %s: got Access-Control-Allow-Credentials %q; want \"true\"", tc.method, tc.origin, got)
				}
			})
		}
	})

	t.Run("warning", func(t *testing.T) {
		body := []byte(`{"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"warned"},"data":{"k":"v"},"bogus":1}`)
		a := mustSend(t, client, http.MethodPost, srv.URL+configMapsPath+"?fieldValidation=Warn", body, nil)
		if a.code != http.StatusCreated {
			t.Fatalf("create with an unknown field, fieldValidation=Warn: got %d %s; want 201", a.code, a.body)
		}
		got := a.header.Values("Warning")
		if !slices.ContainsFunc(got, func(w string) bool {
			return strings.HasPrefix(w, "299 - ") && strings.Contains(w, `unknown field \"bogus\"`)
		}) {
			t.Errorf("create with an unknown field, fieldValidation=Warn: got Warning %q; want 299 - \"unknown field \\\"bogus\\\"\"", got)
		}
		if got := a.header.Get("Cache-Control"); got != "no-cache, private" {
			t.Errorf("create: got Cache-Control %q; want \"no-cache, private\"", got)
		}
	})
}
