package app

import (
	"fmt"
	"net"
	"slices"

	genericapp "github.com/kube-rebuilt/apiserver/02-generic-server/app"
	cliflag "github.com/kube-rebuilt/apiserver/02-generic-server/cli/flag"
	"github.com/kube-rebuilt/apiserver/03-master/controlplane"
	"github.com/kube-rebuilt/apiserver/03-master/server/options"
	"github.com/kube-rebuilt/apiserver/03-master/storage/storagebackend"
)

// ServerRunOptions are stage 02's options plus the master's: where
// objects are stored, which group versions are served, and the service
// range.
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app/options.ServerRunOptions,
// with Etcd and APIEnablement from pkg/controlplane/apiserver/options.Options.
type ServerRunOptions struct {
	*genericapp.ServerRunOptions
	Etcd *options.EtcdOptions
	// RuntimeConfig is --runtime-config: "apps/v1beta1=false".
	// Upstream: k8s.io/apiserver/pkg/server/options.APIEnablementOptions.RuntimeConfig.
	RuntimeConfig map[string]string
	// ServiceClusterIPRange is --service-cluster-ip-range.
	ServiceClusterIPRange string
	// EndpointReconcilerType is --endpoint-reconciler-type.
	EndpointReconcilerType string
	// Controllers is --controllers: the in-process controllers that run
	// (stage 03's: the namespace controller; later stages add theirs).
	Controllers *options.ControllersOptions
}

// NamespaceController is the in-process namespace finalizer, by
// kube-controller-manager's name for it.
var NamespaceController = options.InProcessController{Name: "namespace-controller", Alias: "namespace"}

// NewServerRunOptions returns the options with their defaults: an
// embedded etcd in .data/etcd, keys under /registry.
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app/options.NewServerRunOptions.
func NewServerRunOptions() *ServerRunOptions {
	return &ServerRunOptions{
		ServerRunOptions:       genericapp.NewServerRunOptions(),
		Etcd:                   options.NewEtcdOptions(storagebackend.NewDefaultConfig(options.DefaultEtcdPathPrefix, nil)),
		RuntimeConfig:          map[string]string{},
		ServiceClusterIPRange:  controlplane.DefaultServiceIPCIDR.String(),
		Controllers:            options.NewControllersOptions(NamespaceController),
		EndpointReconcilerType: controlplane.LeaseEndpointReconcilerType,
	}
}

// Flags are stage 02's sections plus "etcd" and "api enablement", listed
// before the logging and global ones.
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app/options.(*ServerRunOptions).Flags.
func (s *ServerRunOptions) Flags() cliflag.NamedFlagSets {
	fss := s.ServerRunOptions.Flags()
	s.Etcd.AddFlags(fss.FlagSet("etcd"))
	enablement := fss.FlagSet("api enablement")
	enablement.StringToStringVar(&s.RuntimeConfig, "runtime-config", s.RuntimeConfig, ""+
		"A set of key=value pairs that enable or disable built-in APIs. Supported options are:\n"+
		"v1=true|false for the core API group\n"+
		"<group>/<version>=true|false for a specific API group and version (e.g. apps/v1beta1=false)\n"+
		"api/all=true|false controls all API versions")
	fss.FlagSet("misc").StringVar(&s.ServiceClusterIPRange, "service-cluster-ip-range", s.ServiceClusterIPRange,
		"A CIDR notation IP range from which to assign service cluster IPs. The first address goes to the \"kubernetes\" service.")
	fss.FlagSet("misc").StringVar(&s.EndpointReconcilerType, "endpoint-reconciler-type", s.EndpointReconcilerType,
		"Use an endpoint reconciler (lease, none): lease lists every live API server replica in the kubernetes Service's endpoints.")
	s.Controllers.AddFlags(fss.FlagSet("controllers"))
	// keep "logs" and "global" last, as upstream's help does
	for _, last := range []string{"logs", "global"} {
		if i := slices.Index(fss.Order, last); i >= 0 {
			fss.Order = append(slices.Delete(fss.Order, i, i+1), last)
		}
	}
	return fss
}

// completedOptions are options whose defaults have been derived.
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app/options.completedOptions.
type completedOptions struct {
	*ServerRunOptions
	// Generic is stage 02's completed options, for 02's NewConfig.
	Generic genericapp.CompletedOptions
	// APIResourceConfig is --runtime-config applied to the defaults.
	APIResourceConfig *controlplane.ResourceConfig
	// ServiceIPRange is the parsed --service-cluster-ip-range.
	ServiceIPRange net.IPNet
}

// CompletedOptions can only be made by Complete.
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app/options.CompletedOptions.
type CompletedOptions struct {
	*completedOptions
}

// Complete completes stage 02's options (the self-signed certificate),
// applies --runtime-config to the default API versions and parses the
// service range.
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app/options.(*ServerRunOptions).Complete.
func (s *ServerRunOptions) Complete() (CompletedOptions, error) {
	generic, err := s.ServerRunOptions.Complete()
	if err != nil {
		return CompletedOptions{}, err
	}
	resourceConfig, err := controlplane.MergeAPIResourceConfigs(controlplane.DefaultAPIResourceConfigSource(), s.RuntimeConfig)
	if err != nil {
		return CompletedOptions{}, err
	}
	_, serviceIPRange, err := net.ParseCIDR(s.ServiceClusterIPRange)
	if err != nil {
		return CompletedOptions{}, fmt.Errorf("--service-cluster-ip-range: %w", err)
	}
	return CompletedOptions{&completedOptions{
		ServerRunOptions:  s,
		Generic:           generic,
		APIResourceConfig: resourceConfig,
		ServiceIPRange:    *serviceIPRange,
	}}, nil
}

// Validate returns every problem of every option group.
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app/options.CompletedOptions.Validate.
func (s CompletedOptions) Validate() []error {
	errs := s.Generic.Validate()
	errs = append(errs, s.Etcd.Validate()...)
	errs = append(errs, s.Controllers.Validate()...)
	if t := s.EndpointReconcilerType; t != controlplane.LeaseEndpointReconcilerType && t != controlplane.NoneEndpointReconcilerType {
		errs = append(errs, fmt.Errorf("--endpoint-reconciler-type must be lease or none, got %q", t))
	}
	return errs
}
