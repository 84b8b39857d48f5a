package generators

import (
	"bytes"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/code-generator/gengo"
)

// generateLine is what every API package's doc.go carries.
const generateLine = "//go:generate go run github.com/kube-rebuilt/apiserver/01-scheme/code-generator/cmd/codegen ."

// TestGeneratedFilesAreFresh regenerates, in memory, every package that
// go generate would, and compares with the files on disk.
func TestGeneratedFilesAreFresh(t *testing.T) {
	root := moduleRoot(t)
	dirs := generateDirs(t, root)
	if len(dirs) < 10 {
		t.Fatalf("got %d packages with %q; want every API package", len(dirs), generateLine)
	}
	patterns := make([]string, len(dirs))
	for i, d := range dirs {
		patterns[i] = "./" + filepath.ToSlash(d)
	}
	want, err := Run(root, All, patterns...)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range dirs {
		matches, _ := filepath.Glob(filepath.Join(root, d, gengo.GeneratedPrefix+"*.go"))
		for _, m := range matches {
			if _, ok := want[m]; !ok {
				want[m] = nil
			}
		}
	}
	var stale []string
	for path, content := range want {
		got, err := os.ReadFile(path)
		if (content == nil) != os.IsNotExist(err) || !bytes.Equal(got, content) {
			rel, _ := filepath.Rel(root, path)
			stale = append(stale, rel)
		}
	}
	sort.Strings(stale)
	if len(stale) > 0 {
		t.Errorf("zz_generated files are stale; run: go generate ./...\nstale: %s", strings.Join(stale, ", "))
	}
}

func moduleRoot(t *testing.T) string {
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("no go.mod above the test's directory")
		}
		dir = parent
	}
}

// generateDirs lists, relative to root, the directories whose doc.go runs
// codegen. The e2e module is a module of its own and is skipped.
func generateDirs(t *testing.T, root string) []string {
	var dirs []string
	err := filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (strings.HasPrefix(d.Name(), ".") || d.Name() == "e2e" || d.Name() == "testdata") {
			return filepath.SkipDir
		}
		if d.Name() != "doc.go" {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		if bytes.Contains(src, []byte(generateLine)) {
			rel, _ := filepath.Rel(root, filepath.Dir(path))
			dirs = append(dirs, rel)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return dirs
}
