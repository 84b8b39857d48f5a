// Package clustertrustbundle holds the rules of clustertrustbundles
// (certificates.k8s.io): CA certificates a signer publishes for workloads
// to trust; a bundle with a signer is named "<signer with / as :>:<name>".
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/registry/certificates/clustertrustbundle.
package clustertrustbundle
