package etcd3

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"path"
	"reflect"
	"strings"
	"time"

	clientv3 "go.etcd.io/etcd/client/v3"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/watch"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
	"github.com/kube-rebuilt/apiserver/03-master/storage/etcd3/metrics"
)

// store is storage.Interface on one etcd client, for one resource.
// Upstream: k8s.io/apiserver/pkg/storage/etcd3.store.
type store struct {
	client         *clientv3.Client
	codec          runtime.Codec
	versioner      storage.Versioner
	pathPrefix     string
	resourcePrefix string
	groupResource  schema.GroupResource
	newFunc        func() runtime.Object
	newListFunc    func() runtime.Object
	watcher        *watcher
}

var _ storage.Interface = (*store)(nil)

// objState is an object as read from etcd: decoded, its bytes, its revision.
type objState struct {
	obj  runtime.Object
	meta *storage.ResponseMeta
	rev  int64
	data []byte
}

// New returns a storage.Interface keeping objects under prefix in etcd,
// encoded with codec. Keys passed to its methods start with
// resourcePrefix ("/configmaps/ns/name").
// Upstream: k8s.io/apiserver/pkg/storage/etcd3.New.
func New(c *clientv3.Client, codec runtime.Codec, newFunc, newListFunc func() runtime.Object,
	prefix, resourcePrefix string, groupResource schema.GroupResource, versioner storage.Versioner) storage.Interface {
	pathPrefix := path.Join("/", prefix)
	if !strings.HasSuffix(pathPrefix, "/") {
		// A trailing "/" makes key concatenation simple.
		pathPrefix += "/"
	}
	metrics.Register()
	s := &store{
		client: c, codec: codec, versioner: versioner,
		pathPrefix: pathPrefix, resourcePrefix: resourcePrefix, groupResource: groupResource,
		newFunc: newFunc, newListFunc: newListFunc,
	}
	s.watcher = &watcher{
		client: c, codec: codec, newFunc: newFunc, versioner: versioner, groupResource: groupResource,
	}
	return s
}

// Versioner returns the versioner.
// Upstream: k8s.io/apiserver/pkg/storage/etcd3.(*store).Versioner.
func (s *store) Versioner() storage.Versioner { return s.versioner }

// prepareKey puts the path prefix in front of key, refusing "." and ".."
// segments that could escape it.
// Upstream: k8s.io/apiserver/pkg/storage/etcd3.(*store).prepareKey.
func (s *store) prepareKey(key string) (string, error) {
	if key == ".." || strings.HasPrefix(key, "../") || strings.HasSuffix(key, "/..") || strings.Contains(key, "/../") {
		return "", fmt.Errorf("invalid key: %q", key)
	}
	if key == "." || strings.HasPrefix(key, "./") || strings.HasSuffix(key, "/.") || strings.Contains(key, "/./") {
		return "", fmt.Errorf("invalid key: %q", key)
	}
	if key == "" || key == "/" {
		return "", fmt.Errorf("empty key: %q", key)
	}
	if !strings.HasPrefix(key, s.resourcePrefix) {
		return "", fmt.Errorf("invalid key: %q lacks resource prefix: %q", key, s.resourcePrefix)
	}
	return s.pathPrefix + strings.TrimPrefix(key, "/"), nil
}

// Get reads one object.
// Upstream: k8s.io/apiserver/pkg/storage/etcd3.(*store).Get.
func (s *store) Get(ctx context.Context, key string, opts storage.GetOptions, out runtime.Object) error {
	preparedKey, err := s.prepareKey(key)
	if err != nil {
		return err
	}
	startTime := time.Now()
	getResp, err := s.client.KV.Get(ctx, preparedKey)
	metrics.RecordEtcdRequest("get", s.groupResource, err, startTime)
	if err != nil {
		return err
	}
	if err := s.validateMinimumResourceVersion(opts.ResourceVersion, uint64(getResp.Header.Revision)); err != nil {
		return err
	}
	if len(getResp.Kvs) == 0 {
		if opts.IgnoreNotFound {
			return setZeroValue(out)
		}
		return storage.NewKeyNotFoundError(preparedKey, 0)
	}
	kv := getResp.Kvs[0]
	return decode(s.codec, s.versioner, kv.Value, out, kv.ModRevision)
}

// Create writes obj if the key does not exist yet.
// Upstream: k8s.io/apiserver/pkg/storage/etcd3.(*store).Create.
func (s *store) Create(ctx context.Context, key string, obj, out runtime.Object, ttl uint64) error {
	preparedKey, err := s.prepareKey(key)
	if err != nil {
		return err
	}
	if version, err := s.versioner.ObjectResourceVersion(obj); err == nil && version != 0 {
		return errResourceVersionSetOnCreate
	}
	if err := s.versioner.PrepareObjectForStorage(obj); err != nil {
		return fmt.Errorf("PrepareObjectForStorage failed: %w", err)
	}
	data, err := runtime.Encode(s.codec, obj)
	if err != nil {
		return err
	}
	opts, err := s.ttlOpts(ctx, int64(ttl))
	if err != nil {
		return err
	}
	startTime := time.Now()
	txnResp, err := s.client.KV.Txn(ctx).If(
		clientv3.Compare(clientv3.CreateRevision(preparedKey), "=", 0),
	).Then(
		clientv3.OpPut(preparedKey, string(data), opts...),
	).Commit()
	metrics.RecordEtcdRequest("create", s.groupResource, err, startTime)
	if err != nil {
		return err
	}
	if !txnResp.Succeeded {
		return storage.NewKeyExistsError(preparedKey, 0)
	}
	if out != nil {
		putResp := txnResp.Responses[0].GetResponsePut()
		return decode(s.codec, s.versioner, data, out, putResp.Header.Revision)
	}
	return nil
}

// errResourceVersionSetOnCreate: a create must let etcd pick the revision.
// Upstream: k8s.io/apiserver/pkg/storage.ErrResourceVersionSetOnCreate.
var errResourceVersionSetOnCreate = errors.New("resourceVersion should not be set on objects to be created")

// ttlOpts grants a lease for a TTL write. Upstream reuses leases through
// a leaseManager; we grant one per write.
// Upstream: k8s.io/apiserver/pkg/storage/etcd3.(*store).ttlOpts.
func (s *store) ttlOpts(ctx context.Context, ttl int64) ([]clientv3.OpOption, error) {
	if ttl == 0 {
		return nil, nil
	}
	lease, err := s.client.Grant(ctx, ttl)
	if err != nil {
		return nil, fmt.Errorf("grant lease: %w", err)
	}
	return []clientv3.OpOption{clientv3.WithLease(lease.ID)}, nil
}

// Count counts the keys under key.
// Upstream: k8s.io/apiserver/pkg/storage/etcd3.(*store).Count.
func (s *store) Count(ctx context.Context, key string) (int64, error) {
	preparedKey, err := s.prepareKey(key)
	if err != nil {
		return 0, err
	}
	if !strings.HasSuffix(preparedKey, "/") {
		preparedKey += "/"
	}
	startTime := time.Now()
	getResp, err := s.client.KV.Get(ctx, preparedKey,
		clientv3.WithRange(clientv3.GetPrefixRangeEnd(preparedKey)), clientv3.WithCountOnly())
	metrics.RecordEtcdRequest("listWithCount", s.groupResource, err, startTime)
	if err != nil {
		return 0, err
	}
	return getResp.Count, nil
}

// ReadinessCheck reads a key to see that etcd answers.
// Upstream: k8s.io/apiserver/pkg/storage/etcd3.(*store).ReadinessCheck.
func (s *store) ReadinessCheck() error {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	if _, err := s.client.KV.Get(ctx, "health"); err != nil {
		return fmt.Errorf("etcd not ready: %w", err)
	}
	return nil
}

// RequestWatchProgress asks etcd to send a progress notification (a
// bookmark) on every watch of this client now.
// Upstream: k8s.io/apiserver/pkg/storage/etcd3.(*store).RequestWatchProgress.
func (s *store) RequestWatchProgress(ctx context.Context) error {
	// Watches run under WithRequireLeader, and etcd keys watch streams
	// by the context's metadata: the request must carry the same.
	return s.client.RequestProgress(clientv3.WithRequireLeader(ctx))
}

// GetCurrentResourceVersion returns etcd's current revision: what a
// consistent read must see. The watch cache asks for it before serving a
// consistent list from memory, and waits until it has caught up with it.
// Any key answers with the revision in its header; we read the resource
// prefix itself, without values.
// Upstream: k8s.io/apiserver/pkg/storage/etcd3.(*store).GetCurrentResourceVersion
// (which lists one item under the resource prefix).
func (s *store) GetCurrentResourceVersion(ctx context.Context) (uint64, error) {
	startTime := time.Now()
	resp, err := s.client.KV.Get(ctx, s.pathPrefix+strings.TrimPrefix(s.resourcePrefix, "/"), clientv3.WithCountOnly())
	metrics.RecordEtcdRequest("getCurrentResourceVersion", s.groupResource, err, startTime)
	if err != nil {
		return 0, err
	}
	return uint64(resp.Header.Revision), nil
}

// Watch starts a watch on key (or under it) from opts.ResourceVersion.
// Upstream: k8s.io/apiserver/pkg/storage/etcd3.(*store).Watch.
func (s *store) Watch(ctx context.Context, key string, opts storage.ListOptions) (watch.Interface, error) {
	preparedKey, err := s.prepareKey(key)
	if err != nil {
		return nil, err
	}
	rev, err := s.versioner.ParseResourceVersion(opts.ResourceVersion)
	if err != nil {
		return nil, apierrors.NewBadRequest(fmt.Sprintf("invalid resource version: %v", err))
	}
	return s.watcher.Watch(clientv3.WithRequireLeader(ctx), preparedKey, int64(rev), opts)
}

// validateMinimumResourceVersion answers 504 TooLargeResourceVersion when a
// read asks for a revision etcd has not reached.
// Upstream: k8s.io/apiserver/pkg/storage/etcd3.(*store).validateMinimumResourceVersion.
func (s *store) validateMinimumResourceVersion(minimumResourceVersion string, actualRevision uint64) error {
	if minimumResourceVersion == "" {
		return nil
	}
	minimumRV, err := s.versioner.ParseResourceVersion(minimumResourceVersion)
	if err != nil {
		return apierrors.NewBadRequest(fmt.Sprintf("invalid resource version: %v", err))
	}
	if minimumRV > actualRevision {
		return storage.NewTooLargeResourceVersionError(minimumRV, actualRevision, 0)
	}
	return nil
}

// decode decodes value into objPtr and sets its resourceVersion to rev.
// Upstream: k8s.io/apiserver/pkg/storage/etcd3.decode.
func decode(codec runtime.Codec, versioner storage.Versioner, value []byte, objPtr runtime.Object, rev int64) error {
	if v := reflect.ValueOf(objPtr); v.Kind() != reflect.Pointer || v.IsNil() {
		return fmt.Errorf("unable to convert output object to pointer: %T", objPtr)
	}
	if _, _, err := codec.Decode(value, nil, objPtr); err != nil {
		return fmt.Errorf("decode stored object: %w", err)
	}
	return versioner.UpdateObject(objPtr, uint64(rev))
}

// setZeroValue resets *objPtr to its zero value.
// Upstream: k8s.io/apimachinery/pkg/runtime.SetZeroValue.
func setZeroValue(objPtr runtime.Object) error {
	v := reflect.ValueOf(objPtr)
	if v.Kind() != reflect.Pointer || v.IsNil() {
		return fmt.Errorf("expected pointer, but got %T", objPtr)
	}
	v.Elem().Set(reflect.Zero(v.Elem().Type()))
	return nil
}

// sameBytes reports whether an update changes nothing.
func sameBytes(a, b []byte) bool { return bytes.Equal(a, b) }
