package service

import (
	"slices"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
)

// NormalizeClusterIPs guesses what a client meant with the two linked
// fields spec.clusterIP and spec.clusterIPs, before validation holds them
// to each other. On create (oldSvc nil) an old client's lone clusterIP
// becomes clusterIPs too. On update, clusterIPs left out while clusterIP
// stayed is the stored list; clusterIP cleared while clusterIPs stayed
// clears both; clusterIP changed while clusterIPs stayed follows
// clusterIP (and validation then refuses the change).
// Upstream: k8s.io/kubernetes/pkg/registry/core/service/storage.normalizeClusterIPs
// (unexported there; exported here because the storage, which
// allocates, and this strategy both need it).
func NormalizeClusterIPs(newSvc, oldSvc *core.Service) {
	if oldSvc == nil {
		if newSvc.Spec.ClusterIP != "" && len(newSvc.Spec.ClusterIPs) == 0 {
			newSvc.Spec.ClusterIPs = []string{newSvc.Spec.ClusterIP}
		}
		return
	}
	if len(oldSvc.Spec.ClusterIPs) > 0 && len(newSvc.Spec.ClusterIPs) == 0 && oldSvc.Spec.ClusterIP == newSvc.Spec.ClusterIP {
		newSvc.Spec.ClusterIPs = oldSvc.Spec.ClusterIPs
	}
	if oldSvc.Spec.ClusterIP == newSvc.Spec.ClusterIP || !slices.Equal(oldSvc.Spec.ClusterIPs, newSvc.Spec.ClusterIPs) {
		return
	}
	if oldSvc.Spec.ClusterIP != "" && newSvc.Spec.ClusterIP == "" {
		newSvc.Spec.ClusterIPs = nil
	} else {
		newSvc.Spec.ClusterIPs = []string{newSvc.Spec.ClusterIP}
	}
}

// patchAllocatedValues keeps what the server allocated when an update
// leaves it out (kubectl replace of the manifest that created the
// service): an empty clusterIP, and an empty clusterIPs, are the stored
// ones.
// Upstream: k8s.io/kubernetes/pkg/registry/core/service/storage.patchAllocatedValues
// (node ports left out: they are not allocated here).
func patchAllocatedValues(newSvc, oldSvc *core.Service) {
	if !needsClusterIP(oldSvc) || !needsClusterIP(newSvc) {
		return
	}
	if newSvc.Spec.ClusterIP == "" {
		newSvc.Spec.ClusterIP = oldSvc.Spec.ClusterIP
	}
	if len(newSvc.Spec.ClusterIPs) == 0 && len(oldSvc.Spec.ClusterIPs) > 0 {
		newSvc.Spec.ClusterIPs = oldSvc.Spec.ClusterIPs
	}
}
