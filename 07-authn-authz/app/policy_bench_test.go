package app

import (
	"fmt"
	"net/http"
	"slices"
	"testing"
	"time"
)

// BenchmarkValidatingAdmissionPolicy measures what one matching
// ValidatingAdmissionPolicy adds to a ConfigMap create, in one run on one
// stage-07 server with upstream's default plugins: a policy (a variable,
// one validation with a messageExpression) bound with Deny to the
// namespace labelled bench-policy=true. Each iteration creates one
// ConfigMap in a namespace the binding does not select (the plugin
// matches and finds nothing to run) and one in the policy's namespace
// (the policy runs: CEL on the object, already compiled), and reports the
// medians and the difference:
//
//	go test -run '^$' -bench ValidatingAdmissionPolicy -benchtime 1000x ./07-authn-authz/app/
//
// It skips on a server that does not serve the policies.
func BenchmarkValidatingAdmissionPolicy(b *testing.B) {
	s := startServerWith(b, sharedPKI(nil), func(opts *ServerRunOptions) {
		opts.Authorization.Modes = []string{"RBAC"}
	})
	s.mustPost(b, "/api/v1/namespaces", `{"metadata":{"name":"bench-plain"}}`)
	s.mustPost(b, "/api/v1/namespaces", `{"metadata":{"name":"bench-policy","labels":{"bench-policy":"true"}}}`)
	if code, answer := s.post(b, "/apis/admissionregistration.k8s.io/v1/validatingadmissionpolicies", `{
		"metadata":{"name":"bench"},
		"spec":{"failurePolicy":"Fail",
			"matchConstraints":{"resourceRules":[{"operations":["CREATE"],"apiGroups":[""],"apiVersions":["v1"],"resources":["configmaps"]}]},
			"variables":[{"name":"name","expression":"object.metadata.name"}],
			"validations":[{"expression":"variables.name.startsWith('cm-') || variables.name.startsWith('warm-')","messageExpression":"'bad name ' + variables.name"}]}}`); code == http.StatusNotFound {
		b.Skip("validatingadmissionpolicies are not served")
	} else if code != http.StatusCreated {
		b.Fatalf("creating the policy: got %d; want 201\n%s", code, answer)
	}
	s.mustPost(b, "/apis/admissionregistration.k8s.io/v1/validatingadmissionpolicybindings", `{
		"metadata":{"name":"bench"},
		"spec":{"policyName":"bench","validationActions":["Deny"],
			"matchResources":{"namespaceSelector":{"matchLabels":{"bench-policy":"true"}}}}}`)
	s.waitForPolicy(b)

	ways := []struct{ name, path string }{
		{"no-policy", "/api/v1/namespaces/bench-plain/configmaps"},
		{"one-policy", "/api/v1/namespaces/bench-policy/configmaps"},
	}
	took := make([][]time.Duration, len(ways))
	n := 0
	for b.Loop() {
		n++
		for i, w := range ways {
			body := fmt.Sprintf(`{"metadata":{"name":"cm-%d"}}`, n)
			start := time.Now()
			s.mustPost(b, w.path, body)
			took[i] = append(took[i], time.Since(start))
		}
	}
	p50 := make([]float64, len(ways))
	for i := range took {
		slices.Sort(took[i])
		p50[i] = float64(took[i][len(took[i])/2].Nanoseconds()) / 1e3
		b.ReportMetric(p50[i], ways[i].name+"-p50-µs")
	}
	b.ReportMetric(100*(p50[1]-p50[0])/p50[0], "one-policy-%")
}

// waitForPolicy creates a badly named ConfigMap in the policy's
// namespace until the policy refuses it (422): the plugin reads
// policies through an informer.
func (s *testServer) waitForPolicy(tb testing.TB) {
	tb.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for i := 0; ; i++ {
		code, answer := s.post(tb, "/api/v1/namespaces/bench-policy/configmaps", fmt.Sprintf(`{"metadata":{"name":"bad-%d"}}`, i))
		if code == http.StatusUnprocessableEntity {
			return
		}
		if time.Now().After(deadline) {
			tb.Fatalf("the policy never refused: last answer %d\n%s", code, answer)
		}
	}
}
