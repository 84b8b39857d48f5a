package app

import (
	"fmt"

	genericapp "github.com/kube-rebuilt/apiserver/02-generic-server/app"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
	"github.com/kube-rebuilt/apiserver/03-master/server/options"
)

// Banner is what stages 03 to 06 print once ready
// (02-generic-server/app.PrintBannerWhenReady): where the data lives and
// the kubectl command for the address the server really listens on (the
// plain-HTTP port, or, when that is off, the HTTPS one, where kubectl
// needs some credential or it prompts for a user name; no stage before 07
// checks it).
func Banner(stage string, etcd *options.EtcdOptions, s *server.GenericAPIServer) string {
	try := "kubectl get ns"
	if info := s.DeprecatedInsecureServingInfo; info != nil && info.Listener != nil {
		try = "kubectl -s " + genericapp.ListenerURL("http", info.Listener) + " get ns"
	} else if info := s.SecureServingInfo; info != nil && info.Listener != nil {
		try = "kubectl -s " + genericapp.ListenerURL("https", info.Listener) + " --insecure-skip-tls-verify --token=unused get ns"
	}
	return fmt.Sprintf("\nstage %s: %s\ntry:  %s\n\n", stage, etcd.StorageDescription(), try)
}
