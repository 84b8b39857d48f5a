package policy

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	auditv1 "github.com/kube-rebuilt/apiserver/06-filters/apis/audit/v1"
)

func TestLoadPolicyFromFile(t *testing.T) {
	p, err := LoadPolicyFromFile("testdata/policy.yaml")
	if err != nil {
		t.Fatalf("got %v; want no error", err)
	}
	if len(p.Rules) != 7 || p.Rules[2].Resources[0].ResourceNames[0] != "controller-leader" {
		t.Errorf("got rules %+v; want the 7 of testdata/policy.yaml", p.Rules)
	}
	if p.OmitStages[0] != auditv1.StageRequestReceived {
		t.Errorf("got omitStages %v; want [RequestReceived]", p.OmitStages)
	}
}

func TestLoadPolicyJSON(t *testing.T) {
	p, err := LoadPolicyFromBytes([]byte(`{"apiVersion":"audit.k8s.io/v1","kind":"Policy","rules":[{"level":"Metadata"}]}`))
	if err != nil {
		t.Fatalf("got %v; want no error", err)
	}
	if p.Rules[0].Level != auditv1.LevelMetadata {
		t.Errorf("got level %q; want Metadata", p.Rules[0].Level)
	}
}

func TestLoadPolicyErrors(t *testing.T) {
	const head = "apiVersion: audit.k8s.io/v1\nkind: Policy\n" // lines 1-2
	tests := []struct {
		name   string
		policy string
		want   []string // all must appear in the error
	}{
		{"yaml syntax", head + "rules:\n- level: @Metadata\n", []string{"yaml: line 4: found character that cannot start any token"}},
		// yaml's scanner names the line it was reading when it noticed
		// (the tab is on line 5; it was still in line 4's mapping).
		{"yaml tab", head + "rules:\n- level: Metadata\n\tverbs: [get]\n", []string{"yaml: line 4: found a tab character"}},
		{"unknown field", head + "rules:\n- level: Metadata\n  verb: [get]\n", []string{"line 5: rules[0].verb: unknown field \"verb\""}},
		{"unknown top-level field", head + "rule: []\n", []string{"line 3: rule: unknown field"}},
		{"wrong shape", head + "rules:\n- level: Metadata\n  verbs: get\n", []string{"line 5: rules[0].verbs: expected a list, got a single value"}},
		{"number for a string", head + "rules:\n- level: 5\n", []string{"line 4: rules[0].level: expected a string, got a number \"5\""}},
		{"string for a bool", head + "omitManagedFields: \"yes\"\nrules:\n- level: None\n", []string{"line 3: omitManagedFields: expected true or false, got a string"}},
		{"duplicate key", head + "rules:\n- level: None\n  level: Metadata\n", []string{"line 5", "already defined"}},
		{"invalid level", head + "rules:\n- level: Metadata\n- level: None\n- level: Verbose\n", []string{"line 6: rules[2].level: Unsupported value: \"Verbose\""}},
		{"missing level", head + "rules:\n- verbs: [get]\n", []string{"line 4: rules[0].level: Required value"}},
		{"invalid stage", head + "omitStages: [Done]\nrules:\n- level: None\n", []string{"line 3: omitStages[0]: Invalid value: \"Done\""}},
		{"URL without /", head + "rules:\n- level: None\n  nonResourceURLs:\n  - /ok\n  - healthz\n", []string{"line 7: rules[0].nonResourceURLs[1]", "must begin with a '/'"}},
		{"wildcard in the middle", head + "rules:\n- level: None\n  nonResourceURLs: [\"/a*/b\"]\n", []string{"line 5: rules[0].nonResourceURLs[0]", "final character"}},
		{"resources and URLs", head + "rules:\n- level: None\n  namespaces: [a]\n  nonResourceURLs: [/a]\n", []string{"line 6: rules[0].nonResourceURLs", "both regular resources and non-resource URLs"}},
		{"resourceNames alone", head + "rules:\n- level: None\n  resources:\n  - group: apps\n  - resourceNames: [x]\n", []string{"line 7: rules[0].resources[1].resourceNames"}},
		{"bad group", head + "rules:\n- level: None\n  resources:\n  - group: Apps_\n", []string{"line 6: rules[0].resources[0].group"}},
		{"two errors", head + "rules:\n- level: loud\n- level: quiet\n", []string{"line 4: rules[0].level", "line 5: rules[1].level"}},
		{"no rules", head + "rules: []\n", []string{"0 rules"}},
		{"wrong apiVersion", "apiVersion: audit.k8s.io/v1beta1\nkind: Policy\nrules:\n- level: None\n", []string{"line 1: apiVersion", "audit.k8s.io/v1beta1"}},
		{"wrong kind", "apiVersion: audit.k8s.io/v1\nkind: Event\nrules:\n- level: None\n", []string{"line 2: kind"}},
		{"empty", "", []string{"empty"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := LoadPolicyFromBytes([]byte(tt.policy))
			if err == nil {
				t.Fatalf("got no error; want one containing %q", tt.want)
			}
			for _, want := range tt.want {
				if !strings.Contains(err.Error(), want) {
					t.Errorf("got %q; want it to contain %q", err, want)
				}
			}
		})
	}
}

func TestLoadPolicyFromFileNamesFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "audit.yaml")
	if err := os.WriteFile(path, []byte("apiVersion: audit.k8s.io/v1\nkind: Policy\nrules:\n- level: Loud\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	_, err := LoadPolicyFromFile(path)
	if err == nil || !strings.Contains(err.Error(), path) || !strings.Contains(err.Error(), "line 4: rules[0].level") {
		t.Errorf("got %v; want an error naming %s and line 4: rules[0].level", err, path)
	}
	if _, err := LoadPolicyFromFile(filepath.Join(t.TempDir(), "missing.yaml")); err == nil {
		t.Error("got no error for a missing file; want one")
	}
}
