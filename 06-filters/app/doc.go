// Package app is stage 06's kube-apiserver command: stage 05's options
// and server chain, with the head's handler chain replaced by upstream's
// full list of filters (request info, panic recovery, the request
// deadline and timeout, the max-in-flight limit, CORS, HSTS,
// Cache-Control, warnings, HTTP logging, audit and request metrics).
//
// Stage 06 adds it. Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app
// (where BuildGenericConfig sets the chain's options, audit among them).
package app
