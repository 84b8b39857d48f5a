package app

import (
	"net/http"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
)

// celBenchRules are ten rules of the kinds real CRDs carry: comparisons,
// string functions, a regex, list macros over a bounded list, a quantity,
// a URL, a format, a transition rule (which a create does not run).
var celBenchRules = []string{
	`self.minReplicas <= self.replicas`,
	`self.replicas <= 100`,
	`!self.image.endsWith(':latest')`,
	`self.image.matches('^[a-z0-9./-]+:[a-z0-9.]+$')`,
	`self.ports.all(p, p.port > 0 && p.port < 65536)`,
	`self.ports.all(p, self.ports.exists_one(q, q.name == p.name))`,
	`isQuantity(self.memory) && quantity(self.memory).isLessThan(quantity('64Gi'))`,
	`isURL(self.callback) && url(self.callback).getScheme() == 'https'`,
	`!format.dns1123Label().validate(self.hostname).hasValue()`,
	`self.replicas >= oldSelf.replicas`,
}

// celBenchCRD is a CRD of widgets whose spec has the fields the rules
// read, with the rules on spec or without them.
func celBenchCRD(plural, kind string, withRules bool) string {
	rules := ""
	if withRules {
		var b strings.Builder
		b.WriteString(`,"x-kubernetes-validations":[`)
		for i, r := range celBenchRules {
			if i > 0 {
				b.WriteString(",")
			}
			b.WriteString(`{"rule":` + strconv.Quote(r) + `}`)
		}
		b.WriteString(`]`)
		rules = b.String()
	}
	return `{"apiVersion":"apiextensions.k8s.io/v1","kind":"CustomResourceDefinition",
"metadata":{"name":"` + plural + `.bench.example.com"},
"spec":{"group":"bench.example.com","scope":"Namespaced",
"names":{"plural":"` + plural + `","singular":"` + strings.ToLower(kind) + `","kind":"` + kind + `"},
"versions":[{"name":"v1","served":true,"storage":true,"schema":{"openAPIV3Schema":{"type":"object","properties":{
"spec":{"type":"object"` + rules + `,"properties":{
"replicas":{"type":"integer"},"minReplicas":{"type":"integer"},
"image":{"type":"string","maxLength":128},"memory":{"type":"string","maxLength":16},
"callback":{"type":"string","maxLength":256},"hostname":{"type":"string","maxLength":63},
"ports":{"type":"array","maxItems":8,"x-kubernetes-list-type":"map","x-kubernetes-list-map-keys":["name"],
"items":{"type":"object","required":["name"],"properties":{"name":{"type":"string","maxLength":15},"port":{"type":"integer"}}}}}}}}}}]}}`
}

func celBenchWidget(kind, name string) string {
	return `{"apiVersion":"bench.example.com/v1","kind":"` + kind + `","metadata":{"name":"` + name + `"},` +
		`"spec":{"replicas":3,"minReplicas":1,"image":"registry.example.com/web:1.27","memory":"512Mi",` +
		`"callback":"https://example.com/hook","hostname":"web","ports":[{"name":"http","port":80},{"name":"https","port":443}]}}`
}

// BenchmarkCreateWithCELRules creates the same custom resource through
// the same server, in the same run, into a CRD without rules and into
// one with the ten rules above: the difference is what the rules cost
// a create (their programs are compiled once per CRD version, when the
// first request builds its serving info, never per request).
func BenchmarkCreateWithCELRules(b *testing.B) {
	url := startStage04(b)
	c := newBenchClient()
	kinds := []struct{ name, plural, kind string }{
		{"no-rules", "plainwidgets", "PlainWidget"},
		{"10-rules", "ruledwidgets", "RuledWidget"},
	}
	for _, k := range kinds {
		c.mustDo(b, "POST", url+"/apis/apiextensions.k8s.io/v1/customresourcedefinitions", celBenchCRD(k.plural, k.kind, k.name == "10-rules"), http.StatusCreated)
		in := url + "/apis/bench.example.com/v1/namespaces/default/" + k.plural
		waitFor(b, k.plural+" to be served", func() bool {
			code, _, err := c.do("GET", in, "")
			return err == nil && code == http.StatusOK
		})
		// The rules run: an invalid widget is refused.
		if k.name == "10-rules" {
			bad := strings.Replace(celBenchWidget(k.kind, "bad"), `"replicas":3`, `"replicas":0`, 1)
			c.mustDo(b, "POST", in, bad, http.StatusUnprocessableEntity)
		}
	}
	var seq atomic.Int64
	for _, k := range kinds {
		b.Run("create/"+k.name, func(b *testing.B) {
			in := url + "/apis/bench.example.com/v1/namespaces/default/" + k.plural
			for b.Loop() {
				c.mustDo(b, "POST", in, celBenchWidget(k.kind, "w-"+strconv.FormatInt(seq.Add(1), 10)), http.StatusCreated)
			}
		})
	}
}
