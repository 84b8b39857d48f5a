package options

import (
	"fmt"
	"net"
	"path/filepath"

	"github.com/kube-rebuilt/apiserver/02-generic-server/cert"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
)

// MaybeDefaultWithSelfSignedCerts makes sure HTTPS has a certificate. If
// --tls-cert-file is given, or HTTPS is off, it does nothing. Otherwise it
// points CertKey at <cert-dir>/<pair>.crt and .key and, unless both files
// can be read already (a restart), generates a self-signed CA and a
// serving certificate for publicAddress, the alternate names, and the bind
// address (or "localhost" when binding every interface), and writes them.
// Upstream: k8s.io/apiserver/pkg/server/options.(*SecureServingOptions).MaybeDefaultWithSelfSignedCerts.
func (s *SecureServingOptions) MaybeDefaultWithSelfSignedCerts(publicAddress string, alternateDNS []string, alternateIPs []net.IP) error {
	if s == nil || (s.BindPort == 0 && s.Listener == nil) {
		return nil
	}
	keyCert := &s.ServerCert.CertKey
	if len(keyCert.CertFile) != 0 || len(keyCert.KeyFile) != 0 {
		return nil
	}
	if len(s.ServerCert.CertDirectory) == 0 || len(s.ServerCert.PairName) == 0 {
		return fmt.Errorf("--cert-dir is required when --tls-cert-file is not given")
	}
	keyCert.CertFile = filepath.Join(s.ServerCert.CertDirectory, s.ServerCert.PairName+".crt")
	keyCert.KeyFile = filepath.Join(s.ServerCert.CertDirectory, s.ServerCert.PairName+".key")
	canReadCertAndKey, err := cert.CanReadCertAndKey(keyCert.CertFile, keyCert.KeyFile)
	if err != nil || canReadCertAndKey {
		return err
	}

	// add either the bind address or localhost to the valid alternates
	if s.BindAddress.IsUnspecified() {
		alternateDNS = append(alternateDNS, "localhost")
	} else {
		alternateIPs = append(alternateIPs, s.BindAddress)
	}
	certPEM, keyPEM, err := cert.GenerateSelfSignedCertKey(publicAddress, alternateIPs, alternateDNS)
	if err != nil {
		return fmt.Errorf("unable to generate self signed cert: %w", err)
	}
	if err := cert.WriteCert(keyCert.CertFile, certPEM); err != nil {
		return err
	}
	if err := cert.WriteKey(keyCert.KeyFile, keyPEM); err != nil {
		return err
	}
	klog.Infof("Generated self-signed cert (%s, %s)", keyCert.CertFile, keyCert.KeyFile)
	return nil
}
