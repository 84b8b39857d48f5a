package v1

import (
	"fmt"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// The system priority classes and their values.
// Upstream: k8s.io/kubernetes/pkg/apis/scheduling (constants).
const (
	systemNodeCritical     = "system-node-critical"
	systemClusterCritical  = "system-cluster-critical"
	systemCriticalPriority = int32(2000000000)
)

// systemPriorityClasses are the classes every cluster has: the server
// creates them at start, and nobody may delete them or create another
// "system-" class.
// Upstream: k8s.io/kubernetes/pkg/apis/scheduling/v1.systemPriorityClasses.
var systemPriorityClasses = []*PriorityClass{
	{
		ObjectMeta:  metav1.ObjectMeta{Name: systemNodeCritical},
		Value:       systemCriticalPriority + 1000,
		Description: "Used for system critical pods that must not be moved from their current node.",
	},
	{
		ObjectMeta:  metav1.ObjectMeta{Name: systemClusterCritical},
		Value:       systemCriticalPriority,
		Description: "Used for system critical pods that must run in the cluster, but can be moved to another node if necessary.",
	},
}

// SystemPriorityClasses returns copies of the system priority classes.
// Upstream: k8s.io/kubernetes/pkg/apis/scheduling/v1.SystemPriorityClasses.
func SystemPriorityClasses() []*PriorityClass {
	out := make([]*PriorityClass, 0, len(systemPriorityClasses))
	for _, c := range systemPriorityClasses {
		out = append(out, c.DeepCopy())
	}
	return out
}

// SystemPriorityClassNames returns the names of the system priority classes.
// Upstream: k8s.io/kubernetes/pkg/apis/scheduling/v1.SystemPriorityClassNames.
func SystemPriorityClassNames() []string {
	out := make([]string, 0, len(systemPriorityClasses))
	for _, c := range systemPriorityClasses {
		out = append(out, c.Name)
	}
	return out
}

// IsKnownSystemPriorityClass reports whether name, value and
// globalDefault are those of a system priority class, and if not, why.
// Upstream: k8s.io/kubernetes/pkg/apis/scheduling/v1.IsKnownSystemPriorityClass.
func IsKnownSystemPriorityClass(name string, value int32, globalDefault bool) (bool, error) {
	for _, spc := range systemPriorityClasses {
		if spc.Name == name {
			if spc.Value != value {
				return false, fmt.Errorf("value of %v PriorityClass must be %v", spc.Name, spc.Value)
			}
			if spc.GlobalDefault != globalDefault {
				return false, fmt.Errorf("globalDefault of %v PriorityClass must be %v", spc.Name, spc.GlobalDefault)
			}
			return true, nil
		}
	}
	return false, fmt.Errorf("%v is not a known system priority class", name)
}
