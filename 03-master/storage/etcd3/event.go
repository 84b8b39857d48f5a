package etcd3

import (
	"fmt"

	"go.etcd.io/etcd/api/v3/mvccpb"
	clientv3 "go.etcd.io/etcd/client/v3"
)

// event is an etcd change before decoding: the key, the new and previous
// bytes, the revision, and what kind of change it is.
// Upstream: k8s.io/apiserver/pkg/storage/etcd3.event.
type event struct {
	key                        string
	value                      []byte
	prevValue                  []byte
	rev                        int64
	isDeleted                  bool
	isCreated                  bool
	isProgressNotify           bool
	isInitialEventsEndBookmark bool
}

// parseKV makes a creation event of a key read by a list (the initial
// events of a watch). Upstream: k8s.io/apiserver/pkg/storage/etcd3.parseKV.
func parseKV(kv *mvccpb.KeyValue) *event {
	return &event{key: string(kv.Key), value: kv.Value, rev: kv.ModRevision, isCreated: true}
}

// parseEvent converts an etcd watch event. Updates and deletes need the
// previous value (WithPrevKV), to filter and to return deleted objects.
// Upstream: k8s.io/apiserver/pkg/storage/etcd3.parseEvent.
func parseEvent(e *clientv3.Event) (*event, error) {
	if !e.IsCreate() && e.PrevKv == nil {
		return nil, fmt.Errorf("etcd event received with PrevKv=nil (key=%q, modRevision=%d, type=%s)",
			string(e.Kv.Key), e.Kv.ModRevision, e.Type.String())
	}
	ret := &event{
		key:       string(e.Kv.Key),
		value:     e.Kv.Value,
		rev:       e.Kv.ModRevision,
		isDeleted: e.Type == clientv3.EventTypeDelete,
		isCreated: e.IsCreate(),
	}
	if e.PrevKv != nil {
		ret.prevValue = e.PrevKv.Value
	}
	return ret, nil
}

// progressNotifyEvent is a bookmark at rev.
// Upstream: k8s.io/apiserver/pkg/storage/etcd3.progressNotifyEvent.
func progressNotifyEvent(rev int64) *event {
	return &event{rev: rev, isProgressNotify: true}
}
