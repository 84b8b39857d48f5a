// Command codegen runs stage 01's generators over the packages its
// arguments name and writes zz_generated.deepcopy.go,
// zz_generated.conversion.go and zz_generated.defaults.go next to their
// sources. Every API package runs it from a //go:generate line in its
// doc.go, so "go generate ./..." regenerates everything:
//
//	go run github.com/kube-rebuilt/apiserver/01-scheme/code-generator/cmd/codegen .
//
// -only picks generators by name (deepcopy-gen, conversion-gen,
// defaulter-gen). Upstream: three commands, k8s.io/code-generator/cmd/
// deepcopy-gen, conversion-gen and defaulter-gen, which kube_codegen.sh
// runs in turn; one command loads the packages once instead of three times.
//
// Stage 01 adds it. Left out: upstream's flags for output paths, boilerplate
// headers and peer packages (ours: the file goes next to its sources, and
// peers are the packages of the types being converted).
package main
