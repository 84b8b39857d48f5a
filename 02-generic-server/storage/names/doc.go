// Package names generates object names from a prefix: what turns
// metadata.generateName "web-" into metadata.name "web-x7k2q" when a
// client creates an object without a name.
//
// Stage 03 adds it (the registry Store calls it through the create
// strategy). Upstream: k8s.io/apiserver/pkg/storage/names.
// Left out: nothing; upstream's package is this small too.
package names
