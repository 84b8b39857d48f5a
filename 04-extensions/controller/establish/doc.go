// Package establish runs the EstablishingController, which turns a CRD's
// Established condition True once its names are accepted and the custom
// resource handler is ready to serve it.
//
// The naming controller (package status) leaves Established False with
// reason "Installing" when it accepts a CRD's names. It must not set it
// True itself: the custom resource handler learns about the CRD through
// its own informer, and a client that saw Established=True could request
// the resource before the handler serves it. So the handler, when it
// builds the serving info of a CRD that is not established yet, calls
// QueueCRD (at once; upstream too, unless it counts several API
// servers, then after 5s) and this controller writes
// Established=True/"InitialNamesAccepted".
//
// This package is added by stage 04, with the apiextensions server.
//
// Upstream: k8s.io/apiextensions-apiserver/pkg/controller/establish
// (EstablishingController).
//
// Left out: the rate limiter's overall token bucket (a failed sync is
// retried after a per-key doubling delay, see workqueue.RunWorkers), and
// the clientset: we write through the CRD status storage directly.
// Unlike upstream, a write that hits a conflict is retried here, since
// nothing else would queue the CRD again.
package establish
