package options

import (
	"crypto/tls"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/spf13/pflag"

	cliflag "github.com/kube-rebuilt/apiserver/02-generic-server/cli/flag"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
)

// SecureServingOptions are the flags of the HTTPS port.
// Upstream: k8s.io/apiserver/pkg/server/options.SecureServingOptions.
type SecureServingOptions struct {
	BindAddress net.IP
	// BindPort is ignored when Listener is set; 0 turns HTTPS off.
	BindPort int
	// BindNetwork is "tcp" (default), "tcp4" or "tcp6".
	BindNetwork string
	// Required means BindPort may not be 0.
	Required bool
	// Listener, if set, is used instead of binding BindAddress:BindPort.
	// Tests pass a listener on port 0.
	Listener net.Listener
	// ServerCert is the certificate, given or generated.
	ServerCert GeneratableKeyCert
	// HTTP2MaxStreamsPerConnection limits streams per HTTP/2 connection.
	HTTP2MaxStreamsPerConnection int
	// MinTLSVersion and CipherSuites are --tls-min-version (a name such as
	// VersionTLS13; default TLS 1.2) and --tls-cipher-suites (Go's
	// defaults when empty).
	MinTLSVersion string
	CipherSuites  []string
}

// CertKey is a certificate file and its key file.
// Upstream: k8s.io/apiserver/pkg/server/options.CertKey.
type CertKey struct {
	// CertFile holds PEM certificates: the serving one first, then its chain.
	CertFile string
	// KeyFile holds the PEM private key of the first certificate.
	KeyFile string
}

// GeneratableKeyCert is a certificate that is generated into CertDirectory
// when CertKey is empty.
// Upstream: k8s.io/apiserver/pkg/server/options.GeneratableKeyCert.
type GeneratableKeyCert struct {
	// CertKey is set by --tls-cert-file and --tls-private-key-file, or by
	// MaybeDefaultWithSelfSignedCerts to the generated files.
	CertKey CertKey
	// CertDirectory receives PairName.crt and PairName.key.
	CertDirectory string
	// PairName is the base name of the generated files.
	PairName string
}

// DefaultCertDirectory is where stages 02–07 keep a generated certificate,
// so a restart reuses it. Upstream kube-apiserver uses /var/run/kubernetes,
// which an ordinary user cannot write.
var DefaultCertDirectory = filepath.Join(os.TempDir(), "kube-apiserver-rebuilt", "certificates")

// NewSecureServingOptions returns the defaults: HTTPS on 127.0.0.1:6443.
// Upstream binds 0.0.0.0; until stage 07 adds authentication we only listen
// on the loopback interface.
// Upstream: k8s.io/apiserver/pkg/server/options.NewSecureServingOptions.
func NewSecureServingOptions() *SecureServingOptions {
	return &SecureServingOptions{
		BindAddress: net.ParseIP("127.0.0.1"),
		BindPort:    6443,
		ServerCert: GeneratableKeyCert{
			PairName:      "apiserver",
			CertDirectory: DefaultCertDirectory,
		},
	}
}

// AddFlags registers the secure serving flags.
// Upstream: k8s.io/apiserver/pkg/server/options.(*SecureServingOptions).AddFlags.
func (s *SecureServingOptions) AddFlags(fs *pflag.FlagSet) {
	if s == nil {
		return
	}
	fs.IPVar(&s.BindAddress, "bind-address", s.BindAddress, ""+
		"The IP address on which to listen for the --secure-port port. The "+
		"associated interface(s) must be reachable by the rest of the cluster, and by CLI/web "+
		"clients. If blank or an unspecified address (0.0.0.0 or ::), all interfaces will be used.")
	desc := "The port on which to serve HTTPS."
	if s.Required {
		desc += " It cannot be switched off with 0."
	} else {
		desc += " If 0, don't serve HTTPS at all."
	}
	fs.IntVar(&s.BindPort, "secure-port", s.BindPort, desc)
	fs.StringVar(&s.ServerCert.CertDirectory, "cert-dir", s.ServerCert.CertDirectory, ""+
		"The directory where the TLS certs are located. "+
		"If --tls-cert-file and --tls-private-key-file are provided, this flag will be ignored.")
	fs.StringVar(&s.ServerCert.CertKey.CertFile, "tls-cert-file", s.ServerCert.CertKey.CertFile, ""+
		"File containing the default x509 Certificate for HTTPS. (CA cert, if any, concatenated "+
		"after server cert). If HTTPS serving is enabled, and --tls-cert-file and "+
		"--tls-private-key-file are not provided, a self-signed certificate and key "+
		"are generated for the public address and saved to the directory specified by --cert-dir.")
	fs.StringVar(&s.ServerCert.CertKey.KeyFile, "tls-private-key-file", s.ServerCert.CertKey.KeyFile,
		"File containing the default x509 private key matching --tls-cert-file.")
	fs.StringSliceVar(&s.CipherSuites, "tls-cipher-suites", s.CipherSuites, ""+
		"Comma-separated list of cipher suites for the server. If omitted, the default Go cipher suites will be used.\n"+
		"Possible values: "+strings.Join(cliflag.TLSCipherPossibleValues(), ","))
	fs.StringVar(&s.MinTLSVersion, "tls-min-version", s.MinTLSVersion, ""+
		"Minimum TLS version supported. "+
		"Possible values: "+strings.Join(cliflag.TLSPossibleVersions(), ", "))
	fs.IntVar(&s.HTTP2MaxStreamsPerConnection, "http2-max-streams-per-connection", s.HTTP2MaxStreamsPerConnection, ""+
		"The limit that the server gives to clients for "+
		"the maximum number of streams in an HTTP/2 connection. "+
		"Zero means to use golang's default.")
}

// Validate checks the port range and that a certificate comes with its key.
// Upstream: k8s.io/apiserver/pkg/server/options.(*SecureServingOptions).Validate.
func (s *SecureServingOptions) Validate() []error {
	if s == nil {
		return nil
	}
	var errs []error
	if s.Required && s.BindPort < 1 || s.BindPort > 65535 {
		errs = append(errs, fmt.Errorf("--secure-port %v must be between 1 and 65535, inclusive. It cannot be turned off with 0", s.BindPort))
	} else if s.BindPort < 0 || s.BindPort > 65535 {
		errs = append(errs, fmt.Errorf("--secure-port %v must be between 0 and 65535, inclusive. 0 for turning off secure port", s.BindPort))
	}
	if (s.ServerCert.CertKey.CertFile == "") != (s.ServerCert.CertKey.KeyFile == "") {
		errs = append(errs, fmt.Errorf("--tls-cert-file and --tls-private-key-file must be given together"))
	}
	if s.HTTP2MaxStreamsPerConnection < 0 {
		errs = append(errs, fmt.Errorf("--http2-max-streams-per-connection can not be negative value"))
	}
	return errs
}

// ApplyTo binds the listener (resolving port 0) and loads the certificate
// into *config. With port 0 and no Listener, HTTPS stays off (nil).
// Upstream: k8s.io/apiserver/pkg/server/options.(*SecureServingOptions).ApplyTo.
func (s *SecureServingOptions) ApplyTo(config **server.SecureServingInfo) error {
	if s == nil || (s.BindPort <= 0 && s.Listener == nil) {
		return nil
	}
	if err := s.listen(); err != nil {
		return err
	}
	certFile, keyFile := s.ServerCert.CertKey.CertFile, s.ServerCert.CertKey.KeyFile
	cert, err := tls.LoadX509KeyPair(certFile, keyFile)
	if err != nil {
		return fmt.Errorf("failed to load serving certificate %s and key %s: %w", certFile, keyFile, err)
	}
	minVersion, err := cliflag.TLSVersion(s.MinTLSVersion)
	if err != nil {
		return err
	}
	cipherSuites, err := cliflag.TLSCipherSuites(s.CipherSuites)
	if err != nil {
		return err
	}
	*config = &server.SecureServingInfo{
		Listener:                     s.Listener,
		Cert:                         &cert,
		MinTLSVersion:                minVersion,
		CipherSuites:                 cipherSuites,
		HTTP2MaxStreamsPerConnection: s.HTTP2MaxStreamsPerConnection,
	}
	return nil
}

// listen binds BindAddress:BindPort unless a Listener was given, and
// records the real port and address either way.
func (s *SecureServingOptions) listen() error {
	if s.Listener == nil {
		addr := net.JoinHostPort(s.BindAddress.String(), strconv.Itoa(s.BindPort))
		ln, port, err := CreateListener(s.BindNetwork, addr, net.ListenConfig{})
		if err != nil {
			return fmt.Errorf("failed to create listener: %w", err)
		}
		s.Listener, s.BindPort = ln, port
		return nil
	}
	tcpAddr, ok := s.Listener.Addr().(*net.TCPAddr)
	if !ok {
		return fmt.Errorf("failed to parse ip and port from listener")
	}
	s.BindPort, s.BindAddress = tcpAddr.Port, tcpAddr.IP
	return nil
}
