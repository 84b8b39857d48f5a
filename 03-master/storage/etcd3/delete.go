package etcd3

import (
	"context"
	"errors"
	"reflect"
	"time"

	clientv3 "go.etcd.io/etcd/client/v3"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
	"github.com/kube-rebuilt/apiserver/03-master/storage/etcd3/metrics"
)

// Delete removes key if preconditions and validateDeletion accept the
// current object, in a transaction guarded by the revision they saw.
// out receives the deleted object, with the delete's revision.
// Upstream: k8s.io/apiserver/pkg/storage/etcd3.(*store).Delete.
func (s *store) Delete(ctx context.Context, key string, out runtime.Object, preconditions *storage.Preconditions,
	validateDeletion storage.ValidateObjectFunc, cachedExistingObject runtime.Object, opts storage.DeleteOptions) error {
	preparedKey, err := s.prepareKey(key)
	if err != nil {
		return err
	}
	v, err := enforcePtr(out)
	if err != nil {
		return errors.New("unable to convert output object to pointer")
	}
	u := &updateLoop{getCurrentState: s.getCurrentState(ctx, preparedKey, v, false)}
	if cachedExistingObject != nil {
		u.state, err = s.getStateFromObject(cachedExistingObject)
	} else {
		u.state, err = u.getCurrentState()
		u.isCurrent = true
	}
	if err != nil {
		return err
	}
	for {
		done, err := s.deleteOnce(ctx, preparedKey, out, v, preconditions, validateDeletion, u)
		if done || err != nil {
			return err
		}
	}
}

// deleteOnce is one attempt of Delete.
// Upstream: k8s.io/apiserver/pkg/storage/etcd3.(*store).conditionalDelete.
func (s *store) deleteOnce(ctx context.Context, key string, out runtime.Object, v reflect.Value,
	preconditions *storage.Preconditions, validateDeletion storage.ValidateObjectFunc, u *updateLoop) (bool, error) {
	if preconditions != nil {
		if err := preconditions.Check(key, u.state.obj); err != nil {
			return u.retryOnCurrent(err)
		}
	}
	if validateDeletion != nil {
		if err := validateDeletion(ctx, u.state.obj); err != nil {
			return u.retryOnCurrent(err)
		}
	}
	startTime := time.Now()
	txnResp, err := s.client.KV.Txn(ctx).If(
		clientv3.Compare(clientv3.ModRevision(key), "=", u.state.rev),
	).Then(
		clientv3.OpDelete(key),
	).Else(
		clientv3.OpGet(key),
	).Commit()
	metrics.RecordEtcdRequest("delete", s.groupResource, err, startTime)
	if err != nil {
		return true, err
	}
	if !txnResp.Succeeded {
		getResp := (*clientv3.GetResponse)(txnResp.Responses[0].GetResponseRange())
		u.state, err = s.getState(getResp, key, v, false)
		u.isCurrent = true
		return err != nil, err
	}
	deleteResp := txnResp.Responses[0].GetResponseDeleteRange()
	if deleteResp == nil || deleteResp.Header == nil {
		return true, errors.New("invalid DeleteRange response")
	}
	return true, decode(s.codec, s.versioner, u.state.data, out, deleteResp.Header.Revision)
}
