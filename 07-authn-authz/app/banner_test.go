package app

import (
	"bytes"
	"crypto/tls"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"
)

func TestBanner(t *testing.T) {
	tests := []struct {
		args                         []string
		adminKubeConfig, tlsCertFile string
		want                         string
	}{
		{[]string{"--etcd-data-dir=/srv/etcd"}, "/srv/pki/admin.conf", "",
			"\nstage 07-authn-authz: embedded etcd, data in /srv/etcd\ntry:  export KUBECONFIG=/srv/pki/admin.conf\n      kubectl get ns\n\n"},
		{[]string{"--etcd-servers=http://etcd:2379"}, "", "/srv/my.crt",
			"\nstage 07-authn-authz: external etcd at [http://etcd:2379]\nserving with --tls-cert-file /srv/my.crt: bring your own kubeconfig\n\n"},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			s, _ := parse(t, tt.args...)
			if got := Banner(s.Etcd, tt.adminKubeConfig, tt.tlsCertFile); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}

// startLog is the server's log and banner in the order they were written.
// When the banner is written, it asks /readyz (anonymously, as a load
// balancer would) and remembers the answer.
type startLog struct {
	url string // set before Run starts

	mu             sync.Mutex
	buf            bytes.Buffer
	readyzAtBanner int
}

func (l *startLog) Write(p []byte) (int, error) {
	if bytes.Contains(p, []byte("try:  export KUBECONFIG=")) {
		client := &http.Client{Timeout: 10 * time.Second, Transport: &http.Transport{TLSClientConfig: &tls.Config{InsecureSkipVerify: true}}}
		code := 0
		if resp, err := client.Get(l.url + "/readyz"); err == nil {
			resp.Body.Close()
			code = resp.StatusCode
		}
		l.mu.Lock()
		l.readyzAtBanner = code
		l.mu.Unlock()
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.Write(p)
}

func (l *startLog) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.String()
}

// TestStartOutput starts stage 07 on a fresh data directory, as a newcomer
// does: the banner appears once /readyz is green, after the start-up logs,
// and the start logs no error (a line starting with E): the conflicts a
// start provokes between controllers are retried, not reported.
func TestStartOutput(t *testing.T) {
	out := &startLog{}
	s := startServerOut(t, sharedPKI(t), out, func(opts *ServerRunOptions) {
		out.url = "https://" + opts.SecureServing.Listener.Addr().String()
	})

	deadline := time.Now().Add(30 * time.Second)
	for !strings.Contains(out.String(), "try:  export KUBECONFIG=") {
		if time.Now().After(deadline) {
			t.Fatalf("no banner within 30s; the output:\n%s", out)
		}
		time.Sleep(50 * time.Millisecond)
	}
	out.mu.Lock()
	code := out.readyzAtBanner
	out.mu.Unlock()
	if code != http.StatusOK {
		t.Errorf("/readyz answered %d when the banner was written; want 200", code)
	}
	log := out.String()
	if banner, serving := strings.Index(log, "\nstage 07-authn-authz:"), strings.Index(log, "Serving securely on"); serving < 0 || banner < serving {
		t.Errorf("the banner comes before the server serves; the output:\n%s", log)
	}

	// The aggregated roles are the ones whose writes race with the
	// bootstrap policy: wait until the aggregator filled them, then a
	// little longer for any late error.
	for _, role := range []string{"admin", "edit", "view"} {
		var got struct{ Rules []any }
		s.getJSON(t, "/apis/rbac.authorization.k8s.io/v1/clusterroles/"+role, "application/json", &got)
		for deadline := time.Now().Add(20 * time.Second); len(got.Rules) == 0 && time.Now().Before(deadline); {
			time.Sleep(100 * time.Millisecond)
			s.getJSON(t, "/apis/rbac.authorization.k8s.io/v1/clusterroles/"+role, "application/json", &got)
		}
	}
	time.Sleep(time.Second)
	for _, line := range strings.Split(out.String(), "\n") {
		if strings.HasPrefix(line, "E") {
			t.Errorf("the start logged an error: %s", line)
		}
	}
}
