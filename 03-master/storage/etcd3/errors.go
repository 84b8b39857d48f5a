package etcd3

import (
	"errors"

	etcdrpc "go.etcd.io/etcd/api/v3/v3rpc/rpctypes"

	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
)

// The messages of upstream's 410 answers to lists.
// Upstream: k8s.io/apiserver/pkg/storage/etcd3.expired.
const (
	expired         = "The resourceVersion for the provided list is too old."
	continueExpired = "The provided continue parameter is too old " +
		"to display a consistent list result. You can start a new list without " +
		"the continue parameter."
	inconsistentContinue = "The provided continue parameter is too old " +
		"to display a consistent list result. You can start a new list without " +
		"the continue parameter, or use the continue token in this response to " +
		"retrieve the remainder of the results. Continuing with the provided " +
		"token results in an inconsistent list - objects that were created, " +
		"modified, or deleted between the time the first chunk was returned " +
		"and now may show up in the list."
)

// interpretListError turns a compacted revision into 410 Expired; for a
// paged list, the Status carries a continue token (revision -1: the
// latest) so the client may finish the list inconsistently.
// Upstream: k8s.io/apiserver/pkg/storage/etcd3.interpretListError.
func interpretListError(err error, paging bool, continueKey, keyPrefix string) error {
	if !errors.Is(err, etcdrpc.ErrCompacted) {
		return err
	}
	if !paging {
		return apierrors.NewResourceExpired(expired)
	}
	newToken, tokenErr := storage.EncodeContinue(continueKey, keyPrefix, -1)
	if tokenErr != nil {
		return apierrors.NewResourceExpired(continueExpired)
	}
	statusError := apierrors.NewResourceExpired(inconsistentContinue)
	statusError.ErrStatus.ListMeta.Continue = newToken
	return statusError
}
