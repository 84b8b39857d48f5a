// Package citations checks the upstream citations of the chapters and the
// docs, the way chapters/cite.go checks the citations of our own code:
// every package, file and symbol of k8s.io/kubernetes v1.37.1 and of its
// staging modules at v0.37.2 that a document names must exist at that
// version. It lives in the e2e module because it downloads upstream's
// source (through the module proxy, into the module cache); the main module
// never depends on k8s.io/*. The rules for what counts as a citation are in
// the doc comment of TestUpstreamCitations; chapter 00 tells readers the
// same.
package citations
