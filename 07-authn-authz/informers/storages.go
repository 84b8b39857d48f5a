package informers

import (
	"fmt"
	"sync"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
)

// Storages finds the master's REST storage of a resource by group and
// resource: what stage 07's informers list and watch, and what admission
// plugins and controllers write through (ResourceQuota's status, the
// service-account controller's creates). It is filled while the master
// builds its groups, after the plugins were made, so every lookup happens
// at request time.
// Upstream: none; upstream's informers and plugins use a loopback client
// (clientset.Interface) that reaches the same storage over HTTP.
type Storages struct {
	mu       sync.RWMutex
	storages map[schema.GroupResource]rest.Storage
}

// NewStorages returns an empty set.
func NewStorages() *Storages {
	return &Storages{storages: map[schema.GroupResource]rest.Storage{}}
}

// Add records the storage of gr; a subresource is "resource/sub".
func (s *Storages) Add(gr schema.GroupResource, storage rest.Storage) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.storages[gr] = storage
}

// AddAll records every storage of a group's version: what the master's
// RESTStorageProviders build, keyed by resource as in an APIGroupInfo.
func (s *Storages) AddAll(group string, storage map[string]rest.Storage) {
	for resource, st := range storage {
		s.Add(schema.GroupResource{Group: group, Resource: resource}, st)
	}
}

// LegacyStorageHook records the core group's stores; it is a
// controlplane.ExtraConfig.LegacyStorageHooks entry.
func (s *Storages) LegacyStorageHook(storage map[string]rest.Storage) error {
	s.AddAll("", storage)
	return nil
}

// APIGroupStorageHook records a named group's stores (count/replicasets.apps
// in a quota needs apps' replicasets); it is a
// controlplane.ExtraConfig.APIGroupStorageHooks entry. A group recorded
// already (admissionregistration records its own) keeps its stores.
func (s *Storages) APIGroupStorageHook(group string, storage map[string]rest.Storage) error {
	for resource, st := range storage {
		gr := schema.GroupResource{Group: group, Resource: resource}
		if _, err := s.Get(gr); err != nil {
			s.Add(gr, st)
		}
	}
	return nil
}

// Get returns the storage of gr, or an error when the master serves no
// such resource (or has not built it yet).
func (s *Storages) Get(gr schema.GroupResource) (rest.Storage, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	st, ok := s.storages[gr]
	if !ok {
		return nil, fmt.Errorf("no storage for %s", gr)
	}
	return st, nil
}

// All returns a copy of every storage recorded so far: what the admission
// policies' param resolver searches for the resource of a paramKind.
// Upstream: none (upstream asks the REST mapper, from discovery).
func (s *Storages) All() map[schema.GroupResource]rest.Storage {
	s.mu.RLock()
	defer s.mu.RUnlock()
	out := make(map[schema.GroupResource]rest.Storage, len(s.storages))
	for gr, st := range s.storages {
		out[gr] = st
	}
	return out
}
