// Package v1 is admission.k8s.io/v1: the AdmissionReview the API server
// POSTs to an admission webhook (with a Request) and reads back (with a
// Response). Only its JSON form is needed: the server never serves these
// types, it only sends and receives them, so they are not registered in
// a scheme and have no generated code.
//
// Stage 07 adds it. Upstream: k8s.io/api/admission/v1.
// Left out: protobuf (webhooks receive JSON), the scheme registration.
package v1
