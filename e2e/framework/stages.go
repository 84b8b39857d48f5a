package framework

import (
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// Stage describes how to run one runnable stage of the main module.
type Stage struct {
	// Name is the stage's directory in the main module.
	Name string
	// Args returns the command line that serves on the given ports and
	// keeps every file in dataDir.
	Args func(p Ports, dataDir string) []string
	// Serves lists what the stage is known to serve, as Requirement
	// strings ("v1/configmaps", "apps/v1/deployments", "/openapi/v3").
	// A test that needs something listed here fails when the server does
	// not serve it; a test that needs something not listed here skips
	// while the server does not serve it, and runs as soon as it does.
	Serves []string
	// Inherits names earlier stages whose kubectl scenarios
	// (testdata/<name>/*.txtar) this stage must pass as well: a later
	// stage serves everything an earlier one did.
	Inherits []string
	// Persists says whether objects written through the API survive a
	// restart (even after SIGKILL) on the same data directory. The
	// reliability scenario runs only against such stages.
	Persists bool
	// Pages says whether lists honour limit and continue. The API lets a
	// server ignore limit and return everything; a stage that declares
	// paging must really page.
	Pages bool
	// ReadyTimeout bounds the wait for GET /readyz to answer 200.
	ReadyTimeout time.Duration
	// ShutdownBudget bounds the time from SIGTERM to a clean exit.
	ShutdownBudget time.Duration
	// Helpers are further programs of the main module the stage's tests
	// run beside it (stage 05's sample API server), by name. They are
	// built only for a stage that declares them; a scenario finds each on
	// its PATH under its name, with a free port in $<PortEnv>.
	Helpers map[string]Helper
	// Secure says the stage serves HTTPS alone and authenticates every
	// request (stage 07 on): it has no plain port (Ports.Insecure goes
	// unused), makes its PKI and admin.conf in <dataDir>/certificates
	// (PKIDir) at first start, and knows the users of TokenUsers from
	// <dataDir>/tokens.csv (TokenFile), which the harness writes before it
	// starts the process. The harness's kubeconfigs, rest.Configs and raw
	// requests then go over HTTPS, trusting <PKIDir>/ca.crt, as
	// kubernetes-admin (in system:masters, which may do anything).
	Secure bool
}

// Helper is a program of the main module that a stage's tests start as a
// second process (StartHelper; `bg` in a scenario).
type Helper struct {
	// Package is its main package, a directory of the main module.
	Package string
	// Module, if set, is a directory of the e2e tree holding a Go module
	// of its own (e2e/upstreamsample), and Package a package built in it:
	// how the suite runs upstream's programs unmodified, with the
	// versions that module's go.mod pins, as it builds kubectl.
	Module string
	// Pinned, with Module, is the module whose required version names
	// the binary (k8s.io/sample-apiserver: upstream-sample-apiserver-v0.37.2):
	// it is built once per checkout and version, as kubectl is. Without
	// it the helper is code of ours in Module, built once per test
	// process, as a stage is.
	Pinned string
	// PortEnv names the environment variable that hands a scenario a
	// free port for it ("SAMPLE_PORT").
	PortEnv string
	// Args returns the command line that serves HTTPS on port and keeps
	// every file in dataDir.
	Args func(port int, dataDir string) []string
	// ReadyTimeout bounds the wait for GET /readyz (over HTTPS) to answer
	// 200; ShutdownBudget the time from SIGTERM to a clean exit.
	ReadyTimeout, ShutdownBudget time.Duration
}

// Ports are the loopback ports a stage serves on.
type Ports struct {
	// Insecure serves plain HTTP: what kubectl and client-go talk to,
	// up to stage 06. A Secure stage has no plain port and ignores it.
	Insecure int
	// Secure serves HTTPS: with a self-signed certificate up to stage
	// 06, with one the stage's own CA signed from stage 07 on (and then
	// kubectl and client-go talk to it).
	Secure int
}

// Stages lists the stages the suite can run, oldest first. A stage's
// scenarios live in e2e/testdata/<name>/.
var Stages = []Stage{
	{
		Name: "02-generic-server",
		Args: func(p Ports, dataDir string) []string {
			return []string{
				"--insecure-bind-address=127.0.0.1",
				"--insecure-port=" + strconv.Itoa(p.Insecure),
				"--bind-address=127.0.0.1",
				"--secure-port=" + strconv.Itoa(p.Secure),
				// The self-signed serving certificate is generated here on
				// first start, and reused on a restart.
				"--cert-dir=" + filepath.Join(dataDir, "certificates"),
				// No load balancer to drain: shut down right away.
				"--shutdown-delay-duration=0s",
			}
		},
		// What the in-memory demo group serves: losing one fails the run.
		Serves: []string{"v1/configmaps", "apps/v1/deployments", "/openapi/v2", "/openapi/v3"},
		// The in-memory store pages, but keeps no snapshots: a continue
		// token after a write answers 410 Expired (the API allows it).
		Pages:          false,
		ReadyTimeout:   30 * time.Second,
		ShutdownBudget: 10 * time.Second,
	},
	{
		// 03-master (issue 5) adds embedded etcd with its data in
		// --etcd-data-dir=<dataDir>/etcd: a restart on the same dataDir keeps
		// every object, which the SIGKILL scenarios check.
		Name: "03-master",
		// Stage 02's scenarios run against the newest stage (05) instead:
		// each inherited scenario runs once, where it proves the most.
		Args: masterArgs,
		Serves: []string{
			"v1/namespaces", "v1/pods", "v1/services", "v1/configmaps", "v1/secrets",
			"v1/serviceaccounts", "v1/endpoints", "v1/events",
			"apps/v1/deployments", "apps/v1/replicasets",
			"apps/v1beta1/deployments",
			"apps/v1/statefulsets", "apps/v1/daemonsets", "apps/v1/controllerrevisions",
			"batch/v1/jobs", "batch/v1/cronjobs",
			"autoscaling/v2/horizontalpodautoscalers", "autoscaling/v1/horizontalpodautoscalers",
			"/openapi/v2", "/openapi/v3",
		},
		// etcd pages over a snapshot: a continue token stays good after
		// writes, until compaction.
		Pages:    true,
		Persists: true,
		// Embedded etcd starts (and, after a SIGKILL, replays its WAL)
		// before /readyz answers 200.
		ReadyTimeout:   60 * time.Second,
		ShutdownBudget: 10 * time.Second,
	},
	{
		// 04-extensions (issue 10) serves all of stage 03 plus CRDs and
		// their custom resources, with the same flags. The scenarios of 02
		// and 03 run against the newest stage (05) instead.
		Name: "04-extensions",
		Args: masterArgs,
		Serves: []string{
			"v1/namespaces", "v1/pods", "v1/services", "v1/configmaps", "v1/secrets",
			"v1/serviceaccounts", "v1/endpoints", "v1/events",
			"apps/v1/deployments", "apps/v1/replicasets",
			"apps/v1beta1/deployments",
			"apps/v1/statefulsets", "apps/v1/daemonsets", "apps/v1/controllerrevisions",
			"batch/v1/jobs", "batch/v1/cronjobs",
			"autoscaling/v2/horizontalpodautoscalers", "autoscaling/v1/horizontalpodautoscalers",
			"apiextensions.k8s.io/v1/customresourcedefinitions",
			"/openapi/v2", "/openapi/v3",
		},
		Pages:          true,
		Persists:       true,
		ReadyTimeout:   60 * time.Second,
		ShutdownBudget: 10 * time.Second,
	},
	{
		// 05-aggregator serves all of stage 04 behind the aggregator
		// (APIServices, proxied to remote API servers), with the same
		// flags. The scenarios of 02, 03 and 04 run against the newest
		// stage (07) instead. Its tests start the sample API server
		// beside it.
		Name:           "05-aggregator",
		Args:           masterArgs,
		Serves:         completeChainServes,
		Pages:          true,
		Persists:       true,
		ReadyTimeout:   60 * time.Second,
		ShutdownBudget: 10 * time.Second,
		Helpers:        map[string]Helper{"sample-apiserver": sampleAPIServer},
	},
	filtersStage,
	authnStage,
}

// filtersStage is 06-filters: all of stage 05 behind upstream's filters.
// Every server of it audits (the chapter's policy, the log in
// <dataDir>/audit.log) and ends its watches at shutdown. The scenarios of
// 02 to 05 run against the newest stage (07) instead.
var filtersStage = Stage{
	Name:           "06-filters",
	Args:           filtersArgs,
	Serves:         completeChainServes,
	Pages:          true,
	Persists:       true,
	ReadyTimeout:   60 * time.Second,
	ShutdownBudget: 15 * time.Second,
	Helpers:        map[string]Helper{"sample-apiserver": sampleAPIServer},
}

// authnStage is 07-authn-authz: all of stage 06, secure by default
// (HTTPS only, x509, token and anonymous authentication, RBAC,
// impersonation). As the newest stage it runs the scenarios of 02 to 06
// too, as kubernetes-admin; its own test the other identities.
var authnStage = Stage{
	Name:           "07-authn-authz",
	Inherits:       []string{"02-generic-server", "03-master", "04-extensions", "05-aggregator", "06-filters"},
	Args:           authnArgs,
	Serves:         authnServes,
	Pages:          true,
	Persists:       true,
	ReadyTimeout:   60 * time.Second,
	ShutdownBudget: 15 * time.Second,
	Helpers: map[string]Helper{
		"sample-apiserver":          sampleAPIServer,
		"secure-sample-apiserver":   secureSampleAPIServer,
		"upstream-sample-apiserver": upstreamSampleAPIServer,
		"upstream-sample-etcd":      upstreamSampleEtcd,
	},
	Secure: true,
}

// authnServes is what stage 07 serves: the complete chain and RBAC.
var authnServes = append(append([]string(nil), completeChainServes...),
	"rbac.authorization.k8s.io/v1/roles", "rbac.authorization.k8s.io/v1/rolebindings",
	"rbac.authorization.k8s.io/v1/clusterroles", "rbac.authorization.k8s.io/v1/clusterrolebindings",
)

// completeChainServes is what the complete chain (stages 05 and 06)
// serves.
var completeChainServes = []string{
	"v1/namespaces", "v1/pods", "v1/services", "v1/configmaps", "v1/secrets",
	"v1/serviceaccounts", "v1/endpoints", "v1/events",
	"apps/v1/deployments", "apps/v1/replicasets",
	"apps/v1beta1/deployments",
	"apps/v1/statefulsets", "apps/v1/daemonsets", "apps/v1/controllerrevisions",
	"batch/v1/jobs", "batch/v1/cronjobs",
	"autoscaling/v2/horizontalpodautoscalers", "autoscaling/v1/horizontalpodautoscalers",
	"apiextensions.k8s.io/v1/customresourcedefinitions",
	"apiregistration.k8s.io/v1/apiservices",
	"/openapi/v2", "/openapi/v3",
}

// sampleAPIServer is stage 05's sample API server, a helper of the
// stages that serve the complete chain.
var sampleAPIServer = Helper{
	Package:        "05-aggregator/sample-apiserver",
	PortEnv:        "SAMPLE_PORT",
	Args:           sampleAPIServerArgs,
	ReadyTimeout:   60 * time.Second,
	ShutdownBudget: 10 * time.Second,
}

// secureSampleAPIServer is stage 07's sample API server, which trusts
// the aggregator's front-proxy headers and asks kube-apiserver for
// TokenReviews and SubjectAccessReviews. Its Args are stage 05's: a
// scenario adds the flags that point it at the main server's PKI
// (framework.PKIDir of $DATA_DIR), which StartHelper does not know, so
// only scenarios start it.
var secureSampleAPIServer = Helper{
	Package:        "07-authn-authz/sample-apiserver",
	PortEnv:        "SECURE_SAMPLE_PORT",
	Args:           sampleAPIServerArgs,
	ReadyTimeout:   60 * time.Second,
	ShutdownBudget: 10 * time.Second,
}

// upstreamSampleAPIServer is upstream's k8s.io/sample-apiserver,
// unmodified, built from the module proxy in e2e/upstreamsample: an
// extension API server written with upstream's k8s.io/apiserver, as
// readers will build theirs. Only scenarios start it (with the flags of
// its README, which point at files they make), so it has no Args.
var upstreamSampleAPIServer = Helper{
	Module:  "upstreamsample",
	Package: "k8s.io/sample-apiserver",
	Pinned:  "k8s.io/sample-apiserver",
	PortEnv: "UPSTREAM_SAMPLE_PORT",
}

// upstreamSampleEtcd is the etcd upstream's sample-apiserver keeps its
// flunders in (its README starts one beside it): an embedded etcd of the
// version k8s.io/apiserver v0.37.2 requires, serving clients on
// $UPSTREAM_SAMPLE_ETCD_PORT.
var upstreamSampleEtcd = Helper{
	Module:  "upstreamsample",
	Package: "./etcd",
	PortEnv: "UPSTREAM_SAMPLE_ETCD_PORT",
}

// AuditPolicy is the audit policy every stage-06 server of the suite
// runs with: chapter 06's, a file of the main module.
const AuditPolicy = "06-filters/app/testdata/audit-policy.yaml"

// filtersArgs are masterArgs plus auditing (AuditPolicy, the log in
// <dataDir>/audit.log) and a grace period for watches at shutdown.
func filtersArgs(p Ports, dataDir string) []string {
	policy := AuditPolicy
	if err := loadDirs(); err == nil {
		policy = filepath.Join(dirs.repoRoot, AuditPolicy)
	}
	return append(masterArgs(p, dataDir),
		"--audit-policy-file="+policy,
		"--audit-log-path="+filepath.Join(dataDir, "audit.log"),
		"--shutdown-watch-termination-grace-period=5s",
	)
}

// authnArgs are stage 06's flags without the plain port: HTTPS on the
// secure port, the PKI in <dataDir>/certificates (PKIDir), the harness's
// token file (TokenFile), auditing into <dataDir>/audit.log.
func authnArgs(p Ports, dataDir string) []string {
	var args []string
	for _, a := range filtersArgs(p, dataDir) {
		if !strings.HasPrefix(a, "--insecure-") {
			args = append(args, a)
		}
	}
	return append(args, "--token-auth-file="+filepath.Join(dataDir, TokenFile))
}

// sampleAPIServerArgs serve wardle.example.com over HTTPS on port, with the
// self-signed certificate and the embedded etcd's data in dataDir.
func sampleAPIServerArgs(port int, dataDir string) []string {
	return []string{
		"--bind-address=127.0.0.1",
		"--secure-port=" + strconv.Itoa(port),
		"--cert-dir=" + filepath.Join(dataDir, "certificates"),
		"--etcd-data-dir=" + filepath.Join(dataDir, "etcd"),
		"--shutdown-delay-duration=0s",
	}
}

// masterArgs are the flags of every stage from 03 on: stage 02's
// (loopback ports, certificates in dataDir, no shutdown delay) plus the
// embedded etcd's data in <dataDir>/etcd.
func masterArgs(p Ports, dataDir string) []string {
	return []string{
		"--insecure-bind-address=127.0.0.1",
		"--insecure-port=" + strconv.Itoa(p.Insecure),
		"--bind-address=127.0.0.1",
		"--secure-port=" + strconv.Itoa(p.Secure),
		"--cert-dir=" + filepath.Join(dataDir, "certificates"),
		"--shutdown-delay-duration=0s",
		"--etcd-data-dir=" + filepath.Join(dataDir, "etcd"),
	}
}

// LookupStage returns the stage named name, or fails tb.
func LookupStage(tb testing.TB, name string) Stage {
	tb.Helper()
	for _, s := range Stages {
		if s.Name == name {
			return s
		}
	}
	tb.Fatalf("no stage %q in framework.Stages", name)
	return Stage{}
}

// declares reports whether the stage lists requirement in Serves.
func (s Stage) declares(requirement string) bool {
	for _, r := range s.Serves {
		if r == requirement {
			return true
		}
	}
	return false
}
