// Package widgets is the internal version of a tiny API group the
// generators' tests run on.
//
// +k8s:deepcopy-gen=package
package widgets
