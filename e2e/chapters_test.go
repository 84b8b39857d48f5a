package e2e

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/kube-rebuilt/apiserver/e2e/framework"
)

// chapterTranscripts are the kubectl sessions chapters print: the script
// that produced each, and where its output stands in the chapter (the
// first fenced block after the heading).
var chapterTranscripts = []struct {
	stage, script, chapter, heading string
	// args are flags for the server beyond the stage's own.
	args []string
}{
	{"02-generic-server", "02-generic-server/app/testdata/kubectl-demo/run.sh",
		"chapters/02-generic-server.md", "## Run it, with kubectl", nil},
	{"03-master", "03-master/app/testdata/kubectl-demo/run.sh",
		"chapters/03-master.md", "## Run it, with kubectl", nil},
	// Part 2's walkthrough of one new group, coordination.k8s.io.
	{"03-master", "03-master/app/testdata/kubectl-demo/leases.sh",
		"chapters/03-master.md", "### Leases, with kubectl", nil},
	{"04-extensions", "04-extensions/app/testdata/kubectl-demo/run.sh",
		"chapters/04-extensions.md", "## Run it, with kubectl", nil},
	// The section on CEL validation rules, on a server of its own.
	{"04-extensions", "04-extensions/app/testdata/kubectl-demo/cel.sh",
		"chapters/04-extensions.md", "### CEL rules, with kubectl", nil},
	// Stage 05's session starts the sample API server itself (a helper of
	// the stage: SAMPLE_APISERVER, on SAMPLE_PORT).
	{"05-aggregator", "05-aggregator/app/testdata/kubectl-demo/run.sh",
		"chapters/05-aggregator.md", "## Run it, with kubectl", nil},
	// Stage 06's session reads the audit log (AUDIT_LOG, where the stage's
	// servers write it) and shows a 429, so the server takes one mutating
	// request at a time.
	{"06-filters", "06-filters/app/testdata/kubectl-demo/run.sh",
		"chapters/06-filters.md", "## Run it, with kubectl", []string{"--enable-priority-and-fairness=false", "--max-mutating-requests-inflight=1"}},
	// Stage 07's session runs as the admin kubeconfig the stage wrote, and
	// uses curl with the stage's CA (CA_FILE) for what kubectl cannot show.
	{"07-authn-authz", "07-authn-authz/app/testdata/kubectl-demo/run.sh",
		"chapters/07-authn-authz.md", "## Run it, with kubectl", nil},
	// Part 2's session: admission's plugins, controllers and a webhook
	// that cannot be reached, on a server of its own.
	{"07-authn-authz", "07-authn-authz/app/testdata/kubectl-demo/admission.sh",
		"chapters/07-authn-authz.md", "### Admission, with kubectl", nil},
	// The admission-policy kinds: validation at write time, type checking
	// after it, on a server of its own.
	{"07-authn-authz", "07-authn-authz/app/testdata/kubectl-demo/policies.sh",
		"chapters/07-authn-authz.md", "### The policy kinds", nil},
	// Admission policies: a ValidatingAdmissionPolicy with a param and
	// three actions; the audit step reads AUDIT_LOG.
	{"07-authn-authz", "07-authn-authz/app/testdata/kubectl-demo/validating-policies.sh",
		"chapters/07-authn-authz.md", "### Admission policies, with kubectl", nil},
	// Mutating admission policies: a JSON patch and an apply configuration.
	{"07-authn-authz", "07-authn-authz/app/testdata/kubectl-demo/mutating-policies.sh",
		"chapters/07-authn-authz.md", "### Mutating admission policies", nil},
}

// TestChapterTranscripts runs each chapter's kubectl session against a
// real process of its stage, with the kubectl the chapters pin, and
// compares the output with the chapter, after masking what changes from run
// to run (ages, timestamps, uids) and the column padding that follows
// from them. A chapter whose transcript no longer matches the code fails
// here, with both versions printed.
func TestChapterTranscripts(t *testing.T) {
	root := framework.RepoRoot(t)
	for _, tc := range chapterTranscripts {
		t.Run(tc.stage, func(t *testing.T) {
			framework.Track(t, tc.stage+": chapter transcripts")
			want := chapterBlock(t, filepath.Join(root, tc.chapter), tc.heading)
			srv := framework.StartServer(t, tc.stage, framework.Options{Args: tc.args})
			cmd := exec.Command("bash", filepath.Join(root, tc.script))
			cmd.Env = append(os.Environ(), "KUBECTL="+pinnedKubectl(t), "SERVER="+srv.URL,
				"AUDIT_LOG="+filepath.Join(srv.DataDir, "audit.log"))
			cmd.Env = append(cmd.Env, helperEnv(t, srv.Stage)...)
			if srv.Stage.Secure {
				pki := framework.PKIDir(srv.DataDir)
				cmd.Env = append(cmd.Env, "KUBECONFIG="+filepath.Join(pki, "admin.conf"), "CA_FILE="+filepath.Join(pki, "ca.crt"))
			}
			out, err := cmd.CombinedOutput()
			if err != nil {
				t.Fatalf("%s: %v\n%s", tc.script, err, out)
			}
			if got, want := maskVolatile(string(out)), maskVolatile(want); got != want {
				t.Errorf("%s no longer prints what %s shows (after masking ages, times and uids):\n--- got\n%s\n--- want\n%s",
					tc.script, tc.chapter, got, want)
			}
		})
	}
}

// helperEnv hands a script the stage's helper programs (Stage.Helpers):
// for each, <NAME>=<binary> (sample-apiserver: SAMPLE_APISERVER) and its
// PortEnv (SAMPLE_PORT) set to a free port.
func helperEnv(t *testing.T, st framework.Stage) []string {
	var env []string
	for name, h := range st.Helpers {
		v := strings.ToUpper(strings.ReplaceAll(name, "-", "_"))
		env = append(env, v+"="+framework.BuildHelper(t, st.Name, name))
		if h.PortEnv != "" {
			env = append(env, h.PortEnv+"="+strconv.Itoa(framework.FreePort(t)))
		}
	}
	return env
}

// pinnedKubectl is the kubectl of the version the chapters pin (1.37).
func pinnedKubectl(t *testing.T) string {
	for _, k := range framework.Kubectls(t) {
		if k.Minor() == "1.37" {
			return k.Path(t)
		}
	}
	t.Skip("the kubectl 1.37 build is filtered out by E2E_KUBECTL")
	return ""
}

// chapterBlock returns the first fenced block after heading.
func chapterBlock(t *testing.T, path, heading string) string {
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	_, rest, ok := strings.Cut(string(data), "\n"+heading+"\n")
	if !ok {
		t.Fatalf("%s has no heading %q", path, heading)
	}
	_, rest, ok = strings.Cut(rest, "```\n")
	if !ok {
		t.Fatalf("%s: no fenced block after %q", path, heading)
	}
	block, _, _ := strings.Cut(rest, "```\n")
	return block
}

var volatile = []struct {
	re   *regexp.Regexp
	mask string
}{
	{regexp.MustCompile(`\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z`), "<time>"},
	{regexp.MustCompile(`[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}`), "<uid>"},
	// a client certificate's fingerprint: every run makes a new PKI
	{regexp.MustCompile(`X509SHA256=[0-9a-f]{64}`), "X509SHA256=<fingerprint>"},
	{regexp.MustCompile(`(^|\s)\d+(s|m|h|d)(\s|$)`), "$1<age>$3"},
	{regexp.MustCompile(`[ \t]+`), " "},
}

// maskVolatile replaces what differs between two runs of the same session.
func maskVolatile(s string) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	for i, line := range lines {
		for _, v := range volatile {
			line = v.re.ReplaceAllString(line, v.mask)
		}
		lines[i] = strings.TrimRight(line, " ")
	}
	return strings.Join(lines, "\n")
}
