// Package request holds what stage 06 adds to the request's context and
// to stage 02's RequestInfo: the time the request was received and the
// type of the check that tells long-running requests apart. The
// RequestInfo itself, its factory and the user stay in stage 02's package
// of the same name (02-generic-server/endpoints/request).
//
// Upstream counterpart: k8s.io/apiserver/pkg/endpoints/request
// (received_time.go, and LongRunningRequestCheck in requestinfo.go), one
// package there.
package request
