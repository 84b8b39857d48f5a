package app

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// TestPrioritiesAsUpstream: every Local APIService upstream v1.37
// registers (testdata/README.md) gets the same group and version
// priority from our table.
func TestPrioritiesAsUpstream(t *testing.T) {
	data, err := os.ReadFile("testdata/apiservices-priorities.out")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")[1:] // after the header
	if len(lines) < 20 {
		t.Fatalf("got %d APIServices in testdata; want upstream's 22", len(lines))
	}
	for _, line := range lines {
		f := strings.Fields(line) // NAME GROUP_PRIORITY VERSION_PRIORITY SERVICE
		version, group, _ := strings.Cut(f[0], ".")
		gv := schema.GroupVersion{Group: group, Version: version}
		s := makeAPIService(gv)
		if s == nil {
			t.Errorf("%s: no APIService; want one", f[0])
			continue
		}
		got := strconv.Itoa(int(s.Spec.GroupPriorityMinimum)) + " " + strconv.Itoa(int(s.Spec.VersionPriority))
		if want := f[1] + " " + f[2]; got != want || s.Name != f[0] {
			t.Errorf("%s: got %s %s; want %s", f[0], s.Name, got, want)
		}
	}
}
