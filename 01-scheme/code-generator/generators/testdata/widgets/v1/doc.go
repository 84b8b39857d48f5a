// Package v1 is the wire version of the widgets test group.
//
// +k8s:deepcopy-gen=package
// +k8s:conversion-gen=github.com/kube-rebuilt/apiserver/01-scheme/code-generator/generators/testdata/widgets
// +k8s:defaulter-gen=TypeMeta
package v1
