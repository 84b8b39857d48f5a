// Package componentstatus serves componentstatuses (get, list): the
// health of the control plane's parts, probed when asked. etcd-0 is
// probed through the storage backend (a read of the "health" key, as
// /readyz's etcd check); scheduler and controller-manager by an HTTPS GET
// of /healthz on their default secure ports on localhost (10259, 10257),
// certificate unchecked, as upstream does. Nothing is stored.
//
// Stage 03 (the master) adds it; the legacy storage provider installs it.
//
// Upstream: k8s.io/kubernetes/pkg/registry/core/componentstatus (deprecated
// since v1.19, still served).
//
// Left out: field selectors (upstream filters the probed list by
// metadata.name); one etcd-N per --etcd-servers override (we have one
// backend config, so one etcd-0).
package componentstatus
