package x509

import (
	"crypto/sha256"
	"crypto/x509"
	"encoding/hex"
	"errors"
	"fmt"
	"net/http"
	"strings"

	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/authentication/authenticator"
)

// UserConversion turns a verified certificate chain, leaf first, into a
// user.
// Upstream: k8s.io/apiserver/pkg/authentication/request/x509.UserConversion.
type UserConversion interface {
	User(chain []*x509.Certificate) (*authenticator.Response, bool, error)
}

// UserConversionFunc lets a plain function be a UserConversion.
// Upstream: k8s.io/apiserver/pkg/authentication/request/x509.UserConversionFunc.
type UserConversionFunc func(chain []*x509.Certificate) (*authenticator.Response, bool, error)

// User calls f.
// Upstream: k8s.io/apiserver/pkg/authentication/request/x509.UserConversionFunc.User.
func (f UserConversionFunc) User(chain []*x509.Certificate) (*authenticator.Response, bool, error) {
	return f(chain)
}

// Authenticator authenticates requests by their verified client
// certificate.
// Upstream: k8s.io/apiserver/pkg/authentication/request/x509.Authenticator.
type Authenticator struct {
	verifyOptionsFn VerifyOptionFunc
	user            UserConversion
}

var _ authenticator.Request = (*Authenticator)(nil)

// New returns an Authenticator that verifies client certificates with
// opts and turns them into users with user.
// Upstream: k8s.io/apiserver/pkg/authentication/request/x509.New.
func New(opts x509.VerifyOptions, user UserConversion) *Authenticator {
	return NewDynamic(StaticVerifierFn(opts), user)
}

// NewDynamic is New with verify options read at every request, so the CA
// bundle can change while the server runs.
// Upstream: k8s.io/apiserver/pkg/authentication/request/x509.NewDynamic.
func NewDynamic(verifyOptionsFn VerifyOptionFunc, user UserConversion) *Authenticator {
	return &Authenticator{verifyOptionsFn: verifyOptionsFn, user: user}
}

// AuthenticateRequest does not recognise a request without a client
// certificate (or while there are no verify options); a certificate that
// does not verify is an error naming it. Each verified chain is offered
// to the UserConversion until one gives a user.
// Upstream: k8s.io/apiserver/pkg/authentication/request/x509.(*Authenticator).AuthenticateRequest.
func (a *Authenticator) AuthenticateRequest(req *http.Request) (*authenticator.Response, bool, error) {
	opts, ok := verifyOptions(req, a.verifyOptionsFn)
	if !ok {
		return nil, false, nil
	}
	leaf := req.TLS.PeerCertificates[0]
	chains, err := leaf.Verify(opts)
	if err != nil {
		return nil, false, fmt.Errorf("verifying certificate %s failed: %w", certificateIdentifier(leaf), err)
	}
	var errs []error
	for _, chain := range chains {
		resp, ok, err := a.user.User(chain)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		if ok {
			return resp, true, nil
		}
	}
	return nil, false, errors.Join(errs...)
}

// verifyOptions returns a copy of the current verify options for req's
// client certificate, with the certificates the client sent after its
// leaf as intermediates unless the options name some; false when there
// is no certificate or no options.
// Upstream: the common start of Authenticator's and Verifier's AuthenticateRequest.
func verifyOptions(req *http.Request, fn VerifyOptionFunc) (x509.VerifyOptions, bool) {
	if req.TLS == nil || len(req.TLS.PeerCertificates) == 0 {
		return x509.VerifyOptions{}, false
	}
	opts, ok := fn()
	if !ok {
		return x509.VerifyOptions{}, false
	}
	if opts.Intermediates == nil && len(req.TLS.PeerCertificates) > 1 {
		opts.Intermediates = x509.NewCertPool()
		for _, intermediate := range req.TLS.PeerCertificates[1:] {
			opts.Intermediates.AddCert(intermediate)
		}
	}
	return opts, true
}

// certificateIdentifier names a certificate in errors and logs by its
// serial number and key IDs, never by its subject, which the client
// chose: "SN=42, SKID=AB:CD, AKID=EF:01".
// Upstream: k8s.io/apiserver/pkg/authentication/request/x509.certificateIdentifier.
func certificateIdentifier(c *x509.Certificate) string {
	return fmt.Sprintf("SN=%d, SKID=%s, AKID=%s",
		c.SerialNumber, columnSeparatedHex(c.SubjectKeyId), columnSeparatedHex(c.AuthorityKeyId))
}

// columnSeparatedHex is d in upper-case hex, bytes separated by colons.
// Upstream: k8s.io/apiserver/pkg/authentication/request/x509.columnSeparatedHex.
func columnSeparatedHex(d []byte) string {
	parts := make([]string, len(d))
	for i, b := range d {
		parts[i] = strings.ToUpper(hex.EncodeToString([]byte{b}))
	}
	return strings.Join(parts, ":")
}

// CommonNameUserConversion makes the leaf's subject CN the user name, its
// O values the groups, its UID attribute (OID 1.3.6.1.4.1.57683.2) the
// UID, and the SHA-256 of the certificate the credential ID. A leaf
// without a CN is not recognised.
// Upstream: k8s.io/apiserver/pkg/authentication/request/x509.CommonNameUserConversion.
var CommonNameUserConversion = UserConversionFunc(commonNameUser)

// commonNameUser is CommonNameUserConversion.
func commonNameUser(chain []*x509.Certificate) (*authenticator.Response, bool, error) {
	leaf := chain[0]
	if leaf.Subject.CommonName == "" {
		return nil, false, nil
	}
	uid, err := parseUIDFromCert(leaf)
	if err != nil {
		return nil, false, err
	}
	fp := sha256.Sum256(leaf.Raw)
	return &authenticator.Response{User: &user.DefaultInfo{
		Name:   leaf.Subject.CommonName,
		UID:    uid,
		Groups: leaf.Subject.Organization,
		Extra:  map[string][]string{user.CredentialIDKey: {"X509SHA256=" + hex.EncodeToString(fp[:])}},
	}}, true, nil
}
