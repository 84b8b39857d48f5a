package app

// These blank imports run each API group's install package init(), which
// registers the group in legacyscheme.Scheme: the demo's configmaps,
// namespaces, deployments and their autoscaling/v1 Scale need all three.
// Upstream: k8s.io/kubernetes/pkg/controlplane/import_known_versions.go.
import (
	_ "github.com/kube-rebuilt/apiserver/01-scheme/apis/apps/install"
	_ "github.com/kube-rebuilt/apiserver/01-scheme/apis/autoscaling/install"
	_ "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/install"
)
