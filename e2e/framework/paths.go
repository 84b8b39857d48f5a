package framework

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// The module paths the harness looks for when it finds its way around the
// repository.
const (
	// MainModule is the module of the stages under test.
	MainModule = "github.com/kube-rebuilt/apiserver"
	// E2EModule is this module.
	E2EModule = MainModule + "/e2e"
)

var dirs struct {
	once          sync.Once
	e2e, repoRoot string
	err           error
}

// findDirs walks up from the working directory (go test runs a test in
// its package's directory) to the directory whose go.mod declares
// E2EModule; the repository root is its parent, and its go.mod must declare
// MainModule.
func findDirs() (e2e, root string, err error) {
	wd, err := os.Getwd()
	if err != nil {
		return "", "", err
	}
	for dir := wd; ; dir = filepath.Dir(dir) {
		if modulePath(filepath.Join(dir, "go.mod")) == E2EModule {
			root := filepath.Dir(dir)
			if got := modulePath(filepath.Join(root, "go.mod")); got != MainModule {
				return "", "", fmt.Errorf("%s/go.mod declares module %q; want %q (the e2e module must sit in the main module's root)", root, got, MainModule)
			}
			return dir, root, nil
		}
		if dir == filepath.Dir(dir) {
			return "", "", fmt.Errorf("no go.mod declaring %s above %s", E2EModule, wd)
		}
	}
}

// modulePath returns the module path declared by the go.mod file at path,
// or "" if there is none.
func modulePath(path string) string {
	f, err := os.Open(path)
	if err != nil {
		return ""
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if rest, ok := strings.CutPrefix(strings.TrimSpace(sc.Text()), "module "); ok {
			return strings.Trim(strings.TrimSpace(rest), `"`)
		}
	}
	return ""
}

// loadDirs finds the directories once per process.
func loadDirs() error {
	dirs.once.Do(func() { dirs.e2e, dirs.repoRoot, dirs.err = findDirs() })
	if dirs.err != nil {
		return fmt.Errorf("finding the e2e module: %w", dirs.err)
	}
	return nil
}

func mustLoadDirs(tb testing.TB) {
	tb.Helper()
	if err := loadDirs(); err != nil {
		tb.Fatal(err)
	}
}

// E2EDir returns the directory of the e2e module.
func E2EDir(tb testing.TB) string {
	tb.Helper()
	mustLoadDirs(tb)
	return dirs.e2e
}

// RepoRoot returns the root of the main module, the parent of E2EDir.
func RepoRoot(tb testing.TB) string {
	tb.Helper()
	mustLoadDirs(tb)
	return dirs.repoRoot
}

// BinDir returns e2e/.bin, where the harness keeps the binaries it builds
// (git-ignored).
func BinDir(tb testing.TB) string {
	tb.Helper()
	return filepath.Join(E2EDir(tb), ".bin")
}
