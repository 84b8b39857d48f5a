// Package metrics holds the etcd3 store's metrics: how many requests the
// API server sent to etcd, how long they took and how many failed, by
// operation ("get", "list", "create", "update", "delete" ...) and by the
// group and resource of the store that sent them. /metrics serves them as
// etcd_request_duration_seconds, etcd_requests_total and
// etcd_request_errors_total, with upstream's names, help, labels and
// buckets.
//
// Stage 03 (03-master) adds it; the store (03-master/storage/etcd3)
// records around each etcd call, as upstream. Watches are not counted
// (upstream counts their events in apiserver_storage_events_received_total,
// which we leave out).
//
// Upstream: k8s.io/apiserver/pkg/storage/etcd3/metrics at v1.37. Older
// releases labelled these series {operation, type} with the object's Go
// type; v1.37 labels them {operation, group, resource}, and so do we.
//
// Left out: the object counts (apiserver_storage_objects, deprecated in
// v1.34, and apiserver_resource_objects), which upstream's registry Store
// refreshes from a periodic Stats call; the database size
// (apiserver_storage_size_bytes); the resource size estimate, lease,
// bookmark, event, decode-error and list-latency series. They need parts
// of upstream we do not rebuild (the periodic stats loop, the lease
// manager, etcd's maintenance API).
package metrics
