// Package embedded runs etcd inside the API server process, so a stage
// starts with nothing installed: the member keeps its data in a
// directory across restarts, serves gRPC on a unix socket in a private
// temporary directory, and the server's client dials that socket as any
// external client would dial a cluster. It can also serve a client URL so
// etcdctl can look at the keys.
//
// Before etcd opens the data directory, Start reads it (checkDataDir): a
// damaged database or one that another process holds becomes an error
// that says what to do, where etcd would panic or wait forever. etcd's
// own log goes into the server's klog (klogCore).
//
// Stage 03 (03-master) adds it.
//
// Upstream: none in k8s.io/apiserver; the integration test framework's
// k8s.io/kubernetes/test/utils/ktesting/etcd and etcd's own
// go.etcd.io/etcd/server/v3/embed examples are the closest. A real
// cluster runs etcd as its own process; --etcd-servers does that here.
//
// With a peer URL (Cluster) the member is one of a cluster: three
// processes started with the same initial cluster form one raft group.
//
// Left out: TLS on the optional client URL and on the peer URL, etcd's
// runtime reconfiguration (members are added with etcdctl member add and
// --etcd-initial-cluster-state=existing), discovery services. Not used on purpose: etcd's in-process client adapter
// (v3client.New), which deadlocks when many watches are cancelled (etcd
// issues 18879 and 20716; TestWatchChurnLeavesWatchesWorking).
package embedded
