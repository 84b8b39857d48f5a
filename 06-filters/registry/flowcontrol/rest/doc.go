// Package rest installs flowcontrol.apiserver.k8s.io/v1 in the master:
// a stage 03 RESTStorageProvider serving flowschemas and
// prioritylevelconfigurations with their status, and the
// "priority-and-fairness-config-producer" post-start hook, which creates
// the bootstrap configuration objects and keeps them in step (see
// package ensurer): once at start-up, retried every second until it
// succeeds (/readyz waits for it), then every minute.
//
// Importing it registers the group in legacyscheme.Scheme (through
// apis/flowcontrol/install), where the master's handlers and storage
// factory find it.
//
// Stage 06 adds it. Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/rest.
// Left out: the informers (the ensurer reads the storage directly).
package rest
