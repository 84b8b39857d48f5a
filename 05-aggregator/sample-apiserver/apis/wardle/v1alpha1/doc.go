// Package v1alpha1 is wardle.example.com/v1alpha1: Flunder, whose spec
// names its reference once (reference, with referenceType saying what it
// is), and Fischer. The hand-written conversion functions of conversion.go
// map FlunderSpec to and from the internal spec, which names the reference
// twice; everything else converts field by field. It is also the version
// the sample server stores in etcd, as upstream's.
//
// Stage 05 adds it. Upstream: k8s.io/sample-apiserver/pkg/apis/wardle/v1alpha1.
// Left out: protobuf (kubectl sends JSON for kinds it does not know).
//
// +k8s:deepcopy-gen=package
// +k8s:defaulter-gen=TypeMeta
// +k8s:conversion-gen=github.com/kube-rebuilt/apiserver/05-aggregator/sample-apiserver/apis/wardle
package v1alpha1

//go:generate go run github.com/kube-rebuilt/apiserver/01-scheme/code-generator/cmd/codegen .
