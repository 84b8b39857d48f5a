package docs

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// readmeStage is one row of README.md's "The stages" table.
type readmeStage struct {
	line               int
	name, run, chapter string
}

// readmeStages reads the table under "## The stages" in README.md.
func readmeStages(t *testing.T, src string) []readmeStage {
	t.Helper()
	lines := strings.Split(src, "\n")
	start := -1
	for i, l := range lines {
		if strings.TrimSpace(l) == "## The stages" {
			start = i
			break
		}
	}
	if start < 0 {
		t.Fatal("README.md has no \"## The stages\" section")
	}
	var out []readmeStage
	header := true
	for i := start + 1; i < len(lines); i++ {
		l := strings.TrimSpace(lines[i])
		if strings.HasPrefix(l, "#") {
			break
		}
		if !strings.HasPrefix(l, "|") {
			if len(out) > 0 {
				break
			}
			continue
		}
		cells := strings.Split(strings.Trim(l, "|"), "|")
		for j := range cells {
			cells[j] = strings.TrimSpace(cells[j])
		}
		if header {
			want := []string{"stage", "what it adds", "run it", "chapter"}
			if strings.Join(cells, ",") != strings.Join(want, ",") {
				t.Fatalf("README.md:%d: got stage table columns %q; want %q", i+1, cells, want)
			}
			header = false
			i++ // the delimiter row
			continue
		}
		if len(cells) != 4 {
			t.Fatalf("README.md:%d: got %d cells; want 4", i+1, len(cells))
		}
		out = append(out, readmeStage{line: i + 1, name: cells[0], run: cells[2], chapter: cells[3]})
	}
	return out
}

var chapterLink = regexp.MustCompile(`^\[[^\]]+\]\((chapters/[^)]+\.md)\)$`)

// TestReadmeStages keeps README.md's stage table and run command true: a
// runnable stage (a directory with a main.go) has `go run ./NN-name` and a
// link to its chapter, which exists; a stage with no directory yet says
// "planned" in both columns; every runnable stage is in the table, in
// order; and the command under "The two commands" runs the newest runnable
// stage.
func TestReadmeStages(t *testing.T) {
	raw, err := os.ReadFile(filepath.Join(repoRoot, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	src := string(raw)
	rows := readmeStages(t, src)
	runnable := stagesWithMain(t)
	isRunnable := map[string]bool{}
	for _, s := range runnable {
		isRunnable[s] = true
	}
	listed := map[string]bool{}
	prev := ""
	for _, r := range rows {
		listed[r.name] = true
		if !stageName.MatchString(r.name) {
			t.Errorf("README.md:%d: got stage %q; want NN-name", r.line, r.name)
		}
		if r.name <= prev {
			t.Errorf("README.md:%d: stage %s after %s; want the stages in order", r.line, r.name, prev)
		}
		prev = r.name
		if !isRunnable[r.name] {
			if r.run != "planned" || r.chapter != "planned" {
				t.Errorf("README.md:%d: %s has no main.go; got run %q, chapter %q; want \"planned\" in both (or add the stage)", r.line, r.name, r.run, r.chapter)
			}
			continue
		}
		if want := "`go run ./" + r.name + "`"; r.run != want {
			t.Errorf("README.md:%d: %s is runnable; got run %q; want %s", r.line, r.name, r.run, want)
		}
		m := chapterLink.FindStringSubmatch(r.chapter)
		if m == nil {
			t.Errorf("README.md:%d: %s is runnable; got chapter %q; want a link [NN · title](chapters/%s.md)", r.line, r.name, r.chapter, r.name)
			continue
		}
		if m[1] != "chapters/"+r.name+".md" {
			t.Errorf("README.md:%d: %s links to %s; want chapters/%s.md", r.line, r.name, m[1], r.name)
		}
		if _, err := os.Stat(filepath.Join(repoRoot, m[1])); err != nil {
			t.Errorf("README.md:%d: %s: chapter %s: %v", r.line, r.name, m[1], err)
		}
	}
	for _, s := range runnable {
		if !listed[s] {
			t.Errorf("got stage %s (it has a main.go) missing from README.md's stage table", s)
		}
	}

	// The run command: the first `go run` of the sh block under "The two commands".
	_, rest, ok := strings.Cut(src, "\n## The two commands\n")
	if !ok {
		t.Fatal("README.md has no \"## The two commands\" section")
	}
	_, rest, ok = strings.Cut(rest, "```sh\n")
	if !ok {
		t.Fatal("README.md: no ```sh block under \"The two commands\"")
	}
	block, _, _ := strings.Cut(rest, "```")
	newest := runnable[len(runnable)-1]
	if got, want := strings.TrimSpace(block), "go run ./"+newest; got != want {
		t.Errorf("README.md's run command is %q; want %q, the newest runnable stage", got, want)
	}
	if strings.Contains(src, "in progress") {
		t.Errorf("README.md says \"in progress\"; want the stage table to say what runs today")
	}
}
