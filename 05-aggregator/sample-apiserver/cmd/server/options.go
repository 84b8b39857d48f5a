package server

import (
	"net"
	"path/filepath"
	"slices"

	cliflag "github.com/kube-rebuilt/apiserver/02-generic-server/cli/flag"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	genericoptions "github.com/kube-rebuilt/apiserver/02-generic-server/server/options"
	"github.com/kube-rebuilt/apiserver/02-generic-server/version/verflag"
	"github.com/kube-rebuilt/apiserver/03-master/server/options"
	"github.com/kube-rebuilt/apiserver/03-master/storage/storagebackend"
	"github.com/kube-rebuilt/apiserver/05-aggregator/sample-apiserver/apiserver"
)

// DefaultDataDir is where the sample server keeps what must survive a
// restart, relative to the working directory: its embedded etcd's data
// (etcd/) and its self-signed certificate (certificates/). Its own
// directory, not kube-apiserver's .data/etcd: the two servers never share
// an etcd (unless both are given the same --etcd-servers).
const DefaultDataDir = ".data/sample-apiserver"

// WardleServerOptions are the sample server's option groups.
// Upstream: k8s.io/sample-apiserver/pkg/cmd/server.WardleServerOptions,
// whose RecommendedOptions holds Etcd, SecureServing, Features and the
// groups we leave out.
type WardleServerOptions struct {
	GenericServerRunOptions *genericoptions.ServerRunOptions
	SecureServing           *genericoptions.SecureServingOptions
	Etcd                    *options.EtcdOptions
	Features                *genericoptions.FeatureOptions
}

// NewWardleServerOptions returns the defaults: HTTPS on 127.0.0.1:8443
// (upstream binds every interface; with no authentication until stage 07
// we stay on loopback), a certificate generated into
// .data/sample-apiserver/certificates, and an embedded etcd in
// .data/sample-apiserver/etcd with keys under /registry/wardle.example.com.
// Upstream: k8s.io/sample-apiserver/pkg/cmd/server.NewWardleServerOptions.
func NewWardleServerOptions() *WardleServerOptions {
	secureServing := genericoptions.NewSecureServingOptions()
	secureServing.BindPort = 8443
	secureServing.Required = true
	secureServing.ServerCert.CertDirectory = filepath.Join(DefaultDataDir, "certificates")

	etcd := options.NewEtcdOptions(storagebackend.NewDefaultConfig(apiserver.DefaultEtcdPathPrefix, nil))
	etcd.StorageConfig.EmbeddedDataDir = filepath.Join(DefaultDataDir, "etcd")

	return &WardleServerOptions{
		GenericServerRunOptions: genericoptions.NewServerRunOptions(),
		SecureServing:           secureServing,
		Etcd:                    etcd,
		Features:                genericoptions.NewFeatureOptions(),
	}
}

// Flags registers every flag in named sections, in the order help prints
// them.
// Upstream: the flag sets of NewCommandStartWardleServer.
func (o *WardleServerOptions) Flags() cliflag.NamedFlagSets {
	var fss cliflag.NamedFlagSets
	o.GenericServerRunOptions.AddUniversalFlags(fss.FlagSet("generic"))
	o.SecureServing.AddFlags(fss.FlagSet("secure serving"))
	o.Etcd.AddFlags(fss.FlagSet("etcd"))
	o.Features.AddFlags(fss.FlagSet("features"))
	klog.AddFlags(fss.FlagSet("logs"))
	verflag.AddFlags(fss.FlagSet("global"))
	fss.FlagSet("global").BoolP("help", "h", false, "help for sample-apiserver")
	// keep "logs" and "global" last, as upstream's help does
	for _, last := range []string{"logs", "global"} {
		if i := slices.Index(fss.Order, last); i >= 0 {
			fss.Order = append(slices.Delete(fss.Order, i, i+1), last)
		}
	}
	return fss
}

// completedOptions are options whose defaults have been derived.
type completedOptions struct {
	*WardleServerOptions
}

// CompletedOptions can only be made by Complete, like
// apiserver.CompletedConfig.
type CompletedOptions struct {
	*completedOptions
}

// Complete generates the self-signed serving certificate when none was
// given (valid for localhost, 127.0.0.1, ::1 and the bind address), or
// reuses the one a previous run generated.
// Upstream: k8s.io/sample-apiserver/pkg/cmd/server.(*WardleServerOptions).Complete
// and the MaybeDefaultWithSelfSignedCerts call of its Config.
func (o *WardleServerOptions) Complete() (CompletedOptions, error) {
	if err := o.SecureServing.MaybeDefaultWithSelfSignedCerts("localhost", nil,
		[]net.IP{net.ParseIP("127.0.0.1"), net.IPv6loopback}); err != nil {
		return CompletedOptions{}, err
	}
	return CompletedOptions{&completedOptions{o}}, nil
}

// Validate returns every problem of every option group.
// Upstream: k8s.io/sample-apiserver/pkg/cmd/server.(*WardleServerOptions).Validate.
func (o CompletedOptions) Validate() []error {
	var errs []error
	errs = append(errs, o.GenericServerRunOptions.Validate()...)
	errs = append(errs, o.SecureServing.Validate()...)
	errs = append(errs, o.Etcd.Validate()...)
	errs = append(errs, o.Features.Validate()...)
	return errs
}
