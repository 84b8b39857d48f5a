package legacyregistry

import (
	"github.com/prometheus/client_golang/prometheus"

	"github.com/kube-rebuilt/apiserver/02-generic-server/version"
)

// newBuildInfo is the gauge kubernetes_build_info{git_version="v1.37.0+rebuilt",...} 1,
// labelled with the fields of version.Get.
// Upstream: k8s.io/component-base/metrics/prometheus/version (buildInfo).
func newBuildInfo() prometheus.Collector {
	info := version.Get()
	g := prometheus.NewGaugeVec(prometheus.GaugeOpts{
		Name: "kubernetes_build_info",
		Help: "[ALPHA] A metric with a constant '1' value labeled by major, minor, git version, git commit, git tree state, build date, Go version, and compiler from which Kubernetes was built, and platform on which it is running.",
	}, []string{"major", "minor", "git_version", "git_commit", "git_tree_state", "build_date", "go_version", "compiler", "platform"})
	g.WithLabelValues(info.Major, info.Minor, info.GitVersion, info.GitCommit, info.GitTreeState,
		info.BuildDate, info.GoVersion, info.Compiler, info.Platform).Set(1)
	return g
}
