package framework

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// ConformanceModuleDir is the module, beside this one, that pins
// upstream's end-to-end suite: k8s.io/kubernetes at the version its
// go.mod requires, with every staging module (k8s.io/api,
// k8s.io/apiserver, ...) replaced by its published v0.<minor>.<patch>, as
// k8s.io/kubernetes's own go.mod points them at ./staging, which a
// dependency cannot.
const ConformanceModuleDir = "conformance"

// conformancePackage is upstream's suite: its test binary is e2e.test.
const conformancePackage = "k8s.io/kubernetes/test/e2e"

// ConformanceBinary returns the path of e2e.test,
// e2e/.bin/e2e.test-<version>, building it first if it is missing (many
// minutes cold: the suite imports most of Kubernetes), with progress in
// tb's log. Like the kubectls it is built once per checkout and version;
// delete the file to rebuild.
func ConformanceBinary(tb testing.TB) string {
	tb.Helper()
	path, err := buildConformance(tbWriter{tb})
	if err != nil {
		tb.Fatal(err)
	}
	return path
}

func buildConformance(log io.Writer) (string, error) {
	return buildUpstream(log, "e2e.test", "test", "-c", conformancePackage)
}

// UpstreamComponent returns the path of one of upstream's control-plane
// commands, kube-controller-manager or kube-scheduler, at the
// k8s.io/kubernetes version the conformance module pins:
// e2e/.bin/<name>-<version>, built first if it is missing (a minute or two
// warm, many minutes cold), with progress in tb's log.
func UpstreamComponent(tb testing.TB, name string) string {
	tb.Helper()
	path, err := buildUpstream(tbWriter{tb}, name, "build", "k8s.io/kubernetes/cmd/"+name)
	if err != nil {
		tb.Fatal(err)
	}
	return path
}

// buildUpstream builds e2e/.bin/<name>-<version> with go <verb> -o ...
// <args> in the conformance module, once: later calls find the file.
func buildUpstream(log io.Writer, name, verb string, args ...string) (string, error) {
	if err := loadDirs(); err != nil {
		return "", err
	}
	dir := filepath.Join(dirs.e2e, ConformanceModuleDir)
	version, err := requiredVersion(filepath.Join(dir, "go.mod"), "k8s.io/kubernetes")
	if err != nil {
		return "", err
	}
	name += "-" + version
	out := filepath.Join(dirs.e2e, ".bin", name)
	if _, err := os.Stat(out); err == nil {
		return out, nil
	}
	err = withBuildLock(name, func(string) error {
		if _, err := os.Stat(out); err == nil {
			return nil
		}
		fmt.Fprintf(log, "building upstream's %s into %s (once; it takes minutes)\n", name, out)
		start := time.Now()
		tmp := fmt.Sprintf("%s.tmp%d", out, os.Getpid())
		ctx, cancel := context.WithTimeout(context.Background(), 60*time.Minute)
		defer cancel()
		goArgs := append([]string{verb, "-o", tmp, "-ldflags", conformanceLdflags(version)}, args...)
		if output, err := goCommand(ctx, dir, goArgs...).CombinedOutput(); err != nil {
			os.Remove(tmp)
			return fmt.Errorf("go %s (in %s): %w\n%s", strings.Join(goArgs, " "), dir, err, output)
		}
		fmt.Fprintf(log, "built %s in %v\n", name, time.Since(start).Round(time.Second))
		return os.Rename(tmp, out)
	})
	return out, err
}

// conformanceLdflags stamps the version the upstream binaries log and leaves out the
// symbol tables.
func conformanceLdflags(version string) string {
	const pkg = "k8s.io/component-base/version"
	return "-s -w -X " + pkg + ".gitVersion=" + version + " -X " + pkg + ".gitTreeState=clean"
}
