// Package rest is the batch group's storage provider: the controlplane
// asks it for the group's APIGroupInfo (jobs and cronjobs at v1, each
// with status) and installs it under /apis/batch.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/registry/batch/rest.
// Left out: nothing of v1; upstream serves no other batch version.
package rest
