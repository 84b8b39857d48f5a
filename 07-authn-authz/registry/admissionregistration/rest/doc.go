// Package rest installs admissionregistration.k8s.io/v1 in the master: a
// stage 03 RESTStorageProvider serving mutatingwebhookconfigurations,
// validatingwebhookconfigurations, validatingadmissionpolicies (with
// /status), validatingadmissionpolicybindings, mutatingadmissionpolicies
// and mutatingadmissionpolicybindings. AddToControlPlane adds it to a
// master's config. The webhook and policy admission plugins read these
// resources through informers over the same storage.
//
// Importing it registers the group in legacyscheme.Scheme (through
// apis/admissionregistration/install).
//
// Stage 07 adds it. Upstream: k8s.io/kubernetes/pkg/registry/admissionregistration/rest
// (storage_apiserver.go).
// Left out: the v1alpha1 and v1beta1 versions.
package rest
