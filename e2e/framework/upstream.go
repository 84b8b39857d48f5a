package framework

import (
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// UpstreamAPIServerEnv names a kube-apiserver binary to run in place of
// the one UpstreamAPIServerBinary builds (hack/build-upstream-apiserver.sh
// OPTIMIZED=1 makes .upstream/bin-opt/kube-apiserver, v1.37.2, say).
const UpstreamAPIServerEnv = "E2E_UPSTREAM_APISERVER"

// UpstreamStageName is the Stage.Name of the Server StartUpstreamAPIServer
// returns: what logs and failures call it.
const UpstreamStageName = "upstream kube-apiserver"

// UpstreamAPIServerBinary returns the path of upstream's kube-apiserver:
// $E2E_UPSTREAM_APISERVER if set, else e2e/.bin/kube-apiserver-<version>,
// built by UpstreamComponent from the conformance module at the same
// k8s.io/kubernetes version as e2e.test and the controller manager (with
// the go build cache warm from those two, only a link).
func UpstreamAPIServerBinary(tb testing.TB) string {
	tb.Helper()
	if path := os.Getenv(UpstreamAPIServerEnv); path != "" {
		if _, err := os.Stat(path); err != nil {
			tb.Fatalf("%s: %v", UpstreamAPIServerEnv, err)
		}
		return path
	}
	return UpstreamComponent(tb, "kube-apiserver")
}

// StartUpstreamAPIServer runs upstream's kube-apiserver as a real process,
// for a test to compare with the newest stage on the same requests. It
// needs an etcd and a PKI, and borrows both from a stage 07 it starts
// first (with opts.Args added to that stage's flags): that stage's
// embedded etcd serves upstream on a client URL of its own
// (--etcd-client-url), under the key prefix /upstream, so neither server
// sees the other's objects; and upstream serves with the certificates
// that stage made in <DataDir>/certificates (PKIDir), as kubeadm lays
// them out: the serving certificate, the client CA, the front proxy's CA
// and client, the service-account key pair, the token file. The returned
// Server's DataDir is that stage's, so Kubeconfig, RESTConfig and CAFile
// work as for a stage, and a test that attaches the controller manager
// (its --root-ca-file, --service-account-private-key-file and signing
// key) does so unchanged. Etcd compaction is off on both (each would
// compact the other's revisions, and cut its watches short).
//
// The flags are kubeadm's for a control-plane node (allow-privileged,
// Node and RBAC authorization, NodeRestriction, bootstrap tokens,
// request-header authentication for the aggregator), the service range
// and issuer our stage defaults to (10.0.0.0/24, upstream's default too;
// https://kubernetes.default.svc.cluster.local).
//
// When tb ends, upstream gets SIGTERM and must exit with status 0 within a
// minute, then the stage is stopped as StartServer's are.
func StartUpstreamAPIServer(tb testing.TB, opts Options) *Server {
	tb.Helper()
	bin := UpstreamAPIServerBinary(tb)
	etcdURL := "http://" + net.JoinHostPort("127.0.0.1", strconv.Itoa(FreePort(tb)))
	host := StartServer(tb, "07-authn-authz", Options{DataDir: opts.DataDir,
		Args: append([]string{"--etcd-client-url=" + etcdURL, "--etcd-compaction-interval=0"}, opts.Args...)})
	st := Stage{Name: UpstreamStageName, Secure: true, ReadyTimeout: 3 * time.Minute, ShutdownBudget: time.Minute}
	const attempts = 3
	for attempt := 1; ; attempt++ {
		s, err := startUpstream(tb, st, bin, host, etcdURL)
		if err == nil {
			return s
		}
		if attempt < attempts && strings.Contains(s.log.String(), "address already in use") {
			tb.Logf("%s: port taken, retrying: %v", st.Name, err)
			continue
		}
		tb.Fatalf("starting %s: %v\n%s", st.Name, err, s.logSection())
	}
}

// startUpstream starts one kube-apiserver on host's etcd and PKI and waits
// until it is ready, as start does for a stage.
func startUpstream(tb testing.TB, st Stage, bin string, host *Server, etcdURL string) (*Server, error) {
	tb.Helper()
	port := FreePort(tb)
	pki := PKIDir(host.DataDir)
	s := &Server{
		Stage:     st,
		URL:       "https://" + net.JoinHostPort("127.0.0.1", strconv.Itoa(port)),
		SecureURL: "https://" + net.JoinHostPort("127.0.0.1", strconv.Itoa(port)),
		DataDir:   host.DataDir,
		CAFile:    host.CAFile,
		log:       &SyncBuffer{},
		done:      make(chan struct{}),
	}
	args := upstreamAPIServerArgs(port, pki, filepath.Join(host.DataDir, TokenFile), etcdURL)
	s.cmd = exec.Command(bin, args...)
	s.cmd.Dir = host.DataDir
	s.cmd.Stdout, s.cmd.Stderr = s.log, s.log
	fmt.Fprintf(s.log, "$ %s %s\n", bin, strings.Join(args, " "))
	if err := startProcess(s.cmd, s.done); err != nil {
		return s, err
	}
	if err := s.waitReady(st.ReadyTimeout, Ports{Secure: port}); err != nil {
		s.cmd.Process.Kill()
		<-s.done
		return s, err
	}
	tb.Cleanup(func() { s.cleanup(tb) })
	return s, nil
}

// upstreamAPIServerArgs are kube-apiserver's flags on a kubeadm PKI in
// pki, serving HTTPS on 127.0.0.1:port, on etcd at etcdURL under
// /upstream.
func upstreamAPIServerArgs(port int, pki, tokenFile, etcdURL string) []string {
	f := func(name string) string { return filepath.Join(pki, name) }
	return []string{
		"--bind-address=127.0.0.1",
		"--secure-port=" + strconv.Itoa(port),
		"--etcd-servers=" + etcdURL,
		"--etcd-prefix=/upstream",
		"--etcd-compaction-interval=0",
		"--tls-cert-file=" + f("apiserver.crt"),
		"--tls-private-key-file=" + f("apiserver.key"),
		"--client-ca-file=" + f("ca.crt"),
		"--token-auth-file=" + tokenFile,
		"--allow-privileged=true",
		"--authorization-mode=Node,RBAC",
		"--enable-admission-plugins=NodeRestriction",
		"--enable-bootstrap-token-auth=true",
		"--service-account-issuer=https://kubernetes.default.svc.cluster.local",
		"--service-account-key-file=" + f("sa.pub"),
		"--service-account-signing-key-file=" + f("sa.key"),
		"--service-cluster-ip-range=10.0.0.0/24",
		"--requestheader-client-ca-file=" + f("front-proxy-ca.crt"),
		"--requestheader-allowed-names=front-proxy-client",
		"--requestheader-extra-headers-prefix=X-Remote-Extra-",
		"--requestheader-group-headers=X-Remote-Group",
		"--requestheader-username-headers=X-Remote-User",
		"--proxy-client-cert-file=" + f("front-proxy-client.crt"),
		"--proxy-client-key-file=" + f("front-proxy-client.key"),
	}
}
