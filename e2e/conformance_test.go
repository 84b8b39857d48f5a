package e2e

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/kube-rebuilt/apiserver/e2e/framework"
)

// conformanceEnv picks the list TestConformance runs: unset, the fast
// list in the README's test command; "all", every node-free test;
// "controller-manager", those and the tests that need
// kube-controller-manager, with upstream's attached; "off", none (and no
// build of e2e.test); a path ending in .txt, that list alone (one test,
// say, while fixing it), with the controller manager attached when
// E2E_CONFORMANCE_CONTROLPLANE=1.
const conformanceEnv = "E2E_CONFORMANCE"

// conformanceLists are the lists of testdata/conformance, by the value of
// conformanceEnv.
var conformanceLists = map[string][]string{
	"":                   {"testdata/conformance/fast.txt"},
	"all":                {"testdata/conformance/node-free.txt"},
	"controller-manager": {"testdata/conformance/node-free.txt", "testdata/conformance/controller-manager.txt"},
}

// conformanceServerEnv picks the server TestConformance runs the list
// against: unset (or "ours"), the newest stage; "upstream", upstream's
// kube-apiserver (framework.StartUpstreamAPIServer: built in the
// conformance module, or $E2E_UPSTREAM_APISERVER), with its
// kube-controller-manager and kube-scheduler attached the same way when
// conformanceEnv asks for them. The same lists, side by side: what
// upstream passes, the newest stage must pass.
const conformanceServerEnv = "E2E_CONFORMANCE_SERVER"

// withControlPlane is the value of conformanceEnv that attaches upstream's
// kube-controller-manager and kube-scheduler (attachControlPlane, a
// registered node and a kubelet stand-in, as TestRealControlPlane) and
// adds the tests that need them.
const withControlPlane = "controller-manager"

// TestConformance runs upstream's own [Conformance] tests (e2e.test of
// k8s.io/kubernetes, built from the module proxy by
// framework.ConformanceBinary) against the newest stage: the tests of a
// list kept in testdata/conformance, whose header says how it was chosen.
// Each test is a subtest, so the summary counts them:
//
//	go test -run TestConformance -v .                 # the fast list
//	E2E_CONFORMANCE=all go test -run TestConformance -timeout 60m -v .
//	E2E_CONFORMANCE_SERVER=upstream E2E_CONFORMANCE=all go test -run TestConformance -timeout 60m -v .
//
// Against upstream the "# issue N" marks do not apply (they say what the
// newest stage fails): every test is expected to pass, and one that fails
// is a failure. Upstream alone has no controllers at all: the tests that
// need kube-controller-manager's fail there (the header of node-free.txt
// names them); the suite's wait for each namespace's default
// ServiceAccount is turned off then (--e2e-verify-service-account=false),
// or every test would fail in its setup.
func TestConformance(t *testing.T) {
	which := os.Getenv(conformanceEnv)
	if which == "off" {
		t.Skipf("%s=off", conformanceEnv)
	}
	listFiles, ok := conformanceLists[which]
	if !ok && strings.HasSuffix(which, ".txt") {
		listFiles, ok = []string{which}, true // a list of one's own, to run a test alone
	}
	if !ok {
		t.Fatalf("%s=%q: want unset, all, controller-manager, off or a list's path (*.txt)", conformanceEnv, which)
	}
	controlPlane := which == withControlPlane || os.Getenv(conformanceEnv+"_CONTROLPLANE") == "1"
	upstream := false
	switch server := os.Getenv(conformanceServerEnv); server {
	case "", "ours":
	case "upstream":
		upstream = true
	default:
		t.Fatalf("%s=%q: want unset, ours or upstream", conformanceServerEnv, server)
	}
	var entries []conformanceEntry
	for _, f := range listFiles {
		entries = append(entries, readConformanceList(t, f)...)
	}
	listFile := strings.Join(listFiles, " or ")
	names := make([]string, len(entries))
	known := map[string]string{}
	for i, e := range entries {
		names[i] = e.name
		if e.knownFailure != "" && !upstream {
			known[e.name] = e.knownFailure
		}
	}
	bin := framework.ConformanceBinary(t)
	var srv *framework.Server
	track := newestStage + ": upstream conformance tests"
	if upstream {
		track = framework.UpstreamStageName + ": upstream conformance tests"
		if controlPlane {
			track += " with kube-controller-manager"
		}
		// The stage that lends upstream its etcd and PKI runs no
		// controllers of its own: they would only use CPU.
		srv = framework.StartUpstreamAPIServer(t, framework.Options{
			Args: []string{"--controllers=" + strings.Join(inProcessControllersOff, ",")}})
	} else {
		opts := framework.Options{}
		if controlPlane {
			opts.Args = controlPlaneServerArgs()
			track += " with kube-controller-manager"
		}
		srv = framework.StartServer(t, newestStage, opts)
	}
	if controlPlane {
		attachControlPlane(t, srv)
	}
	report := filepath.Join(t.TempDir(), "report.json")
	args := conformanceArgs(srv.Kubeconfig(t), report, names)
	if upstream && !controlPlane {
		args = append(args, "--e2e-verify-service-account=false") // no controller makes it
	}
	start := time.Now()
	cmd := exec.Command(bin, args...)
	out, err := cmd.CombinedOutput()
	specs, rerr := readGinkgoReport(report)
	if rerr != nil {
		t.Fatalf("e2e.test wrote no report (%v): %v\n%s", err, rerr, out)
	}
	listed := map[string]bool{}
	for _, n := range names {
		listed[n] = true
	}
	ran := map[string]bool{}
	var passed, failed, skipped int
	for _, s := range specs {
		if !listed[s.name] {
			continue // the report names every spec; the rest were not focused
		}
		ran[s.name] = true
		switch s.State {
		case "passed":
			passed++
		case "skipped", "pending":
			skipped++
		default:
			failed++
		}
		t.Run(s.name, func(t *testing.T) {
			framework.Track(t, track)
			why, isKnown := known[s.name]
			switch {
			case s.State == "skipped" || s.State == "pending":
				t.Skip(s.Failure.Message)
			case s.State == "passed" && isKnown:
				t.Errorf("passes now, though %s marks it to fail until %s: remove the mark", listFile, why)
			case s.State == "passed":
				t.Logf("passed in %v", time.Duration(s.RunTime).Round(time.Millisecond)) // what fast.txt is chosen by
			case isKnown:
				t.Skipf("fails until %s (%s: %s)", why, s.State, firstLine(s.Failure.Message))
			default:
				t.Errorf("%s after %v: %s\n%s", s.State, time.Duration(s.RunTime).Round(time.Millisecond),
					s.Failure.Message, s.Failure.Location.FileName)
			}
		})
	}
	for _, n := range names {
		if !ran[n] {
			t.Errorf("the list names %q, which e2e.test did not run: renamed upstream?", n)
		}
	}
	t.Logf("%s: e2e.test ran %d of %s: %d passed, %d failed, %d skipped, in %v",
		track, len(ran), listFile, passed, failed, skipped, time.Since(start).Round(time.Second))
	if t.Failed() {
		t.Logf("e2e.test output:\n%s", out)
	}
}

// conformanceArgs runs the named tests against the server of kubeconfig
// (ginkgo matches the focus against a text that frames the spec's name:
// hence no anchors; TestConformance checks what ran), with no nodes: --allowed-not-ready-nodes=-1 waits for none,
// and --num-nodes keeps the suite from counting schedulable nodes (it
// fails on zero).
func conformanceArgs(kubeconfig, report string, names []string) []string {
	quoted := make([]string, len(names))
	for i, n := range names {
		quoted[i] = regexp.QuoteMeta(n)
	}
	return []string{
		"--kubeconfig=" + kubeconfig,
		"--provider=skeleton",
		"--allowed-not-ready-nodes=-1",
		"--num-nodes=1",
		"--ginkgo.focus=" + strings.Join(quoted, "|"),
		"--ginkgo.json-report=" + report,
		"--ginkgo.no-color",
		"--ginkgo.timeout=40m",
	}
}

// conformanceEntry is a line of a list: a test's name and, when the
// newest stage is known to fail it, the open issue that will fix that.
type conformanceEntry struct {
	name, knownFailure string
}

// readConformanceList reads one test name a line, skipping blank lines
// and # comments; "name  # issue N: why" marks a known failure.
func readConformanceList(t *testing.T, path string) []conformanceEntry {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var entries []conformanceEntry
	for _, line := range strings.Split(string(data), "\n") {
		if line = strings.TrimSpace(line); line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		name, why, _ := strings.Cut(line, "  # ")
		entries = append(entries, conformanceEntry{name: strings.TrimSpace(name), knownFailure: why})
	}
	return entries
}

// ginkgoSpec is what TestConformance reads of a spec in ginkgo's JSON
// report (github.com/onsi/ginkgo/v2/types.SpecReport).
type ginkgoSpec struct {
	ContainerHierarchyTexts []string
	LeafNodeText            string
	LeafNodeType            string
	State                   string
	RunTime                 int64
	Failure                 struct {
		Message  string
		Location struct{ FileName string }
	}
	name string
}

// readGinkgoReport returns the It specs of the report that ran (or were
// skipped inside), named as the list names them: the container texts and
// the leaf text joined by spaces.
func readGinkgoReport(path string) ([]ginkgoSpec, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var reports []struct{ SpecReports []ginkgoSpec }
	if err := json.Unmarshal(data, &reports); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	var specs []ginkgoSpec
	for _, r := range reports {
		for _, s := range r.SpecReports {
			if s.LeafNodeType != "It" {
				continue
			}
			s.name = strings.Join(append(append([]string(nil), s.ContainerHierarchyTexts...), s.LeafNodeText), " ")
			specs = append(specs, s)
		}
	}
	return specs, nil
}

// firstLine is the first line of s.
func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}
