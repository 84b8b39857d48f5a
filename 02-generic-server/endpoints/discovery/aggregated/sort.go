package aggregated

import (
	"sort"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	apidiscoveryv2 "github.com/kube-rebuilt/apiserver/02-generic-server/apis/apidiscovery/v2"
	"github.com/kube-rebuilt/apiserver/02-generic-server/version"
)

// calculateAPIGroupsLocked builds the document's groups in three steps:
// merge the sources (for a group version several sources have, the lowest
// source wins), sort each group's versions by priority, sort the groups by
// priority. Upstream: k8s.io/apiserver/pkg/endpoints/discovery/aggregated.resourceDiscoveryManager.calculateAPIGroupsLocked.
func (rdm *resourceDiscoveryManager) calculateAPIGroupsLocked() []apidiscoveryv2.APIGroupDiscovery {
	merged, sourcesUsed := rdm.mergeSourcesLocked()
	groups := make([]apidiscoveryv2.APIGroupDiscovery, 0, len(merged))
	for _, group := range merged {
		rdm.sortVersionsLocked(group, sourcesUsed)
		groups = append(groups, *group)
	}
	rdm.sortGroupsLocked(groups, sourcesUsed)
	return groups
}

// mergeSourcesLocked folds every source's groups into one group per name
// and records which source each group version came from.
func (rdm *resourceDiscoveryManager) mergeSourcesLocked() (map[string]*apidiscoveryv2.APIGroupDiscovery, map[schema.GroupVersion]Source) {
	merged := map[string]*apidiscoveryv2.APIGroupDiscovery{}
	sourcesUsed := map[schema.GroupVersion]Source{}
	for key, group := range rdm.apiGroups {
		target, ok := merged[key.name]
		if !ok {
			target = &apidiscoveryv2.APIGroupDiscovery{}
			target.Name = key.name
			merged[key.name] = target
		}
		for _, v := range group.DeepCopy().Versions {
			gv := schema.GroupVersion{Group: key.name, Version: v.Version}
			used, seen := sourcesUsed[gv]
			switch {
			case !seen:
				target.Versions = append(target.Versions, v)
			case key.source < used:
				replaceVersion(target, v)
			default:
				continue
			}
			sourcesUsed[gv] = key.source
		}
	}
	return merged, sourcesUsed
}

// sortVersionsLocked orders a group's versions by version priority, then
// Kubernetes-aware name (v2, v1, v1beta1 ...): the first is the preferred.
func (rdm *resourceDiscoveryManager) sortVersionsLocked(group *apidiscoveryv2.APIGroupDiscovery, sourcesUsed map[schema.GroupVersion]Source) {
	priority := func(version string) int {
		gv := schema.GroupVersion{Group: group.Name, Version: version}
		return rdm.versionPriorities[groupVersionKey{gv, sourcesUsed[gv]}].VersionPriority
	}
	sort.SliceStable(group.Versions, func(i, j int) bool {
		iVersion, jVersion := group.Versions[i].Version, group.Versions[j].Version
		if iPriority, jPriority := priority(iVersion), priority(jVersion); iPriority != jPriority {
			return iPriority > jPriority
		}
		return version.CompareKubeAwareVersionStrings(iVersion, jVersion) > 0
	})
}

// sortGroupsLocked orders groups by the highest group priority of their
// versions (of the sources used), then by name.
func (rdm *resourceDiscoveryManager) sortGroupsLocked(groups []apidiscoveryv2.APIGroupDiscovery, sourcesUsed map[schema.GroupVersion]Source) {
	priorities := map[string]int{}
	for gv, info := range rdm.versionPriorities {
		if used, ok := sourcesUsed[gv.GroupVersion]; !ok || used != gv.source {
			continue
		}
		if existing, ok := priorities[gv.Group]; !ok || existing < info.GroupPriorityMinimum {
			priorities[gv.Group] = info.GroupPriorityMinimum
		}
	}
	sort.SliceStable(groups, func(i, j int) bool {
		iName, jName := groups[i].Name, groups[j].Name
		if priorities[iName] != priorities[jName] {
			return priorities[iName] > priorities[jName]
		}
		return iName < jName
	})
}
