package server

import (
	"testing"

	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/discovery"
	discoveryendpoint "github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/discovery/aggregated"
)

// Two servers of one chain built from configs that share an aggregated
// discovery manager serve the same document; without one each gets its own.
func TestSharedAggregatedDiscoveryGroupManager(t *testing.T) {
	shared := discoveryendpoint.NewResourceManager("apis")
	newServer := func(name string, manager discoveryendpoint.ResourceManager, delegate DelegationTarget) *GenericAPIServer {
		c := newTestConfig(t)
		c.AggregatedDiscoveryGroupManager = manager
		s, err := c.Complete().New(name, delegate)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	extensions := newServer("extensions", shared, NewEmptyDelegate())
	master := newServer("master", shared, extensions)
	if extensions.AggregatedDiscoveryGroupManager != shared || master.AggregatedDiscoveryGroupManager != shared {
		t.Fatal("got a server with its own aggregated discovery manager; want the shared one")
	}
	alone := newServer("alone", nil, NewEmptyDelegate())
	if alone.AggregatedDiscoveryGroupManager == nil || alone.AggregatedDiscoveryGroupManager == shared {
		t.Fatal("got no manager or the shared one for a config without one; want a new one")
	}
}

// The legacy /apis list is shared the same way.
func TestSharedDiscoveryGroupManager(t *testing.T) {
	c := newTestConfig(t)
	shared := discovery.NewRootAPIsHandler(c.Serializer)
	c.DiscoveryGroupManager = shared
	s, err := c.Complete().New("master", NewEmptyDelegate())
	if err != nil {
		t.Fatal(err)
	}
	if s.DiscoveryGroupManager != shared {
		t.Fatal("got a server with its own /apis list; want the shared one")
	}
	if alone, err := newTestConfig(t).Complete().New("alone", NewEmptyDelegate()); err != nil || alone.DiscoveryGroupManager == shared {
		t.Fatalf("got %v (err %v); want a new list for a config without one", alone.DiscoveryGroupManager, err)
	}
}
