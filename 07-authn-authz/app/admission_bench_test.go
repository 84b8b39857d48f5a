package app

import (
	"encoding/base64"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	webhooktesting "github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/webhook/testing"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/kubeapiserver/options"
)

// BenchmarkAdmission measures what admission costs a ConfigMap create,
// in one run: two stage-07 servers run in-process, one with every
// admission plugin off, one with upstream's default plugins and a
// ValidatingWebhookConfiguration whose namespaceSelector picks the
// namespace labelled bench-webhook=true, answered by a local HTTPS
// webhook that allows. Each iteration creates one ConfigMap three ways,
// timed: on the server without admission, on the server with it in a
// namespace no webhook matches (the built-in plugins, and the webhook
// plugins finding nothing to call), and in the webhook's namespace (one
// webhook call more). It reports the medians and what each way adds:
//
//	go test -run '^$' -bench Admission -benchtime 1000x ./07-authn-authz/app/
func BenchmarkAdmission(b *testing.B) {
	none := startServerWith(b, sharedPKI(nil), func(opts *ServerRunOptions) {
		opts.Authorization.Modes = []string{"RBAC"}
		opts.Admission.DisablePlugins = defaultOnAdmissionPlugins()
	})
	admitted := startServerWith(b, sharedPKI(nil), func(opts *ServerRunOptions) {
		opts.Authorization.Modes = []string{"RBAC"}
	})
	hook := webhooktesting.NewServer(b)
	for _, s := range []*testServer{none, admitted} {
		s.mustPost(b, "/api/v1/namespaces", `{"metadata":{"name":"bench-plain"}}`)
	}
	admitted.mustPost(b, "/api/v1/namespaces", `{"metadata":{"name":"bench-webhook","labels":{"bench-webhook":"true"}}}`)
	admitted.mustPost(b, "/apis/admissionregistration.k8s.io/v1/validatingwebhookconfigurations", fmt.Sprintf(`{
		"metadata":{"name":"bench"},
		"webhooks":[{"name":"bench.example.com","sideEffects":"None","admissionReviewVersions":["v1"],
			"clientConfig":{"url":%q,"caBundle":%q},
			"namespaceSelector":{"matchLabels":{"bench-webhook":"true"}},
			"rules":[{"operations":["CREATE"],"apiGroups":[""],"apiVersions":["v1"],"resources":["configmaps"]}]}]}`,
		hook.URLFor("/allow"), base64.StdEncoding.EncodeToString(hook.CABundle)))
	admitted.waitForWebhook(b, hook)

	ways := []struct {
		name string
		s    *testServer
		path string
	}{
		{"no-admission", none, "/api/v1/namespaces/bench-plain/configmaps"},
		{"built-in", admitted, "/api/v1/namespaces/bench-plain/configmaps"},
		{"built-in+webhook", admitted, "/api/v1/namespaces/bench-webhook/configmaps"},
	}
	took := make([][]time.Duration, len(ways))
	n := 0
	for b.Loop() {
		n++
		for i, w := range ways {
			body := fmt.Sprintf(`{"metadata":{"name":"cm-%d"}}`, n)
			start := time.Now()
			w.s.mustPost(b, w.path, body)
			took[i] = append(took[i], time.Since(start))
		}
	}
	p50 := make([]float64, len(ways))
	for i := range took {
		slices.Sort(took[i])
		p50[i] = float64(took[i][len(took[i])/2].Nanoseconds()) / 1e3
		b.ReportMetric(p50[i], ways[i].name+"-p50-µs")
	}
	b.ReportMetric(100*(p50[1]-p50[0])/p50[0], "built-in-%")
	b.ReportMetric(100*(p50[2]-p50[0])/p50[0], "built-in+webhook-%")
}

// defaultOnAdmissionPlugins are the plugins a server runs when no flag
// names any.
func defaultOnAdmissionPlugins() []string {
	a := options.NewAdmissionOptions()
	return a.EnabledPluginNames()
}

// mustPost creates as the admin and fails on any answer but 201.
func (s *testServer) mustPost(tb testing.TB, path, body string) {
	tb.Helper()
	if code, answer := s.post(tb, path, body); code != http.StatusCreated {
		tb.Fatalf("POST %s: got %d; want 201\n%s", path, code, answer)
	}
}

// post creates as the admin and returns the code and body.
func (s *testServer) post(tb testing.TB, path, body string) (int, string) {
	tb.Helper()
	req, err := http.NewRequest(http.MethodPost, s.url+path, strings.NewReader(body))
	if err != nil {
		tb.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := s.admin.Do(req)
	if err != nil {
		tb.Fatal(err)
	}
	defer resp.Body.Close()
	answer, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(answer)
}

// waitForWebhook creates ConfigMaps in the webhook's namespace until the
// webhook sees one: the plugin reads configurations through an informer.
func (s *testServer) waitForWebhook(tb testing.TB, hook *webhooktesting.Server) {
	tb.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for i := 0; len(hook.Reviews()) == 0; i++ {
		if time.Now().After(deadline) {
			tb.Fatal("the webhook was never called")
		}
		s.mustPost(tb, "/api/v1/namespaces/bench-webhook/configmaps", fmt.Sprintf(`{"metadata":{"name":"warm-up-%d"}}`, i))
	}
}
