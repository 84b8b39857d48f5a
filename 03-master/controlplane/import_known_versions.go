package controlplane

// These blank imports run each API group's install package init(), which
// registers the group in legacyscheme.Scheme: the master serves and stores
// core, apps and the autoscaling/v1 Scale of the scale subresources
// (01-scheme), and the groups whose types stage 03 adds (03-master/apis).
// Upstream: k8s.io/kubernetes/pkg/controlplane/import_known_versions.go.
import (
	_ "github.com/kube-rebuilt/apiserver/01-scheme/apis/apps/install"
	_ "github.com/kube-rebuilt/apiserver/01-scheme/apis/autoscaling/install"
	_ "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/install"
	_ "github.com/kube-rebuilt/apiserver/03-master/apis/batch/install"
	_ "github.com/kube-rebuilt/apiserver/03-master/apis/coordination/install"
	_ "github.com/kube-rebuilt/apiserver/03-master/apis/discovery/install"
	_ "github.com/kube-rebuilt/apiserver/03-master/apis/events/install"
	_ "github.com/kube-rebuilt/apiserver/03-master/apis/networking/install"
	_ "github.com/kube-rebuilt/apiserver/03-master/apis/node/install"
	_ "github.com/kube-rebuilt/apiserver/03-master/apis/policy/install"
	_ "github.com/kube-rebuilt/apiserver/03-master/apis/scheduling/install"
)
