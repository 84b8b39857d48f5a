package headerrequest_test

import (
	"crypto/x509"
	"fmt"
	"net"
	"net/http/httptest"
	"os"

	"github.com/kube-rebuilt/apiserver/07-authn-authz/authentication/request/headerrequest"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/util/pkiutil"
)

// ExampleNewSecure believes X-Remote-User only from the front proxy:
// a client certificate from front-proxy-ca with CN front-proxy-client.
func ExampleNewSecure() {
	dir, _ := os.MkdirTemp("", "pki")
	defer func() { _ = os.RemoveAll(dir) }()
	if err := pkiutil.CreatePKIAssets(dir, net.ParseIP("10.96.0.1")); err != nil {
		fmt.Println(err)
		return
	}
	proxyCA, _, _ := pkiutil.TryLoadCertAndKeyFromDisk(dir, "front-proxy-ca")
	opts := x509.VerifyOptions{Roots: x509.NewCertPool(), KeyUsages: []x509.ExtKeyUsage{x509.ExtKeyUsageClientAuth}}
	opts.Roots.AddCert(proxyCA)                                              // --requestheader-client-ca-file
	auth, _ := headerrequest.NewSecure(opts, []string{"front-proxy-client"}, // --requestheader-allowed-names
		[]string{"X-Remote-User"}, []string{"X-Remote-Uid"}, []string{"X-Remote-Group"}, []string{"X-Remote-Extra-"})

	for _, name := range []string{"front-proxy-client", "admin"} {
		cert, _, _ := pkiutil.TryLoadCertAndKeyFromDisk(dir, name)
		req := httptest.NewRequest("GET", "https://127.0.0.1:6443/api", nil)
		req.TLS.PeerCertificates = []*x509.Certificate{cert}
		req.Header.Set("X-Remote-User", "alice")
		req.Header.Add("X-Remote-Group", "dev")
		req.Header.Set("X-Remote-Extra-Scopes", "read")
		resp, ok, err := auth.AuthenticateRequest(req)
		if !ok {
			fmt.Printf("%s: %v\n", name, err)
			continue
		}
		u := resp.User
		fmt.Printf("%s: %s %v %v, X-Remote-User left: %q\n", name, u.GetName(), u.GetGroups(), u.GetExtra(), req.Header.Get("X-Remote-User"))
	}
	// Output:
	// front-proxy-client: alice [dev] map[scopes:[read]], X-Remote-User left: ""
	// admin: x509: certificate signed by unknown authority
}
