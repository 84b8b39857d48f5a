package e2e

import (
	"bytes"
	"crypto/tls"
	"encoding/pem"
	"os"
	"path/filepath"
	"testing"

	"github.com/kube-rebuilt/apiserver/e2e/framework"
)

// TestKillAndRestart kills each stage with SIGKILL (no graceful shutdown
// runs) and starts it again on the same data directory: it must come back
// ready, and keep what it stored there. For stage 02 that is the
// self-signed serving certificate, generated on first start and reused
// after; from stage 03 on it is etcd's data, and a reliability scenario
// (issue 7) adds writes in flight during the kill.
func TestKillAndRestart(t *testing.T) {
	for _, st := range framework.Stages {
		t.Run(st.Name, func(t *testing.T) {
			framework.Track(t, st.Name+": restart tests")
			srv := framework.StartServer(t, st.Name, framework.Options{})
			certFile := filepath.Join(srv.DataDir, "certificates", "apiserver.crt")
			before, err := os.ReadFile(certFile)
			if err != nil {
				t.Fatalf("the serving certificate: %v", err)
			}
			srv.Kill(t)

			again := framework.StartServer(t, st.Name, framework.Options{DataDir: srv.DataDir})
			after, err := os.ReadFile(certFile)
			if err != nil {
				t.Fatalf("the serving certificate after the restart: %v", err)
			}
			if !bytes.Equal(before, after) {
				t.Errorf("%s: the restarted server generated a new certificate; want it to reuse the one in --cert-dir", certFile)
			}
			block, _ := pem.Decode(after)
			if block == nil {
				t.Fatalf("%s: no PEM block", certFile)
			}
			if !bytes.Equal(servedCertificate(t, again.SecureURL), block.Bytes) {
				t.Errorf("the restarted server serves a certificate that is not the first one in %s", certFile)
			}
		})
	}
}

// servedCertificate returns the DER of the leaf certificate the server at
// url presents.
func servedCertificate(t *testing.T, url string) []byte {
	t.Helper()
	host := url[len("https://"):]
	conn, err := tls.Dial("tcp", host, &tls.Config{InsecureSkipVerify: true}) // we compare the certificate ourselves
	if err != nil {
		t.Fatalf("TLS handshake with %s: %v", host, err)
	}
	defer conn.Close()
	return conn.ConnectionState().PeerCertificates[0].Raw
}
