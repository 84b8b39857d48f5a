package app

import (
	"net"
	"strconv"
	"testing"

	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
	"github.com/kube-rebuilt/apiserver/03-master/server/options"
	"github.com/kube-rebuilt/apiserver/03-master/storage/storagebackend"
)

// TestBanner: the banner names the data and the address the server
// really listens on (the plain-HTTP port first).
func TestBanner(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	port := strconv.Itoa(ln.Addr().(*net.TCPAddr).Port)
	etcd := options.NewEtcdOptions(&storagebackend.Config{EmbeddedDataDir: "/srv/etcd"})
	external := options.NewEtcdOptions(&storagebackend.Config{Transport: storagebackend.TransportConfig{ServerList: []string{"http://etcd:2379"}}})
	tests := []struct {
		name string
		etcd *options.EtcdOptions
		s    *server.GenericAPIServer
		want string
	}{
		{"plain HTTP", etcd, &server.GenericAPIServer{DeprecatedInsecureServingInfo: &server.DeprecatedInsecureServingInfo{Listener: ln}},
			"\nstage 03-master: embedded etcd, data in /srv/etcd\ntry:  kubectl -s http://127.0.0.1:" + port + " get ns\n\n"},
		{"HTTPS only", external, &server.GenericAPIServer{SecureServingInfo: &server.SecureServingInfo{Listener: ln}},
			"\nstage 03-master: external etcd at [http://etcd:2379]\ntry:  kubectl -s https://127.0.0.1:" + port + " --insecure-skip-tls-verify --token=unused get ns\n\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Banner("03-master", tt.etcd, tt.s); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}
