// Package kubeconfig writes and reads kubeconfig files, the YAML that
// kubectl and client-go read to find a server and authenticate to it:
// clusters (server URL and the CA to verify it with), users (here a
// client certificate and key), and contexts that pair them. Stage 07's
// server writes an admin kubeconfig next to its certificates
// (CreateAdminKubeConfigFile), so that
//
//	kubectl --kubeconfig <dir>/admin.conf get namespaces
//
// works against a freshly started server.
//
// Stage 07 adds it.
// Upstream: k8s.io/kubernetes/cmd/kubeadm/app/util/kubeconfig
// (CreateBasic, CreateWithCerts, WriteToDisk) and
// cmd/kubeadm/app/phases/kubeconfig (the admin.conf), over the serialized
// types of k8s.io/client-go/tools/clientcmd/api/v1 (Config, NamedCluster
// ...), which are declared here and marshalled with sigs.k8s.io/yaml.
// Left out: client-go's internal clientcmd/api types (maps instead of
// named lists) and conversion, merging several kubeconfig files and
// $KUBECONFIG, file references (certificate-authority: <path>), exec
// and auth-provider plugins, proxy-url, extensions.
package kubeconfig
