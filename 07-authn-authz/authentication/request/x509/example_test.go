package x509_test

import (
	"crypto/x509"
	"errors"
	"fmt"
	"net"
	"net/http/httptest"
	"os"
	"path/filepath"

	x509request "github.com/kube-rebuilt/apiserver/07-authn-authz/authentication/request/x509"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/util/pkiutil"
)

// ExampleCommonNameUserConversion authenticates two client certificates
// of a fresh PKI against its cluster CA: the admin's (CN is the user, O
// the groups) and the front proxy's, which another CA signed.
func ExampleCommonNameUserConversion() {
	dir, _ := os.MkdirTemp("", "pki")
	defer func() { _ = os.RemoveAll(dir) }()
	if err := pkiutil.CreatePKIAssets(dir, net.ParseIP("10.96.0.1")); err != nil {
		fmt.Println(err)
		return
	}
	verify, _ := x509request.NewStaticVerifierFromFile(filepath.Join(dir, "ca.crt")) // --client-ca-file
	auth := x509request.NewDynamic(verify, x509request.CommonNameUserConversion)

	for _, name := range []string{"admin", "front-proxy-client"} {
		cert, _, _ := pkiutil.TryLoadCertAndKeyFromDisk(dir, name)
		req := httptest.NewRequest("GET", "https://127.0.0.1:6443/api", nil)
		req.TLS.PeerCertificates = []*x509.Certificate{cert}
		resp, ok, err := auth.AuthenticateRequest(req)
		if !ok {
			// the full error starts "verifying certificate SN=..., SKID=..., AKID=... failed: "
			fmt.Printf("%s: %v\n", name, errors.Unwrap(err))
			continue
		}
		fmt.Printf("%s: %s %v\n", name, resp.User.GetName(), resp.User.GetGroups())
	}
	// Output:
	// admin: kubernetes-admin [system:masters]
	// front-proxy-client: x509: certificate signed by unknown authority
}
