// Package framework is the end-to-end harness: it builds the real clients
// and the stages under test, runs a stage as a real process on a free
// loopback port, and hands tests what they need to talk to it (a URL, a
// kubeconfig, a client-go rest.Config).
//
// The life of one test:
//
//	srv := framework.StartServer(t, "02-generic-server", framework.Options{})
//	//  go build ./02-generic-server into e2e/.bin (once per test process),
//	//  start it with --insecure-port, --secure-port and --cert-dir of its own,
//	//  wait for GET /readyz to answer 200.
//	//  (A Secure stage, 07 on, has no plain port: the harness talks HTTPS
//	//  to it as kubernetes-admin, with the PKI the server made.)
//	cfg := srv.RESTConfig(t) // from a kubeconfig written for this test alone
//	...
//	// at the end of the test: SIGTERM, and the process must exit with
//	// status 0 within the stage's shutdown budget; if the test failed, its
//	// stdout and stderr are printed with t.Log.
//
// Kubectl binaries are built once from k8s.io/kubectl at the version a
// go.mod pins and cached in e2e/.bin/kubectl-<version> (see Kubectls and
// BuildKubectls); RunScripts runs the testscript scenarios of a stage with
// one of them first on PATH, and Track and PrintSummary count outcomes for
// the summary lines.
//
// A stage may declare helper programs (Stage.Helpers: stage 05's sample API
// server). BuildHelper builds one like a stage, StartHelper runs it on a
// free port beside the stage (Stop, Restart on the same port and data), and
// a scenario finds it on its PATH with a free port in its PortEnv.
//
// StartUpstreamAPIServer runs upstream's own kube-apiserver (built from
// the module proxy, as e2e.test and the controller manager are) on a
// stage 07's etcd and PKI, for the same tests side by side.
//
// The harness talks to the main module only by building it: nothing in
// e2e imports it, and nothing in the main module imports e2e.
//
// Upstream counterpart: k8s.io/kubernetes/test/e2e/framework and
// test/integration/framework, which are much larger (they drive whole
// clusters); this package keeps the two ideas that matter here: a real
// process per test and real clients.
package framework
