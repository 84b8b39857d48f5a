// Package warning sends warnings to clients: Warning headers
// (`299 - "text"`) that kubectl prints as "Warning: text" and client-go
// hands to its warning handler, next to a successful answer.
//
// Stage 02 adds it (unknown fields under fieldValidation=Warn, duplicate
// owner references); stage 04 warns of deprecated versions of custom
// resources with it.
// Upstream: k8s.io/apiserver/pkg/warning and the recorder of
// k8s.io/apiserver/pkg/endpoints/filters.WithWarningRecorder.
// Stage 02 leaves out the limit upstream puts on the size of warnings;
// stage 06's WithWarningRecorder filter adds it through Recorder.
package warning
