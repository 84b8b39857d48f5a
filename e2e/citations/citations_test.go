package citations

import (
	"bufio"
	"bytes"
	"encoding/json"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"regexp"
	"sort"
	"strings"
	"testing"
	"time"
)

// The versions the chapters pin: Kubernetes itself, and the staging
// modules (k8s.io/apiserver, k8s.io/apimachinery ...) published from it.
const (
	kubernetesVersion = "v1.37.1"
	stagingVersion    = "v0.37.2"
)

// documents are the Markdown files whose upstream citations are checked,
// relative to the repository root; besides them, every package's
// BENCHMARKS.md (benchmarkFile), wherever it is.
var documents = []string{"chapters/*.md", "docs/*.md"}

// benchmarkFile is the name of the measurements a stage or package keeps
// beside its code, which cite upstream as the chapters do.
const benchmarkFile = "BENCHMARKS.md"

// TestUpstreamCitations resolves every upstream citation of chapters/*.md,
// docs/*.md and every BENCHMARKS.md against k8s.io/kubernetes v1.37.1 and its staging modules
// at v0.37.2, and fails naming the file, the line and the citation that
// does not resolve. The modules are fetched with `go mod download` (this
// module's go env: GOPROXY, GOFLAGS) into the module cache, Kubernetes
// first (its go.mod lists the staging modules), then only the staging
// modules the documents name.
//
// What is a citation. Inline code spans outside fenced blocks, in four
// shapes, the first two the same as our own citations:
//
//  1. Qualified: a span starting with k8s.io/<module> (or
//     staging/src/k8s.io/<module>), where <module> is kubernetes or a
//     staging module. It names a directory
//     (k8s.io/apiserver/pkg/server), a file (.../pkg/server/config.go),
//     a tree (k8s.io/kubernetes/pkg/apis/...), alternatives
//     (.../filters/{authentication,authorization}.go) and placeholders
//     (pkg/registry/<group>/<resource>, one path element each), or a
//     symbol: pkg.Name (a top-level func, type, var or const),
//     pkg.(*Type).Method, pkg.Type.Member (a value-receiver method, a
//     field or an interface method). The package is the path up to the
//     first dot after the last slash. Other k8s.io modules (klog,
//     kube-openapi, utils, gengo) are not checked: Kubernetes does not
//     pin them to its own version.
//  2. A symbol after a Go file: a bare Name, Type.Member or
//     (*Type).Method right after a cited .go file, separated by nothing
//     but spaces, a comma or "and", is checked in that file's package
//     (`pkg/apiserver/conversion/converter.go` `NewCRConverterFactory`);
//     so is each further symbol of such a list. A bare Name there may
//     also be a method or field of one of the package's types
//     (`genericapiserver.go` `GenericAPIServer`, `PrepareRun`).
//  3. A relative path (pkg/server, config.go, filters/waitgroup.go,
//     serializer/json.Serializer) is relative to its anchor: the
//     directory of the last upstream citation before it in the same
//     paragraph (in a table: in the same column, rows above included), or
//     the module named in the text right before it ("kubernetes
//     `pkg/serviceaccount`", "kubeadm `phases/certs`", "client-go
//     `util/keyutil`", "k8s.io/apiserver `pkg/server`"). It must exist in
//     the anchor's directory or one of its parents. A path from a
//     top-level directory (cmd/, pkg/, plugin/, staging/, test/) may also
//     exist in any checked module, Kubernetes first; so may a path
//     shortened at the front (.../serializer/json.Serializer,
//     .../sample-apiserver/pkg/cmd/server/start.go).
//  4. Not checked: relative paths after one of our own citations (they
//     are ours) or after "same" ("same name (`compact.go`)": beside the
//     package ours mirrors); bare file names and paths such as `apps/v1`
//     or `pods/log` with no anchor and no top-level directory; a citation
//     followed by a parenthesis naming another release,
//     "`.../deprecated_insecure_serving.go` (v1.19; deleted in v1.24)";
//     spans in fenced blocks. A blank line, a heading or the end of a
//     table ends every anchor.
//
// The rules are deliberately literal: a citation that does not resolve
// the way a reader would resolve it gets a qualified path instead.
//
//	cd e2e && go test ./citations -run TestUpstreamCitations -v
func TestUpstreamCitations(t *testing.T) {
	root := repoRoot(t)
	docs := readDocuments(t, root)
	modules := downloadModules(t, docs)
	c := NewChecker(modules)
	total := 0
	for _, name := range sortedKeys(docs) {
		probs, n := c.Check(name, docs[name])
		total += n
		for _, p := range probs {
			t.Errorf("%s", p)
		}
	}
	if total < 300 {
		t.Errorf("checked %d upstream citations; want the chapters' several hundred (did the rules stop matching?)", total)
	}
	t.Logf("checked %d upstream citations in %d documents against %d modules", total, len(docs), len(modules))

	// And the check fails on the real source: two citations the chapters
	// made before they were checked (a constructor chapter 04 named, a file
	// that moved into a package of its own).
	const bad = "| ours | upstream |\n|---|---|\n" +
		"| `04-extensions/apiserver/conversion.NewConverter` | `k8s.io/apiextensions-apiserver/pkg/apiserver/conversion/converter.go` `NewCRConverter` |\n" +
		"| `07-authn-authz/endpoints/filters.WithImpersonation` | `k8s.io/apiserver/pkg/endpoints/filters/{authentication,authorization,impersonation}.go` |\n"
	probs, _ := c.Check("chapters/selftest.md", bad)
	want := []Problem{
		{Pos: "chapters/selftest.md:3", Cite: "NewCRConverter",
			Reason: "package k8s.io/apiextensions-apiserver/pkg/apiserver/conversion declares no NewCRConverter, nor a method or field of that name"},
		{Pos: "chapters/selftest.md:4", Cite: "k8s.io/apiserver/pkg/endpoints/filters/{authentication,authorization,impersonation}.go",
			Reason: "no pkg/endpoints/filters/impersonation.go in k8s.io/apiserver"},
	}
	if !reflect.DeepEqual(probs, want) {
		t.Errorf("wrong citations against v1.37: got %v; want %v", probs, want)
	}
}

// TestCheckerReportsWrongCitations proves each rule can fail, on two small
// modules written for the test.
func TestCheckerReportsWrongCitations(t *testing.T) {
	dir := t.TempDir()
	kube := filepath.Join(dir, "kubernetes")
	apiserver := filepath.Join(dir, "apiserver")
	write(t, kube, "cmd/kube-apiserver/app/server.go", "package app\n\nfunc CreateServerChain() {}\n\nfunc Run() {}\n")
	write(t, kube, "pkg/serviceaccount/jwt.go", "package serviceaccount\n\ntype jwtTokenGenerator struct{}\n")
	write(t, kube, "cmd/kubeadm/app/phases/certs/certs.go", "package certs\n")
	write(t, apiserver, "pkg/server/config.go", `package server

type Config struct{ Serializer int }

type completedConfig struct{ *Config }

func (c *Config) Complete() completedConfig { return completedConfig{c} }

func (c completedConfig) New() {}

func DefaultBuildHandlerChain() {}
`)
	write(t, apiserver, "pkg/server/filters/waitgroup.go", "package filters\n\nfunc WithWaitGroup() {}\n")
	write(t, apiserver, "pkg/server/config_test.go", "package server\n\nfunc TestOnly() {}\n")
	c := NewChecker(map[string]string{"k8s.io/kubernetes": kube, "k8s.io/apiserver": apiserver})
	src := strings.Join([]string{
		/* 1 */ "# Demo",
		/* 2 */ "Fine: `k8s.io/apiserver/pkg/server.(*Config).Complete`, `k8s.io/apiserver/pkg/server.completedConfig.New`,",
		/* 3 */ "`k8s.io/kubernetes/cmd/kube-apiserver/app.CreateServerChain`, `k8s.io/apiserver/pkg/server/config.go`,",
		/* 4 */ "`staging/src/k8s.io/apiserver/pkg/server/config.go`, `k8s.io/apiserver/pkg/server.Config.Serializer`, `k8s.io/kubernetes/...`,",
		/* 5 */ "kubernetes `pkg/serviceaccount` and kubeadm `phases/certs`; `k8s.io/apiserver/pkg/server/{config,filters/waitgroup}.go`.",
		/* 6 */ "Wrong: `k8s.io/apiserver/pkg/server.(*Config).Finish`, `k8s.io/apiserver/pkg/server.completedConfig.Complete`,",
		/* 7 */ "`k8s.io/apiserver/pkg/server.TestOnly`, `k8s.io/apiserver/pkg/server/gone.go`, `k8s.io/apiserver/pkg/nothing.X`,",
		/* 8 */ "`k8s.io/apiserver/pkg/server.(*Config).Serializer`, kubernetes `pkg/nosuch`.",
		/* 9 */ "Not checked: `k8s.io/klog/v2`, `apps/v1`, `pods/log`, `config.go` alone, `01-demo/x.go` `Y`, `go run ./x.go`.",
		/* 10 */ "",
		/* 11 */ "| ours | upstream |",
		/* 12 */ "|---|---|",
		/* 13 */ "| `02-demo/server.Config` | `k8s.io/apiserver/pkg/server/config.go` `Config`, `DefaultBuildHandlerChain` |",
		/* 14 */ "| `02-demo/server.New` | `config.go` `completedConfig.New` and `NewConfig` |",
		/* 15 */ "| `02-demo/filters.WithWaitGroup` (`waitgroup.go`) | `filters/waitgroup.go` `WithWaitGroup`, `filters/gone.go` |",
		/* 16 */ "| `02-demo/app.Run` | `cmd/kube-apiserver/app/server.go` `Run`, `cmd/gone/app` |",
		/* 17 */ "",
		/* 18 */ "```go",
		/* 19 */ "`k8s.io/apiserver/pkg/server.InAFence`",
		/* 20 */ "```",
	}, "\n")
	probs, n := c.Check("chapters/demo.md", src)
	var got []string
	for _, p := range probs {
		got = append(got, p.String())
	}
	want := []string{
		"chapters/demo.md:6: `k8s.io/apiserver/pkg/server.(*Config).Finish`: type Config in k8s.io/apiserver/pkg/server has no method or field Finish",
		"chapters/demo.md:6: `k8s.io/apiserver/pkg/server.completedConfig.Complete`: type completedConfig in k8s.io/apiserver/pkg/server has no method or field Complete",
		"chapters/demo.md:7: `k8s.io/apiserver/pkg/server.TestOnly`: package k8s.io/apiserver/pkg/server declares no TestOnly",
		"chapters/demo.md:7: `k8s.io/apiserver/pkg/server/gone.go`: no pkg/server/gone.go in k8s.io/apiserver",
		"chapters/demo.md:7: `k8s.io/apiserver/pkg/nothing.X`: no Go package k8s.io/apiserver/pkg/nothing",
		"chapters/demo.md:8: `k8s.io/apiserver/pkg/server.(*Config).Serializer`: Serializer is a field or interface method of Config, not a method of *Config",
		"chapters/demo.md:8: `pkg/nosuch`: in none of the modules k8s.io/apiserver, k8s.io/kubernetes",
		"chapters/demo.md:14: `NewConfig`: package k8s.io/apiserver/pkg/server declares no NewConfig, nor a method or field of that name",
		"chapters/demo.md:15: `filters/gone.go`: not found in k8s.io/apiserver/pkg/server/filters or a parent directory: no pkg/server/filters/filters/gone.go in k8s.io/apiserver",
		"chapters/demo.md:16: `cmd/gone/app`: in none of the modules k8s.io/apiserver, k8s.io/kubernetes",
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got problems\n\t%s\nwant\n\t%s", strings.Join(got, "\n\t"), strings.Join(want, "\n\t"))
	}
	if wantN := 29; n != wantN {
		t.Errorf("got %d citations checked; want %d", n, wantN)
	}
}

func TestSpans(t *testing.T) {
	got := spans("a `one` and ``two ` ticks`` and ```` ``` ```` and `unclosed")
	want := []span{{"one", 2, 7}, {"two ` ticks", 12, 27}, {"```", 32, 45}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %+v; want %+v", got, want)
	}
}

func TestExpandBraces(t *testing.T) {
	got := expandBraces("pkg/{a,b}/x/{c,d}.go")
	want := []string{"pkg/a/x/c.go", "pkg/a/x/d.go", "pkg/b/x/c.go", "pkg/b/x/d.go"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %v; want %v", got, want)
	}
}

// repoRoot is the repository root: this package is e2e/citations.
func repoRoot(t *testing.T) string {
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(root, "chapters")); err != nil {
		t.Fatalf("no chapters/ in %s: %v", root, err)
	}
	return root
}

// readDocuments returns the documents, by name relative to root.
func readDocuments(t *testing.T, root string) map[string]string {
	var files []string
	for _, pattern := range documents {
		m, err := filepath.Glob(filepath.Join(root, pattern))
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, m...)
	}
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		switch {
		case err != nil:
			return err
		case d.IsDir() && path != root && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata"):
			return filepath.SkipDir // .git, .data, .upstream; fixtures
		case !d.IsDir() && d.Name() == benchmarkFile:
			files = append(files, path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	docs := map[string]string{}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		rel, _ := filepath.Rel(root, f)
		docs[filepath.ToSlash(rel)] = string(src)
	}
	if len(docs) == 0 {
		t.Fatal("no documents found")
	}
	return docs
}

// downloadModules fetches k8s.io/kubernetes, reads its staging modules
// from its go.mod, and fetches those the documents name; it returns each
// module's directory.
func downloadModules(t *testing.T, docs map[string]string) map[string]string {
	start := time.Now()
	dirs := download(t, "k8s.io/kubernetes@"+kubernetesVersion)
	kube := dirs["k8s.io/kubernetes"]
	staging := stagingModules(t, kube)
	var want []string
	for _, m := range staging {
		if namedIn(docs, m) {
			want = append(want, m+"@"+stagingVersion)
		}
	}
	for m, d := range download(t, want...) {
		dirs[m] = d
	}
	t.Logf("modules ready in %s: %s", time.Since(start).Round(time.Millisecond), strings.Join(moduleNames(dirs), ", "))
	return dirs
}

// download runs go mod download -json and returns each module's directory.
func download(t *testing.T, modules ...string) map[string]string {
	t.Helper()
	out := map[string]string{}
	if len(modules) == 0 {
		return out
	}
	cmd := exec.Command("go", append([]string{"mod", "download", "-json"}, modules...)...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	stdout, err := cmd.Output()
	dec := json.NewDecoder(bytes.NewReader(stdout))
	for dec.More() {
		var m struct{ Path, Dir, Error string }
		if err := dec.Decode(&m); err != nil {
			t.Fatalf("go mod download: %v", err)
		}
		if m.Error != "" {
			t.Fatalf("go mod download %s: %s", m.Path, m.Error)
		}
		out[m.Path] = m.Dir
	}
	if err != nil {
		t.Fatalf("go mod download %s: %v\n%s", strings.Join(modules, " "), err, stderr.String())
	}
	return out
}

// stagingModules reads the replace directives of Kubernetes' go.mod that
// point into ./staging/src: the modules published from its tree.
func stagingModules(t *testing.T, kube string) []string {
	f, err := os.Open(filepath.Join(kube, "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	re := regexp.MustCompile(`^\s*(?:replace\s+)?(k8s\.io/[\w.-]+)\s+=>\s+\./staging/src/`)
	var out []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if m := re.FindStringSubmatch(sc.Text()); m != nil {
			out = append(out, m[1])
		}
	}
	if len(out) < 20 {
		t.Fatalf("found %d staging modules in %s/go.mod; want about 30", len(out), kube)
	}
	return out
}

// namedIn reports whether a document names module m, in a citation or in
// the text before one.
func namedIn(docs map[string]string, m string) bool {
	short := strings.TrimPrefix(m, "k8s.io/")
	re := regexp.MustCompile(`(^|[^\w./-])(` + regexp.QuoteMeta(m) + `|staging/src/` + regexp.QuoteMeta(m) + `)([^\w-]|$)` +
		map[bool]string{true: `|(^|[\s(;,])client-go\b`}[short == "client-go"])
	for _, src := range docs {
		if re.MatchString(src) {
			return true
		}
	}
	return false
}

func sortedKeys(m map[string]string) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
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
