package pkiutil_test

import (
	"fmt"
	"net"
	"os"

	"github.com/kube-rebuilt/apiserver/07-authn-authz/util/pkiutil"
)

// ExampleCreatePKIAssets makes the PKI of a fresh server, and reuses it
// on the second call.
func ExampleCreatePKIAssets() {
	dir, _ := os.MkdirTemp("", "pki")
	defer func() { _ = os.RemoveAll(dir) }()
	for range 2 {
		if err := pkiutil.CreatePKIAssets(dir, net.ParseIP("10.96.0.1")); err != nil {
			fmt.Println(err)
			return
		}
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		fmt.Println(e.Name())
	}
	admin, _, _ := pkiutil.TryLoadCertAndKeyFromDisk(dir, pkiutil.AdminCertAndKeyBaseName)
	fmt.Println("admin:", admin.Subject)
	// Output:
	// admin.crt
	// admin.key
	// apiserver.crt
	// apiserver.key
	// ca.crt
	// ca.key
	// front-proxy-ca.crt
	// front-proxy-ca.key
	// front-proxy-client.crt
	// front-proxy-client.key
	// admin: CN=kubernetes-admin,O=system:masters
}
