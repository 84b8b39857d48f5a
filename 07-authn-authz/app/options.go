package app

import (
	"fmt"
	"net"
	"net/netip"
	"path/filepath"

	cliflag "github.com/kube-rebuilt/apiserver/02-generic-server/cli/flag"
	filtersapp "github.com/kube-rebuilt/apiserver/06-filters/app"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/kubeapiserver/options"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/util/keyutil"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/util/pkiutil"
)

// DefaultCertDirectory is stage 07's --cert-dir: the PKI (cluster CA,
// serving, admin and front-proxy certificates) and admin.conf, next to
// stage 03's .data/etcd and, like it, relative to the working directory.
const DefaultCertDirectory = ".data/pki"

// ServerRunOptions are stage 06's options with the insecure port
// removed, plus authentication, authorization and admission.
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app/options.ServerRunOptions
// (Authentication, Authorization, Admission).
type ServerRunOptions struct {
	*filtersapp.ServerRunOptions
	Authentication *options.BuiltInAuthenticationOptions
	Authorization  *options.BuiltInAuthorizationOptions
	Admission      *options.AdmissionOptions
}

// NewServerRunOptions returns the options with their defaults: HTTPS on
// 127.0.0.1:6443, which cannot be switched off, certificates in
// .data/pki, no plain HTTP port at all (kube-apiserver removed it in
// v1.20), anonymous requests allowed, authorization by RBAC, upstream's
// default admission plugins.
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app/options.NewServerRunOptions.
func NewServerRunOptions() *ServerRunOptions {
	s := &ServerRunOptions{
		ServerRunOptions: filtersapp.NewServerRunOptions(),
		Authentication:   options.NewBuiltInAuthenticationOptions(),
		Authorization:    options.NewBuiltInAuthorizationOptions(),
		Admission:        options.NewAdmissionOptions(),
	}
	s.Controllers.AddKnown(inProcessControllers...)
	s.InsecureServing = nil // a nil option group adds no flags and serves nothing
	s.SecureServing.Required = true
	s.SecureServing.ServerCert.CertDirectory = DefaultCertDirectory
	return s
}

// Flags adds the "authentication", "authorization" and "admission"
// sections to stage 06's flags, and drops the empty "insecure serving" one.
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app/options.(*ServerRunOptions).Flags.
func (s *ServerRunOptions) Flags() cliflag.NamedFlagSets {
	fss := s.ServerRunOptions.Flags()
	delete(fss.FlagSets, "insecure serving")
	for i, name := range fss.Order {
		if name == "insecure serving" {
			fss.Order = append(fss.Order[:i], fss.Order[i+1:]...)
			break
		}
	}
	s.Authentication.AddFlags(fss.FlagSet("authentication"))
	s.Authorization.AddFlags(fss.FlagSet("authorization"))
	s.Admission.AddFlags(fss.FlagSet("admission"))
	return fss
}

// CompletedOptions are stage 06's completed options, authentication's,
// authorization's and admission's, and the PKI directory when the server made its
// own certificates ("" when --tls-cert-file was given).
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app/options.CompletedOptions.
type CompletedOptions struct {
	filtersapp.CompletedOptions
	Authentication *options.BuiltInAuthenticationOptions
	Authorization  *options.BuiltInAuthorizationOptions
	Admission      *options.AdmissionOptions
	PKIDirectory   string
}

// Complete makes the PKI in --cert-dir when no --tls-cert-file is given
// (and reuses it on later starts), then defaults, as kubeadm configures
// kube-apiserver, each file flag left empty to its part: --tls-cert-file
// and key to apiserver.crt, --client-ca-file to ca.crt, the front-proxy
// flags to front-proxy-ca.crt and CN front-proxy-client with the
// X-Remote-* headers, --proxy-client-cert-file and key to
// front-proxy-client.crt. Then stage 06's options are completed.
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app/options.(*ServerRunOptions).Complete
// (which makes a self-signed certificate instead) and kubeadm's
// controlplane phase (the flags it writes into kube-apiserver's manifest).
func (s *ServerRunOptions) Complete() (CompletedOptions, error) {
	pkiDir := ""
	if s.SecureServing.ServerCert.CertKey.CertFile == "" {
		pkiDir = s.SecureServing.ServerCert.CertDirectory
		if err := s.createPKI(pkiDir); err != nil {
			return CompletedOptions{}, err
		}
	}
	completed, err := s.ServerRunOptions.Complete()
	if err != nil {
		return CompletedOptions{}, err
	}
	return CompletedOptions{CompletedOptions: completed, Authentication: s.Authentication,
		Authorization: s.Authorization, Admission: s.Admission, PKIDirectory: pkiDir}, nil
}

// createPKI makes (or reuses) the PKI in dir and points the empty file
// flags at it.
func (s *ServerRunOptions) createPKI(dir string) error {
	firstServiceIP, err := firstServiceIP(s.ServiceClusterIPRange)
	if err != nil {
		return err
	}
	// The advertise address (as the endpoints list it) and the bind
	// address (as a client on this machine dials it).
	s.GenericServerRunOptions.DefaultAdvertiseAddress(s.SecureServing)
	advertise := []net.IP{s.GenericServerRunOptions.AdvertiseAddress, s.SecureServing.BindAddress}
	if err := pkiutil.CreatePKIAssets(dir, firstServiceIP, advertise...); err != nil {
		return fmt.Errorf("creating the PKI in --cert-dir %s: %w", dir, err)
	}
	ck := &s.SecureServing.ServerCert.CertKey
	ck.CertFile, ck.KeyFile = pkiutil.PathsForCertAndKey(dir, pkiutil.APIServerCertAndKeyBaseName)
	ca, _ := pkiutil.PathsForCertAndKey(dir, pkiutil.CACertAndKeyBaseName)
	if s.Authentication.ClientCAFile == "" {
		s.Authentication.ClientCAFile = ca
	}
	if rh := &s.Authentication.RequestHeader; rh.ClientCAFile == "" {
		rh.ClientCAFile, _ = pkiutil.PathsForCertAndKey(dir, pkiutil.FrontProxyCACertAndKeyBaseName)
		rh.AllowedNames = defaultTo(rh.AllowedNames, pkiutil.FrontProxyClientCertCommonName)
		rh.UsernameHeaders = defaultTo(rh.UsernameHeaders, "X-Remote-User")
		rh.GroupHeaders = defaultTo(rh.GroupHeaders, "X-Remote-Group")
		rh.ExtraHeaderPrefixes = defaultTo(rh.ExtraHeaderPrefixes, "X-Remote-Extra-")
	}
	if s.ProxyClientCertFile == "" && s.ProxyClientKeyFile == "" {
		s.ProxyClientCertFile, s.ProxyClientKeyFile = pkiutil.PathsForCertAndKey(dir, pkiutil.FrontProxyClientCertAndKeyBaseName)
	}
	return s.createServiceAccountKeys(dir)
}

// DefaultServiceAccountIssuer is the issuer kubeadm gives kube-apiserver:
// the in-cluster URL of the API.
const DefaultServiceAccountIssuer = "https://kubernetes.default.svc.cluster.local"

// createServiceAccountKeys makes (or reuses) sa.key and sa.pub in dir and
// points the service-account flags left empty at them, with kubeadm's
// issuer; --api-audiences left empty are the issuers, as upstream.
// Upstream: kubeadm's certs phase (CreateServiceAccountKeyAndPublicKeyFiles)
// and the service-account flags of its kube-apiserver manifest.
func (s *ServerRunOptions) createServiceAccountKeys(dir string) error {
	if err := keyutil.CreateServiceAccountKeyAndPublicKeyFiles(dir); err != nil {
		return fmt.Errorf("creating the service-account key in --cert-dir %s: %w", dir, err)
	}
	sa := &s.Authentication.ServiceAccounts
	if sa.SigningKeyFile == "" {
		sa.SigningKeyFile = filepath.Join(dir, keyutil.ServiceAccountPrivateKeyName)
	}
	if len(sa.KeyFiles) == 0 {
		sa.KeyFiles = []string{filepath.Join(dir, keyutil.ServiceAccountPublicKeyName)}
	}
	if len(sa.Issuers) == 0 {
		sa.Issuers = []string{DefaultServiceAccountIssuer}
	}
	if len(s.Authentication.APIAudiences) == 0 {
		s.Authentication.APIAudiences = sa.Issuers
	}
	return nil
}

// defaultTo returns values, or def when there are none.
func defaultTo(values []string, def string) []string {
	if len(values) > 0 {
		return values
	}
	return []string{def}
}

// firstServiceIP is the kubernetes Service's ClusterIP, the first
// address of --service-cluster-ip-range, which the serving certificate
// names for clients in pods.
// Upstream: k8s.io/kubernetes/pkg/controlplane/apiserver/options.ServiceIPRange.
func firstServiceIP(serviceClusterIPRange string) (net.IP, error) {
	prefix, err := netip.ParsePrefix(serviceClusterIPRange)
	if err != nil {
		return nil, fmt.Errorf("--service-cluster-ip-range: %w", err)
	}
	first := prefix.Masked().Addr().Next()
	if !prefix.Contains(first) {
		return nil, fmt.Errorf("--service-cluster-ip-range %s has no first address", serviceClusterIPRange)
	}
	return net.IP(first.AsSlice()), nil
}

// Validate adds authentication's, authorization's and admission's checks
// to stage 06's.
// Upstream: k8s.io/kubernetes/cmd/kube-apiserver/app/options.CompletedOptions.Validate.
func (s CompletedOptions) Validate() []error {
	errs := s.CompletedOptions.Validate()
	errs = append(errs, s.Authentication.Validate()...)
	errs = append(errs, s.Authorization.Validate()...)
	return append(errs, s.Admission.Validate()...)
}
