package reconcilers

import (
	"context"
	"reflect"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/apis/discovery"
	netutils "github.com/kube-rebuilt/apiserver/03-master/util/net"
)

// The labels of the kubernetes Service's Endpoints and EndpointSlice.
// Upstream: k8s.io/api/discovery/v1.LabelServiceName and LabelSkipMirror.
const (
	labelServiceName = "kubernetes.io/service-name"
	// labelSkipMirror on the Endpoints keeps kube-controller-manager's
	// endpointslice-mirroring controller from making a second slice of
	// them: the reconciler writes its own.
	labelSkipMirror = "endpointslice.kubernetes.io/skip-mirror"
)

// EndpointSliceStorage is what the adapter needs of the endpointslices
// storage.
type EndpointSliceStorage interface {
	rest.Getter
	rest.Creater
	rest.Updater
}

// setSkipMirrorTrue labels e skip-mirror and reports whether it changed.
// Upstream: k8s.io/kubernetes/pkg/controlplane/reconcilers.setSkipMirrorTrue.
func setSkipMirrorTrue(e *core.Endpoints) bool {
	if e.Labels[labelSkipMirror] == "true" {
		return false
	}
	if e.Labels == nil {
		e.Labels = map[string]string{}
	}
	e.Labels[labelSkipMirror] = "true"
	return true
}

// ensureEndpointSlice writes the EndpointSlice of the same name that
// mirrors e, when EndpointSlices are served and it differs.
// Upstream: k8s.io/kubernetes/pkg/controlplane/reconcilers.(*EndpointsAdapter).EnsureEndpointSliceFromEndpoints.
func (a EndpointsAdapter) ensureEndpointSlice(ctx context.Context, e *core.Endpoints) error {
	if a.Slices == nil {
		return nil
	}
	want := endpointSliceFromEndpoints(e)
	ctx = request.WithNamespace(ctx, e.Namespace)
	obj, err := a.Slices.Get(ctx, want.Name, &metav1.GetOptions{})
	if apierrors.IsNotFound(err) {
		_, err = a.Slices.Create(ctx, want, rest.ValidateAllObjectFunc, &metav1.CreateOptions{})
		if apierrors.IsAlreadyExists(err) {
			return nil
		}
		return err
	}
	if err != nil {
		return err
	}
	current := obj.(*discovery.EndpointSlice)
	if current.AddressType == want.AddressType && reflect.DeepEqual(current.Endpoints, want.Endpoints) &&
		reflect.DeepEqual(current.Ports, want.Ports) && reflect.DeepEqual(current.Labels, want.Labels) {
		return nil
	}
	updated := current.DeepCopy()
	updated.AddressType, updated.Endpoints, updated.Ports, updated.Labels = want.AddressType, want.Endpoints, want.Ports, want.Labels
	_, _, err = a.Slices.Update(ctx, updated.Name, rest.DefaultUpdatedObjectInfo(updated),
		rest.ValidateAllObjectFunc, rest.ValidateAllObjectUpdateFunc, false, &metav1.UpdateOptions{})
	return err
}

// endpointSliceFromEndpoints is the slice of e's first subset: its
// ports, its addresses ready and its not-ready addresses not.
// Upstream: k8s.io/kubernetes/pkg/controlplane/reconcilers.endpointSliceFromEndpoints.
func endpointSliceFromEndpoints(e *core.Endpoints) *discovery.EndpointSlice {
	s := &discovery.EndpointSlice{AddressType: discovery.AddressTypeIPv4}
	s.Name, s.Namespace = e.Name, e.Namespace
	s.Labels = map[string]string{labelServiceName: e.Name}
	if len(e.Subsets) == 0 {
		return s
	}
	subset := e.Subsets[0]
	for i := range subset.Ports {
		p := subset.Ports[i]
		s.Ports = append(s.Ports, discovery.EndpointPort{Port: &p.Port, Name: &p.Name, Protocol: &p.Protocol})
	}
	all := append(append([]core.EndpointAddress{}, subset.Addresses...), subset.NotReadyAddresses...)
	if len(all) > 0 && allIPv6(all) {
		s.AddressType = discovery.AddressTypeIPv6
	}
	for _, group := range []struct {
		addresses []core.EndpointAddress
		ready     bool
	}{{subset.Addresses, true}, {subset.NotReadyAddresses, false}} {
		for _, addr := range group.addresses {
			if netutils.IsIPv6String(addr.IP) != (s.AddressType == discovery.AddressTypeIPv6) {
				continue
			}
			ready := group.ready
			s.Endpoints = append(s.Endpoints, discovery.Endpoint{Addresses: []string{addr.IP},
				Conditions: discovery.EndpointConditions{Ready: &ready}, TargetRef: addr.TargetRef, NodeName: addr.NodeName})
		}
	}
	return s
}

// allIPv6 reports whether every address is IPv6.
func allIPv6(addresses []core.EndpointAddress) bool {
	for _, a := range addresses {
		if !netutils.IsIPv6String(a.IP) {
			return false
		}
	}
	return true
}
