// Package admissiontest hands a stage 07 admission plugin, in a test,
// what the API server's plugin initializer hands it at start: the shared
// informer factory and the storages, here over in-memory storages
// (informerstest), with the informers the plugin asked for started and
// synced.
//
// Stage 07 adds it. Upstream: none of its own; upstream's plugin tests
// build an informer factory over the fake clientset and call
// k8s.io/apiserver/pkg/admission/initializer.New(...).Initialize in each
// test file.
package admissiontest
