package framework

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rogpeppe/go-internal/lockedfile"
)

// goCommand returns the go command of the running toolchain (go test puts
// $GOROOT/bin first on a test's PATH) to run in dir. GOWORK=off keeps each
// module on its own go.mod: the e2e module is never joined to the main one.
func goCommand(ctx context.Context, dir string, args ...string) *exec.Cmd {
	cmd := exec.CommandContext(ctx, "go", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOWORK=off")
	return cmd
}

// withBuildLock runs f holding e2e/.bin/<name>.lock, a file lock shared
// by every test process: go test runs each package in its own process, and
// two of them must not build the same binary at once (on 2 cores the
// second build would only slow the first down). Different binaries build
// in parallel; the go build cache is safe for that.
func withBuildLock(name string, f func(out string) error) error {
	if err := loadDirs(); err != nil {
		return err
	}
	bin := filepath.Join(dirs.e2e, ".bin")
	if err := os.MkdirAll(bin, 0o755); err != nil {
		return err
	}
	out := filepath.Join(bin, name)
	unlock, err := lockedfile.MutexAt(out + ".lock").Lock()
	if err != nil {
		return fmt.Errorf("locking %s: %w", out, err)
	}
	defer unlock()
	return f(out)
}

// goBuild runs go build -o out pkg in dir, writing to a temporary file
// first and renaming it over out, so a process still running the old
// binary is never disturbed.
func goBuild(dir, out, pkg string, flags ...string) error {
	tmp := fmt.Sprintf("%s.tmp%d", out, os.Getpid())
	args := append([]string{"build", "-o", tmp}, flags...)
	args = append(args, pkg)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Minute)
	defer cancel()
	if output, err := goCommand(ctx, dir, args...).CombinedOutput(); err != nil {
		os.Remove(tmp)
		return fmt.Errorf("go %s (in %s): %w\n%s", strings.Join(args, " "), dir, err, output)
	}
	return os.Rename(tmp, out)
}

var mainBuilds sync.Map // binary name -> *stageBuild

type stageBuild struct {
	once sync.Once
	path string
	err  error
}

// BuildStage builds the named stage of the main module into
// e2e/.bin/<stage> and returns the binary's path. It builds once per test
// process, so every test of a run exercises the stage's current source; the
// go build cache makes it cheap after the first time.
func BuildStage(tb testing.TB, stage string) string {
	tb.Helper()
	path, err := buildMain(tb, stage, stage)
	if err != nil {
		tb.Fatalf("building stage %s: %v", stage, err)
	}
	return path
}

// BuildHelper builds the helper program name that stage declares
// (Stage.Helpers) into e2e/.bin/<name> and returns the binary's path,
// once per test process as BuildStage does; a helper pinned to an
// upstream version (Helper.Pinned) once per checkout, as a kubectl.
func BuildHelper(tb testing.TB, stage, name string) string {
	tb.Helper()
	h, ok := LookupStage(tb, stage).Helpers[name]
	if !ok {
		tb.Fatalf("stage %s declares no helper %q (Stage.Helpers)", stage, name)
	}
	var path string
	var err error
	switch {
	case h.Pinned != "":
		path, err = h.buildPinned(tbWriter{tb}, name)
	case h.Module != "":
		if err = loadDirs(); err == nil {
			path, err = buildOnce(name, filepath.Join(dirs.e2e, h.Module), h.Package)
		}
	default:
		path, err = buildMain(tb, name, h.Package)
	}
	if err != nil {
		tb.Fatalf("building helper %s of stage %s: %v", name, stage, err)
	}
	return path
}

// buildMain builds the package pkg (a directory of the main module) into
// e2e/.bin/<name>, once per test process and name, under the build lock.
func buildMain(tb testing.TB, name, pkg string) (string, error) {
	tb.Helper()
	root := RepoRoot(tb)
	if fi, err := os.Stat(filepath.Join(root, pkg)); err != nil || !fi.IsDir() {
		return "", fmt.Errorf("no directory %s in the main module", pkg)
	}
	return buildOnce(name, root, "./"+pkg)
}

// buildOnce builds pkg in the module at dir into e2e/.bin/<name>, once
// per test process and name, under the build lock.
func buildOnce(name, dir, pkg string) (string, error) {
	b, _ := mainBuilds.LoadOrStore(name, &stageBuild{})
	mb := b.(*stageBuild)
	mb.once.Do(func() {
		mb.err = withBuildLock(name, func(out string) error {
			mb.path = out
			// -trimpath: no directory in the compiled packages, so a
			// fresh clone elsewhere reuses the build cache.
			return goBuild(dir, out, pkg, "-trimpath")
		})
	})
	return mb.path, mb.err
}

// buildPinned builds a helper pinned to an upstream version into
// e2e/.bin/<name>-<version> unless it is there already, as
// (Kubectl).build does.
func (h Helper) buildPinned(log io.Writer, name string) (string, error) {
	if err := loadDirs(); err != nil {
		return "", err
	}
	dir := filepath.Join(dirs.e2e, h.Module)
	version, err := requiredVersion(filepath.Join(dir, "go.mod"), h.Pinned)
	if err != nil {
		return "", err
	}
	return buildIfMissing(log, name+"-"+version, func(out string) error {
		return goBuild(dir, out, h.Package, "-ldflags", "-s -w")
	})
}

// buildIfMissing runs build(out) for e2e/.bin/<name> under the build
// lock, unless the file is there: a binary of a pinned upstream version
// never changes, so it is built once per checkout (delete it to rebuild).
func buildIfMissing(log io.Writer, name string, build func(out string) error) (string, error) {
	if err := loadDirs(); err != nil {
		return "", err
	}
	out := filepath.Join(dirs.e2e, ".bin", name)
	if _, err := os.Stat(out); err == nil {
		return out, nil
	}
	err := withBuildLock(name, func(string) error {
		if _, err := os.Stat(out); err == nil {
			return nil // another test process built it while we waited
		}
		fmt.Fprintf(log, "building %s into %s (once; it takes a few minutes)\n", name, out)
		start := time.Now()
		if err := build(out); err != nil {
			return fmt.Errorf("building %s: %w", name, err)
		}
		fmt.Fprintf(log, "built %s in %v\n", name, time.Since(start).Round(time.Second))
		return nil
	})
	return out, err
}

// BuildPinnedHelpers builds every helper pinned to an upstream version
// (Helper.Pinned) that is not built yet, reporting progress to log.
// TestMain calls it before m.Run, as BuildKubectls.
func BuildPinnedHelpers(log io.Writer) error {
	for _, st := range Stages {
		for name, h := range st.Helpers {
			if h.Pinned == "" {
				continue
			}
			if _, err := h.buildPinned(log, name); err != nil {
				return err
			}
		}
	}
	return nil
}

// Kubectl is one kubectl binary the suite builds and runs its scenarios
// with. Each lives in its own Go module because a module holds one version
// of k8s.io/kubectl.
type Kubectl struct {
	// Version is kubectl's version, v1.<minor>.<patch>, derived from the
	// version of k8s.io/kubectl (v0.<minor>.<patch>) its module requires.
	Version string
	// ModuleDir is the module's directory, relative to the e2e directory.
	ModuleDir string
	// Package is the main package, relative to ModuleDir.
	Package string
}

// kubectlModules lists the modules that build a kubectl: the e2e module
// itself (the version our chapters pin) and e2e/kubectl132 (the oldest
// kubectl issue 4 promises to work with, whose discovery Accept header and
// list-then-watch waiting differ).
var kubectlModules = []Kubectl{
	{ModuleDir: ".", Package: "./cmd/kubectl"},
	{ModuleDir: "kubectl132", Package: "."},
}

// Kubectls returns the kubectls to run scenarios with, newest first. The
// environment variable E2E_KUBECTL, a comma-separated list of versions or
// minors ("v1.37.2", "1.32"), keeps only those.
func Kubectls(tb testing.TB) []Kubectl {
	tb.Helper()
	ks, err := listKubectls()
	if err != nil {
		tb.Fatal(err)
	}
	return ks
}

func listKubectls() ([]Kubectl, error) {
	if err := loadDirs(); err != nil {
		return nil, err
	}
	var ks []Kubectl
	for _, k := range kubectlModules {
		gomod := filepath.Join(dirs.e2e, k.ModuleDir, "go.mod")
		v, err := requiredVersion(gomod, "k8s.io/kubectl")
		if err != nil {
			return nil, fmt.Errorf("kubectl version: %w", err)
		}
		if k.Version, err = kubectlVersion(v); err != nil {
			return nil, fmt.Errorf("%s: %w", gomod, err)
		}
		if selected(k, os.Getenv("E2E_KUBECTL")) {
			ks = append(ks, k)
		}
	}
	if len(ks) == 0 {
		return nil, fmt.Errorf("E2E_KUBECTL=%q selects no kubectl", os.Getenv("E2E_KUBECTL"))
	}
	return ks, nil
}

// BuildKubectls builds every kubectl Kubectls returns that is not built
// yet, reporting progress to log. TestMain calls it before m.Run: a cold
// build takes minutes, and go test's -timeout (10 minutes by default)
// starts only with m.Run.
func BuildKubectls(log io.Writer) error {
	ks, err := listKubectls()
	if err != nil {
		return err
	}
	for _, k := range ks {
		if _, err := k.build(log); err != nil {
			return err
		}
	}
	return nil
}

// selected reports whether k is in filter, a comma-separated list of
// versions or minors; an empty filter selects every kubectl.
func selected(k Kubectl, filter string) bool {
	if filter == "" {
		return true
	}
	for _, f := range strings.Split(filter, ",") {
		f = "v" + strings.TrimPrefix(strings.TrimSpace(f), "v")
		if f == k.Version || f == "v"+k.Minor() {
			return true
		}
	}
	return false
}

// Minor returns "1.37" for kubectl v1.37.2.
func (k Kubectl) Minor() string {
	parts := strings.SplitN(strings.TrimPrefix(k.Version, "v"), ".", 3)
	if len(parts) < 2 {
		return k.Version
	}
	return parts[0] + "." + parts[1]
}

// kubectlVersion maps a version of the k8s.io/kubectl library (v0.37.2) to
// the kubectl release it is part of (v1.37.2).
func kubectlVersion(libVersion string) (string, error) {
	rest, ok := strings.CutPrefix(libVersion, "v0.")
	if !ok || strings.Count(rest, ".") != 1 {
		return "", fmt.Errorf("k8s.io/kubectl %s: want a version v0.<minor>.<patch>", libVersion)
	}
	return "v1." + rest, nil
}

// requiredVersion returns the version of module that the go.mod file at
// path requires.
func requiredVersion(path, module string) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) > 0 && fields[0] == "require" {
			fields = fields[1:]
		}
		if len(fields) >= 2 && fields[0] == module {
			return fields[1], nil
		}
	}
	if err := sc.Err(); err != nil {
		return "", err
	}
	return "", fmt.Errorf("%s does not require %s", path, module)
}

// Path returns the path of the kubectl binary, e2e/.bin/kubectl-<version>,
// building it first if it is missing. The build takes minutes (kubectl is
// a large program), so it happens once per checkout and version; delete
// the file to rebuild it. The ldflags set what `kubectl version` prints.
func (k Kubectl) Path(tb testing.TB) string {
	tb.Helper()
	path, err := k.build(tbWriter{tb})
	if err != nil {
		tb.Fatal(err)
	}
	return path
}

func (k Kubectl) build(log io.Writer) (string, error) {
	if err := loadDirs(); err != nil {
		return "", err
	}
	return buildIfMissing(log, "kubectl-"+k.Version, func(out string) error {
		return goBuild(filepath.Join(dirs.e2e, k.ModuleDir), out, k.Package, "-ldflags", k.ldflags())
	})
}

// tbWriter writes to a test's log.
type tbWriter struct{ tb testing.TB }

func (w tbWriter) Write(p []byte) (int, error) {
	w.tb.Log(strings.TrimSuffix(string(p), "\n"))
	return len(p), nil
}

// ldflags sets the variables of k8s.io/component-base/version that
// kubectl's version command prints, as the Kubernetes release build does
// (hack/lib/version.sh); -s -w leave out the symbol tables, which only a
// debugger would read.
func (k Kubectl) ldflags() string {
	const pkg = "k8s.io/component-base/version"
	major, minor, _ := strings.Cut(k.Minor(), ".")
	return strings.Join([]string{
		"-s", "-w",
		"-X", pkg + ".gitVersion=" + k.Version,
		"-X", pkg + ".gitMajor=" + major,
		"-X", pkg + ".gitMinor=" + minor,
		"-X", pkg + ".gitTreeState=clean",
	}, " ")
}
