package controlplane

import (
	"slices"
	"strings"
	"testing"

	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/registry/registrytest"
)

// TestCoreV1Storage: the core group's storage map has every resource a
// later stage looks up by path (stage 07's admission plugins read
// limitranges and resourcequotas), each namespaced or not as upstream, and
// the storage hooks see the finished map.
func TestCoreV1Storage(t *testing.T) {
	var hooked []string
	p := LegacyRESTStorageProvider{StorageHooks: []func(map[string]rest.Storage) error{
		func(storage map[string]rest.Storage) error {
			for path := range storage {
				hooked = append(hooked, path)
			}
			return nil
		},
	}}
	storage, err := p.v1Storage(registrytest.NewEtcdStorage(t))
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		path       string
		namespaced bool
		shortNames []string
	}{
		{"limitranges", true, []string{"limits"}},
		{"resourcequotas", true, []string{"quota"}},
		{"resourcequotas/status", true, nil},
		{"serviceaccounts", true, []string{"sa"}},
		{"namespaces", false, []string{"ns"}},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			s, ok := storage[tt.path]
			if !ok {
				t.Fatalf("no storage for %s", tt.path)
			}
			// A subresource takes its scope from its parent resource.
			if scoper, ok := s.(rest.Scoper); !strings.Contains(tt.path, "/") && (!ok || scoper.NamespaceScoped() != tt.namespaced) {
				t.Errorf("%s: namespaced = %v; want %v", tt.path, ok && scoper.NamespaceScoped(), tt.namespaced)
			}
			if tt.shortNames != nil {
				sn, ok := s.(rest.ShortNamesProvider)
				if !ok || !slices.Equal(sn.ShortNames(), tt.shortNames) {
					t.Errorf("%s: short names %v; want %v", tt.path, sn, tt.shortNames)
				}
			}
			if !slices.Contains(hooked, tt.path) {
				t.Errorf("the storage hook did not see %s", tt.path)
			}
		})
	}
}
