package app

import (
	"net/http"
	"strings"
	"testing"
)

// TestBadInput: each bad request to the extensions server answers a
// metav1.Status with upstream's code, and nothing stored changes.
func TestBadInput(t *testing.T) {
	url := startStage04(t)
	crds := url + "/apis/apiextensions.k8s.io/v1/customresourcedefinitions"
	crontabs := url + "/apis/stable.example.com/v1/namespaces/default/crontabs"
	createEstablishedCRD(t, url, crdJSON("crontabs", "CronTab", "Namespaced"), crontabs)
	if code, body := doJSON(t, "POST", crontabs, `{"apiVersion":"stable.example.com/v1","kind":"CronTab","metadata":{"name":"keep"},"spec":{"cronSpec":"* * * * *"}}`); code != http.StatusCreated {
		t.Fatalf("create CronTab: got %d\n%s", code, body)
	}
	_, before := doRaw(t, "GET", crontabs+"/keep", "", nil)
	createEstablishedCRD(t, url, crdJSON("clustertabs", "ClusterTab", "Cluster"), url+"/apis/stable.example.com/v1/clustertabs")
	// A second CRD of kind CronTab: its names conflict, so it is never
	// Established, and its resource is not served.
	if code, body := doJSON(t, "POST", crds, crdJSON("crontabz", "CronTab", "Namespaced")); code != http.StatusCreated {
		t.Fatalf("create conflicting CRD: got %d\n%s", code, body)
	}

	t.Run("invalid CRDs", func(t *testing.T) { testInvalidCRDs(t, crds) })
	t.Run("CEL rules", func(t *testing.T) { testCELRules(t, url) })
	for _, tc := range []struct {
		name, method, url, contentType, body string
		wantCode                             int
		wantInMessage                        string
	}{
		{"wrong kind", "POST", crontabs, "application/json",
			`{"apiVersion":"stable.example.com/v1","kind":"Other","metadata":{"name":"a"},"spec":{"cronSpec":"x"}}`,
			http.StatusUnprocessableEntity, `kind: Invalid value: "Other": must be CronTab`},
		{"wrong apiVersion", "POST", crontabs, "application/json",
			`{"apiVersion":"stable.example.com/v2","kind":"CronTab","metadata":{"name":"a"},"spec":{"cronSpec":"x"}}`,
			http.StatusBadRequest, "does not match the expected API version"},
		{"unknown group", "GET", url + "/apis/nothing.example.com/v1/things", "", "", http.StatusNotFound, ""},
		{"namespaced path of a cluster-scoped CRD", "GET", url + "/apis/stable.example.com/v1/namespaces/default/clustertabs", "", "", http.StatusNotFound, ""},
		{"CRD whose names are not accepted", "GET", url + "/apis/stable.example.com/v1/namespaces/default/crontabz", "", "", http.StatusNotFound, ""},
		{"malformed body", "POST", crontabs, "application/json", `{"apiVersion":`, http.StatusBadRequest, ""},
		{"body over 3 MiB", "POST", crontabs, "application/json",
			`{"apiVersion":"stable.example.com/v1","kind":"CronTab","metadata":{"name":"big"},"spec":{"cronSpec":"` + strings.Repeat("x", 3<<20) + `"}}`,
			http.StatusRequestEntityTooLarge, ""},
		{"deep JSON", "POST", crontabs, "application/json",
			`{"apiVersion":"stable.example.com/v1","kind":"CronTab","metadata":{"name":"deep"},"spec":{"cronSpec":"x","deep":` + strings.Repeat("[", 20000) + strings.Repeat("]", 20000) + `}}`,
			http.StatusBadRequest, ""},
		{"schema violations", "POST", crontabs, "application/json",
			`{"apiVersion":"stable.example.com/v1","kind":"CronTab","metadata":{"name":"a"},"spec":{"replicas":0,"color":"pink"}}`,
			http.StatusUnprocessableEntity, "spec.cronSpec: Required value"},
		{"strategic merge patch", "PATCH", crontabs + "/keep", "application/strategic-merge-patch+json", `{"spec":{"replicas":2}}`,
			http.StatusUnsupportedMediaType, "the body of the request was in an unknown format"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, body := doRaw(t, tc.method, tc.url, tc.contentType, []byte(tc.body))
			if code != tc.wantCode {
				t.Fatalf("got %d; want %d\n%.800s", code, tc.wantCode, body)
			}
			s := decodeStatus(t, body)
			if !strings.Contains(s.Message, tc.wantInMessage) {
				t.Errorf("got message %q; want it to contain %q", s.Message, tc.wantInMessage)
			}
		})
	}
	if _, after := doRaw(t, "GET", crontabs+"/keep", "", nil); after != before {
		t.Errorf("the stored CronTab changed:\nbefore %s\nafter  %s", before, after)
	}
}

// testInvalidCRDs: each invalid CRD is refused 422 with a cause naming
// the field, and none is stored.
func testInvalidCRDs(t *testing.T, crds string) {
	valid := crdJSON("widgets", "Widget", "Namespaced")
	for _, tc := range []struct {
		name, from, to, wantField string
	}{
		{"name is not plural.group", `"name": "widgets.stable.example.com"`, `"name": "gadgets.stable.example.com"`, "metadata.name"},
		{"group without a dot", `"group": "stable.example.com"`, `"group": "stable"`, "spec.group"},
		{"no storage version", `"storage": true`, `"storage": false`, "spec.versions"},
		{"version name not a DNS label", `"name": "v1", "served"`, `"name": "V_1", "served"`, "spec.versions[0].name"},
		{"bad scope", `"scope": "Namespaced"`, `"scope": "Everywhere"`, "spec.scope"},
		{"non-structural schema", `"cronSpec": {"type": "string",`, `"cronSpec": {`, "spec.versions[0].schema.openAPIV3Schema.properties[spec].properties[cronSpec].type"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if !strings.Contains(valid, tc.from) {
				t.Fatalf("test bug: %q not in the CRD", tc.from)
			}
			code, body := doJSON(t, "POST", crds, strings.Replace(valid, tc.from, tc.to, 1))
			if code != http.StatusUnprocessableEntity {
				t.Fatalf("got %d; want 422\n%.800s", code, body)
			}
			s := decodeStatus(t, body)
			found := false
			for _, c := range s.Details.Causes {
				found = found || c.Field == tc.wantField
			}
			if !found {
				t.Errorf("got causes %+v; want one for %s", s.Details.Causes, tc.wantField)
			}
		})
	}
	if code, _ := doRaw(t, "GET", crds+"/widgets.stable.example.com", "", nil); code != http.StatusNotFound {
		t.Errorf("got %d for the invalid CRD; want 404, nothing stored", code)
	}
}

// testCELRules: a CRD whose rule does not compile is refused, naming the
// rule; a custom resource failing a rule, or on which a rule fails to
// evaluate, is a 422 naming the rule, and nothing is stored.
func testCELRules(t *testing.T, url string) {
	crds := url + "/apis/apiextensions.k8s.io/v1/customresourcedefinitions"
	bad := strings.Replace(celBenchCRD("badwidgets", "BadWidget", true), `self.replicas <= 100`, `self.replica <= 100`, 1)
	code, body := doJSON(t, "POST", crds, bad)
	if code != http.StatusUnprocessableEntity || !strings.Contains(string(body), "undefined field 'replica'") {
		t.Errorf("CRD with a rule that does not compile: got %d; want 422 with undefined field 'replica'\n%.800s", code, body)
	}
	widgets := url + "/apis/bench.example.com/v1/namespaces/default/ruledwidgets"
	createEstablishedCRD(t, url, celBenchCRD("ruledwidgets", "RuledWidget", true), widgets)
	for _, tc := range []struct {
		name, from, to, want string
	}{
		{"a rule fails", `"minReplicas":1`, `"minReplicas":5`, "spec: Invalid value: failed rule: self.minReplicas <= self.replicas"},
		{"a rule errors: a missing key", `"minReplicas":1,`, ``, `spec: Invalid value: "object": no such key: minReplicas evaluating rule: self.minReplicas <= self.replicas`},
		{"a regex does not match", `"image":"registry.example.com/web:1.27"`, `"image":"Web:1"`, "failed rule: self.image.matches('^[a-z0-9./-]+:[a-z0-9.]+$')"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			obj := celBenchWidget("RuledWidget", "w")
			if !strings.Contains(obj, tc.from) {
				t.Fatalf("test bug: %q not in the widget", tc.from)
			}
			code, body := doJSON(t, "POST", widgets, strings.Replace(obj, tc.from, tc.to, 1))
			if code != http.StatusUnprocessableEntity {
				t.Fatalf("got %d; want 422\n%.800s", code, body)
			}
			if s := decodeStatus(t, body); !strings.Contains(s.Message, tc.want) {
				t.Errorf("got message %q; want it to contain %q", s.Message, tc.want)
			}
		})
	}
	if code, _ := doRaw(t, "GET", widgets+"/w", "", nil); code != http.StatusNotFound {
		t.Errorf("got %d for the refused widget; want 404, nothing stored", code)
	}
}
