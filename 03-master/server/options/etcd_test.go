package options

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/spf13/pflag"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/serializer"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
	"github.com/kube-rebuilt/apiserver/03-master/storage/storagebackend"
)

func init() {
	// keep test output readable
	klog.SetOutput(io.Discard)
}

// newTestOptions returns the options as stage 03's main builds them.
func newTestOptions() *EtcdOptions {
	return NewEtcdOptions(storagebackend.NewDefaultConfig(DefaultEtcdPathPrefix, nil))
}

func TestAddFlags(t *testing.T) {
	defaults := func(f func(*storagebackend.Config)) storagebackend.Config {
		c := storagebackend.Config{
			Prefix:             "/registry",
			EmbeddedDataDir:    ".data/etcd",
			CompactionInterval: 5 * time.Minute,
			HealthcheckTimeout: 2 * time.Second,
		}
		f(&c)
		return c
	}
	tests := []struct {
		name string
		args []string
		want storagebackend.Config
	}{
		{"defaults: embedded etcd in .data/etcd", nil, defaults(func(*storagebackend.Config) {})},
		{"embedded etcd with a client URL", []string{
			"--etcd-data-dir=/var/lib/rebuilt",
			"--etcd-client-url=http://127.0.0.1:2379",
			"--etcd-compaction-interval=1m",
		}, defaults(func(c *storagebackend.Config) {
			c.EmbeddedDataDir = "/var/lib/rebuilt"
			c.EmbeddedClientURL = "http://127.0.0.1:2379"
			c.CompactionInterval = time.Minute
		})},
		{"external etcd cluster with TLS", []string{
			"--etcd-servers=https://10.0.0.1:2379,https://10.0.0.2:2379",
			"--etcd-cafile=ca.crt", "--etcd-certfile=client.crt", "--etcd-keyfile=client.key",
			"--etcd-prefix=/kube-registry",
			"--etcd-compaction-interval=0",
		}, defaults(func(c *storagebackend.Config) {
			c.Transport = storagebackend.TransportConfig{
				ServerList:    []string{"https://10.0.0.1:2379", "https://10.0.0.2:2379"},
				TrustedCAFile: "ca.crt", CertFile: "client.crt", KeyFile: "client.key",
			}
			c.Prefix = "/kube-registry"
			c.CompactionInterval = 0
		})},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o := newTestOptions()
			fs := pflag.NewFlagSet("test", pflag.ContinueOnError)
			o.AddFlags(fs)
			if err := fs.Parse(tt.args); err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(o.StorageConfig, tt.want) {
				t.Errorf("got %+v; want %+v", o.StorageConfig, tt.want)
			}
		})
	}
}

func TestValidateMessages(t *testing.T) {
	options := func(f func(c *storagebackend.Config)) *EtcdOptions {
		o := newTestOptions()
		f(&o.StorageConfig)
		return o
	}
	external := func(f func(t *storagebackend.TransportConfig)) *EtcdOptions {
		return options(func(c *storagebackend.Config) {
			c.Transport.ServerList = []string{"https://etcd:2379"}
			f(&c.Transport)
		})
	}
	cluster := func(name, peer, initial, state string) *EtcdOptions {
		return options(func(c *storagebackend.Config) {
			c.EmbeddedCluster = storagebackend.EmbeddedClusterConfig{Name: name, PeerURL: peer, InitialCluster: initial, InitialClusterState: state}
		})
	}
	const threeMembers = "a=http://127.0.0.1:2380,b=http://127.0.0.1:2381,c=http://127.0.0.1:2382"
	tests := []struct {
		name    string
		options *EtcdOptions
		want    []string
	}{
		{"defaults: embedded", newTestOptions(), nil},
		{"nil options", nil, nil},
		{"embedded with client URL", options(func(c *storagebackend.Config) { c.EmbeddedClientURL = "http://127.0.0.1:2379" }), nil},
		{"external with TLS", external(func(t *storagebackend.TransportConfig) {
			t.ServerList = []string{"https://a:2379", "http://b:2379"}
			t.TrustedCAFile, t.CertFile, t.KeyFile = "ca.crt", "c.crt", "c.key"
		}), nil},
		{"server not a URL", external(func(t *storagebackend.TransportConfig) { t.ServerList = []string{"http://a:2379", "10.0.0.1:2379", ""} }),
			[]string{
				`--etcd-servers must be a list of URLs (scheme://ip:port), got "10.0.0.1:2379"`,
				`--etcd-servers must be a list of URLs (scheme://ip:port), got ""`,
			}},
		{"server with another scheme", external(func(t *storagebackend.TransportConfig) { t.ServerList = []string{"unix:///run/etcd.sock"} }),
			[]string{`--etcd-servers must be a list of URLs (scheme://ip:port), got "unix:///run/etcd.sock"`}},
		{"certificate without key", external(func(t *storagebackend.TransportConfig) { t.CertFile = "c.crt" }),
			[]string{"--etcd-certfile and --etcd-keyfile must be given together"}},
		{"key without certificate", external(func(t *storagebackend.TransportConfig) { t.KeyFile = "c.key" }),
			[]string{"--etcd-certfile and --etcd-keyfile must be given together"}},
		{"client URL with external etcd", options(func(c *storagebackend.Config) {
			c.Transport.ServerList = []string{"http://etcd:2379"}
			c.EmbeddedClientURL = "http://127.0.0.1:2379"
		}), []string{"--etcd-client-url serves the embedded etcd; it can not be used with --etcd-servers"}},
		{"embedded without data dir", options(func(c *storagebackend.Config) { c.EmbeddedDataDir = "" }),
			[]string{"--etcd-data-dir must not be empty when --etcd-servers is empty (embedded etcd)"}},
		{"client URL without port", options(func(c *storagebackend.Config) { c.EmbeddedClientURL = "http://127.0.0.1" }),
			[]string{`--etcd-client-url must be an http URL with a port (http://127.0.0.1:2379), got "http://127.0.0.1"`}},
		{"client URL with https", options(func(c *storagebackend.Config) { c.EmbeddedClientURL = "https://127.0.0.1:2379" }),
			[]string{`--etcd-client-url must be an http URL with a port (http://127.0.0.1:2379), got "https://127.0.0.1:2379"`}},
		{"TLS files with embedded etcd", options(func(c *storagebackend.Config) { c.Transport.TrustedCAFile = "ca.crt" }),
			[]string{"--etcd-cafile, --etcd-certfile and --etcd-keyfile need --etcd-servers; the embedded etcd does not use them"}},
		{"negative compaction interval", options(func(c *storagebackend.Config) { c.CompactionInterval = -time.Second }),
			[]string{"--etcd-compaction-interval can not be negative value"}},
		{"compaction off", options(func(c *storagebackend.Config) { c.CompactionInterval = 0 }), nil},
		{"cluster member", cluster("b", "http://127.0.0.1:2381", threeMembers, "new"), nil},
		{"cluster of one with a peer port", cluster("", "http://127.0.0.1:2380", "", ""), nil},
		{"member not in the initial cluster", cluster("d", "http://127.0.0.1:2383", threeMembers, ""),
			[]string{`--etcd-initial-cluster does not list this member, "d" (--etcd-name)`}},
		{"default name not in the initial cluster", cluster("", "http://127.0.0.1:2380", threeMembers, ""),
			[]string{`--etcd-initial-cluster does not list this member, "kube-apiserver" (--etcd-name)`}},
		{"member with another peer URL", cluster("a", "http://127.0.0.1:2390", threeMembers, ""),
			[]string{`--etcd-initial-cluster gives member "a" the peer URL http://127.0.0.1:2380, but --etcd-peer-url is http://127.0.0.1:2390`}},
		{"malformed initial cluster", cluster("a", "http://127.0.0.1:2380", "a=http://127.0.0.1:2380,b", ""),
			[]string{`--etcd-initial-cluster: "b" is not name=http://host:port`}},
		{"unknown cluster state", cluster("a", "http://127.0.0.1:2380", threeMembers, "joining"),
			[]string{`--etcd-initial-cluster-state must be new or existing, got "joining"`}},
		{"peer URL without port", cluster("a", "http://127.0.0.1", "", ""),
			[]string{`--etcd-peer-url must be an http URL with a port (http://127.0.0.1:2380), got "http://127.0.0.1"`}},
		{"initial cluster without peer URL", cluster("a", "", threeMembers, ""),
			[]string{"--etcd-initial-cluster, --etcd-initial-cluster-state and --etcd-initial-cluster-token need --etcd-peer-url"}},
		{"cluster flags with external etcd", options(func(c *storagebackend.Config) {
			c.Transport.ServerList = []string{"http://etcd:2379"}
			c.EmbeddedCluster.Name = "a"
		}), []string{"--etcd-name, --etcd-peer-url and --etcd-initial-cluster* make the embedded etcd a cluster member; they can not be used with --etcd-servers"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, err := range tt.options.Validate() {
				got = append(got, err.Error())
			}
			if fmt.Sprint(got) != fmt.Sprint(tt.want) {
				t.Errorf("got %q; want %q", got, tt.want)
			}
			for _, msg := range got {
				if !strings.HasPrefix(msg, "--") {
					t.Errorf("%q does not start with the flag it is about", msg)
				}
			}
		})
	}
}

func TestApplyToWithoutComplete(t *testing.T) {
	err := newTestOptions().ApplyTo(server.NewConfig(nil))
	want := "EtcdOptions.ApplyTo called without completion"
	if err == nil || err.Error() != want {
		t.Errorf("got %v; want %s", err, want)
	}
}

// TestApplyToServesEtcdChecks starts the embedded etcd in a temp dir,
// serves its checks from a server's health endpoints, then lets etcd go
// as the stage's Run does, and sees the checks fail.
func TestApplyToServesEtcdChecks(t *testing.T) {
	o := newTestOptions()
	o.StorageConfig.EmbeddedDataDir = filepath.Join(t.TempDir(), "etcd")
	destroy, err := o.Complete(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	defer destroy()
	s := newTestServer(t, o)

	t.Run("running", func(t *testing.T) {
		tests := []struct {
			path     string
			wantCode int
			wantBody []string
		}{
			{"/healthz/etcd", http.StatusOK, []string{"ok"}},
			{"/livez/etcd", http.StatusOK, []string{"ok"}},
			{"/readyz/etcd", http.StatusOK, []string{"ok"}},
			{"/readyz/etcd-readiness", http.StatusOK, []string{"ok"}},
			{"/readyz?verbose", http.StatusOK, []string{"[+]etcd ok", "[+]etcd-readiness ok", "readyz check passed"}},
			{"/healthz/etcd-readiness", http.StatusNotFound, nil}, // readiness only
			{"/livez/etcd-readiness", http.StatusNotFound, nil},
		}
		for _, tt := range tests {
			code, body := get(s, tt.path)
			if code != tt.wantCode {
				t.Errorf("%s: got %d; want %d (body %q)", tt.path, code, tt.wantCode, body)
			}
			for _, want := range tt.wantBody {
				if !strings.Contains(body, want) {
					t.Errorf("%s: got body %q; want it to contain %q", tt.path, body, want)
				}
			}
		}
	})

	destroy()
	destroy() // a second call does nothing

	t.Run("after destroy", func(t *testing.T) {
		for _, path := range []string{"/healthz/etcd", "/readyz/etcd-readiness"} {
			code, body := get(s, path)
			if code != http.StatusInternalServerError || !strings.Contains(body, "error getting data from etcd") {
				t.Errorf("%s: got %d %q; want 500 with \"error getting data from etcd\"", path, code, body)
			}
		}
	})
}

// newTestServer builds a generic server from a config the options were
// applied to, and installs its health endpoints (PrepareRun).
func newTestServer(t *testing.T, o *EtcdOptions) *server.GenericAPIServer {
	t.Helper()
	c := server.NewConfig(serializer.NewCodecFactory(runtime.NewScheme()))
	if err := o.ApplyTo(c); err != nil {
		t.Fatal(err)
	}
	s, err := c.Complete().New("test", server.NewEmptyDelegate())
	if err != nil {
		t.Fatal(err)
	}
	s.PrepareRun()
	return s
}

// get serves one GET through the server's handler chain.
func get(s *server.GenericAPIServer, path string) (int, string) {
	rec := httptest.NewRecorder()
	s.Handler.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, path, nil))
	return rec.Code, rec.Body.String()
}
