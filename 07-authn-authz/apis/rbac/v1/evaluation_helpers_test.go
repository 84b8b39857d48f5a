package v1

import "testing"

func TestVerbAndAPIGroupMatches(t *testing.T) {
	tests := []struct {
		name  string
		rule  PolicyRule
		verb  string
		group string
		want  bool
	}{
		{"exact", PolicyRule{Verbs: []string{"get", "list"}, APIGroups: []string{"apps"}}, "list", "apps", true},
		{"other verb", PolicyRule{Verbs: []string{"get"}, APIGroups: []string{"apps"}}, "delete", "apps", false},
		{"other group", PolicyRule{Verbs: []string{"get"}, APIGroups: []string{"apps"}}, "get", "batch", false},
		{"core is not a wildcard", PolicyRule{Verbs: []string{"get"}, APIGroups: []string{""}}, "get", "apps", false},
		{"core", PolicyRule{Verbs: []string{"get"}, APIGroups: []string{""}}, "get", "", true},
		{"verb *", PolicyRule{Verbs: []string{"*"}, APIGroups: []string{""}}, "escalate", "", true},
		{"group *", PolicyRule{Verbs: []string{"get"}, APIGroups: []string{"*"}}, "get", "example.com", true},
		{"no verbs", PolicyRule{APIGroups: []string{"*"}}, "get", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := VerbMatches(&tt.rule, tt.verb) && APIGroupMatches(&tt.rule, tt.group); got != tt.want {
				t.Errorf("got %v; want %v", got, tt.want)
			}
		})
	}
}

func TestResourceMatches(t *testing.T) {
	tests := []struct {
		name      string
		resources []string
		combined  string
		sub       string
		want      bool
	}{
		{"exact", []string{"pods"}, "pods", "", true},
		{"other", []string{"pods"}, "services", "", false},
		{"*", []string{"*"}, "pods/log", "log", true},
		{"a resource does not cover its subresources", []string{"pods"}, "pods/log", "log", false},
		{"subresource by name", []string{"pods/log"}, "pods/log", "log", true},
		{"subresource rule does not cover the resource", []string{"pods/log"}, "pods", "", false},
		{"*/subresource", []string{"*/scale"}, "deployments/scale", "scale", true},
		{"*/subresource, other subresource", []string{"*/scale"}, "deployments/status", "status", false},
		{"*/subresource needs a subresource", []string{"*/scale"}, "scale", "", false},
		{"*/subresource is not a suffix match", []string{"*/xscale"}, "deployments/scale", "scale", false},
		{"resource/* is not a wildcard", []string{"pods/*"}, "pods/log", "log", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := ResourceMatches(&PolicyRule{Resources: tt.resources}, tt.combined, tt.sub); got != tt.want {
				t.Errorf("got %v; want %v", got, tt.want)
			}
		})
	}
}

func TestResourceNameMatches(t *testing.T) {
	tests := []struct {
		name  string
		names []string
		req   string
		want  bool
	}{
		{"no names: every object", nil, "web", true},
		{"no names: no name requested (list)", nil, "", true},
		{"listed", []string{"web", "db"}, "db", true},
		{"not listed", []string{"web"}, "db", false},
		{"names do not cover a request without a name", []string{"web"}, "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := ResourceNameMatches(&PolicyRule{ResourceNames: tt.names}, tt.req); got != tt.want {
				t.Errorf("got %v; want %v", got, tt.want)
			}
		})
	}
}

func TestNonResourceURLMatches(t *testing.T) {
	tests := []struct {
		name string
		urls []string
		req  string
		want bool
	}{
		{"exact", []string{"/healthz"}, "/healthz", true},
		{"exact is not a prefix", []string{"/healthz"}, "/healthz/etcd", false},
		{"*", []string{"*"}, "/anything", true},
		{"trailing *", []string{"/healthz/*"}, "/healthz/etcd", true},
		{"trailing * needs its slash", []string{"/healthz/*"}, "/healthz", false},
		{"trailing * without slash", []string{"/healthz*"}, "/healthz", true},
		{"other", []string{"/version"}, "/api", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := NonResourceURLMatches(&PolicyRule{NonResourceURLs: tt.urls}, tt.req); got != tt.want {
				t.Errorf("got %v; want %v", got, tt.want)
			}
		})
	}
}

func TestCompactString(t *testing.T) {
	tests := []struct {
		name string
		rule PolicyRule
		want string
	}{
		{"resource rule", PolicyRule{Verbs: []string{"get", "list"}, APIGroups: []string{""}, Resources: []string{"pods"}, ResourceNames: []string{"web"}}, `{APIGroups:[""], Resources:["pods"], ResourceNames:["web"], Verbs:["get" "list"]}`},
		{"non-resource rule", PolicyRule{Verbs: []string{"get"}, NonResourceURLs: []string{"/healthz"}}, `{NonResourceURLs:["/healthz"], Verbs:["get"]}`},
		{"empty", PolicyRule{}, `{}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := CompactString(tt.rule); got != tt.want {
				t.Errorf("got %s; want %s", got, tt.want)
			}
		})
	}
}
