package chapters

import (
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"
)

// repoRoot is the repository root: go test runs in the package directory.
const repoRoot = ".."

// documents lists the Markdown files whose citations are checked.
func documents(t *testing.T) []string {
	t.Helper()
	var out []string
	for _, pattern := range []string{"chapters/*.md", "docs/*.md", "README.md"} {
		m, err := filepath.Glob(filepath.Join(repoRoot, pattern))
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range m {
			rel, err := filepath.Rel(repoRoot, f)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, filepath.ToSlash(rel))
		}
	}
	sort.Strings(out)
	return out
}

// TestCitationsExist is the check the chapters rely on: every package, file
// and symbol a chapter cites exists, and every relative link leads somewhere.
func TestCitationsExist(t *testing.T) {
	docs := documents(t)
	if len(docs) == 0 {
		t.Fatal("got no Markdown documents; want chapters/*.md")
	}
	c := NewChecker(repoRoot)
	total := 0
	for _, doc := range docs {
		probs, n, err := c.CheckFile(doc)
		if err != nil {
			t.Fatal(err)
		}
		total += n
		for _, p := range probs {
			t.Errorf("%s", p)
		}
	}
	t.Logf("checked %d citations in %d documents", total, len(docs))
}

// TestCheckerReportsMissing proves the check can fail: a chapter written
// against a small fake stage cites things that exist and things that do not.
func TestCheckerReportsMissing(t *testing.T) {
	root := t.TempDir()
	write(t, root, "01-demo/main.go", "package main\n\nfunc main() {}\n")
	write(t, root, "01-demo/runtime/scheme.go", `package runtime

type Scheme struct {
	Name string
	*Embedded
}

type Embedded struct{}

type Object interface{ DeepCopyObject() Object }

type Set[T comparable] map[T]struct{}

const Version = "v1"

var Default = NewScheme()

func NewScheme() *Scheme { return &Scheme{} }

func (s *Scheme) AddKnownTypes() {}

func (s Scheme) String() string { return s.Name }

func (s Set[T]) Has(x T) bool { _, ok := s[x]; return ok }
`)
	write(t, root, "docs/x.dlv", "exit\n")
	write(t, root, "chapters/01-demo.md", strings.Join([]string{
		/* 1 */ "# Demo",
		/* 2 */ "`01-demo/runtime.(*Scheme).AddKnownTypes` and `01-demo/runtime.Scheme.String` exist;",
		/* 3 */ "so do `01-demo/runtime.NewScheme`, `01-demo/runtime.Version`, `01-demo/runtime.Default`,",
		/* 4 */ "`01-demo/runtime.Scheme.Name`, `01-demo/runtime.Scheme.Embedded`, `01-demo/runtime.Object.DeepCopyObject`,",
		/* 5 */ "`01-demo/runtime.Set.Has`, `01-demo/runtime.(*Set).Has`, `01-demo.main`, `01-demo/runtime/scheme.go`,",
		/* 6 */ "`01-demo/runtime`, `01-demo/*/scheme.go`, `01-demo/...`, `docs/x.dlv` and [a link](../docs/x.dlv).",
		/* 7 */ "Not these: `01-demo/runtime.(*Scheme).Missing`,",
		/* 8 */ "`01-demo/runtime.Scheme.AddKnownTypes`, `01-demo/runtime.NoSuch`, `01-demo/runtime.(*Nope).X`,",
		/* 9 */ "`01-demo/runtime/gone.go`, `01-demo/gone.Thing`, `02-later`, `01-demo/runtime.(*Scheme).Name`,",
		/* 10 */ "`01-demo/runtime.Scheme.A.B`, `docs/gone.md`, [a dead link](../docs/gone.md).",
		/* 11 */ "Ignored: `go run ./01-demo`, `01-demo is a stage`, ``01-demo/runtime.Nah`` is double-ticked but checked,",
		/* 12 */ "```sh",
		/* 13 */ "`01-demo/runtime.InAFence` is ignored",
		/* 14 */ "```",
	}, "\n"))

	probs, n, err := NewChecker(root).CheckFile("chapters/01-demo.md")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, p := range probs {
		got = append(got, p.String())
	}
	want := []string{
		"chapters/01-demo.md:7: `01-demo/runtime.(*Scheme).Missing`: type Scheme in 01-demo/runtime has no method or field Missing",
		"chapters/01-demo.md:8: `01-demo/runtime.Scheme.AddKnownTypes`: AddKnownTypes has a pointer receiver; cite 01-demo/runtime.(*Scheme).AddKnownTypes",
		"chapters/01-demo.md:8: `01-demo/runtime.NoSuch`: package 01-demo/runtime declares no NoSuch",
		"chapters/01-demo.md:8: `01-demo/runtime.(*Nope).X`: package 01-demo/runtime declares no type Nope",
		"chapters/01-demo.md:9: `01-demo/runtime/gone.go`: no such file or directory",
		"chapters/01-demo.md:9: `01-demo/gone.Thing`: no Go package in 01-demo/gone",
		"chapters/01-demo.md:9: `02-later`: no such file or directory",
		"chapters/01-demo.md:9: `01-demo/runtime.(*Scheme).Name`: Name is a field or interface method, not a method of *Scheme; cite 01-demo/runtime.Scheme.Name",
		"chapters/01-demo.md:10: `01-demo/runtime.Scheme.A.B`: malformed citation \"Scheme.A.B\"; want pkg.Name, pkg.Type.Member or pkg.(*Type).Method",
		"chapters/01-demo.md:10: `docs/gone.md`: no such file or directory",
		"chapters/01-demo.md:10: `../docs/gone.md`: link target docs/gone.md does not exist",
		"chapters/01-demo.md:11: `01-demo/runtime.Nah`: package 01-demo/runtime declares no Nah",
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got problems\n\t%s\nwant\n\t%s", strings.Join(got, "\n\t"), strings.Join(want, "\n\t"))
	}
	if wantN := 27; n != wantN {
		t.Errorf("got %d citations checked; want %d", n, wantN)
	}
}

// TestCheckerAgainstThisRepository checks a chapter held in memory that cites
// a method the real Scheme does not have, and expects it reported.
func TestCheckerAgainstThisRepository(t *testing.T) {
	const rel = "chapters/selftest.md"
	const src = "Exists: `01-scheme/runtime.(*Scheme).AddKnownTypes`.\nMissing: `01-scheme/runtime.(*Scheme).AddUnknownTypes`.\n"
	probs, n := NewChecker(repoRoot).Check(rel, src)
	want := []Problem{{File: rel, Line: 2, Cite: "01-scheme/runtime.(*Scheme).AddUnknownTypes",
		Reason: "type Scheme in 01-scheme/runtime has no method or field AddUnknownTypes"}}
	if !reflect.DeepEqual(probs, want) || n != 2 {
		t.Errorf("got %d citations, problems %v; want 2, %v", n, probs, want)
	}
}

func TestIsCitation(t *testing.T) {
	tests := []struct {
		text string
		want bool
	}{
		{"01-scheme/runtime.(*Scheme).AddKnownTypes", true},
		{"02-generic-server/server.(*Config).Complete", true},
		{"01-scheme", true},
		{"docs/debugging/01-scheme.dlv", true},
		{".vscode/launch.json", true},
		{"go run ./01-scheme", false},
		{"k8s.io/apimachinery/pkg/runtime.(*Scheme).AddKnownTypes", false},
		{"1-scheme/runtime", false},
		{"01-scheme runtime", false},
		{"", false},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			if got := IsCitation(tt.text); got != tt.want {
				t.Errorf("IsCitation(%q) = %v; want %v", tt.text, got, tt.want)
			}
		})
	}
}

func TestParse(t *testing.T) {
	src := strings.Join([]string{
		"a `one` and ``two ` ticks`` and `unclosed",
		"<!-- file: docs/x.dlv -->",
		"",
		"```text",
		"`not a span`",
		"```",
		"~~~~",
		"```",
		"still fenced",
		"~~~~",
		"after `three`",
	}, "\n")
	spans, fences := Parse(src)
	wantSpans := []Span{{1, "one"}, {1, "two ` ticks"}, {11, "three"}}
	if !reflect.DeepEqual(spans, wantSpans) {
		t.Errorf("got spans %+v; want %+v", spans, wantSpans)
	}
	wantFences := []Fence{
		{Line: 4, Info: "text", Marker: "file: docs/x.dlv", Body: "`not a span`\n"},
		{Line: 7, Info: "", Marker: "", Body: "```\nstill fenced\n"},
	}
	if !reflect.DeepEqual(fences, wantFences) {
		t.Errorf("got fences %+v; want %+v", fences, wantFences)
	}
}

func write(t *testing.T, root, rel, content string) {
	t.Helper()
	p := filepath.Join(root, filepath.FromSlash(rel))
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}
