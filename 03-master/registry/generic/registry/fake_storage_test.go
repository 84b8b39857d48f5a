package registry

import (
	"bytes"
	"context"
	"errors"
	"reflect"
	"sort"
	"strings"
	"sync"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/meta"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/watch"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
)

// fakeStorage is a small storage.Interface over a map, storing encoded
// bytes (the storage version, through codec) as etcd3 does, with one
// revision counter. Watch only records its options.
type fakeStorage struct {
	mu        sync.Mutex
	codec     runtime.Codec
	data      map[string]fakeEntry
	rev       uint64
	versioner storage.APIObjectVersioner
	writes    int

	lastWatchKey  string
	lastWatchOpts storage.ListOptions
	lastListKey   string
	lastListOpts  storage.ListOptions
}

type fakeEntry struct {
	data []byte
	rev  uint64
}

var _ storage.Interface = &fakeStorage{}

func newFakeStorage(codec runtime.Codec) *fakeStorage {
	return &fakeStorage{codec: codec, data: map[string]fakeEntry{}, rev: 1}
}

func (s *fakeStorage) Versioner() storage.Versioner { return s.versioner }
func (s *fakeStorage) ReadinessCheck() error        { return nil }

func (s *fakeStorage) Count(ctx context.Context, key string) (int64, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var n int64
	for k := range s.data {
		if strings.HasPrefix(k, key+"/") {
			n++
		}
	}
	return n, nil
}

// encode prepares a copy of obj for storage and encodes it.
func (s *fakeStorage) encode(obj runtime.Object) ([]byte, error) {
	obj = obj.DeepCopyObject()
	if err := s.versioner.PrepareObjectForStorage(obj); err != nil {
		return nil, err
	}
	return runtime.Encode(s.codec, obj)
}

// decode decodes an entry into out and sets its resourceVersion.
func (s *fakeStorage) decode(e fakeEntry, out runtime.Object) error {
	if _, _, err := s.codec.Decode(e.data, nil, out); err != nil {
		return err
	}
	return s.versioner.UpdateObject(out, e.rev)
}

func (s *fakeStorage) Create(ctx context.Context, key string, obj, out runtime.Object, ttl uint64) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if rv, err := s.versioner.ObjectResourceVersion(obj); err != nil || rv != 0 {
		return errors.New("resourceVersion should not be set on objects to be created") // as etcd3
	}
	if _, ok := s.data[key]; ok {
		return storage.NewKeyExistsError(key, 0)
	}
	data, err := s.encode(obj)
	if err != nil {
		return err
	}
	s.rev++
	s.writes++
	s.data[key] = fakeEntry{data, s.rev}
	return s.decode(s.data[key], out)
}

func (s *fakeStorage) Delete(ctx context.Context, key string, out runtime.Object, preconditions *storage.Preconditions,
	validateDeletion storage.ValidateObjectFunc, cachedExistingObject runtime.Object, opts storage.DeleteOptions) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	e, ok := s.data[key]
	if !ok {
		return storage.NewKeyNotFoundError(key, 0)
	}
	if err := s.decode(e, out); err != nil {
		return err
	}
	if err := preconditions.Check(key, out); err != nil {
		return err
	}
	if err := validateDeletion(ctx, out); err != nil {
		return err
	}
	s.rev++
	s.writes++
	delete(s.data, key)
	return nil
}

func (s *fakeStorage) Watch(ctx context.Context, key string, opts storage.ListOptions) (watch.Interface, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.lastWatchKey, s.lastWatchOpts = key, opts
	return watch.NewEmptyWatch(), nil
}

func (s *fakeStorage) Get(ctx context.Context, key string, opts storage.GetOptions, objPtr runtime.Object) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.getLocked(key, opts.IgnoreNotFound, objPtr)
}

func (s *fakeStorage) getLocked(key string, ignoreNotFound bool, objPtr runtime.Object) error {
	e, ok := s.data[key]
	if !ok && ignoreNotFound {
		v := reflect.ValueOf(objPtr).Elem()
		v.Set(reflect.Zero(v.Type()))
		return nil
	}
	if !ok {
		return storage.NewKeyNotFoundError(key, 0)
	}
	return s.decode(e, objPtr)
}

// GetList lists the keys under key (or key itself), in key order, with
// the predicate's selectors and limit; continue is the last key returned.
func (s *fakeStorage) GetList(ctx context.Context, key string, opts storage.ListOptions, listObj runtime.Object) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.lastListKey, s.lastListOpts = key, opts
	var keys []string
	for k := range s.data {
		if k == key && !opts.Recursive || opts.Recursive && strings.HasPrefix(k, key+"/") && k > opts.Predicate.Continue {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	var items []runtime.Object
	next := ""
	for _, k := range keys {
		obj := reflect.New(reflect.TypeOf(listItemType(listObj))).Interface().(runtime.Object)
		if err := s.decode(s.data[k], obj); err != nil {
			return err
		}
		if ok, err := opts.Predicate.Matches(obj); err != nil || !ok {
			continue
		}
		if opts.Predicate.Limit > 0 && int64(len(items)) == opts.Predicate.Limit {
			break
		}
		items = append(items, obj)
		next = k
	}
	if opts.Predicate.Limit == 0 || int64(len(items)) < opts.Predicate.Limit {
		next = ""
	}
	if err := meta.SetList(listObj, items); err != nil {
		return err
	}
	return s.versioner.UpdateList(listObj, s.rev, next, nil)
}

// listItemType is the Go type (not pointer) of a list's items.
func listItemType(list runtime.Object) interface{} {
	items := reflect.ValueOf(list).Elem().FieldByName("Items")
	return reflect.Zero(items.Type().Elem()).Interface()
}

func (s *fakeStorage) GuaranteedUpdate(ctx context.Context, key string, destination runtime.Object, ignoreNotFound bool,
	preconditions *storage.Preconditions, tryUpdate storage.UpdateFunc, cachedExistingObject runtime.Object) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	current := reflect.New(reflect.TypeOf(destination).Elem()).Interface().(runtime.Object)
	if err := s.getLocked(key, ignoreNotFound, current); err != nil {
		return err
	}
	if err := preconditions.Check(key, current); err != nil {
		return err
	}
	rev := s.data[key].rev
	updated, _, err := tryUpdate(current.DeepCopyObject(), storage.ResponseMeta{ResourceVersion: rev})
	if err != nil {
		return err
	}
	data, err := s.encode(updated)
	if err != nil {
		return err
	}
	if e, ok := s.data[key]; ok && bytes.Equal(e.data, data) {
		return s.decode(e, destination) // no change: no write, no new revision
	}
	s.rev++
	s.writes++
	s.data[key] = fakeEntry{data, s.rev}
	return s.decode(s.data[key], destination)
}
