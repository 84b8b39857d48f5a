package app

// These blank imports run each API group's install package init(), which
// calls Install(legacyscheme.Scheme): importing a group is registering it.
// That is upstream's pattern; its cost is that registration happens before
// main starts, invisibly, and every importer gets every group. Set a
// breakpoint in runtime.(*Scheme).AddKnownTypes to watch it happen.
// Upstream: k8s.io/kubernetes/pkg/controlplane/import_known_versions.go.
import (
	_ "github.com/kube-rebuilt/apiserver/01-scheme/apis/apps/install"
	_ "github.com/kube-rebuilt/apiserver/01-scheme/apis/autoscaling/install"
	_ "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/install"
)
