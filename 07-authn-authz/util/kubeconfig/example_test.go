package kubeconfig_test

import (
	"fmt"

	"github.com/kube-rebuilt/apiserver/07-authn-authz/util/kubeconfig"
)

// ExampleWrite shows the YAML kubectl reads; the PEM data (here stand-ins)
// is base64 in the file.
func ExampleWrite() {
	config := kubeconfig.CreateWithCerts(kubeconfig.DefaultServer, "kubernetes", "kubernetes-admin",
		[]byte("ca PEM"), []byte("key PEM"), []byte("cert PEM"))
	data, _ := kubeconfig.Write(config)
	fmt.Print(string(data))
	// Output:
	// apiVersion: v1
	// clusters:
	// - cluster:
	//     certificate-authority-data: Y2EgUEVN
	//     server: https://127.0.0.1:6443
	//   name: kubernetes
	// contexts:
	// - context:
	//     cluster: kubernetes
	//     user: kubernetes-admin
	//   name: kubernetes-admin@kubernetes
	// current-context: kubernetes-admin@kubernetes
	// kind: Config
	// preferences: {}
	// users:
	// - name: kubernetes-admin
	//   user:
	//     client-certificate-data: Y2VydCBQRU0=
	//     client-key-data: a2V5IFBFTQ==
}
