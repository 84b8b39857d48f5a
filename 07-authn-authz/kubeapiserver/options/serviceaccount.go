package options

import (
	"errors"
	"fmt"
	"net/url"
	"strings"
	"time"

	"github.com/spf13/pflag"
)

// ServiceAccountAuthenticationOptions are the flags of service-account
// tokens: the keys that verify them, the key that signs the ones
// TokenRequest issues, the issuer they carry, and how long they may live.
// Upstream: k8s.io/kubernetes/pkg/kubeapiserver/options.ServiceAccountAuthenticationOptions
// (with the signing-key flag from kube-apiserver's ServerRunOptions).
type ServiceAccountAuthenticationOptions struct {
	KeyFiles       []string
	SigningKeyFile string
	Issuers        []string
	MaxExpiration  time.Duration
}

// AddFlags registers the service-account flags with upstream's names.
// Upstream: the ServiceAccounts part of
// k8s.io/kubernetes/pkg/kubeapiserver/options.(*BuiltInAuthenticationOptions).AddFlags.
func (o *ServiceAccountAuthenticationOptions) AddFlags(fs *pflag.FlagSet) {
	fs.StringArrayVar(&o.KeyFiles, "service-account-key-file", o.KeyFiles, ""+
		"File containing PEM-encoded x509 RSA public or private keys, used to verify ServiceAccount tokens. "+
		"The specified file can contain multiple keys, and the flag can be specified multiple times with different files. "+
		"If unspecified, the public key of --service-account-signing-key-file is used.")
	fs.StringVar(&o.SigningKeyFile, "service-account-signing-key-file", o.SigningKeyFile, ""+
		"Path to the file that contains the current private key of the service account token issuer. "+
		"The issuer will sign issued ID tokens with this private key.")
	fs.StringArrayVar(&o.Issuers, "service-account-issuer", o.Issuers, ""+
		"Identifier of the service account token issuer. The issuer will assert this identifier in \"iss\" claim of issued tokens. "+
		"This value is a string or URI. When this flag is specified multiple times, the first is used to generate tokens "+
		"and all are used to determine which issuers are accepted.")
	fs.DurationVar(&o.MaxExpiration, "service-account-max-token-expiration", o.MaxExpiration, ""+
		"The maximum validity duration of a token created by the service account token issuer. "+
		"If an otherwise valid TokenRequest with a validity duration larger than this value is requested, "+
		"a token will be issued with a validity duration of this value.")
}

// Validate checks the issuers (a URL with a path must be https and have
// no query or fragment; ':' in a non-URL issuer is refused) and the
// expiration, with upstream's messages.
// Upstream: the ServiceAccounts part of
// k8s.io/kubernetes/pkg/kubeapiserver/options.(*BuiltInAuthenticationOptions).Validate.
func (o *ServiceAccountAuthenticationOptions) Validate() []error {
	var errs []error
	if len(o.Issuers) == 0 {
		errs = append(errs, errors.New("service-account-issuer is a required flag"))
	}
	seen := map[string]bool{}
	for _, issuer := range o.Issuers {
		if seen[issuer] {
			errs = append(errs, fmt.Errorf("service-account-issuer %q is already specified", issuer))
		}
		seen[issuer] = true
		if strings.Contains(issuer, ":") {
			if _, err := url.Parse(issuer); err != nil {
				errs = append(errs, fmt.Errorf("service-account-issuer %q contained a ':' but was not a valid URL: %v", issuer, err))
			}
		}
	}
	if o.MaxExpiration != 0 && o.MaxExpiration < time.Hour {
		errs = append(errs, errors.New("service-account-max-token-expiration should be at least 1 hour"))
	}
	return errs
}
