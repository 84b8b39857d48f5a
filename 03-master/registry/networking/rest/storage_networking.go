package rest

import (
	"fmt"
	"net"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
	"github.com/kube-rebuilt/apiserver/03-master/apis/networking"
	networkingv1 "github.com/kube-rebuilt/apiserver/03-master/apis/networking/v1"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	genericregistry "github.com/kube-rebuilt/apiserver/03-master/registry/generic/registry"
	ingressstore "github.com/kube-rebuilt/apiserver/03-master/registry/networking/ingress/storage"
	ingressclassstore "github.com/kube-rebuilt/apiserver/03-master/registry/networking/ingressclass/storage"
	ipaddressstore "github.com/kube-rebuilt/apiserver/03-master/registry/networking/ipaddress/storage"
	networkpolicystore "github.com/kube-rebuilt/apiserver/03-master/registry/networking/networkpolicy/storage"
	servicecidrstore "github.com/kube-rebuilt/apiserver/03-master/registry/networking/servicecidr/storage"
	serverstorage "github.com/kube-rebuilt/apiserver/03-master/server/storage"
)

// RESTStorageProvider builds the networking.k8s.io group, and remembers
// the ServiceCIDR storage for its post-start hook.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/rest.RESTStorageProvider.
type RESTStorageProvider struct {
	// ServiceIPRange is --service-cluster-ip-range: the default
	// ServiceCIDR's.
	ServiceIPRange net.IPNet

	serviceCIDRs      *servicecidrstore.REST
	serviceCIDRStatus *genericregistry.StatusREST
}

// The provider's abilities, checked at compile time.
var _ server.PostStartHookProvider = &RESTStorageProvider{}

// GroupName is "networking.k8s.io".
// Upstream: k8s.io/kubernetes/pkg/registry/networking/rest.RESTStorageProvider.GroupName.
func (*RESTStorageProvider) GroupName() string { return networking.GroupName }

// NewRESTStorage returns the group with v1 when it is enabled, and no
// versions (the group is skipped) when it is not.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/rest.RESTStorageProvider.NewRESTStorage.
func (p *RESTStorageProvider) NewRESTStorage(apiResourceConfigSource serverstorage.APIResourceConfigSource, restOptionsGetter generic.RESTOptionsGetter) (server.APIGroupInfo, error) {
	info := server.NewDefaultAPIGroupInfo(networking.GroupName, legacyscheme.Scheme, legacyscheme.ParameterCodec, legacyscheme.Codecs)
	if apiResourceConfigSource.VersionEnabled(networkingv1.SchemeGroupVersion) {
		storage, err := p.v1Storage(restOptionsGetter)
		if err != nil {
			return server.APIGroupInfo{}, err
		}
		info.VersionedResourcesStorageMap[networkingv1.SchemeGroupVersion.Version] = storage
	}
	return info, nil
}

// v1Storage is networking.k8s.io/v1: the five resources and the two
// status subresources.
// Upstream: k8s.io/kubernetes/pkg/registry/networking/rest.RESTStorageProvider.v1Storage.
func (p *RESTStorageProvider) v1Storage(restOptionsGetter generic.RESTOptionsGetter) (map[string]rest.Storage, error) {
	networkPolicies, err := networkpolicystore.NewREST(restOptionsGetter)
	if err != nil {
		return nil, fmt.Errorf("networkpolicies: %w", err)
	}
	ingresses, ingressStatus, err := ingressstore.NewREST(restOptionsGetter)
	if err != nil {
		return nil, fmt.Errorf("ingresses: %w", err)
	}
	ingressClasses, err := ingressclassstore.NewREST(restOptionsGetter)
	if err != nil {
		return nil, fmt.Errorf("ingressclasses: %w", err)
	}
	ipAddresses, err := ipaddressstore.NewREST(restOptionsGetter)
	if err != nil {
		return nil, fmt.Errorf("ipaddresses: %w", err)
	}
	serviceCIDRs, serviceCIDRStatus, err := servicecidrstore.NewREST(restOptionsGetter)
	if err != nil {
		return nil, fmt.Errorf("servicecidrs: %w", err)
	}
	p.serviceCIDRs, p.serviceCIDRStatus = serviceCIDRs, serviceCIDRStatus
	return map[string]rest.Storage{
		"networkpolicies":     networkPolicies,
		"ingresses":           ingresses,
		"ingresses/status":    ingressStatus,
		"ingressclasses":      ingressClasses,
		"ipaddresses":         ipAddresses,
		"servicecidrs":        serviceCIDRs,
		"servicecidrs/status": serviceCIDRStatus,
	}, nil
}
