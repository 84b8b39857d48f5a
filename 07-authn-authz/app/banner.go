package app

import (
	"fmt"

	"github.com/kube-rebuilt/apiserver/03-master/server/options"
)

// Banner is what stage 07 prints once ready
// (02-generic-server/app.PrintBannerWhenReady): where the data lives and
// the one command that points kubectl at the server, the admin
// kubeconfig Run wrote (adminKubeConfig, an absolute path for display).
// Given --tls-cert-file (tlsCertFile) the server writes none, and the
// banner says so.
func Banner(etcd *options.EtcdOptions, adminKubeConfig, tlsCertFile string) string {
	head := fmt.Sprintf("\nstage 07-authn-authz: %s\n", etcd.StorageDescription())
	if adminKubeConfig == "" {
		return head + fmt.Sprintf("serving with --tls-cert-file %s: bring your own kubeconfig\n\n", tlsCertFile)
	}
	return head + fmt.Sprintf("try:  export KUBECONFIG=%s\n      kubectl get ns\n\n", adminKubeConfig)
}
