package jsonpath

import (
	"testing"

	"sigs.k8s.io/json"
)

func TestJSONPath(t *testing.T) {
	var data interface{}
	if err := json.UnmarshalCaseSensitivePreserveInts([]byte(`{
		"kind":"List",
		"metadata":{"name":"a","annotations":{"example.com/x":"y"}},
		"spec":{"replicas":3,"ports":[{"name":"http","port":80},{"name":"https","port":443}]}
	}`), &data); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, template, want  string
		allowMissing, wantErr bool
	}{
		{"field", "{.metadata.name}", "a", false, false},
		{"relaxed", ".spec.replicas", "3", false, false},
		{"dollar", "{$.kind}", "List", false, false},
		{"index", "{.spec.ports[1].port}", "443", false, false},
		{"negative index", "{.spec.ports[-1].name}", "https", false, false},
		{"wildcard", "{.spec.ports[*].name}", "http https", false, false},
		{"quoted key", "{.metadata.annotations['example.com/x']}", "y", false, false},
		{"escaped dot", `{.metadata.annotations.example\.com/x}`, "y", false, false},
		{"recursive", "{..port}", "80 443", false, false},
		{"text around", "name={.metadata.name}, kind={.kind}", "name=a, kind=List", false, false},
		{"map value", "{.spec.ports[0]}", "map[name:http port:80]", false, false},
		{"missing", "{.spec.nope}", "", false, true},
		{"missing allowed", "{.spec.nope}", "", true, false},
		{"out of range", "{.spec.ports[5]}", "", false, true},
		{"out of range allowed", "{.spec.ports[5].name}", "", true, false},
		{"filter ==", `{.spec.ports[?(@.name=="https")].port}`, "443", false, false},
		{"filter single quotes", "{.spec.ports[?(@.name == 'http')].port}", "80", false, false},
		{"filter >", "{.spec.ports[?(@.port > 100)].name}", "https", false, false},
		{"filter !=", "{.spec.ports[?(@.name != 'http')].name}", "https", false, false},
		{"filter exists", "{.spec.ports[?(@.port)].name}", "http https", false, false},
		{"filter no match", `{.spec.ports[?(@.name=="nope")].port}`, "", false, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			j := New(tt.name).AllowMissingKeys(tt.allowMissing)
			if err := j.Parse(tt.template); err != nil {
				t.Fatal(err)
			}
			got, err := j.ExecuteToString(data)
			if (err != nil) != tt.wantErr {
				t.Fatalf("error: got %v; want error %v", err, tt.wantErr)
			}
			if err == nil && got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}

func TestParseErrors(t *testing.T) {
	for _, template := range []string{"{.a", "{.a[?(b)]}", "{.a[?(@.b == c)]}", "{.a[1:2]}", "{.a[}"} {
		if err := New("x").Parse(template); err == nil {
			t.Errorf("%q: got no error", template)
		}
	}
}

func TestFindResults(t *testing.T) {
	j := New("x")
	if err := j.Parse("{.a[*]}"); err != nil {
		t.Fatal(err)
	}
	results, err := j.FindResults(map[string]interface{}{"a": []interface{}{int64(1), "b"}})
	if err != nil {
		t.Fatal(err)
	}
	if len(results) != 1 || len(results[0]) != 2 || results[0][0].Interface() != int64(1) || results[0][1].Interface() != "b" {
		t.Errorf("got %v; want [[1 b]]", results)
	}
}
