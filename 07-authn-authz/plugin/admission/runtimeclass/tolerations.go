package runtimeclass

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/03-master/apis/core/validation"
)

// MergeTolerations joins two lists of tolerations, first's first; a
// toleration another one tolerates a superset of is dropped (of two
// equal ones, the first is kept).
// Upstream: k8s.io/kubernetes/pkg/util/tolerations.MergeTolerations.
func MergeTolerations(first, second []core.Toleration) []core.Toleration {
	all := append(append([]core.Toleration(nil), first...), second...)
	var merged []core.Toleration
next:
	for i, t := range all {
		for _, kept := range merged {
			if isSuperset(kept, t) {
				continue next // t is redundant
			}
		}
		for _, later := range all[i+1:] {
			// of two equal tolerations, the first is kept
			if !validation.SemanticDeepEqual(&t, &later) && isSuperset(later, t) {
				continue next
			}
		}
		merged = append(merged, t)
	}
	return merged
}

// isSuperset says whether ss tolerates every taint t tolerates.
// Upstream: k8s.io/kubernetes/pkg/util/tolerations.isSuperset.
func isSuperset(ss, t core.Toleration) bool {
	if validation.SemanticDeepEqual(&t, &ss) {
		return true
	}
	// an empty key with Exists matches every key
	if t.Key != ss.Key && (ss.Key != "" || ss.Operator != core.TolerationOpExists) {
		return false
	}
	// an empty effect matches every effect
	if t.Effect != ss.Effect && ss.Effect != "" {
		return false
	}
	if ss.Effect == core.TaintEffectNoExecute && ss.TolerationSeconds != nil {
		if t.TolerationSeconds == nil || *t.TolerationSeconds > *ss.TolerationSeconds {
			return false
		}
	}
	switch ss.Operator {
	case core.TolerationOpEqual, "": // empty means Equal
		return t.Operator == core.TolerationOpEqual && t.Value == ss.Value
	case core.TolerationOpExists:
		return true
	default:
		return false // an unknown operator; validation refuses it
	}
}
