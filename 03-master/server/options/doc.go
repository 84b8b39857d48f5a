// Package options holds the option groups that stage 03 adds to those of
// 02-generic-server/server/options. EtcdOptions, the --etcd-* flags, say
// where the API objects are stored; ControllersOptions, --controllers, says
// which of kube-controller-manager's controllers the server runs
// in-process (so that a real controller manager can take them over).
//
// Like every option group it has NewEtcdOptions (defaults), AddFlags,
// Validate and ApplyTo; like upstream's, it also has Complete, which must
// run before ApplyTo. Complete starts the embedded etcd (or dials
// --etcd-servers) and returns the DestroyFunc that the stage's Run defers:
//
//	destroy, err := o.Etcd.Complete(ctx)   // embedded etcd is ready here
//	defer destroy()                        // ... and closed here, last
//	err = o.Etcd.ApplyTo(genericConfig)    // "etcd" and "etcd-readiness" checks
//
// By default (--etcd-servers empty) etcd runs inside the process, with its
// data in --etcd-data-dir, DefaultEtcdDataDir = ".data/etcd" relative to
// the working directory: from the repository's root that is /.data/, which
// .gitignore ignores. The same directory gives back the same objects after
// a restart; delete it to start empty.
//
// Stage 03 (03-master) adds it.
//
// Upstream: k8s.io/apiserver/pkg/server/options.EtcdOptions (etcd.go) at
// v1.37. Added: --etcd-data-dir and --etcd-client-url, for the embedded
// etcd. Left out: --etcd-servers-overrides (per-resource etcd clusters),
// --storage-backend (etcd3 is the only one), the encryption provider
// config (--encryption-provider-config and its automatic reload, with the
// KMS health checks), --storage-media-type,
// --delete-collection-workers, (--enable-garbage-collector is here, off by
// default, since no stage runs a garbage collector: see EtcdOptions),
// --etcd-healthcheck-timeout, --etcd-readycheck-timeout, the lease reuse
// and metric poll flags, and the StorageFactory variant of ApplyTo
// (ApplyWithStorageFactoryTo) with its RESTOptionsGetter.
package options
