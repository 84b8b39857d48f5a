package etcd3

import (
	"context"
	"fmt"
	"reflect"
	"time"

	clientv3 "go.etcd.io/etcd/client/v3"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
	"github.com/kube-rebuilt/apiserver/03-master/storage/etcd3/metrics"
)

// GuaranteedUpdate is the read-modify-write loop of every update: read
// the object (or start from cachedExistingObject), check preconditions,
// call tryUpdate, and write with a transaction that succeeds only if the
// key's ModRevision is still the one read; on a conflict, start over
// from the object the failed transaction returned.
// Upstream: k8s.io/apiserver/pkg/storage/etcd3.(*store).GuaranteedUpdate.
func (s *store) GuaranteedUpdate(ctx context.Context, key string, destination runtime.Object, ignoreNotFound bool,
	preconditions *storage.Preconditions, tryUpdate storage.UpdateFunc, cachedExistingObject runtime.Object) error {
	preparedKey, err := s.prepareKey(key)
	if err != nil {
		return err
	}
	v, err := enforcePtr(destination)
	if err != nil {
		return fmt.Errorf("unable to convert output object to pointer: %w", err)
	}
	getCurrentState := s.getCurrentState(ctx, preparedKey, v, ignoreNotFound)
	u := &updateLoop{getCurrentState: getCurrentState}
	if cachedExistingObject != nil {
		u.state, err = s.getStateFromObject(cachedExistingObject)
	} else {
		u.state, err = getCurrentState()
		u.isCurrent = true
	}
	if err != nil {
		return err
	}
	for {
		done, err := s.updateOnce(ctx, preparedKey, destination, v, ignoreNotFound, preconditions, tryUpdate, u)
		if done || err != nil {
			return err
		}
	}
}

// updateLoop is the state GuaranteedUpdate carries between attempts.
type updateLoop struct {
	state           *objState
	isCurrent       bool // state was read from etcd, not taken from a cache
	getCurrentState func() (*objState, error)
}

// retryOnCurrent handles a failure (preconditions, the update or
// validation function) on u.state. On data read from etcd the failure
// is final. On a cached object it may only mean the cache is stale:
// reread the object and, if it changed, try again on it (done false, no
// error); if the cached object was current after all, the failure
// stands. done is decided here, around the reread, not by the caller:
// an earlier `return u.isCurrent, u.refresh(err)` read isCurrent after
// the call had set it (Go orders calls, not plain operands, in a return
// list), so a failure on a stale cached object ended the loop with no
// error and no write — a lost update that looked successful.
// Upstream: the !origStateIsCurrent branches of (*store).GuaranteedUpdate and conditionalDelete.
func (u *updateLoop) retryOnCurrent(failure error) (done bool, err error) {
	if u.isCurrent {
		return true, failure
	}
	cachedRev := u.state.rev
	if err := u.reread(); err != nil {
		return true, err
	}
	if cachedRev == u.state.rev {
		return true, failure
	}
	return false, nil
}

// reread replaces the state with the object read from etcd.
func (u *updateLoop) reread() error {
	st, err := u.getCurrentState()
	if err != nil {
		return err
	}
	u.state, u.isCurrent = st, true
	return nil
}

// updateOnce is one attempt of GuaranteedUpdate; done reports that the
// loop is over.
func (s *store) updateOnce(ctx context.Context, key string, destination runtime.Object, v reflect.Value,
	ignoreNotFound bool, preconditions *storage.Preconditions, tryUpdate storage.UpdateFunc, u *updateLoop) (bool, error) {
	if err := preconditions.Check(key, u.state.obj); err != nil {
		return u.retryOnCurrent(err)
	}
	ret, ttl, err := s.updateState(u.state, tryUpdate)
	if err != nil {
		return u.retryOnCurrent(err)
	}
	data, err := runtime.Encode(s.codec, ret)
	if err != nil {
		return true, err
	}
	if u.state.rev != 0 && sameBytes(data, u.state.data) {
		// Nothing changes: skip the write, but only on data read from etcd.
		if !u.isCurrent {
			if err := u.reread(); err != nil {
				return true, err
			}
			return false, nil
		}
		return true, decode(s.codec, s.versioner, u.state.data, destination, u.state.rev)
	}
	opts, err := s.ttlOpts(ctx, int64(ttl))
	if err != nil {
		return true, err
	}
	startTime := time.Now()
	txnResp, err := s.client.KV.Txn(ctx).If(
		clientv3.Compare(clientv3.ModRevision(key), "=", u.state.rev),
	).Then(
		clientv3.OpPut(key, string(data), opts...),
	).Else(
		clientv3.OpGet(key),
	).Commit()
	metrics.RecordEtcdRequest("update", s.groupResource, err, startTime)
	if err != nil {
		return true, err
	}
	if !txnResp.Succeeded {
		// Somebody wrote in between: retry from what they wrote.
		getResp := (*clientv3.GetResponse)(txnResp.Responses[0].GetResponseRange())
		u.state, err = s.getState(getResp, key, v, ignoreNotFound)
		u.isCurrent = true
		return err != nil, err
	}
	putResp := txnResp.Responses[0].GetResponsePut()
	return true, decode(s.codec, s.versioner, data, destination, putResp.Header.Revision)
}

// updateState runs the caller's update function and clears what must not
// be stored. Upstream: k8s.io/apiserver/pkg/storage/etcd3.(*store).updateState.
func (s *store) updateState(st *objState, userUpdate storage.UpdateFunc) (runtime.Object, uint64, error) {
	ret, ttlPtr, err := userUpdate(st.obj, *st.meta)
	if err != nil {
		return nil, 0, err
	}
	if err := s.versioner.PrepareObjectForStorage(ret); err != nil {
		return nil, 0, fmt.Errorf("PrepareObjectForStorage failed: %w", err)
	}
	var ttl uint64
	if ttlPtr != nil {
		ttl = *ttlPtr
	}
	return ret, ttl, nil
}

// getCurrentState returns a function reading the object from etcd.
// Upstream: k8s.io/apiserver/pkg/storage/etcd3.(*store).getCurrentState.
func (s *store) getCurrentState(ctx context.Context, key string, v reflect.Value, ignoreNotFound bool) func() (*objState, error) {
	return func() (*objState, error) {
		startTime := time.Now()
		getResp, err := s.client.KV.Get(ctx, key)
		metrics.RecordEtcdRequest("get", s.groupResource, err, startTime)
		if err != nil {
			return nil, err
		}
		return s.getState(getResp, key, v, ignoreNotFound)
	}
}

// getState decodes a get response into a fresh object of v's type.
// Upstream: k8s.io/apiserver/pkg/storage/etcd3.(*store).getState.
func (s *store) getState(getResp *clientv3.GetResponse, key string, v reflect.Value, ignoreNotFound bool) (*objState, error) {
	state := &objState{meta: &storage.ResponseMeta{}}
	state.obj = reflect.New(v.Type()).Interface().(runtime.Object)
	if len(getResp.Kvs) == 0 {
		if !ignoreNotFound {
			return nil, storage.NewKeyNotFoundError(key, 0)
		}
		return state, nil
	}
	kv := getResp.Kvs[0]
	state.rev = kv.ModRevision
	state.meta.ResourceVersion = uint64(kv.ModRevision)
	state.data = kv.Value
	if err := decode(s.codec, s.versioner, state.data, state.obj, state.rev); err != nil {
		return nil, err
	}
	return state, nil
}

// getStateFromObject builds the state of a cached object, encoding it as
// it would be stored. Upstream: k8s.io/apiserver/pkg/storage/etcd3.(*store).getStateFromObject.
func (s *store) getStateFromObject(obj runtime.Object) (*objState, error) {
	state := &objState{obj: obj, meta: &storage.ResponseMeta{}}
	rv, err := s.versioner.ObjectResourceVersion(obj)
	if err != nil {
		return nil, fmt.Errorf("couldn't get resource version: %w", err)
	}
	state.rev = int64(rv)
	state.meta.ResourceVersion = rv
	// The stored bytes have no resourceVersion: clear it to encode.
	if err := s.versioner.PrepareObjectForStorage(obj); err != nil {
		return nil, fmt.Errorf("PrepareObjectForStorage failed: %w", err)
	}
	state.data, err = runtime.Encode(s.codec, obj)
	if err != nil {
		return nil, err
	}
	if err := s.versioner.UpdateObject(state.obj, rv); err != nil {
		return nil, err
	}
	return state, nil
}

// enforcePtr returns the value obj points to.
// Upstream: k8s.io/apimachinery/pkg/conversion.EnforcePtr.
func enforcePtr(obj runtime.Object) (reflect.Value, error) {
	v := reflect.ValueOf(obj)
	if v.Kind() != reflect.Pointer || v.IsNil() {
		return reflect.Value{}, fmt.Errorf("expected pointer, but got %T", obj)
	}
	return v.Elem(), nil
}
