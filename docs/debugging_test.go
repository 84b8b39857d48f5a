package docs

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/kube-rebuilt/apiserver/chapters"
)

// The markers debugging.md puts, as HTML comments, on the line before a
// fenced block. GitHub does not render them; the tests find the blocks by them.
const (
	// markerFile: the block shows the whole content of a file of the repository.
	markerFile = "file: "
	// markerSession: the block is a console transcript: "$ command" on the first
	// line, then the lines of its output the reader is shown, in order.
	markerSession = "test: scripted-session"
)

// repoRoot is the repository root: go test runs in the package directory.
const repoRoot = ".."

func readDoc(t *testing.T) []chapters.Fence {
	t.Helper()
	src, err := os.ReadFile("debugging.md")
	if err != nil {
		t.Fatal(err)
	}
	_, fences := chapters.Parse(string(src))
	return fences
}

// TestShownFilesMatch: a file shown in debugging.md is the file on disk.
func TestShownFilesMatch(t *testing.T) {
	n := 0
	for _, f := range readDoc(t) {
		name, ok := strings.CutPrefix(f.Marker, markerFile)
		if !ok {
			continue
		}
		n++
		t.Run(name, func(t *testing.T) {
			got, err := os.ReadFile(filepath.Join(repoRoot, filepath.FromSlash(name)))
			if err != nil {
				t.Fatal(err)
			}
			if string(got) != f.Body {
				t.Errorf("debugging.md:%d shows\n%s\nbut %s holds\n%s", f.Line, f.Body, name, got)
			}
		})
	}
	if n == 0 {
		t.Errorf("got no <!-- %s... --> blocks in debugging.md; want the init file shown", markerFile)
	}
}

// session is the scripted delve session as debugging.md shows it.
type session struct {
	line int      // of the fence in debugging.md
	env  []string // leading NAME=value words of the command
	args []string // the command itself
	want []string // the output lines shown, in order
}

// parseSession reads the transcript block: "$ [NAME=value ...] command args..."
// then output. The command is split on white space; quotes and redirections
// are refused so that what the reader copies is what the test runs.
func parseSession(f chapters.Fence) (session, error) {
	s := session{line: f.Line}
	lines := strings.Split(strings.TrimRight(f.Body, "\n"), "\n")
	cmd, ok := strings.CutPrefix(lines[0], "$ ")
	if !ok {
		return s, fmt.Errorf("debugging.md:%d: got first line %q; want \"$ command\"", f.Line, lines[0])
	}
	if strings.ContainsAny(cmd, `'"<>|;&$\`) {
		return s, fmt.Errorf("debugging.md:%d: command %q uses shell syntax the test cannot run", f.Line, cmd)
	}
	words := strings.Fields(cmd)
	for len(words) > 0 && regexp.MustCompile(`^[A-Z_]+=`).MatchString(words[0]) {
		s.env, words = append(s.env, words[0]), words[1:]
	}
	if len(words) == 0 {
		return s, fmt.Errorf("debugging.md:%d: no command in %q", f.Line, cmd)
	}
	s.args = words
	for _, l := range lines[1:] {
		if l = strings.TrimRight(l, " \t"); l != "" && l != "..." {
			s.want = append(s.want, l)
		}
	}
	return s, nil
}

var (
	hexNumber  = regexp.MustCompile(`0x[0-9a-f]+`)
	sourceLine = regexp.MustCompile(`\.go:\d+`)
)

// normalize makes a transcript line comparable across machines and edits:
// the clone's path becomes <repo>, addresses 0x…, source line numbers N.
// The doc shows real numbers; a test that broke whenever a line moved in
// scheme.go would only teach people to stop reading it.
func normalize(line string, roots []string) string {
	for _, r := range roots {
		line = strings.ReplaceAll(line, r, "<repo>")
	}
	line = hexNumber.ReplaceAllString(line, "0x…")
	line = sourceLine.ReplaceAllString(line, ".go:N")
	return strings.TrimRight(line, " \t")
}

// TestScriptedSession runs the scripted delve session of debugging.md exactly
// as the document writes it and checks that the output shows what the
// document shows: the stop in Scheme.AddKnownTypes and the GroupVersion.
func TestScriptedSession(t *testing.T) {
	switch runtime.GOOS {
	case "linux", "darwin":
	default:
		t.Skipf("the scripted session runs on linux and darwin; got GOOS=%s", runtime.GOOS)
	}
	var sessions []session
	for _, f := range readDoc(t) {
		if f.Marker != markerSession {
			continue
		}
		s, err := parseSession(f)
		if err != nil {
			t.Fatal(err)
		}
		sessions = append(sessions, s)
	}
	if len(sessions) != 1 {
		t.Fatalf("got %d <!-- %s --> blocks in debugging.md; want 1", len(sessions), markerSession)
	}
	s := sessions[0]

	root, err := filepath.Abs(repoRoot)
	if err != nil {
		t.Fatal(err)
	}
	roots := []string{root}
	if real, err := filepath.EvalSymlinks(root); err == nil && real != root {
		roots = append(roots, real)
	}

	// The first run builds delve from go.mod's tool directive (about half a
	// minute); later runs take it from the build cache.
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, s.args[0], s.args[1:]...)
	cmd.Dir = root
	cmd.Env = append(append(os.Environ(), "PWD="+root), s.env...)
	cmd.WaitDelay = 10 * time.Second
	start := time.Now()
	out, err := cmd.CombinedOutput()
	t.Logf("%s took %s", strings.Join(append(s.env, s.args...), " "), time.Since(start).Round(time.Second))
	if err != nil {
		t.Fatalf("got error %v; want the session to exit 0. Output:\n%s\n(delve needs ptrace: in a container, run it with --cap-add=SYS_PTRACE)", err, out)
	}

	var got []string
	sc := bufio.NewScanner(strings.NewReader(string(out)))
	for sc.Scan() {
		got = append(got, normalize(sc.Text(), roots))
	}
	gotText := strings.Join(got, "\n")

	checks := []struct {
		name string
		re   *regexp.Regexp
	}{
		{"breakpoint hit in AddKnownTypes", regexp.MustCompile(`(?m)^> \[Breakpoint 1\] github\.com/kube-rebuilt/apiserver/01-scheme/runtime\.\(\*Scheme\)\.AddKnownTypes\(\) `)},
		{"GroupVersion printed", regexp.MustCompile(`(?m)^github\.com/kube-rebuilt/apiserver/01-scheme/runtime/schema\.GroupVersion \{\s*Group: "[^"]*",\s*Version: "[^"]+",?\s*\}$`)},
	}
	for _, c := range checks {
		if !c.re.MatchString(gotText) {
			t.Errorf("%s: got output\n%s\nwant a line matching %s", c.name, gotText, c.re)
		}
	}

	// Every line the document shows appears in the real output, in order.
	i := 0
	for _, w := range s.want {
		w = normalize(w, roots)
		for i < len(got) && got[i] != w {
			i++
		}
		if i == len(got) {
			t.Errorf("debugging.md:%d shows %q; got output without it (after the lines before it):\n%s", s.line, w, gotText)
			break
		}
		i++
	}
}

func TestParseSession(t *testing.T) {
	tests := []struct {
		name    string
		body    string
		want    session
		wantErr bool
	}{
		{
			name: "env and output",
			body: "$ TERM=dumb go tool dlv debug ./01-scheme --init x.dlv\nType 'help'\n\n...\n> [Breakpoint 1]  \n",
			want: session{env: []string{"TERM=dumb"}, args: []string{"go", "tool", "dlv", "debug", "./01-scheme", "--init", "x.dlv"},
				want: []string{"Type 'help'", "> [Breakpoint 1]"}},
		},
		{name: "no prompt", body: "go tool dlv\n", wantErr: true},
		{name: "redirect", body: "$ go tool dlv debug ./01-scheme < /dev/null\n", wantErr: true},
		{name: "only env", body: "$ TERM=dumb\n", wantErr: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := parseSession(chapters.Fence{Body: tt.body})
			if (err != nil) != tt.wantErr {
				t.Fatalf("got error %v; want error %v", err, tt.wantErr)
			}
			if err != nil {
				return
			}
			if fmt.Sprint(got) != fmt.Sprint(tt.want) {
				t.Errorf("got %+v; want %+v", got, tt.want)
			}
		})
	}
}

func TestNormalize(t *testing.T) {
	roots := []string{"/home/me/apiserver"}
	tests := []struct{ in, want string }{
		{
			"> [Breakpoint 1] github.com/kube-rebuilt/apiserver/01-scheme/runtime.(*Scheme).AddKnownTypes() /home/me/apiserver/01-scheme/runtime/scheme.go:70 (hits goroutine(1):1 total:1) (PC: 0x4c63f6)",
			"> [Breakpoint 1] github.com/kube-rebuilt/apiserver/01-scheme/runtime.(*Scheme).AddKnownTypes() <repo>/01-scheme/runtime/scheme.go:N (hits goroutine(1):1 total:1) (PC: 0x…)",
		},
		{"0  0x00000000004c63f6 in main.init.0  ", "0  0x… in main.init.0"},
	}
	for _, tt := range tests {
		if got := normalize(tt.in, roots); got != tt.want {
			t.Errorf("normalize(%q) = %q; want %q", tt.in, got, tt.want)
		}
	}
}
