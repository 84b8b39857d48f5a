package app

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
)

var update = flag.Bool("update", false, "rewrite testdata/tour.golden and the chapter's transcript")

const (
	goldenFile  = "testdata/tour.golden"
	chapterFile = "../../chapters/01-scheme.md"
	beginMarker = "<!-- tour:begin (written by go test ./01-scheme/app -update) -->\n```text\n"
	endMarker   = "```\n<!-- tour:end -->"
)

// TestTour runs the tour exactly as `go run ./01-scheme` does and compares
// its output with the golden file and with the transcript in
// chapters/01-scheme.md, so neither can drift from the code.
func TestTour(t *testing.T) {
	var out bytes.Buffer
	cmd := NewTourCommand()
	cmd.SetOut(&out)
	cmd.SetArgs([]string{})
	if err := cmd.Execute(); err != nil {
		t.Fatal(err)
	}
	if *update {
		writeGoldenAndChapter(t, out.String())
	}
	golden, err := os.ReadFile(goldenFile)
	if err != nil {
		t.Fatal(err)
	}
	if out.String() != string(golden) {
		t.Errorf("tour output differs from %s (run go test ./01-scheme/app -update):\ngot:\n%s", goldenFile, out.String())
	}
	chapter, err := os.ReadFile(chapterFile)
	if err != nil {
		t.Fatal(err)
	}
	if got := transcript(string(chapter)); got != string(golden) {
		t.Errorf("the transcript in %s differs from %s (run go test ./01-scheme/app -update)", chapterFile, goldenFile)
	}
}

func transcript(chapter string) string {
	_, rest, ok := strings.Cut(chapter, beginMarker)
	if !ok {
		return ""
	}
	body, _, _ := strings.Cut(rest, endMarker)
	return body
}

func writeGoldenAndChapter(t *testing.T, out string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(goldenFile), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(goldenFile, []byte(out), 0o644); err != nil {
		t.Fatal(err)
	}
	chapter, err := os.ReadFile(chapterFile)
	if err != nil {
		t.Fatal(err)
	}
	before, rest, ok := strings.Cut(string(chapter), beginMarker)
	if !ok {
		t.Fatalf("%s has no tour markers", chapterFile)
	}
	_, after, _ := strings.Cut(rest, endMarker)
	updated := before + beginMarker + out + endMarker + after
	if err := os.WriteFile(chapterFile, []byte(updated), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestTourWithFile sends a manifest of the reader's own through -f.
func TestTourWithFile(t *testing.T) {
	manifest := filepath.Join(t.TempDir(), "cm.yaml")
	if err := os.WriteFile(manifest, []byte("apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\ndata:\n  a: b\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	cmd := NewTourCommand()
	cmd.SetOut(&out)
	cmd.SetArgs([]string{"-f", manifest, "--output-version", "v1"})
	if err := cmd.Execute(); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"decoded /v1, Kind=ConfigMap into *v1.ConfigMap", `{"kind":"ConfigMap","apiVersion":"v1"`, "equal: true"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
}

func TestTourRejectsArgumentsAndBadVersions(t *testing.T) {
	for _, args := range [][]string{{"extra"}, {"--output-version", "a/b/c"}} {
		cmd := NewTourCommand()
		cmd.SetOut(&bytes.Buffer{})
		cmd.SetErr(&bytes.Buffer{})
		cmd.SetArgs(args)
		if err := cmd.Execute(); err == nil {
			t.Errorf("%v: got nil error", args)
		}
	}
	var out bytes.Buffer
	err := RunTour(&out, legacyscheme.Scheme, legacyscheme.Codecs, TourOptions{Input: []byte("kind: Gadget\napiVersion: apps/v1\n"), OutputVersion: "apps/v1"})
	if err == nil || !strings.Contains(err.Error(), `no kind "Gadget" is registered`) {
		t.Errorf("unregistered input: got %v", err)
	}
}
