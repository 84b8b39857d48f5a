// Package e2e judges each runnable stage of kube-apiserver, rebuilt layer
// by layer, with the real clients: kubectl (built here from k8s.io/kubectl)
// runs the scenarios in testdata/<stage>/*.txtar, and the tests in clientgo
// drive the same stages with client-go. See README.md.
//
// This is a module of its own (github.com/kube-rebuilt/apiserver/e2e): the
// main module imports no k8s.io library, and this one imports nothing of the
// main module; it builds each stage with go build and talks to it over
// HTTP, as any client would.
package e2e
