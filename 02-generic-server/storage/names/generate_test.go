package names

import (
	"strings"
	"testing"
)

func TestSimpleNameGenerator(t *testing.T) {
	tests := []struct {
		name, base string
		wantPrefix string
	}{
		{"short base", "web-", "web-"},
		{"empty base", "", ""},
		{"long base is cut", strings.Repeat("a", 70), strings.Repeat("a", MaxGeneratedNameLength)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := SimpleNameGenerator.GenerateName(tt.base)
			if !strings.HasPrefix(got, tt.wantPrefix) {
				t.Errorf("got %q; want prefix %q", got, tt.wantPrefix)
			}
			suffix := got[len(tt.wantPrefix):]
			if len(suffix) != randomLength {
				t.Errorf("got suffix %q; want %d characters", suffix, randomLength)
			}
			if strings.Trim(suffix, alphanums) != "" {
				t.Errorf("got suffix %q; want only characters of %q", suffix, alphanums)
			}
			if len(got) > maxNameLength {
				t.Errorf("got %d characters; want at most %d", len(got), maxNameLength)
			}
		})
	}
}

func TestSimpleNameGeneratorVaries(t *testing.T) {
	seen := map[string]bool{}
	for range 100 {
		seen[SimpleNameGenerator.GenerateName("x-")] = true
	}
	if len(seen) < 95 {
		t.Errorf("got %d distinct names of 100; want (nearly) all distinct", len(seen))
	}
}
