package componentstatus

import (
	"context"
	"crypto/tls"
	"errors"
	"net"
	"net/http"
	"net/http/httptest"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
)

// httpsServer is an HTTPServer probing a test TLS server that answers code.
func httpsServer(t *testing.T, code int) *HTTPServer {
	t.Helper()
	ts := httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(code)
		w.Write([]byte("ok"))
	}))
	t.Cleanup(ts.Close)
	host, port, err := net.SplitHostPort(strings.TrimPrefix(ts.URL, "https://"))
	if err != nil {
		t.Fatal(err)
	}
	p, _ := strconv.Atoi(port)
	return &HTTPServer{Addr: host, Port: p, Path: "/healthz", EnableHTTPS: true, TLSConfig: &tls.Config{InsecureSkipVerify: true}}
}

// TestList: every server probed, sorted by name, each status as its probe
// said: healthy, answered unhealthy, unreachable.
func TestList(t *testing.T) {
	closed := httpsServer(t, http.StatusOK)
	closed.Port = 1 // nothing listens there
	r := NewStorage(func() map[string]Server {
		return map[string]Server{
			"scheduler":          httpsServer(t, http.StatusOK),
			"controller-manager": httpsServer(t, http.StatusInternalServerError),
			"etcd-0":             &EtcdServer{Check: func() error { return errors.New("etcd down") }},
			"gone":               closed,
		}
	})
	obj, err := r.List(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, cs := range obj.(*core.ComponentStatusList).Items {
		c := cs.Conditions[0]
		got = append(got, cs.Name+"="+string(c.Status)+"/"+c.Message+"/"+strings.SplitN(c.Error, ":", 2)[0])
	}
	want := []string{
		"controller-manager=False/ok/HTTP probe failed with statuscode",
		"etcd-0=False//etcd down",
		"gone=Unknown//Get \"https",
		"scheduler=True/ok/",
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %q; want %q", got, want)
	}
}

func TestGet(t *testing.T) {
	r := NewStorage(func() map[string]Server {
		return map[string]Server{"etcd-0": &EtcdServer{Check: func() error { return nil }}}
	})
	obj, err := r.Get(context.Background(), "etcd-0", &metav1.GetOptions{})
	if err != nil {
		t.Fatal(err)
	}
	table, err := r.ConvertToTable(context.Background(), obj, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := table.Rows[0].Cells, []interface{}{"etcd-0", "Healthy", "ok", ""}; !reflect.DeepEqual(got, want) {
		t.Errorf("got cells %v; want %v", got, want)
	}
	if _, err := r.Get(context.Background(), "nope", &metav1.GetOptions{}); !apierrors.IsNotFound(err) {
		t.Errorf("got %v; want NotFound", err)
	}
}
