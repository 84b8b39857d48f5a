package clientgo

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// TestFiltersPriorityAndFairness runs API Priority and Fairness (on by
// default) with 25 seats in all (--max-requests-inflight=20 and
// --max-mutating-requests-inflight=5 add up to APF's total), so that
// global-default, which serves anonymous requests, has a nominal 3 seats
// (ceil(25*20/245)) and lends down to 1. Creates whose bodies are half
// sent hold its seats; the next request waits in its queue for a quarter
// of --request-timeout (2s) and is refused with 429 and Retry-After.
// (With far fewer seats, global-default's share rounds to none: a level
// that may lend everything and has shown no demand gets 0 seats, as
// upstream's borrowing computes it.) Health probes are exempt and are served meanwhile. Every
// answer names its FlowSchema and priority level by UID, and /metrics
// counts the rejection with its reason.
func TestFiltersPriorityAndFairness(t *testing.T) {
	srv := startFiltersServer(t, "--max-requests-inflight=20", "--max-mutating-requests-inflight=5", "--request-timeout=8s")
	client := rawClient(t)
	url := srv.URL + configMapsPath

	fsUID, plUID := uidOf(t, client, srv.URL+"/apis/flowcontrol.apiserver.k8s.io/v1/flowschemas/global-default"),
		uidOf(t, client, srv.URL+"/apis/flowcontrol.apiserver.k8s.io/v1/prioritylevelconfigurations/global-default")
	if a := mustSend(t, client, http.MethodGet, url, nil, nil); a.header.Get("X-Kubernetes-PF-FlowSchema-UID") != fsUID ||
		a.header.Get("X-Kubernetes-PF-PriorityLevel-UID") != plUID {
		t.Errorf("a list's X-Kubernetes-PF-* headers: got %q, %q; want global-default's %q, %q",
			a.header.Get("X-Kubernetes-PF-FlowSchema-UID"), a.header.Get("X-Kubernetes-PF-PriorityLevel-UID"), fsUID, plUID)
	}

	start := time.Now()
	seats := takeMutatingSeats(t, client, url, "apf", nil, 28) // global-default may borrow up to 3+25
	refused := seats.refused
	wantStatusAnswer(t, "a create while global-default's seat is held", refused, http.StatusTooManyRequests, metav1.StatusReasonTooManyRequests)
	if got := refused.header.Get("Retry-After"); got != "1" {
		t.Errorf("429: got Retry-After %q; want \"1\"", got)
	}
	if got := refused.header.Get("X-Kubernetes-PF-FlowSchema-UID"); got != fsUID {
		t.Errorf("429: got X-Kubernetes-PF-FlowSchema-UID %q; want global-default's %q", got, fsUID)
	}
	t.Logf("first 429 after %v", time.Since(start))

	t.Run("probes-are-exempt", func(t *testing.T) {
		for _, path := range []string{"/readyz", "/livez", "/healthz"} {
			if a := mustSend(t, client, http.MethodGet, srv.URL+path, nil, nil); a.code != http.StatusOK {
				t.Errorf("GET %s while the seat is held: got %d %s; want 200", path, a.code, a.body)
			}
		}
	})

	seats.finish(t)
	samples := scrape(t, client, srv)
	want := map[string]string{"flow_schema": "global-default", "priority_level": "global-default", "reason": "time-out"}
	if s, ok := findSample(samples, "apiserver_flowcontrol_rejected_requests_total", want); !ok || s.value == "0" {
		t.Errorf("/metrics: got no apiserver_flowcontrol_rejected_requests_total%v above 0; want the 429 counted", want)
	}
	if _, ok := findSample(samples, "apiserver_flowcontrol_nominal_limit_seats", map[string]string{"priority_level": "global-default"}); !ok {
		t.Errorf("/metrics: got no apiserver_flowcontrol_nominal_limit_seats for global-default")
	}
	dump := mustSend(t, client, http.MethodGet, srv.URL+"/debug/api_priority_and_fairness/dump_priority_levels", nil, nil)
	if dump.code != http.StatusOK || !strings.Contains(string(dump.body), "global-default,") {
		t.Errorf("dump_priority_levels: got %d %s; want 200 with a global-default row", dump.code, dump.body)
	}
}

// uidOf returns the metadata.uid of the object at url.
func uidOf(t *testing.T, client *http.Client, url string) string {
	t.Helper()
	a := mustSend(t, client, http.MethodGet, url, nil, nil)
	var obj metav1.PartialObjectMetadata
	if err := json.Unmarshal(a.body, &obj); err != nil || obj.UID == "" {
		t.Fatalf("GET %s: got %d %s (%v); want an object with a uid", url, a.code, a.body, err)
	}
	return string(obj.UID)
}
