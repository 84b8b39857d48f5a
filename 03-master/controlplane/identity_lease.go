package controlplane

import (
	"time"

	"github.com/google/uuid"

	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
	"github.com/kube-rebuilt/apiserver/03-master/apis/coordination"
	"github.com/kube-rebuilt/apiserver/03-master/controlplane/controller/apiserverleasegc"
	"github.com/kube-rebuilt/apiserver/03-master/controlplane/controller/identitylease"
)

// IdentityLeaseGCPeriod is how often the identity lease collector looks
// for expired leases, as upstream's (an hour); tests shorten it.
// Upstream: k8s.io/kubernetes/pkg/controlplane/apiserver.IdentityLeaseGCPeriod.
var IdentityLeaseGCPeriod = 3600 * time.Second

// The hooks of the identity lease, by upstream's names.
const (
	identityLeaseControllerHookName = "start-kube-apiserver-identity-lease-controller"
	identityLeaseStopHookName       = "stop-kube-apiserver-identity-lease-controller"
	identityLeaseGCHookName         = "start-kube-apiserver-identity-lease-garbage-collector"
)

// collectLeases keeps the leases storage when info is coordination.k8s.io.
func (m *Instance) collectLeases(info *server.APIGroupInfo) {
	if info.PrioritizedVersions[0].Group != coordination.GroupName {
		return
	}
	m.leases = info.VersionedResourcesStorageMap["v1"]["leases"]
}

// addIdentityLease adds the hooks that keep this server's identity lease
// in kube-system and collect the expired ones of servers gone, when
// coordination.k8s.io/v1 is served.
// Upstream: the APIServerIdentity part of
// k8s.io/kubernetes/pkg/controlplane/apiserver.CompletedConfig.New.
func (m *Instance) addIdentityLease(servingAt string) error {
	leases, ok := m.leases.(interface {
		identitylease.Storage
		apiserverleasegc.Storage
	})
	if !ok {
		return nil // coordination.k8s.io/v1 is off
	}
	hostname := identitylease.Hostname()
	id := identitylease.ID(hostname, servingAt)
	controller := &identitylease.Controller{Storage: leases, Name: id, Holder: id + "_" + uuid.NewString(), Hostname: hostname}
	stop := make(chan struct{})
	if err := m.GenericAPIServer.AddPostStartHook(identityLeaseControllerHookName, func(ctx server.PostStartHookContext) error {
		go controller.Run(ctx, stop)
		return nil
	}); err != nil {
		return err
	}
	if err := m.GenericAPIServer.AddPreShutdownHook(identityLeaseStopHookName, func() error {
		close(stop)
		return nil
	}); err != nil {
		return err
	}
	selector := labels.SelectorFromSet(labels.Set{identitylease.ComponentLabelKey: identitylease.Component})
	gc := &apiserverleasegc.Controller{Storage: leases, Namespace: NamespaceSystem, Selector: selector, Period: IdentityLeaseGCPeriod}
	return m.GenericAPIServer.AddPostStartHook(identityLeaseGCHookName, func(ctx server.PostStartHookContext) error {
		go gc.Run(ctx)
		return nil
	})
}
