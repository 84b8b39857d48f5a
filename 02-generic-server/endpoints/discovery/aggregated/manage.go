package aggregated

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	apidiscoveryv2 "github.com/kube-rebuilt/apiserver/02-generic-server/apis/apidiscovery/v2"
)

// setGroupVersionPriority records the priorities of one group version.
// Upstream: k8s.io/apiserver/pkg/endpoints/discovery/aggregated.resourceDiscoveryManager.SetGroupVersionPriority.
func (rdm *resourceDiscoveryManager) setGroupVersionPriority(source Source, gv schema.GroupVersion, groupPriorityMinimum, versionPriority int) {
	rdm.lock.Lock()
	defer rdm.lock.Unlock()
	rdm.versionPriorities[groupVersionKey{GroupVersion: gv, source: source}] = priorityInfo{
		GroupPriorityMinimum: groupPriorityMinimum,
		VersionPriority:      versionPriority,
	}
	rdm.cache.Store(nil)
}

// setGroups replaces the manager's groups, every source's as upstream,
// with groups added as source, and forgets the priorities of this source's
// group versions that are gone.
// Upstream: k8s.io/apiserver/pkg/endpoints/discovery/aggregated.resourceDiscoveryManager.SetGroups.
func (rdm *resourceDiscoveryManager) setGroups(source Source, groups []apidiscoveryv2.APIGroupDiscovery) {
	rdm.lock.Lock()
	defer rdm.lock.Unlock()
	rdm.apiGroups = map[groupKey]*apidiscoveryv2.APIGroupDiscovery{}
	rdm.cache.Store(nil)
	for _, group := range groups {
		for _, version := range group.Versions {
			rdm.addGroupVersionLocked(source, group.Name, version)
		}
	}
	for gv := range rdm.versionPriorities {
		if gv.source == source && !rdm.hasVersionLocked(source, gv.GroupVersion) {
			delete(rdm.versionPriorities, gv)
		}
	}
}

// hasVersionLocked reports whether source has the group version.
func (rdm *resourceDiscoveryManager) hasVersionLocked(source Source, gv schema.GroupVersion) bool {
	group, ok := rdm.apiGroups[groupKey{name: gv.Group, source: source}]
	if !ok {
		return false
	}
	for _, v := range group.Versions {
		if v.Version == gv.Version {
			return true
		}
	}
	return false
}

// removeGroupVersion removes one version, and the group if it was the last.
// Upstream: k8s.io/apiserver/pkg/endpoints/discovery/aggregated.resourceDiscoveryManager.RemoveGroupVersion.
func (rdm *resourceDiscoveryManager) removeGroupVersion(source Source, gv schema.GroupVersion) {
	rdm.lock.Lock()
	defer rdm.lock.Unlock()
	key := groupKey{name: gv.Group, source: source}
	group, exists := rdm.apiGroups[key]
	if !exists {
		return
	}
	for i := range group.Versions {
		if group.Versions[i].Version != gv.Version {
			continue
		}
		group.Versions = append(group.Versions[:i], group.Versions[i+1:]...)
		delete(rdm.versionPriorities, groupVersionKey{GroupVersion: gv, source: source})
		if len(group.Versions) == 0 {
			delete(rdm.apiGroups, key)
		}
		rdm.cache.Store(nil)
		return
	}
}

// removeGroup removes a group and its priorities.
// Upstream: k8s.io/apiserver/pkg/endpoints/discovery/aggregated.resourceDiscoveryManager.RemoveGroup.
func (rdm *resourceDiscoveryManager) removeGroup(source Source, groupName string) {
	rdm.lock.Lock()
	defer rdm.lock.Unlock()
	delete(rdm.apiGroups, groupKey{name: groupName, source: source})
	for k := range rdm.versionPriorities {
		if k.Group == groupName && k.source == source {
			delete(rdm.versionPriorities, k)
		}
	}
	rdm.cache.Store(nil)
}
