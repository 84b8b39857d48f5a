// Package errors turns storage errors into API errors: the registry calls
// one Interpret function per verb, so a KeyNotFound becomes a 404 on get
// and delete, a KeyExists a 409 AlreadyExists on create, a
// ResourceVersionConflicts a 409 Conflict on update.
//
// Stage 03 (03-master) adds it.
//
// Upstream: k8s.io/apiserver/pkg/storage/errors at v1.37.
//
// Left out: storage.InvalidError (our Versioner reports a bad
// resourceVersion as a plain error that etcd3 turns into a 400), so
// InterpretWatchError has no Invalid case.
package errors
