// Package flunder is the storage of flunders: stage 03's generic registry
// Store with the flunder strategy (namespaced, validated by package
// validation, updates only with a resourceVersion).
//
// Stage 05 adds it. Upstream: k8s.io/sample-apiserver/pkg/registry/wardle/flunder.
// Left out: nothing of upstream's. Upstream's ValidateUpdate checks
// nothing; ours validates the updated spec like a new one, so a PATCH
// cannot store a flunder that a POST would have refused.
package flunder
